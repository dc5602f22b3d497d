import PlaygroundCore
import PlaygroundInput
import PlaygroundTuning
import SDLKit

/// The platform edge's tables for keys and game-pad buttons: SDLKit's translated into the model's
/// (``KeyInput``, ``GamepadButton``) by ``SDLEventSource/input(_:scale:)``, and back for the keys
/// the soak posts to SDL's queue. With the key map (``KeyMap``) the only place that names keys.
///
/// ```swift
/// PlatformInput.key(KeyEvent(key: .tab, timestamp: 1)).key   // InputKey.tab
/// ```
package enum PlatformInput {
  /// The model's key press for SDLKit's.
  package static func key(_ e: KeyEvent) -> KeyInput {
    KeyInput(key: key(e.key), modifiers: modifiers(e.modifiers), isRepeat: e.isRepeat, timestamp: e.timestamp)
  }

  /// The model's key for SDLKit's.
  package static func key(_ key: Key) -> InputKey {
    switch key {
    case .digit(let n): return .digit(n)
    case .letter(let c): return .letter(c)
    case .escape: return .escape
    case .enter: return .enter
    case .space: return .space
    case .tab: return .tab
    case .backspace: return .backspace
    case .up: return .up
    case .down: return .down
    case .left: return .left
    case .right: return .right
    case .pageUp: return .pageUp
    case .pageDown: return .pageDown
    case .questionMark: return .questionMark
    case .slash: return .slash
    case .comma: return .comma
    case .period: return .period
    case .semicolon: return .semicolon
    case .leftBracket: return .leftBracket
    case .rightBracket: return .rightBracket
    case .backslash: return .backslash
    case .minus: return .minus
    case .other(let code): return .other(code)
    }
  }

  /// SDLKit's key for the model's (for presses the program makes itself).
  package static func sdlKey(_ key: InputKey) -> Key {
    switch key {
    case .digit(let n): return .digit(n)
    case .letter(let c): return .letter(c)
    case .escape: return .escape
    case .enter: return .enter
    case .space: return .space
    case .tab: return .tab
    case .backspace: return .backspace
    case .up: return .up
    case .down: return .down
    case .left: return .left
    case .right: return .right
    case .pageUp: return .pageUp
    case .pageDown: return .pageDown
    case .questionMark: return .questionMark
    case .slash: return .slash
    case .comma: return .comma
    case .period: return .period
    case .semicolon: return .semicolon
    case .leftBracket: return .leftBracket
    case .rightBracket: return .rightBracket
    case .backslash: return .backslash
    case .minus: return .minus
    case .other(let code): return .other(code)
    }
  }

  /// The model's modifiers for SDLKit's.
  package static func modifiers(_ m: KeyModifiers) -> InputModifiers {
    InputModifiers(rawValue: m.rawValue & 0b1111)  // the same bits: shift 1, control 2, alt 4, gui 8
  }

  /// SDLKit's modifiers for the model's.
  package static func sdlModifiers(_ m: InputModifiers) -> KeyModifiers { KeyModifiers(rawValue: m.rawValue) }

  /// The model's button for SDLKit's (nil: one the app does not use).
  package static func button(_ b: GamepadButtonEvent.Button) -> GamepadButton? {
    switch b {
    case .a: return .a
    case .b: return .b
    case .x: return .x
    case .y: return .y
    case .back: return .back
    case .start: return .start
    case .leftShoulder: return .leftShoulder
    case .rightShoulder: return .rightShoulder
    case .dpadUp: return .dpadUp
    case .dpadDown: return .dpadDown
    case .dpadLeft: return .dpadLeft
    case .dpadRight: return .dpadRight
    case .other: return nil
    }
  }
}
