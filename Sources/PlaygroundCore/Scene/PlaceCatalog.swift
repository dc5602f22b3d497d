import FloatingPanel

/// The 30 places of the demo scene, as a Swift literal.
///
/// They are compiled in rather than loaded from `Assets/` so that the window, the headless
/// `screenshot` and `bench` commands and the tests can never disagree or fail on a missing file.
package enum PlaceCatalog {
  private static let coffee = Color(hex: 0xA2845E), food = Color(hex: 0xFF9500), park = Color(hex: 0x34C759)
  private static let museum = Color(hex: 0xAF52DE), shop = Color(hex: 0xFFCC00), transit = Color(hex: 0x007AFF)
  private static let health = Color(hex: 0xFF3B30), books = Color(hex: 0x8E8E93), hotel = Color(hex: 0x5856D6)

  /// The demo places, nearest first.
  package static let places: [Place] = [
    Place(name: "Blue Bottle Coffee", category: "Coffee", distanceKm: 0.15, tint: coffee),
    Place(name: "Harbor Park", category: "Park", distanceKm: 0.3, tint: park),
    Place(name: "Ferry Building", category: "Market", distanceKm: 0.45, tint: food),
    Place(name: "Embarcadero Station", category: "Transit", distanceKm: 0.5, tint: transit),
    Place(name: "Tartine Bakery", category: "Bakery", distanceKm: 0.7, tint: food),
    Place(name: "City Lights Books", category: "Bookstore", distanceKm: 0.8, tint: books),
    Place(name: "Museum of Modern Art", category: "Museum", distanceKm: 0.9, tint: museum),
    Place(name: "Golden Gate Park", category: "Park", distanceKm: 1.1, tint: park),
    Place(name: "Chinatown Gate", category: "Landmark", distanceKm: 1.2, tint: museum),
    Place(name: "Ritual Coffee Roasters", category: "Coffee", distanceKm: 1.3, tint: coffee),
    Place(name: "Union Square", category: "Shopping", distanceKm: 1.4, tint: shop),
    Place(name: "Hotel Vitale", category: "Hotel", distanceKm: 1.5, tint: hotel),
    Place(name: "Zuni Café", category: "Restaurant", distanceKm: 1.7, tint: food),
    Place(name: "Dolores Park", category: "Park", distanceKm: 1.9, tint: park),
    Place(name: "Exploratorium", category: "Museum", distanceKm: 2.0, tint: museum),
    Place(name: "Powell Street Station", category: "Transit", distanceKm: 2.1, tint: transit),
    Place(name: "Sightglass Coffee", category: "Coffee", distanceKm: 2.3, tint: coffee),
    Place(name: "Saint Francis Hospital", category: "Hospital", distanceKm: 2.4, tint: health),
    Place(name: "Alamo Square", category: "Park", distanceKm: 2.6, tint: park),
    Place(name: "Green Apple Books", category: "Bookstore", distanceKm: 2.8, tint: books),
    Place(name: "Swan Oyster Depot", category: "Seafood", distanceKm: 3.0, tint: food),
    Place(name: "Palace of Fine Arts", category: "Landmark", distanceKm: 3.2, tint: museum),
    Place(name: "Caltrain Station", category: "Transit", distanceKm: 3.4, tint: transit),
    Place(name: "Bi-Rite Market", category: "Grocery", distanceKm: 3.5, tint: shop),
    Place(name: "Coit Tower", category: "Landmark", distanceKm: 3.7, tint: museum),
    Place(name: "Lands End Trail", category: "Hiking", distanceKm: 4.1, tint: park),
    Place(name: "Hotel Zephyr", category: "Hotel", distanceKm: 4.4, tint: hotel),
    Place(name: "Mission Pharmacy", category: "Pharmacy", distanceKm: 4.6, tint: health),
    Place(name: "Presidio Tunnel Tops", category: "Park", distanceKm: 5.0, tint: park),
    Place(name: "Ocean Beach", category: "Beach", distanceKm: 6.2, tint: transit),
  ]
}
