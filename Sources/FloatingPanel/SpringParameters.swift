/// A damped spring in every parameterisation people tune with, converted both ways
/// (`SpringParametersTests.swift` checks every conversion, including Apple's own examples).
///
/// The value holds the response time `T` and the damping ratio `ζ`; the other forms are derived:
/// - FloatingPanel's release spring: response time `T` and deceleration rate `r`, with
///   `ζ = ln(r) / (−2π · (1/T) · 0.001)` and inversely `r = exp(−2π · ζ · 0.001 / T)`;
/// - SwiftUI's duration and bounce: `duration = T`, `bounce = 1 − ζ` for ζ ≤ 1 and `1/ζ − 1`
///   for ζ > 1 (overdamped), inversely `ζ = 1 − bounce` for bounce ≥ 0 and `1/(1 + bounce)` below;
/// - stiffness, damping and mass: `ω = 2π/T`, `k = ω²m`, `c = 2ζωm`, inversely
///   `T = 2π√(m/k)` and `ζ = c / (2√(km))`.
///
/// ```swift
/// let s = try SpringParameters(duration: 0.5, bounce: 0.3)
/// let k = s.stiffness()   // 157.91 (mass 1)
/// let c = s.damping()     // 17.59
/// let t = try SpringParameters(mass: 1, stiffness: 100, damping: 10)
/// let duration = t.duration   // 0.628
/// let bounce = t.bounce       // 0.5
/// let fp = try SpringParameters(responseTime: 0.4, decelerationRate: 0.991)
/// let zeta = fp.dampingRatio  // 0.5756
/// ```
///
/// Note: the engine uses `ζ` from the deceleration rate only for releases faster than 300 pt/s;
/// slower releases and programmatic moves are critically damped (``NumericSpring``).
public struct SpringParameters: Hashable, Sendable, CustomStringConvertible {
  /// Response time `T` in seconds (the period of the undamped spring), > 0.
  public let responseTime: Double
  /// Damping ratio `ζ`, > 0: below 1 the spring overshoots, 1 is critically damped, above 1 overdamped.
  public let dampingRatio: Double

  /// A spring from response time `T` (s) and damping ratio `ζ`. Throws
  /// ``FloatingPanelError/invalidBehavior(_:)`` unless both are finite and > 0.
  public init(responseTime: Double, dampingRatio: Double) throws(FloatingPanelError) {
    guard responseTime.isFinite, responseTime > 0 else {
      throw .invalidBehavior("response time \(responseTime) must be a positive number of seconds, e.g. 0.4")
    }
    guard dampingRatio.isFinite, dampingRatio > 0 else {
      throw .invalidBehavior("damping ratio \(dampingRatio) must be a finite number > 0, e.g. 1 (critically damped)")
    }
    self.responseTime = responseTime
    self.dampingRatio = dampingRatio
  }

  /// A spring from values already known to be valid (the engine's own defaults).
  init(uncheckedResponseTime responseTime: Double, dampingRatio: Double) {
    self.responseTime = responseTime
    self.dampingRatio = dampingRatio
  }

  /// FloatingPanel's release spring: response time `T` (s) and deceleration rate `r`, 0 < r < 1
  /// (default 0.991, which with T = 0.4 gives ζ ≈ 0.5756).
  public init(responseTime: Double, decelerationRate: Double) throws(FloatingPanelError) {
    guard decelerationRate.isFinite, decelerationRate > 0, decelerationRate < 1 else {
      throw .invalidBehavior("deceleration rate \(decelerationRate) must be between 0 and 1 (exclusive), e.g. 0.991")
    }
    guard responseTime.isFinite, responseTime > 0 else {
      throw .invalidBehavior("response time \(responseTime) must be a positive number of seconds, e.g. 0.4")
    }
    try self.init(
      responseTime: responseTime,
      dampingRatio: Self.dampingRatio(decelerationRate: decelerationRate, responseTime: responseTime))
  }

  /// SwiftUI's `Spring(duration:bounce:)`: `duration` (s) > 0 and −1 < bounce < 1 (0 is
  /// critically damped, negative is overdamped).
  public init(duration: Double, bounce: Double) throws(FloatingPanelError) {
    guard bounce.isFinite, bounce > -1, bounce < 1 else {
      throw .invalidBehavior("bounce \(bounce) must be between −1 and 1 (exclusive), e.g. 0.3; 0 means no bounce")
    }
    guard duration.isFinite, duration > 0 else {
      throw .invalidBehavior("duration \(duration) must be a positive number of seconds, e.g. 0.5")
    }
    try self.init(responseTime: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
  }

  /// A physical spring: `mass` > 0, `stiffness` k > 0 and `damping` c > 0 (consistent units,
  /// e.g. kg, N/m, N·s/m; only the ratios matter).
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(FloatingPanelError) {
    guard mass.isFinite, mass > 0 else {
      throw .invalidBehavior("mass \(mass) must be a finite number > 0, e.g. 1")
    }
    guard stiffness.isFinite, stiffness > 0 else {
      throw .invalidBehavior("stiffness \(stiffness) must be a finite number > 0, e.g. 100")
    }
    guard damping.isFinite, damping > 0 else {
      throw .invalidBehavior("damping \(damping) must be a finite number > 0, e.g. 10")
    }
    try self.init(
      responseTime: 2 * Double.pi * (mass / stiffness).squareRoot(),
      dampingRatio: damping / (2 * (stiffness * mass).squareRoot()))
  }

  // MARK: - Derived forms

  /// Natural angular frequency `ω = 2π / T` in rad/s.
  public var angularFrequency: Double { 2 * Double.pi / responseTime }

  /// FloatingPanel's deceleration rate `r = exp(−2π · ζ · 0.001 / T)`, in (0, 1).
  public var decelerationRate: Double {
    Self.decelerationRate(dampingRatio: dampingRatio, responseTime: responseTime)
  }

  /// SwiftUI's duration in seconds: the response time.
  public var duration: Double { responseTime }

  /// SwiftUI's bounce: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` (negative) for an overdamped spring.
  public var bounce: Double { Self.bounce(dampingRatio: dampingRatio) }

  /// Stiffness `k = ω²m` for `mass` (default 1).
  public func stiffness(mass: Double = 1) -> Double {
    let w = angularFrequency
    return w * w * mass
  }

  /// Damping coefficient `c = 2ζωm` for `mass` (default 1).
  public func damping(mass: Double = 1) -> Double { 2 * dampingRatio * angularFrequency * mass }

  /// Seconds until the motion's envelope falls to `tolerance` of the initial displacement (from
  /// rest): `ln(1/ε)/(ζω)` underdamped; `x/ω` with `e^(−x)(1 + x) = ε` critically damped;
  /// `ln(1/ε)/(ω(ζ − √(ζ² − 1)))` overdamped (the slow mode). Duration 0.5 with bounce 0.3 settles
  /// to 0.1 % in 0.785 s, with bounce 0 in 0.735 s. `tolerance` must be in (0, 1).
  public func settlingTime(tolerance: Double = 1e-3) -> Double {
    guard tolerance > 0, tolerance < 1 else { return tolerance >= 1 ? 0 : .infinity }
    let w = angularFrequency, z = dampingRatio
    if z < 1 { return log(1 / tolerance) / (z * w) }
    if z == 1 {
      // Newton on f(x) = e^(−x)(1 + x) − ε, f'(x) = −x e^(−x); start past the inflection point.
      var x = max(1, log(1 / tolerance) + 1)
      for _ in 0..<50 {
        let e = exp(-x)
        let f = e * (1 + x) - tolerance
        let step = f / (-x * e)
        x -= step
        if abs(step) < 1e-12 { break }
      }
      return x / w
    }
    return log(1 / tolerance) / (w * (z - (z * z - 1).squareRoot()))
  }

  public var description: String {
    "SpringParameters(responseTime: \(responseTime), dampingRatio: \(dampingRatio))"
  }

  // MARK: - Conversions as functions

  /// `ζ = ln(r) / (−2π · (1/T) · 0.001)`: FloatingPanel's damping ratio for a fast release.
  public static func dampingRatio(decelerationRate r: Double, responseTime t: Double) -> Double {
    log(r) / (-2 * Double.pi * (1 / t) * 0.001)
  }

  /// `r = exp(−2π · ζ · 0.001 / T)`: the deceleration rate that gives damping ratio `ζ`.
  public static func decelerationRate(dampingRatio z: Double, responseTime t: Double) -> Double {
    exp(-2 * Double.pi * z * 0.001 / t)
  }

  /// `bounce = 1 − ζ` for ζ ≤ 1, else `1/ζ − 1`.
  public static func bounce(dampingRatio z: Double) -> Double { z <= 1 ? 1 - z : 1 / z - 1 }

  /// `ζ = 1 − bounce` for bounce ≥ 0, else `1/(1 + bounce)`.
  public static func dampingRatio(bounce b: Double) -> Double { b >= 0 ? 1 - b : 1 / (1 + b) }
}
