/// The rubber-band function of upstream FloatingPanel's `rubberBandEffect(for:base:)` (`Layout.swift`):
/// `R(x) = (1 − 1 / (0.55·x/L + 1))·L`, where `x` is how
/// far the finger went past the end anchor and `L` the container's main length. `R(0) = 0`, the
/// slope at 0 is 0.55 and `R` approaches `L` but never reaches it (`DragTests.swift`: R(100) = 51.46…
/// with L = 800).
public func rubberBand(_ overshoot: Double, length: Double) -> Double {
  guard length > 0 else { return 0 }
  return (1 - 1 / (0.55 * overshoot / length + 1)) * length
}
