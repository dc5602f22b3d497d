import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// The help overlay's card: one 28-pt line per key in a wide window, and on a phone a card of the
/// window's height whose descriptions wrap at spaces (no "…"); keys that do not fit go on further
/// pages, each inside the card, which H steps through.
@Suite struct HelpOverlayLayoutTests {
  @Test("a wide window keeps the 620-pt card with one 28-pt line per key, on one page while they fit")
  func wideCard() throws {
    let layout = HelpOverlayLayout(size: Size(width: 1280, height: 800), rows: 24)
    #expect(!layout.isCompact && !layout.isPaged)
    #expect(layout.card == Rect(x: 330, y: 20, width: 620, height: 760))  // 70 + 24 × 28 + 18
    #expect(layout.lineTop(1) == 20 + 66 + 28)
    let rows = (0..<24).map { (keys: "K\($0)", action: "does \($0)") }
    let pages = try layout.pages(rows, measuring: FrameLayoutTests.SixPerCharacter(), scale: 1)
    #expect(pages.count == 1 && pages[0].count == 24 && pages[0][23].top == 20 + 66 + 23 * 28)
  }

  @Test("25 keys in 800 pt: two pages of 23 and 2, the card ends in the footer")
  func widePages() throws {
    let layout = HelpOverlayLayout(size: Size(width: 1280, height: 800), rows: 25)
    #expect(layout.isPaged && layout.rowsPerPage == 23)  // (800 − 24 − 88 − 26) / 28 = 23.6
    #expect(layout.card == Rect(x: 330, y: 21, width: 620, height: 758))  // 70 + 23 × 28 + 18 + 26
    let rows = (0..<25).map { (keys: "K\($0)", action: "does \($0)") }
    let pages = try layout.pages(rows, measuring: FrameLayoutTests.SixPerCharacter(), scale: 1)
    #expect(pages.map(\.count) == [23, 2])
    #expect(pages[1][0] == .init(keys: "K23", text: "does 23", top: 21 + 66))
    for line in pages.joined() { #expect(line.top + 28 <= layout.card.maxY - HelpOverlayLayout.footerHeight) }
    #expect(HelpOverlayLayout.footer(page: 0, of: 2) == "Page 1 of 2 · H: more keys · Esc closes")
    #expect(HelpOverlayLayout.footer(page: 1, of: 2) == "Page 2 of 2 · H or Esc closes")
  }

  @Test("on a 390×844 phone the descriptions wrap to 242 pt, every word kept once, in order, each page inside the card")
  func phoneWraps() throws {
    let layout = HelpOverlayLayout(size: Size(width: 390, height: 844))
    #expect(layout.isCompact)
    #expect(layout.card == Rect(x: 12, y: 12, width: 366, height: 820))
    #expect(layout.compactTextWidth == 242)
    let measure = FrameLayoutTests.SixPerCharacter()
    let pages = try layout.pages(measuring: measure, scale: 1)
    let lines = pages[0]
    // The first key: 40 characters (240 pt) fit, the rest goes to a second line 17 pt lower.
    #expect(lines[0] == .init(keys: "1  2  3  4", text: "Focused panel to full, half, tip, hidden", top: 70))
    #expect(lines[1] == .init(keys: nil, text: "(5+: custom states)", top: 87))
    #expect(lines[2].keys == "↑ ↓ ← →" && lines[2].top == 87 + 17 + 8)
    #expect(pages.count >= 2)  // every key of the window does not fit one phone card
    for page in pages {
      #expect(page.first?.keys != nil && page.first?.top == 70)  // a page starts with a key, at the top
      for line in page {
        #expect(measure.width(of: line.text, size: 13, weight: .regular, scale: 1) <= 242)
        #expect(line.top + HelpOverlayLayout.compactLineHeight <= layout.card.maxY - HelpOverlayLayout.footerHeight)
      }
    }
    let all = Array(pages.joined())
    #expect(all.compactMap(\.keys) == KeyBindings.all.map(\.keys))
    var rebuilt: [String] = []
    for line in all {
      if line.keys != nil { rebuilt.append(line.text) } else { rebuilt[rebuilt.count - 1] += " " + line.text }
    }
    #expect(rebuilt == KeyBindings.all.map(\.action))
  }
}
