import FloatingPanel

/// A place listed in the search panel: what the detail panel shows when it is tapped.
package struct Place: Hashable, Sendable {
  /// The place's name, e.g. "Blue Bottle Coffee".
  package var name: String
  /// Its category, e.g. "Coffee".
  package var category: String
  /// Distance from the map's centre, in kilometres.
  package var distanceKm: Double
  /// The colour of its icon (per category, like Maps).
  package var tint: Color
  /// The white symbol drawn on its icon's circle, from its category (``PlaceSymbol/init(category:)``).
  package var symbol: PlaceSymbol

  /// Creates a place; its symbol follows from `category`.
  package init(name: String, category: String, distanceKm: Double, tint: Color) {
    self.name = name
    self.category = category
    self.distanceKm = distanceKm
    self.tint = tint
    self.symbol = PlaceSymbol(category: category)
  }

  /// "Coffee · 1.2 km" (metres under 1 km).
  package var subtitle: String {
    "\(category) · \(distanceText)"
  }

  /// "350 m" or "1.2 km".
  package var distanceText: String {
    if distanceKm < 1 { return "\(Int((distanceKm * 1000 / 10).rounded()) * 10) m" }
    let tenths = Int((distanceKm * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) km"
  }
}
