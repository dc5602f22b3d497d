/// How far an actual motion may be from its golden and still match.
///
/// Defaults (the docs' "Tolerances" table): 0.5 pt for locations, the final location and the
/// overshoot; 0.02 s for the settle time (a frame at 60 Hz is 0.0167 s); 10 pt/s for velocities;
/// 0.01 for the backdrop's alpha. States and the frame count must match exactly. A manifest sets
/// its own per case (`"tolerance": {"points": 1, "seconds": 0.05}`).
package struct MotionTolerance: Equatable, Sendable {
  /// Locations, final location and overshoot, in points.
  package var points: Double
  /// Settle time, in seconds.
  package var seconds: Double
  /// Velocities and peak velocity, in pt/s.
  package var velocity: Double
  /// Backdrop alpha (0…1).
  package var alpha: Double

  /// A tolerance; every part defaults to the documented value.
  package init(points: Double = 0.5, seconds: Double = 0.02, velocity: Double = 10, alpha: Double = 0.01) {
    self.points = points
    self.seconds = seconds
    self.velocity = velocity
    self.alpha = alpha
  }

  /// The documented defaults.
  package static let standard = MotionTolerance()
}
