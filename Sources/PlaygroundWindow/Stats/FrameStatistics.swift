import FloatingPanel
import PlaygroundCore

/// What the HUD says about the window's frames: the CPU time of a frame (step, layout, draw; the
/// present excluded; the first ``warmUpFrames``, which paint the map, left out) and the real
/// present-to-present intervals of consecutive drawn frames (``PresentStats``), summarised every
/// 15 frames.
package struct FrameStatistics {
  /// Frames left out of the HUD's frame times (start-up: the first paint of the map).
  package static let warmUpFrames = 3

  /// Real intervals between the presents of consecutive drawn frames (the last 3 s).
  package private(set) var presents = PresentStats()
  private var stats = FrameStats()
  private var frameTimes: Percentiles?
  private var presentSummary: PresentSummary?
  private var lastPresent: Double?

  /// No frames yet.
  package init() {}

  /// The present intervals start over at a new pacing `interval`.
  package mutating func repaced(interval: Double) { presents = PresentStats(interval: interval) }

  /// The next present follows a sleep: no interval across it.
  package mutating func slept() { lastPresent = nil }

  /// Frame `frame` (counted from 0) took `milliseconds` of CPU before its present.
  package mutating func drew(frame: Int, milliseconds: Double) {
    if frame >= Self.warmUpFrames { stats.add(milliseconds) }
  }

  /// A frame was presented at `time`; `frameCount` frames have been drawn; `integrator` is the
  /// focused panel's.
  package mutating func presented(at time: Double, frameCount: Int, integrator: SpringIntegrator) {
    if let lastPresent { presents.add(time - lastPresent) }
    lastPresent = time
    if frameCount % 15 == 0, frameCount > Self.warmUpFrames {
      frameTimes = stats.percentiles
      presentSummary = presents.summary(integrator: integrator)
    }
  }

  /// The HUD's frame times and present intervals, with `integrator` (the focused panel's now) and
  /// the rate paced at, `pacedHz`.
  package func hud(integrator: SpringIntegrator, pacedHz: Double) -> (p50: Double?, p99: Double?, presents: PresentSummary?) {
    var presents = presentSummary
    presents?.integrator = integrator  // follows focus and tuning at once
    presents?.pacedHz = pacedHz
    return (frameTimes?.p50, frameTimes?.p99, presents)
  }
}
