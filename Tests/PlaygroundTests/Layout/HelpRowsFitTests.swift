import FloatingPanel
import PanelRendering
import PlaygroundCore
@testable import PlaygroundUI
import SDLKit
import Testing
@testable import playground

/// Issue 33: the help overlay says what the keys do, every word of it readable: on the wide card
/// each key label fits its column (no label runs into its description, as "Ctrl+S  E  Shift+E"
/// did) and each description fits the card without an "…", measured with the fonts that draw them;
/// every key of the window fits one page at 1280×800.
extension PlaygroundSuite {
  @Suite struct HelpRowsFitTests {
    @Test("each key label fits the 118-pt column and each description the 454-pt width, at 15 pt")
    func rowsFit() throws {
      let renderer = try Renderer.headless(width: 64, height: 64)
      let measure = RenderedTextMeasure(text: try TextRenderer(renderer: renderer))
      let layout = HelpOverlayLayout(size: Size(width: 1280, height: 800))
      let textWidth = layout.card.width - 2 * 24 - HelpOverlayLayout.keyColumn
      #expect(textWidth == 454)
      for row in KeyBindings.all + KeyBindings.gamepad + [KeyBindings.gamepadHint] {
        let keys = try measure.width(of: row.keys, size: HelpOverlayLayout.textSize, weight: .semibold, scale: 1)
        #expect(keys <= HelpOverlayLayout.keyColumn - 8, "\(row.keys): \(keys) pt")
        let text = try measure.width(of: row.action, size: HelpOverlayLayout.textSize, weight: .regular, scale: 1)
        #expect(text <= textWidth, "\(row.keys): \"\(row.action)\" is \(text) pt")
        // The phone's card: the labels at 13 pt fit its 92-pt column (the descriptions wrap).
        let compact = try measure.width(of: row.keys, size: HelpOverlayLayout.compactTextSize, weight: .semibold, scale: 1)
        #expect(compact <= HelpOverlayLayout.compactKeyColumn - 6, "\(row.keys): \(compact) pt on a phone")
      }
      #expect(!layout.isPaged, "\(KeyBindings.all.count) keys take more than one page at 1280×800")
    }

    @Test("the overlay names Backspace, Shift+D and only the presets there are")
    func truthfulRows() {
      let all = KeyBindings.all
      #expect(all.contains { $0.keys == "Backspace" && $0.action.contains("anchor") })
      #expect(all.contains { $0.keys.contains("Shift+D") && $0.action.contains("dark mode") })
      let presets = all.first { $0.keys.hasPrefix("Alt+") }
      #expect(presets?.keys == "Alt+1…6")
      #expect(presets?.action == "Apply a preset to every panel (1 default … 6 snappy)")
      #expect(KeysTable.markdown.contains("(or Ctrl+1…6): 1 default, 2 maps, 3 no-bounce, 4 rushing-forward, 5 slow-soft, 6 snappy;"))
      // Every command a key runs is in the row of the key that runs it.
      for binding in KeyMap.window {
        let row = KeyRow.keyboard.first { $0.commands.contains(binding.command) }
        #expect(row != nil, "\(binding.pressName) runs \(binding.command.name), in no row")
      }
    }
  }
}
