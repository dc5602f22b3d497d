import CSDL2

extension GamepadButtonEvent {
  /// A button of a game pad, in SDL's Xbox-style layout (`SDL_GameControllerButton`): on a
  /// Steam Deck or a PlayStation pad, ``a`` is the bottom face button and ``b`` the right one.
  public enum Button: Hashable, Sendable {
    /// The bottom face button.
    case a
    /// The right face button.
    case b
    /// The left face button.
    case x
    /// The top face button.
    case y
    /// Back / View / Select.
    case back
    /// Start / Menu / Options.
    case start
    /// The left shoulder (bumper).
    case leftShoulder
    /// The right shoulder (bumper).
    case rightShoulder
    /// D-pad up.
    case dpadUp
    /// D-pad down.
    case dpadDown
    /// D-pad left.
    case dpadLeft
    /// D-pad right.
    case dpadRight
    /// Any other button (guide, stick clicks, paddles), with SDL's number.
    case other(Int)

    /// The button SDL numbers `raw` (`SDL_CONTROLLER_BUTTON_*`).
    public init(sdl raw: Int) {
      switch raw {
      case Int(SDL_CONTROLLER_BUTTON_A.rawValue): self = .a
      case Int(SDL_CONTROLLER_BUTTON_B.rawValue): self = .b
      case Int(SDL_CONTROLLER_BUTTON_X.rawValue): self = .x
      case Int(SDL_CONTROLLER_BUTTON_Y.rawValue): self = .y
      case Int(SDL_CONTROLLER_BUTTON_BACK.rawValue): self = .back
      case Int(SDL_CONTROLLER_BUTTON_START.rawValue): self = .start
      case Int(SDL_CONTROLLER_BUTTON_LEFTSHOULDER.rawValue): self = .leftShoulder
      case Int(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER.rawValue): self = .rightShoulder
      case Int(SDL_CONTROLLER_BUTTON_DPAD_UP.rawValue): self = .dpadUp
      case Int(SDL_CONTROLLER_BUTTON_DPAD_DOWN.rawValue): self = .dpadDown
      case Int(SDL_CONTROLLER_BUTTON_DPAD_LEFT.rawValue): self = .dpadLeft
      case Int(SDL_CONTROLLER_BUTTON_DPAD_RIGHT.rawValue): self = .dpadRight
      default: self = .other(raw)
      }
    }
  }
}

extension GamepadAxisEvent {
  /// An axis of a game pad (`SDL_GameControllerAxis`).
  public enum Axis: Hashable, Sendable {
    /// The left stick, left (−1) to right (+1).
    case leftX
    /// The left stick, up (−1) to down (+1).
    case leftY
    /// Any other axis (right stick, triggers), with SDL's number.
    case other(Int)

    /// The axis SDL numbers `raw` (`SDL_CONTROLLER_AXIS_*`).
    public init(sdl raw: Int) {
      switch raw {
      case Int(SDL_CONTROLLER_AXIS_LEFTX.rawValue): self = .leftX
      case Int(SDL_CONTROLLER_AXIS_LEFTY.rawValue): self = .leftY
      default: self = .other(raw)
      }
    }
  }
}

/// A game pad's button going down or up.
public struct GamepadButtonEvent: Hashable, Sendable {
  /// The game pad (SDL's instance id, stable while it stays attached).
  public var gamepad: Int32
  /// Which button.
  public var button: Button
  /// True for a press, false for a release.
  public var isDown: Bool
  /// When SDL received the event, in seconds since SDL started.
  public var timestamp: Double

  /// Creates an event.
  public init(gamepad: Int32 = 0, button: Button, isDown: Bool, timestamp: Double) {
    self.gamepad = gamepad
    self.button = button
    self.isDown = isDown
    self.timestamp = timestamp
  }
}

/// A game pad's axis moving (a stick or a trigger).
public struct GamepadAxisEvent: Hashable, Sendable {
  /// The game pad (SDL's instance id).
  public var gamepad: Int32
  /// Which axis.
  public var axis: Axis
  /// The deflection, −1…1 (SDL's −32768…32767 over 32767, clamped).
  public var value: Double
  /// When SDL received the event, in seconds since SDL started.
  public var timestamp: Double

  /// Creates an event (`value` clamped to −1…1; not finite: 0).
  public init(gamepad: Int32 = 0, axis: Axis, value: Double, timestamp: Double) {
    self.gamepad = gamepad
    self.axis = axis
    self.value = value.isFinite ? min(1, max(-1, value)) : 0
    self.timestamp = timestamp
  }
}

/// A game pad attached or detached.
///
/// Straight from SDL, an attachment's `gamepad` is the device index (`SDL_CONTROLLERDEVICEADDED`);
/// ``Gamepads/open(device:)`` opens it and gives the instance id every later event of that
/// game pad carries (a detachment's `gamepad` is that id).
public struct GamepadDeviceEvent: Hashable, Sendable {
  /// The device index (an attachment from SDL) or the instance id.
  public var gamepad: Int32
  /// The game pad's name (`SDL_GameControllerName`; empty when unknown).
  public var name: String
  /// When SDL received the event, in seconds since SDL started.
  public var timestamp: Double

  /// Creates an event.
  public init(gamepad: Int32, name: String = "", timestamp: Double) {
    self.gamepad = gamepad
    self.name = name
    self.timestamp = timestamp
  }
}
