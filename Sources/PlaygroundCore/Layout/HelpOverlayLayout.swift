import FloatingPanel

/// Where the help overlay's card is (H or ?), in points: centred, 620 pt wide at most, one
/// 28-pt line per key. The renderer draws it there and the scene closes the overlay on a click
/// outside it. In a window narrower than the full card (a phone), the card takes the window's
/// height less 12 pt a side and the descriptions wrap at spaces in a smaller type
/// (``wrappedLines(measuring:scale:)``) instead of ending in "…".
///
/// ```swift
/// HelpOverlayLayout(size: Size(width: 1280, height: 800)).card   // (330, 118, 620 × 564)
/// HelpOverlayLayout(size: Size(width: 390, height: 844)).card    // (12, 12, 366 × 820), compact
/// ```
package struct HelpOverlayLayout: Equatable, Sendable {
  /// Distance between key lines, in points.
  package static let lineHeight = 28.0
  /// The widest card, in points.
  package static let maxWidth = 620.0
  /// Text size of the wide card's lines, and of the compact card's.
  package static let textSize = 15.0, compactTextSize = 13.0
  /// Where the descriptions start, from the card's text margin: wide, compact.
  package static let keyColumn = 118.0, compactKeyColumn = 92.0
  /// The compact card's wrapped-line spacing and the gap between two keys, in points.
  package static let compactLineHeight = 17.0, compactRowGap = 8.0
  /// The compact card's side margin, in points (the wide card's is 24).
  package static let compactMargin = 16.0

  /// One line of the compact card: the keys (on a key's first line only) and a piece of its
  /// description, with its top in window points.
  package struct Line: Equatable, Sendable {
    /// The keys, on the first line of a key's description; nil on the lines that continue it.
    package var keys: String?
    /// The words of the description on this line.
    package var text: String
    /// The top of the line.
    package var top: Double
  }

  /// The card.
  package var card: Rect
  /// Whether the window is narrower than the full card: the descriptions wrap.
  package var isCompact: Bool

  /// The overlay in a window of `size` points listing `rows` keys.
  package init(size: Size, rows: Int = KeyBindings.all.count) {
    let w = min(Self.maxWidth, size.width - 24)
    isCompact = w < Self.maxWidth
    let h = isCompact ? size.height - 24 : min(70 + Double(rows) * Self.lineHeight + 18, size.height - 24)
    card = Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
  }

  /// The top of key line `i` (the wide card).
  package func lineTop(_ i: Int) -> Double { card.minY + 66 + Double(i) * Self.lineHeight }

  /// The width the compact card's descriptions wrap to.
  package var compactTextWidth: Double { card.width - 2 * Self.compactMargin - Self.compactKeyColumn }

  /// The compact card's lines for `rows`: each description wrapped at spaces to
  /// ``compactTextWidth`` at ``compactTextSize``, its first line beside its keys.
  ///
  /// - Throws: what `measuring` throws.
  package func wrappedLines(
    _ rows: [(keys: String, action: String)] = KeyBindings.all, measuring: any TextMeasuring, scale: Double
  ) throws -> [Line] {
    var lines: [Line] = []
    var top = card.minY + 58
    for row in rows {
      let pieces = try measuring.wrap(row.action, width: compactTextWidth, size: Self.compactTextSize, scale: scale)
      for (i, piece) in pieces.enumerated() {
        lines.append(Line(keys: i == 0 ? row.keys : nil, text: piece, top: top))
        top += Self.compactLineHeight
      }
      top += Self.compactRowGap
    }
    return lines
  }
}
