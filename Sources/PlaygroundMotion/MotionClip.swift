import ConfigFormat
import FloatingPanel

/// A release whose spring the window's edge stopped: a floating card's spring may not carry its
/// edge out of the window (``FloatingPanelController/attractionLimit``), so toward an anchor a few
/// points from the edge any bounce reads as the same few points. This is where it stopped and
/// the spring's own motion without the edge (stepped as the panel's, from the same start), so the
/// figures can say both.
///
/// ```swift
/// // toward full (8 pt from the top) at −3000 pt/s with ζ 0.05: the card stops at y 0
/// let clip = MotionClip(attraction, limit: panel.attractionLimit, h: 1.0 / 60)
/// clip?.note   // "clipped at the window's edge · spring's own 161.4 pt (55.3 %)"
/// ```
package struct MotionClip: Equatable, Sendable {
  /// The location of the window's edge the spring stopped at (pt).
  package var edge: Double
  /// The spring's own motion: overshoot, settle time and peak speed without the edge.
  package var own: MotionMetrics

  /// The longest motion simulated (seconds): a spring that has not settled by then is measured so far.
  package static let maxDuration = 30.0

  /// The clip of the spring `attraction` (any frame of it: it is restarted from its start
  /// location and initial velocity) stepped by `h` seconds inside `limit`; nil when there is no
  /// limit, the motion is not a spring toward an anchor, or its own motion stays inside `limit`.
  package init?(_ attraction: Attraction, limit: ClosedRange<Double>?, h: Double) {
    guard let limit, attraction.kind == .attract, h > 0, h.isFinite else { return nil }
    var a = attraction
    a.x = a.startLocation
    a.v = a.initialVelocity
    var t = 0.0
    var samples = [MotionSample(t: 0, location: a.x, velocity: a.v)]
    var edge: Double?
    while t < Self.maxDuration {
      let settled = a.guardedStep(h)
      t += h
      if settled {
        samples.append(MotionSample(t: t, location: a.targetLocation, velocity: 0))
        break
      }
      samples.append(MotionSample(t: t, location: a.x, velocity: a.v))
      if edge == nil, !limit.contains(a.x) { edge = a.x < limit.lowerBound ? limit.lowerBound : limit.upperBound }
    }
    guard let edge else { return nil }
    self.edge = edge
    own = MotionMetrics(samples: samples, start: attraction.startLocation, target: attraction.targetLocation)
  }

  /// `clipped at the window's edge · spring's own 161.4 pt (55.3 %)`: the plot's second line.
  package var note: String {
    "clipped at the window's edge · spring's own \(DecimalText.fixed(own.overshoot, digits: 1)) pt"
      + " (\(DecimalText.fixed(own.overshootPercent, digits: 1)) %)"
  }
}
