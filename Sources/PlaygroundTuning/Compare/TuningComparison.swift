import ConfigFormat
import FloatingPanel
import PlaygroundCore

/// The A/B comparison of the tuning cards, without SDL: the tuning pinned as A (one panel's whole
/// behaviour, as it was at the pin), the ghost that moves with A (a second engine controller with
/// the panel's layout and A's behaviour, released with the panel's every release and stepped in
/// the same frame loop) and its motion for the plot; and the plot's other-display-rate curve
/// (the last release re-simulated headless at 120 Hz when the window runs 60, else at 60).
/// ``TuningSession`` drives it (keys `[` `]` `\` and O, see `TuningSession+Compare.swift`).
package final class TuningComparison {
  /// A pinned tuning: the panel it was taken from and its behaviour then.
  package struct Pin: Equatable, Sendable {
    /// The panel A belongs to (the ghost follows this panel's releases).
    package var role: PanelRole
    /// A's behaviour.
    package var behavior: BehaviorConfig
  }

  /// A second motion on the plot: its curve's name ("A", "120 Hz") and the motion, whose first
  /// sample is at the same time as the plotted motion's.
  package struct Curve: Equatable, Sendable {
    /// What the curve is, shown in the legend and before its figures.
    package var label: String
    /// What the plotted motion is then ("B", "60 Hz").
    package var mainLabel: String
    /// The motion.
    package var trace: MotionTrace
  }

  /// The pinned tuning (key `[`), nil when none.
  package internal(set) var pin: Pin?
  /// The ghost moving with A, from the last release of A's panel; nil when there is none to show.
  package internal(set) var ghost: FloatingPanelController?
  /// The ghost's motion since the release (the plot's A curve).
  package internal(set) var ghostTrace: MotionTrace?
  /// Whether the plot overlays the other display rate's curve (key O).
  package internal(set) var comparesRates = false
  /// The last release re-simulated at the other display rate (with O).
  package internal(set) var rateTrace: MotionTrace?

  /// The plot time of the last frame (the first sample of a motion released since).
  var previousTime: Double?
  /// The releases of the scene seen so far (``PlaygroundScene/releaseCount``).
  var seenReleases = 0
  /// The last release, the behaviour its panel had then and the plot time of its first sample.
  var release: (record: ReleaseRecord, behavior: any FloatingPanelBehavior, t0: Double)?
  /// The real panel's spring when the ghost was released (start and target): another one hides the ghost.
  var followed: (start: Double, target: FloatingPanelState)?
  /// Records the ghost's motion.
  var recorder = MotionRecorder()
  /// The HUD's differences line and what it was computed from.
  var differences: (a: BehaviorConfig, b: BehaviorConfig, position: FloatingPanelPosition, text: String)?

  /// An empty comparison: nothing pinned, no overlay.
  package init() {}

  /// Whether the ghost is moving (the window keeps drawing while it does).
  package var isGhostMoving: Bool { ghost?.isAnimating == true }

  /// Takes the ghost away with its motion.
  func dropGhost() {
    ghost = nil
    ghostTrace = nil
    followed = nil
  }

  /// The rows of the card (``TuningModel``) whose values differ between `a` and `b` for a panel
  /// on `position`: "Response 0.400 s (B 0.550 s)", at most `limit`, then "+N more".
  static func differences(_ a: BehaviorConfig, _ b: BehaviorConfig, position: FloatingPanelPosition, limit: Int = 2) -> String {
    let ra = TuningModel(config: a, position: position).rows, rb = TuningModel(config: b, position: position).rows
    let diffs = zip(ra, rb).filter { $0.0.valueText != $0.1.valueText }
      .map { "\($0.0.slider.label) \($0.0.valueText) (B \($0.1.valueText))" }
    guard !diffs.isEmpty else { return "same as B: change the card, then G or F" }
    return diffs.prefix(limit).joined(separator: " · ") + (diffs.count > limit ? " · +\(diffs.count - limit) more" : "")
  }
}
