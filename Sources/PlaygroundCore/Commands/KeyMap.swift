import ConfigFormat
import PlaygroundInput

/// The one key map: which key or game-pad button runs which ``Command``. The window's router,
/// the quit question, the help overlay (``KeyBindings``), `window --help`, `window --press`, the
/// soak's random keys and `playground keys` (the README's table) all read it. This is the only
/// place outside the platform edge that names keys.
///
/// ```swift
/// let press = KeyInput(key: .letter("s"), modifiers: .control)
/// KeyMap.command(for: press, in: KeyState(hasTuning: true))   // .save
/// ```
package enum KeyMap {
  /// The window's bindings, first match wins: the tuning keys before the scene's (with a tuning
  /// session, Ctrl+1 is a preset and S the cards). Ctrl or Alt with a digit is a preset, one
  /// digit per preset the playground ships (``Preset/shippedNames``), and nothing else.
  package static let window: [KeyBinding] = tuningBindings + sceneBindings

  private static let tuningBindings: [KeyBinding] =
    Preset.shippedNames.indices.map { KeyBinding(.digit($0 + 1), when: .tuning, .preset($0), needsOneOf: .command) } + [
      KeyBinding(.letter("s"), when: .tuning, .save, needs: .control),
      KeyBinding(.letter("z"), when: .tuning, .redo, needs: [.control, .shift]),
      KeyBinding(.letter("z"), when: .tuning, .undo, needs: .control),
      KeyBinding(.letter("s"), when: .tuning, .toggleCards),
      KeyBinding(.letter("e"), when: .tuning, .cycleExportTarget, needs: .shift, refuses: .command),
      KeyBinding(.letter("e"), when: .tuning, .exportSwift, refuses: .command),
      KeyBinding(.letter("d"), when: .tuning, .toggleDarkMode, needs: .shift, refuses: .command),
      KeyBinding(.letter("a"), when: .cards, .toggleCardPage, refuses: .command),
      KeyBinding(.backspace, when: .cards, .resetAnchors),
      KeyBinding(.letter("f"), when: .cards, .flick(expanding: false), needs: .shift, refuses: .command),
      KeyBinding(.letter("f"), when: .cards, .flick(expanding: true), refuses: .command),
      KeyBinding(.letter("v"), when: .cards, .cycleFlickSpeed, refuses: .command),
      KeyBinding(.letter("g"), when: .cards, .replayLastRecording, needs: .shift, refuses: .command),
      KeyBinding(.letter("g"), when: .cards, .repeatLastRelease, refuses: .command),
      KeyBinding(.comma, when: .cards, .stepFrame(-1)),
      KeyBinding(.period, when: .cards, .stepFrame(1)),
      KeyBinding(.semicolon, when: .cards, .playLastMotion),
      KeyBinding(.letter("k"), when: .cardsOn(.behaviour), .cycleSpringLock, refuses: .command),
      KeyBinding(.leftBracket, when: .cards, .pinA),
      KeyBinding(.rightBracket, when: .cards, .swapAB),
      KeyBinding(.backslash, when: .cards, .clearA),
      KeyBinding(.letter("o"), when: .cards, .toggleRateComparison, refuses: .command),
      KeyBinding(.enter, when: .cards, .beginEntry),
      KeyBinding(.digit(3), when: .cardsOn(.appearance), .beginHexEntry, needs: .shift),  // "#"
    ]
    + [(InputKey.up, CardKey.up), (.down, .down), (.left, .left), (.right, .right)].flatMap { key, card in
      [
        KeyBinding(key, when: .cards, .adjustCard(card, fine: true), needs: .shift),
        KeyBinding(key, when: .cards, .adjustCard(card, fine: false)),
      ]
    }

  private static let sceneBindings: [KeyBinding] =
    (1...9).map { KeyBinding(.digit($0), .moveToState($0), refuses: .command) } + [
      KeyBinding(.tab, .focusNext),
      KeyBinding(.up, .arrow(dx: 0, dy: -1)),
      KeyBinding(.down, .arrow(dx: 0, dy: 1)),
      KeyBinding(.left, .arrow(dx: -1, dy: 0)),
      KeyBinding(.right, .arrow(dx: 1, dy: 0)),
      KeyBinding(.pageUp, .stepFocused(expand: true)),
      KeyBinding(.pageDown, .stepFocused(expand: false)),
      KeyBinding(.letter("h"), .toggleHelp),
      KeyBinding(.questionMark, .toggleHelp),
      KeyBinding(.slash, .toggleHelp, needs: .shift),
      KeyBinding(.escape, .escape),
      KeyBinding(.letter("r"), .record, needs: .control),
      KeyBinding(.letter("t"), .setEdge(.top)),
      KeyBinding(.letter("l"), .setEdge(.left)),
      KeyBinding(.letter("b"), .setEdge(.bottom)),
      KeyBinding(.letter("r"), .setEdge(.right)),
      KeyBinding(.letter("m"), .toggleModal),
      KeyBinding(.letter("d"), .toggleReducedMotion),
      KeyBinding(.letter("p"), .sceneScreenshot, needs: .shift),
      KeyBinding(.letter("p"), .screenshot),
      KeyBinding(.letter("i"), .toggleHUDDetail),
      KeyBinding(.letter("q"), .quit),
    ]

  /// While the quit question is open: S (or Ctrl+S) saves and quits, Q quits, Esc keeps editing.
  package static let quitPrompt: [KeyBinding] = [
    KeyBinding(.letter("s"), .save), KeyBinding(.letter("q"), .quit), KeyBinding(.escape, .keepEditing),
  ]

  /// The game pad's buttons; they act when pressed.
  package static let gamepad: [(button: GamepadButton, command: Command)] = [
    (.dpadUp, .stepAlongEdge(up: true)), (.dpadDown, .stepAlongEdge(up: false)),
    (.dpadLeft, .focusPrevious), (.dpadRight, .focusNext),
    (.a, .openPlace(step: 0)), (.y, .openPlace(step: 1)), (.x, .openPlace(step: -1)),
    (.b, .escape), (.back, .toggleModal),
    (.leftShoulder, .cycleEdge(forward: false)), (.rightShoulder, .cycleEdge(forward: true)),
    (.start, .toggleGamepadHelp),
  ]

  /// The command `press` runs in `state` (nil: none); `bindings` defaults to the window's.
  package static func command(for press: KeyInput, in state: KeyState, bindings: [KeyBinding] = window) -> Command? {
    bindings.first { $0.matches(press, in: state) }?.command
  }

  /// The command a game pad's `button` runs (nil: none).
  package static func command(for button: GamepadButton) -> Command? {
    gamepad.first { $0.button == button }?.command
  }

  /// The first binding of `command` (the press `--press`, the soak and the docs name for it).
  package static func binding(of command: Command, in bindings: [KeyBinding] = window) -> KeyBinding? {
    bindings.first { $0.command == command }
  }

  /// Keys that act again while held (auto-repeat); every other key acts once a press.
  package static func repeats(_ key: InputKey) -> Bool {
    switch key {
    case .up, .down, .left, .right, .pageUp, .pageDown, .comma, .period, .backspace: return true
    default: return false
    }
  }

  /// The keys that act while the help overlay is shown: those that close it, P and Q.
  package static func worksOverHelp(_ k: KeyInput) -> Bool {
    switch k.key {
    case .escape, .questionMark, .letter("h"), .letter("p"), .letter("q"): return true
    case .slash: return k.modifiers.contains(.shift)
    default: return false
    }
  }

  /// The keys that leave a recorded frame shown (``MotionTimeline``): its own, P and I.
  package static func keepsTimeline(_ k: KeyInput) -> Bool {
    switch k.key {
    case .comma, .period, .semicolon, .letter("p"), .letter("i"): return true
    case .letter("g"): return k.modifiers.contains(.shift)
    default: return false
    }
  }

  /// What `k` does to an open entry, a hex colour or a number (nil: nothing); it takes every key.
  package static func hexKey(_ k: KeyInput) -> CardHexKey? {
    switch k.key {
    case .digit(let n): return .character(Character(String(n)))
    case .letter(let c): return .character(c)
    case .period: return .character(".")
    case .minus: return .character("-")
    case .backspace: return .delete
    case .enter: return .apply
    case .escape: return .cancel
    default: return nil
    }
  }

  private static let names: [(InputKey, String)] = [
    (.up, "up"), (.down, "down"), (.left, "left"), (.right, "right"), (.tab, "tab"), (.escape, "escape"),
    (.pageUp, "pageup"), (.pageDown, "pagedown"), (.enter, "enter"), (.backspace, "backspace"), (.space, "space"),
    (.questionMark, "?"), (.slash, "/"), (.comma, ","), (.period, "."), (.semicolon, ";"),
    (.leftBracket, "["), (.rightBracket, "]"), (.backslash, "\\"), (.minus, "-"),
  ]

  /// A key's name in `--press` and `playground keys`: `s`, `1`, `up`, `escape`, `[`.
  package static func name(of key: InputKey) -> String {
    switch key {
    case .digit(let n): return String(n)
    case .letter(let c): return String(c)
    case .other(let code): return "key\(code)"
    default: return names.first { $0.0 == key }?.1 ?? "?"
    }
  }

  /// The key a `--press` name names: a letter, a digit, `up`, `down`, `left`, `right`, `tab` or
  /// `escape` (nil: none of these).
  package static func key(named name: String) -> InputKey? {
    let scalar = name.unicodeScalars.count == 1 ? name.unicodeScalars.first : nil
    if let scalar, ("a"..."z").contains(scalar) { return .letter(Character(scalar)) }
    if let scalar, ("0"..."9").contains(scalar) { return .digit(Int(scalar.value) - 48) }
    let pressable: Set<String> = ["up", "down", "left", "right", "tab", "escape"]
    guard pressable.contains(name) else { return nil }
    return names.first { $0.1 == name }?.0
  }
}
