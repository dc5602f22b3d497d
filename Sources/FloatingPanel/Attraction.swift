/// A running spring animation of one panel: the release spring, a programmatic move, show, hide
/// or removal. Holds its own parameters, so changing the behaviour never disturbs it.
public struct Attraction: Sendable, Equatable {
  /// Why the panel is moving.
  public enum Kind: Sendable, Equatable {
    /// Release spring or animated move between visible states.
    case attract
    /// Animating from hidden into view.
    case show
    /// Animating to hidden.
    case hide
    /// Removal after a swipe: ends with the panel removed.
    case remove
  }

  /// Why the panel is moving.
  public var kind: Kind
  /// The state it moves to.
  public var target: FloatingPanelState
  /// `P(target)`, in points.
  public var targetLocation: Double
  /// Where the spring started (for backdrop interpolation).
  public var startLocation: Double
  /// Current location.
  public var x: Double
  /// Current velocity, pt/s.
  public var v: Double
  /// Damping ratio.
  public var zeta: Double
  /// Angular frequency, rad/s.
  public var omega: Double
  /// The integrator.
  public var integrator: SpringIntegrator
  /// Pixels per point, for the rest threshold.
  public var scale: Double
  /// The velocity the spring started with, pt/s: the release velocity (0 for a move from rest).
  public var initialVelocity = 0.0
  /// Whether this is the release spring (a release, or a move without a moving spring), whose
  /// damping follows FloatingPanel's rule: ζ from the deceleration rate above 300 pt/s, else 1.
  public var isReleaseSpring = false

  /// Advances by `h` seconds; returns true when the spring has settled (x is then exactly the target).
  public mutating func step(_ h: Double) -> Bool {
    switch integrator {
    case .numeric:
      let (x1, v1) = NumericSpring.step(x: x, v: v, target: targetLocation, zeta: zeta, omega: omega, h: h)
      let settled = NumericSpring.isSettled(previous: x, current: x1, target: targetLocation, scale: scale)
      (x, v) = settled ? (targetLocation, 0) : (x1, v1)
      return settled
    case .closedForm:
      let (x1, v1) = ClosedFormSpring.step(x: x, v: v, target: targetLocation, zeta: zeta, omega: omega, dt: h)
      let settled = ClosedFormSpring.isSettled(x: x1, v: v1, target: targetLocation, omega: omega, scale: scale)
      (x, v) = settled ? (targetLocation, 0) : (x1, v1)
      return settled
    }
  }
}
