/// One input event in the model's own words: what the window's platform edge
/// (`SDLEventSource` in PlaygroundWindow) makes of SDLKit's events, once, and what everything past
/// it (the router, the press arbiter, the scene, the tuning session) reads. Positions are in the
/// scene's points (fingers: normalised to the window, ``TouchInput``), times in seconds.
///
/// ```swift
/// let press = InputEvent.pointerDown(PointerInput(x: 195, y: 700, button: .primary, timestamp: 1))
/// press.timestamp                              // 1
/// InputEvent.keyDown(KeyInput(key: .tab)).isPress   // false: a key is no press
/// ```
package enum InputEvent: Hashable, Sendable {
  /// A mouse button went down.
  case pointerDown(PointerInput)
  /// The mouse moved (with or without a button held).
  case pointerMove(PointerInput)
  /// A mouse button went up.
  case pointerUp(PointerInput)
  /// A scroll: a wheel's notches or a trackpad's two fingers.
  case wheel(WheelInput)
  /// A finger touched the screen.
  case touchDown(TouchInput)
  /// A finger on the screen moved.
  case touchMove(TouchInput)
  /// A finger left the screen.
  case touchUp(TouchInput)
  /// A key went down (or repeated).
  case keyDown(KeyInput)
  /// A key went up.
  case keyUp(KeyInput)
  /// A game pad's button went down or up.
  case gamepadButton(GamepadButtonInput)
  /// A game pad's stick or trigger moved.
  case gamepadAxis(GamepadAxisInput)
  /// A game pad was attached.
  case gamepadAdded(GamepadDeviceInput)
  /// A game pad was detached.
  case gamepadRemoved(GamepadDeviceInput)
  /// The window changed size; `width` and `height` in points.
  case resized(width: Int, height: Int, timestamp: Double)
  /// The window's contents were lost and must be shown again.
  case exposed(timestamp: Double)
  /// The user asked to close the window or quit.
  case quit(timestamp: Double)

  /// When the event happened, seconds.
  package var timestamp: Double {
    switch self {
    case .pointerDown(let e), .pointerMove(let e), .pointerUp(let e): return e.timestamp
    case .wheel(let e): return e.timestamp
    case .touchDown(let e), .touchMove(let e), .touchUp(let e): return e.timestamp
    case .keyDown(let e), .keyUp(let e): return e.timestamp
    case .gamepadButton(let e): return e.timestamp
    case .gamepadAxis(let e): return e.timestamp
    case .gamepadAdded(let e), .gamepadRemoved(let e): return e.timestamp
    case .resized(_, _, let t), .exposed(let t), .quit(let t): return t
    }
  }

  /// Whether the event starts a press (a mouse button or a finger going down): what the press
  /// arbiter (``PressArbiter``) gives to one owner.
  package var isPress: Bool {
    switch self {
    case .pointerDown, .touchDown: return true
    default: return false
    }
  }
}
