import FloatingPanel

/// Where the help overlay's card is (H or ?), in points: centred, 620 pt wide at most, one
/// 28-pt line per key. The renderer draws it there and the scene closes the overlay on a click
/// outside it.
///
/// ```swift
/// HelpOverlayLayout(size: Size(width: 1280, height: 800)).card   // (330, 152.5, 620 × 495)
/// ```
package struct HelpOverlayLayout: Equatable, Sendable {
  /// Distance between key lines, in points.
  package static let lineHeight = 28.0
  /// The card.
  package var card: Rect

  /// The overlay in a window of `size` points listing `rows` keys.
  package init(size: Size, rows: Int = KeyBindings.all.count) {
    let w = min(620, size.width - 24), h = min(70 + Double(rows) * Self.lineHeight + 18, size.height - 24)
    card = Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
  }

  /// The top of key line `i`.
  package func lineTop(_ i: Int) -> Double { card.minY + 66 + Double(i) * Self.lineHeight }
}
