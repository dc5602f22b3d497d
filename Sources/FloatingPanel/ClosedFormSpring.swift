/// The exact damped-oscillator solution, advanced by any `dt`: the curve does not depend on the
/// frame rate (`SpringTests.swift` compares 30, 60, 120 and 144 Hz). Used when a behaviour picks
/// ``SpringIntegrator/closedForm``.
///
/// It settles when the oscillator's energy radius `√(Δx² + (v/ω)²)` falls to `1/scale`; that
/// quantity never increases for a damped spring, so the settle time is one instant and every frame
/// rate settles on its first frame after it (within one frame of the same time).
public enum ClosedFormSpring {
  /// Advances (x, v) toward `target` by `dt` seconds exactly.
  public static func step(x: Double, v: Double, target: Double, zeta z: Double, omega w: Double, dt t: Double) -> (x: Double, v: Double) {
    let x0 = x - target, v0 = v
    let rx: Double, rv: Double
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot(), b = (v0 + z * w * x0) / wd
      let e = exp(-z * w * t), c = cos(wd * t), s = sin(wd * t)
      rx = e * (x0 * c + b * s)
      rv = e * ((b * wd - z * w * x0) * c - (x0 * wd + z * w * b) * s)
    } else if z == 1 {
      let b = v0 + w * x0, e = exp(-w * t)
      rx = e * (x0 + b * t)
      rv = e * (b - w * (x0 + b * t))
    } else {
      let r = w * (z * z - 1).squareRoot(), r1 = -z * w + r, r2 = -z * w - r
      let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
      let e1 = exp(r1 * t), e2 = exp(r2 * t)
      rx = c1 * e1 + c2 * e2
      rv = c1 * r1 * e1 + c2 * r2 * e2
    }
    return (target + rx, rv)
  }

  /// Whether the spring is at rest: `√((x − target)² + (v/ω)²) ≤ 1/scale`.
  public static func isSettled(x: Double, v: Double, target: Double, omega: Double, scale: Double) -> Bool {
    let dx = x - target, dv = v / omega
    return (dx * dx + dv * dv).squareRoot() <= 1 / scale
  }
}
