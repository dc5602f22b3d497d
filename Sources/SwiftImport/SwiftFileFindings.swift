/// What import-swift's scan of one file found, as plain values that outlive the file's syntax
/// tree: its custom states, surface setups, layout choices, idiom picks and blur, with what
/// could not be read. ``SwiftFileSummary/Scan`` makes it while the tree exists, and the
/// ``SwiftFileSummary`` keeps the same value (`summary.setups` reads `summary.found.setups`).
struct SwiftFileFindings {
  /// The custom states the file declares, in source order.
  let states: [(name: String, value: SwiftValue)]
  /// Its blocks' and SwiftUI panels' setups (``SurfaceScanner``, ``SwiftUIPanelScanner``).
  let setups: [SurfaceSetup]
  /// The values of those blocks that could not be read: line and text.
  let setupSkips: [(line: Int, text: String)]
  /// Its `layoutFor` methods (``LayoutChoiceFinder``).
  let choices: [LayoutChoice]
  /// The branches of those that could not be read.
  let choiceSkips: [(line: Int, text: String)]
  /// The delegate types chosen by the idiom (`idiom == .pad ? A(…) : B(…)`).
  let idiomPicks: [(pad: String, phone: String)]
  /// The line of the first `UIVisualEffectView`, and the first `UIBlurEffect` style (``BlurViewFinder``).
  let blur: (viewLine: Int?, style: String?)
  /// The custom states the scans looked up, with the value each had then (nil: none).
  let lookedUp: [String: SwiftValue?]
}
