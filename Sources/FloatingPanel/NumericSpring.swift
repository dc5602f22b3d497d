/// FloatingPanel's numeric spring (upstream `NumericSpringAnimator` in `Core.swift`): one
/// implicit-Euler step per frame with the nominal frame interval `h`. `SpringTests.swift` pins a
/// single step and whole releases.
///
/// `F = 1 + 2hζω`, `D = F + h²ω²`, `x' = (F·x + h·v + h²ω²·xt) / D`, `v' = (v + hω²·(xt − x')) / D`.
/// Note the *new* position x' in the velocity update. It is stable for any `h` but over-damps a
/// little compared with the exact solution; a dropped frame slows the motion instead of jumping.
public enum NumericSpring {
  /// The damping ratio FloatingPanel uses for a release at `velocity`:
  /// `ζ = ln(r) / (−2π · (1/T) · 0.001)` when `|v| > 300` pt/s, else 1 (critically damped).
  /// With the defaults (r 0.991, T 0.4 s) that is ≈ 0.5756.
  public static func dampingRatio(decelerationRate r: Double, responseTime t: Double, velocity: Double) -> Double {
    abs(velocity) > 300 ? SpringParameters.dampingRatio(decelerationRate: r, responseTime: t) : 1
  }

  /// One step from (x, v) toward `target` with damping ratio `zeta`, angular frequency `omega`
  /// (rad/s) and frame interval `h` (s).
  public static func step(x: Double, v: Double, target xt: Double, zeta: Double, omega: Double, h: Double) -> (x: Double, v: Double) {
    let f = 1 + 2 * h * zeta * omega
    let h2w2 = h * h * omega * omega
    let d = f + h2w2
    let x1 = (f * x + h * v + h2w2 * xt) / d
    let v1 = (v + h * omega * omega * (xt - x1)) / d
    return (x1, v1)
  }

  /// Whether the spring stops after a step from `x` to `x1`: `|xt − x'| ≤ 1/scale` and
  /// `|x − x'| ≤ 1/scale`.
  public static func isSettled(previous x: Double, current x1: Double, target xt: Double, scale: Double) -> Bool {
    abs(xt - x1) <= 1 / scale && abs(x - x1) <= 1 / scale
  }
}
