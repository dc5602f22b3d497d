/// A game pad's button going down or up, in the model's words: the pad (the platform's id), the
/// button (nil: one the app does not use, such as the guide button) and when (seconds).
///
/// ```swift
/// let a = GamepadButtonInput(gamepad: 7, button: .a, isDown: true, timestamp: 1)
/// ```
package struct GamepadButtonInput: Hashable, Sendable {
  /// The pad's id (stable while it stays attached).
  package var gamepad: Int32
  /// The button (nil: a button the app does not use).
  package var button: GamepadButton?
  /// Whether it went down (false: up).
  package var isDown: Bool
  /// When, seconds.
  package var timestamp: Double

  /// A button event of pad `gamepad`.
  package init(gamepad: Int32 = 0, button: GamepadButton?, isDown: Bool, timestamp: Double) {
    (self.gamepad, self.button, self.isDown, self.timestamp) = (gamepad, button, isDown, timestamp)
  }
}

/// A game pad's stick or trigger moving, in the model's words.
///
/// ```swift
/// let up = GamepadAxisInput(gamepad: 7, axis: .leftY, value: -1, timestamp: 1)   // full up
/// ```
package struct GamepadAxisInput: Hashable, Sendable {
  /// An axis of the pad.
  package enum Axis: Hashable, Sendable {
    /// The left stick, left (−1) to right (+1).
    case leftX
    /// The left stick, up (−1) to down (+1).
    case leftY
    /// Any other axis (the right stick, the triggers), with the platform's number.
    case other(Int)
  }

  /// The pad's id.
  package var gamepad: Int32
  /// The axis.
  package var axis: Axis
  /// Where it is, −1…1 (a trigger 0…1).
  package var value: Double
  /// When, seconds.
  package var timestamp: Double

  /// An axis event of pad `gamepad`.
  package init(gamepad: Int32 = 0, axis: Axis, value: Double, timestamp: Double) {
    (self.gamepad, self.axis, self.value, self.timestamp) = (gamepad, axis, value, timestamp)
  }
}

/// A game pad attached or detached, in the model's words: its id, its name (empty when the
/// platform gives none) and when (seconds).
package struct GamepadDeviceInput: Hashable, Sendable {
  /// The pad's id.
  package var gamepad: Int32
  /// The pad's name.
  package var name: String
  /// When, seconds.
  package var timestamp: Double

  /// An attachment or detachment of pad `gamepad`.
  package init(gamepad: Int32, name: String = "", timestamp: Double) {
    (self.gamepad, self.name, self.timestamp) = (gamepad, name, timestamp)
  }
}
