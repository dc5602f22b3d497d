import FloatingPanel

/// Records a panel's motion one frame at a time, after each step of the engine: the frames of a
/// golden and the springs its summary measures. The replay runner (`playground motion`) and the
/// `.motion` snapshot strategy both record through it, so both write the same numbers.
///
/// ```swift
/// var capture = MotionCapture(framesPerSecond: 60)
/// for n in 0...120 { panel.step(1.0 / 60); capture.record(panel, time: Double(n) / 60) }
/// let golden = capture.golden(name: "release")
/// ```
package struct MotionCapture {
  /// Frames per second of the clock (the velocity of a frame without a spring is its change of
  /// location times this).
  package let framesPerSecond: Double
  /// The frames recorded so far.
  package private(set) var frames: [MotionFrame] = []
  /// The last spring seen (the one the summary measures).
  package private(set) var lastSpring: SpringSegment?
  private var running: (start: Double, target: Double, kind: Attraction.Kind, state: String)?
  private var peak = 0.0

  /// A capture on a clock of `framesPerSecond`.
  package init(framesPerSecond: Double) { self.framesPerSecond = framesPerSecond }

  /// Records `panel` as it is after the frame at `time` (seconds).
  package mutating func record(_ panel: FloatingPanelController, time: Double) {
    let previous = frames.last
    let velocity: Double
    if let a = panel.attraction {
      let key = (a.startLocation, a.targetLocation, a.kind, a.target.rawValue)
      if running.map({ $0.start != key.0 || $0.target != key.1 || $0.kind != key.2 || $0.state != key.3 }) ?? true {
        lastSpring = SpringSegment(start: a.startLocation, target: a.targetLocation, samples: [(previous?.t ?? time, a.startLocation)])
      }
      running = (key.0, key.1, key.2, key.3)
      lastSpring?.samples.append((time, panel.location))
      velocity = a.v
    } else {
      if running != nil { lastSpring?.samples.append((time, panel.location)) }
      running = nil
      velocity = previous.map { (panel.location - $0.location) * framesPerSecond } ?? 0
    }
    peak = max(peak, abs(velocity))
    frames.append(
      MotionFrame(t: time, location: panel.location, velocity: velocity, state: panel.state.rawValue, backdropAlpha: panel.backdropAlpha))
  }

  /// The summary of the frames so far (nil before the first frame).
  package var summary: MotionSummary? {
    guard let last = frames.last else { return nil }
    return MotionSummary(
      finalState: last.state, finalLocation: last.location, overshoot: lastSpring?.overshoot ?? 0,
      settleTime: lastSpring?.settleTime, peakVelocity: peak)
  }

  /// The golden of the frames so far, its numbers rounded as its text writes them.
  package func golden(name: String, viewport: String? = nil, position: String? = nil) -> MotionGolden {
    let summary = summary ?? MotionSummary(finalState: "", finalLocation: 0, overshoot: 0, settleTime: nil, peakVelocity: 0)
    let rate = Int(framesPerSecond.rounded())
    return MotionGolden(name: name, displayRate: rate, viewport: viewport, position: position, summary: summary, frames: frames).rounded()
  }
}
