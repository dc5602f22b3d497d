import FloatingPanel
@testable import PlaygroundCore
import Testing

/// The help overlay's card: unchanged in a wide window, and on a phone a card of the window's
/// height whose descriptions wrap at spaces (no "…").
@Suite struct HelpOverlayLayoutTests {
  @Test("a wide window keeps the 620-pt card with one 28-pt line per key")
  func wideCard() {
    let layout = HelpOverlayLayout(size: Size(width: 1280, height: 800))
    #expect(!layout.isCompact)
    #expect(layout.card == Rect(x: 330, y: 118, width: 620, height: 564))
    #expect(layout.lineTop(1) == 118 + 66 + 28)
  }

  @Test("on a 390×844 phone the descriptions wrap to 242 pt, every word kept, all inside the card")
  func phoneWraps() throws {
    let layout = HelpOverlayLayout(size: Size(width: 390, height: 844))
    #expect(layout.isCompact)
    #expect(layout.card == Rect(x: 12, y: 12, width: 366, height: 820))
    #expect(layout.compactTextWidth == 242)
    let measure = FrameLayoutTests.SixPerCharacter()
    let lines = try layout.wrappedLines(measuring: measure, scale: 1)
    // The first key: 40 characters (240 pt) fit, the rest goes to a second line 17 pt lower.
    #expect(lines[0] == .init(keys: "1  2  3  4", text: "Focused panel to full, half, tip, hidden", top: 70))
    #expect(lines[1] == .init(keys: nil, text: "(5+: custom states)", top: 87))
    #expect(lines[2].keys == "↑ ↓ ← →" && lines[2].top == 87 + 17 + 8)
    for line in lines {
      #expect(measure.width(of: line.text, size: 13, weight: .regular, scale: 1) <= 242)
      #expect(line.top + HelpOverlayLayout.compactLineHeight <= layout.card.maxY)
    }
    // Every description is there word for word (nothing cut to "…"), each once, in order.
    let keyed = lines.compactMap(\.keys)
    #expect(keyed == KeyBindings.all.map(\.keys))
    var rebuilt: [String] = []
    for line in lines {
      if line.keys != nil { rebuilt.append(line.text) } else { rebuilt[rebuilt.count - 1] += " " + line.text }
    }
    #expect(rebuilt == KeyBindings.all.map(\.action))
  }
}
