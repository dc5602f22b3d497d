import ConfigFormat
/// Read-outs of one spring motion for the tuning plot: overshoot (pt and % of the distance),
/// settle time and peak speed, computed from sampled locations.
///
/// ```swift
/// let m = MotionMetrics(samples: trace.samples, start: trace.startLocation, target: trace.targetLocation)
/// m.summary   // "overshoot 3.2 pt (1.1 %) · settled in 0.48 s", or "no overshoot · still moving"
/// ```
package struct MotionMetrics: Equatable, Sendable {
  /// How far the motion went past the target, in points (0 when it never passed it).
  package var overshoot: Double
  /// ``overshoot`` as a percentage of the distance from start to target (0 for no distance).
  package var overshootPercent: Double
  /// Seconds from the first sample until the location stays within `tolerance` of the target;
  /// nil when the last sample is still outside.
  package var settleTime: Double?
  /// The largest speed |v| among the samples, in pt/s.
  package var peakVelocity: Double

  /// Metrics of `samples` (in time order) of a motion from `start` toward `target`; `tolerance`
  /// (pt) decides when it has settled (default 0.5 pt).
  package init(samples: [MotionSample], start: Double, target: Double, tolerance: Double = 0.5) {
    let distance = target - start
    let direction: Double = distance >= 0 ? 1 : -1
    var over = 0.0, peak = 0.0
    for s in samples {
      over = max(over, (s.location - target) * direction)
      peak = max(peak, abs(s.velocity))
    }
    overshoot = max(0, over) + 0  // + 0 turns -0.0 into 0.0
    overshootPercent = distance == 0 ? 0 : over / abs(distance) * 100
    peakVelocity = peak
    if let first = samples.first, let lastOutside = samples.lastIndex(where: { abs($0.location - target) > tolerance }) {
      settleTime = lastOutside + 1 < samples.count ? samples[lastOutside + 1].t - first.t : nil
    } else {
      settleTime = samples.isEmpty ? nil : 0
    }
  }
}

extension MotionMetrics {
  /// The plot's read-out in words: the overshoot (or "no overshoot" under 0.05 pt) and the settle
  /// time (or "still moving" while the motion is outside the tolerance).
  package var summary: String {
    let over = overshoot < 0.05
      ? "no overshoot"
      : "overshoot \(DecimalText.fixed(overshoot, digits: 1)) pt (\(DecimalText.fixed(overshootPercent, digits: 1)) %)"
    let settle = settleTime.map { "settled in \(DecimalText.fixed($0, digits: 2)) s" } ?? "still moving"
    return over + " · " + settle
  }
}

/// One point of a motion: time (s), location (pt) and velocity (pt/s).
package struct MotionSample: Equatable, Sendable {
  /// Time in seconds (any origin).
  package var t: Double
  /// Surface location in points.
  package var location: Double
  /// Velocity in pt/s.
  package var velocity: Double

  /// Creates a sample.
  package init(t: Double, location: Double, velocity: Double) {
    self.t = t
    self.location = location
    self.velocity = velocity
  }
}
