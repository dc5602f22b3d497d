import FloatingPanel

/// Where the help overlay's card is (H or ?), in points: centred, 620 pt wide at most, one
/// 28-pt line per key. The renderer draws it there and the scene closes the overlay on a click
/// outside it. In a window narrower than the full card (a phone), the card takes the window's
/// height less 12 pt a side and the descriptions wrap at spaces in a smaller type instead of
/// ending in "…". Keys that do not fit go on further pages (``pages(_:measuring:scale:)``): H
/// shows the next, and closes the overlay after the last.
///
/// ```swift
/// HelpOverlayLayout(size: Size(width: 1280, height: 800)).card   // (330, 20, 620 × 760)
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
  /// Whether the keys take more than one page (then the card ends in a ``footerHeight`` line
  /// saying H shows more).
  package var isPaged: Bool
  /// How many keys a page of the wide card lists.
  package var rowsPerPage: Int

  /// The height of the "H: more keys" line of a card of several pages, in points.
  package static let footerHeight = 26.0

  /// The overlay in a window of `size` points listing `rows` keys.
  package init(size: Size, rows: Int = KeyBindings.all.count) {
    let w = min(Self.maxWidth, size.width - 24)
    isCompact = w < Self.maxWidth
    let perPage = Self.rowsPerPage(height: size.height, rows: rows)
    rowsPerPage = perPage
    isPaged = rows > perPage
    let h = isCompact
      ? size.height - 24
      : min(70 + Double(min(rows, perPage)) * Self.lineHeight + 18 + (isPaged ? Self.footerHeight : 0), size.height - 24)
    card = Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
    if isCompact { isPaged = false }  // decided by the wrapped lines (``pages(_:measuring:scale:)``)
  }

  /// How many 28-pt key lines a wide card of a window `height` points high shows on a page.
  static func rowsPerPage(height: Double, rows: Int) -> Int {
    let all = Int((height - 24 - 88) / lineHeight)
    return rows <= all ? max(1, all) : max(1, Int((height - 24 - 88 - footerHeight) / lineHeight))
  }

  /// The top of key line `i` of a page (the wide card).
  package func lineTop(_ i: Int) -> Double { card.minY + 66 + Double(i) * Self.lineHeight }

  /// The width the compact card's descriptions wrap to.
  package var compactTextWidth: Double { card.width - 2 * Self.compactMargin - Self.compactKeyColumn }

  /// The lines of each page for `rows`, at most one page when they fit. The wide card has one
  /// 28-pt line per key (``lineTop(_:)``); the compact card wraps each description at spaces
  /// to ``compactTextWidth`` at ``compactTextSize``, its first line beside its keys, and starts a
  /// new page before a key whose lines would reach the footer. H shows the next page.
  ///
  /// - Throws: what `measuring` throws.
  package func pages(
    _ rows: [(keys: String, action: String)] = KeyBindings.all, measuring: any TextMeasuring, scale: Double
  ) throws -> [[Line]] {
    guard isCompact else {
      return stride(from: 0, to: rows.count, by: rowsPerPage).map { start in
        rows[start..<min(rows.count, start + rowsPerPage)].enumerated().map { i, row in
          Line(keys: row.keys, text: row.action, top: lineTop(i))
        }
      }
    }
    let wrapped = try rows.map { try measuring.wrap($0.action, width: compactTextWidth, size: Self.compactTextSize, scale: scale) }
    let first = card.minY + 58
    func layOut(bottom: Double) -> [[Line]] {
      var pages: [[Line]] = [[]]
      var top = first
      for (row, pieces) in zip(rows, wrapped) {
        if top + Double(pieces.count) * Self.compactLineHeight > bottom, !(pages[pages.count - 1].isEmpty) {
          pages.append([])
          top = first
        }
        for (i, piece) in pieces.enumerated() {
          pages[pages.count - 1].append(Line(keys: i == 0 ? row.keys : nil, text: piece, top: top))
          top += Self.compactLineHeight
        }
        top += Self.compactRowGap
      }
      return pages
    }
    let one = layOut(bottom: card.maxY - 8)
    return one.count == 1 ? one : layOut(bottom: card.maxY - 8 - Self.footerHeight)
  }

  /// The footer of page `page` (from 0) of `count`: what H and Esc do.
  package static func footer(page: Int, of count: Int) -> String {
    page + 1 < count ? "Page \(page + 1) of \(count) · H: more keys · Esc closes" : "Page \(count) of \(count) · H or Esc closes"
  }
}
