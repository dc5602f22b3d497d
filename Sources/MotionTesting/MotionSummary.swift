/// The figures a reviewer reads first: where the motion ended, how far its last spring went past
/// its target, how long that spring took to settle, and the fastest it moved.
///
/// Overshoot and settle time are measured as the window's motion plot and `playground feel`
/// measure them (the last spring only; settled once the location stays within 0.5 pt of the
/// spring's target, timed from the frame before the spring started).
package struct MotionSummary: Equatable, Sendable {
  /// The state at the last frame.
  package var finalState: String
  /// The location at the last frame, in points.
  package var finalLocation: Double
  /// How far the last spring went past its target, in points (0 when it never passed it or
  /// there was no spring).
  package var overshoot: Double
  /// Seconds from the last spring's start until it stays within 0.5 pt of its target; nil when it
  /// is still outside at the end, or there was no spring.
  package var settleTime: Double?
  /// The largest |velocity| of any frame, in pt/s.
  package var peakVelocity: Double

  /// Creates a summary.
  package init(finalState: String, finalLocation: Double, overshoot: Double, settleTime: Double?, peakVelocity: Double) {
    self.finalState = finalState
    self.finalLocation = finalLocation
    self.overshoot = overshoot
    self.settleTime = settleTime
    self.peakVelocity = peakVelocity
  }

  /// The distance from the target within which a spring counts as settled, in points.
  package static let settleDistance = 0.5
}

/// One spring of a motion as ``MotionCapture`` saw it: its start, its target and the locations it
/// went through (first the start, at the frame before the spring began).
package struct SpringSegment: Equatable, Sendable {
  /// Where the spring started, in points.
  package var start: Double
  /// The target's location, in points.
  package var target: Double
  /// Times (s) and locations (pt) from the start to the frame the spring ended (or the last one).
  package var samples: [(t: Double, location: Double)]

  /// A spring from `start` toward `target` through `samples`.
  package init(start: Double, target: Double, samples: [(t: Double, location: Double)]) {
    self.start = start
    self.target = target
    self.samples = samples
  }

  package static func == (a: SpringSegment, b: SpringSegment) -> Bool {
    a.start == b.start && a.target == b.target && a.samples.map(\.t) == b.samples.map(\.t)
      && a.samples.map(\.location) == b.samples.map(\.location)
  }

  /// How far the samples went past the target, away from the start, in points (≥ 0).
  package var overshoot: Double {
    let direction: Double = target - start >= 0 ? 1 : -1
    var over = 0.0
    for s in samples { over = max(over, (s.location - target) * direction) }
    return over + 0
  }

  /// Seconds from the first sample until the location stays within
  /// ``MotionSummary/settleDistance`` of the target; nil when the last sample is outside.
  package var settleTime: Double? {
    guard let first = samples.first else { return nil }
    guard let lastOutside = samples.lastIndex(where: { abs($0.location - target) > MotionSummary.settleDistance }) else { return 0 }
    return lastOutside + 1 < samples.count ? samples[lastOutside + 1].t - first.t : nil
  }
}
