/// The engine's guard against non-finite motion: whatever parameters a caller passes (a response
/// time of 1e-300 s, a release velocity of 1e308 pt/s), a running spring never carries NaN or ∞
/// into ``FloatingPanelController/location``, and resolved layouts stay in a range where the
/// arithmetic on locations is finite. `FiniteMotionTests` checks both over extreme parameters.
extension Attraction {
  /// ``step(_:)``, except that a step whose position or velocity is not finite ends the spring
  /// on its target (as if it had settled) instead of leaving the panel at NaN.
  ///
  /// - Returns: true when the spring has ended (settled, or stopped by the guard).
  public mutating func guardedStep(_ h: Double) -> Bool {
    let settled = step(h)
    guard x.isFinite, v.isFinite else {
      x = targetLocation
      v = 0
      return true
    }
    return settled
  }
}

extension ResolvedLayout {
  /// The largest distance (points) an anchor may sit from the container's origin: far beyond any
  /// screen, and small enough that differences and products of locations stay finite.
  public static let maxLocation = 10_000_000.0

  /// Whether `location` can be a resolved anchor location (finite and within ±``maxLocation``).
  static func isUsable(_ location: Double) -> Bool { location.isFinite && abs(location) <= maxLocation }
}
