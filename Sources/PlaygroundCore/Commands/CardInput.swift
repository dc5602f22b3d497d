/// The tuning card's pages: the focused panel's behaviour, or its look (key A switches).
package enum TuningPage: Equatable, Sendable {
  /// The Behaviour page: springs, projection, rubber banding, release rule.
  case behaviour
  /// The Appearance page: background, corners, shadows, border, grabber, backdrop colour.
  case appearance
}

/// The keys a tuning card reacts to (the key map binds the arrow keys to these;
/// `TuningModel.Key` in the tuning module).
package enum CardKey: Hashable, Sendable {
  /// Focus the row above.
  case up
  /// Focus the row below.
  case down
  /// Decrease the focused value (or switch off / to the previous choice).
  case left
  /// Increase the focused value (or switch on / to the next choice).
  case right
}

/// What a key does to an open hex entry on the Appearance page (`TuningCard.HexKey`).
package enum CardHexKey: Equatable, Sendable {
  /// A typed character (only hex digits are taken).
  case character(Character)
  /// Backspace.
  case delete
  /// Enter.
  case apply
  /// Esc.
  case cancel
}
