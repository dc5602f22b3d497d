/// A key of the keyboard as the model names it. The platform edge (the executable's
/// `PlatformInput`) translates its own key codes into these once; the key map
/// (`KeyMap` in PlaygroundCore) binds them to commands.
package enum InputKey: Hashable, Sendable {
  /// 0…9 on the main row.
  case digit(Int)
  /// a…z, always lower case (Shift is a modifier).
  case letter(Character)
  /// Esc.
  case escape
  /// Return or keypad Enter.
  case enter
  /// The space bar.
  case space
  /// Tab.
  case tab
  /// Backspace.
  case backspace
  /// ↑.
  case up
  /// ↓.
  case down
  /// ←.
  case left
  /// →.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// `?` (layouts that have a key for it).
  case questionMark
  /// `/` (Shift+/ is `?` on US layouts).
  case slash
  /// `,`.
  case comma
  /// `.`.
  case period
  /// `;`.
  case semicolon
  /// `[`.
  case leftBracket
  /// `]`.
  case rightBracket
  /// `\`.
  case backslash
  /// `-` (a typed number's sign).
  case minus
  /// Any other key (its platform code).
  case other(Int32)
}

/// The modifier keys held with a key.
package struct InputModifiers: OptionSet, Hashable, Sendable {
  package let rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Either Shift.
  package static let shift = InputModifiers(rawValue: 1)
  /// Either Ctrl.
  package static let control = InputModifiers(rawValue: 2)
  /// Either Alt.
  package static let alt = InputModifiers(rawValue: 4)
  /// Either Super / Windows key.
  package static let gui = InputModifiers(rawValue: 8)
  /// Ctrl or Alt: what makes a key a "command" chord (Ctrl+S, Alt+1).
  package static let command: InputModifiers = [.control, .alt]
}

/// A key going down (or repeating), in the model's words.
package struct KeyInput: Hashable, Sendable {
  /// Which key.
  package var key: InputKey
  /// The modifiers held.
  package var modifiers: InputModifiers
  /// Whether the platform repeats a held key.
  package var isRepeat: Bool
  /// When, seconds (the event's time).
  package var timestamp: Double

  /// A key press.
  package init(key: InputKey, modifiers: InputModifiers = [], isRepeat: Bool = false, timestamp: Double = 0) {
    (self.key, self.modifiers, self.isRepeat, self.timestamp) = (key, modifiers, isRepeat, timestamp)
  }
}

/// A game pad's button, by SDL's Xbox-style names (A is the bottom face button).
package enum GamepadButton: Hashable, Sendable, CaseIterable {
  /// The bottom face button.
  case a
  /// The right face button.
  case b
  /// The left face button.
  case x
  /// The top face button.
  case y
  /// Back / Select / View.
  case back
  /// Start / Menu.
  case start
  /// The left shoulder (LB).
  case leftShoulder
  /// The right shoulder (RB).
  case rightShoulder
  /// The D-pad's ↑.
  case dpadUp
  /// The D-pad's ↓.
  case dpadDown
  /// The D-pad's ←.
  case dpadLeft
  /// The D-pad's →.
  case dpadRight
}
