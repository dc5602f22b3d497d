import ConfigFormat
import FloatingPanel
import PlaygroundCore
import PlaygroundInput
import PlaygroundTuning
import Testing
@testable import playground

/// Issue 29: the one key map picks the command a press runs, in the window's state; the first
/// binding that matches wins.
@Suite("the key map")
struct KeyMapTests {
  static let live = KeyState(hasTuning: true)
  static let cards = KeyState(hasTuning: true, cardsShown: true)
  static let appearance = KeyState(hasTuning: true, cardsShown: true, page: .appearance)

  static func command(_ key: InputKey, _ modifiers: InputModifiers = [], in state: KeyState = live) -> Command? {
    KeyMap.command(for: KeyInput(key: key, modifiers: modifiers), in: state)
  }

  @Test("Ctrl or Alt with a digit is one of the six presets with a tuning session, else nothing")
  func digits() {
    #expect(Self.command(.digit(2)) == .moveToState(2))
    #expect(Self.command(.digit(2), .alt) == .preset(1))
    #expect(Self.command(.digit(6), .control) == .preset(5))
    #expect(Preset.shippedNames.count == 6)
    // No seventh preset: Alt+7 neither offers one nor moves the panel to state 7.
    #expect(Self.command(.digit(7), .alt) == nil && Self.command(.digit(9), .control) == nil)
    #expect(Self.command(.digit(2), .control, in: KeyState()) == nil)
    #expect(!KeyMap.window.contains { $0.command == .preset(6) })
    #expect(Self.command(.digit(0)) == nil)
    #expect(Self.command(.digit(3), .shift, in: Self.cards) == .moveToState(3))
    #expect(Self.command(.digit(3), .shift, in: Self.appearance) == .beginHexEntry)
  }

  @Test("the cards take the arrows, F, G and K only while shown (K on the Behaviour page)")
  func cardsKeys() {
    #expect(Self.command(.up) == .arrow(dx: 0, dy: -1))
    #expect(Self.command(.up, in: Self.cards) == .adjustCard(.up, fine: false))
    #expect(Self.command(.left, .shift, in: Self.cards) == .adjustCard(.left, fine: true))
    #expect(Self.command(.letter("f")) == nil)
    #expect(Self.command(.letter("f"), .shift, in: Self.cards) == .flick(expanding: false))
    #expect(Self.command(.letter("f"), .control, in: Self.cards) == nil)
    #expect(Self.command(.letter("g"), .shift, in: Self.cards) == .replayLastRecording)
    #expect(Self.command(.letter("k"), in: Self.cards) == .cycleSpringLock)
    #expect(Self.command(.letter("k"), in: Self.appearance) == nil)
    #expect(Self.command(.enter) == nil)
    #expect(Self.command(.enter, in: Self.cards) == .beginEntry && Self.command(.enter, in: Self.appearance) == .beginEntry)
    #expect(KeyMap.hexKey(KeyInput(key: .minus)) == .character("-") && KeyMap.hexKey(KeyInput(key: .period)) == .character("."))
  }

  @Test("S, Ctrl+S, R, Ctrl+R, P and Shift+P")
  func letters() {
    #expect(Self.command(.letter("s")) == .toggleCards)
    #expect(Self.command(.letter("s"), [.control, .shift]) == .save)
    #expect(Self.command(.letter("s"), in: KeyState()) == nil)
    #expect(Self.command(.letter("r")) == .setEdge(.right) && Self.command(.letter("r"), .control) == .record)
    #expect(Self.command(.letter("p"), .shift) == .sceneScreenshot && Self.command(.letter("p")) == .screenshot)
    #expect(Self.command(.slash) == nil && Self.command(.slash, .shift) == .toggleHelp)
  }

  @Test("the quit question and the game pad have their own bindings")
  func otherMaps() {
    let prompt = { (k: InputKey) in KeyMap.command(for: KeyInput(key: k), in: KeyState(), bindings: KeyMap.quitPrompt) }
    #expect(prompt(.letter("s")) == .save && prompt(.letter("q")) == .quit && prompt(.escape) == .keepEditing)
    #expect(prompt(.letter("m")) == nil)
    #expect(KeyMap.command(for: .start) == .toggleGamepadHelp && KeyMap.command(for: .leftShoulder) == .cycleEdge(forward: false))
  }

  @Test("--press names and the names `playground keys` prints")
  func names() {
    #expect(KeyMap.key(named: "q") == .letter("q") && KeyMap.key(named: "7") == .digit(7))
    #expect(KeyMap.key(named: "escape") == .escape && KeyMap.key(named: "pageup") == nil && KeyMap.key(named: "ab") == nil)
    #expect(KeyMap.binding(of: .save)?.pressName == "ctrl+s")
    #expect(KeyMap.binding(of: .preset(0))?.pressName == "ctrl+1")
    #expect(KeyMap.binding(of: .replayLastRecording)?.pressName == "shift+g")
  }

  @Test("every command has its own name")
  func uniqueNames() {
    let commands = KeysTable.rows.flatMap(\.commands) + KeyMap.window.map(\.command)
    var byName: [String: Command] = [:]
    for c in commands {
      if let other = byName[c.name] { #expect(other == c, "\(c.name) names \(other) and \(c)") }
      byName[c.name] = c
    }
    #expect(byName.count > 50)
  }
}
