/// The rubber-band function of motion.md §3: `R(x) = (1 − 1 / (0.55·x/L + 1))·L`, where `x` is how
/// far the finger went past the end anchor and `L` the container's main length. `R(0) = 0`, the
/// slope at 0 is 0.55 and `R` approaches `L` but never reaches it.
public func rubberBand(_ overshoot: Double, length: Double) -> Double {
  guard length > 0 else { return 0 }
  return (1 - 1 / (0.55 * overshoot / length + 1)) * length
}
