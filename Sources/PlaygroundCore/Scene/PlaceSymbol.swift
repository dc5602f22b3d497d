/// The white glyph drawn on a place's coloured circle, as Apple Maps shows an SF Symbol there
/// (`fork.knife`, `cup.and.saucer`, `tree`, ...), chosen from the place's kind (its category).
/// The drawing is PlaygroundUI's (`PlaceGlyphs`); this is only the choice.
///
/// ```swift
/// PlaceSymbol(category: "Coffee")     // .cup
/// PlaceSymbol(category: "Bookstore")  // .book
/// PlaceSymbol(category: "Launderette")  // .pin (a kind with no symbol of its own)
/// ```
package enum PlaceSymbol: String, CaseIterable, Hashable, Sendable {
  /// `fork.knife`: restaurants, bakeries, seafood.
  case forkKnife
  /// `cup.and.saucer`: coffee.
  case cup
  /// `tree`: parks and trails.
  case tree
  /// `book`: bookstores and libraries.
  case book
  /// `building.columns`: museums and landmarks.
  case columns
  /// `bag`: shopping.
  case bag
  /// `cart`: groceries and markets.
  case cart
  /// `tram`: transit stations.
  case tram
  /// `bed.double`: hotels.
  case bed
  /// `cross`: hospitals and pharmacies.
  case cross
  /// `beach.umbrella`: beaches.
  case umbrella
  /// `mappin`: any other kind.
  case pin

  /// The symbol for a place of `category` (case and spaces ignored); ``pin`` for a kind that has
  /// none of its own.
  package init(category: String) {
    switch category.lowercased().filter({ !$0.isWhitespace }) {
    case "restaurant", "bakery", "seafood", "food", "fastfood", "pizza": self = .forkKnife
    case "coffee", "cafe", "café", "tea": self = .cup
    case "park", "hiking", "trail", "garden": self = .tree
    case "bookstore", "books", "library": self = .book
    case "museum", "landmark", "monument", "gallery": self = .columns
    case "shopping", "store", "clothing", "mall": self = .bag
    case "grocery", "market", "supermarket": self = .cart
    case "transit", "station", "train", "tram", "bus", "subway": self = .tram
    case "hotel", "motel", "hostel": self = .bed
    case "hospital", "pharmacy", "clinic", "doctor": self = .cross
    case "beach": self = .umbrella
    default: self = .pin
    }
  }
}
