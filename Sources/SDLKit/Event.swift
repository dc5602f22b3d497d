import CSDL2

/// An input or window event, translated from `SDL_Event` so that nothing above SDLKit sees SDL.
///
/// Timestamps are in seconds since SDL started (SDL 2.26 stamps events in whole milliseconds).
public enum Event: Hashable, Sendable {
  /// A button went down.
  case pointerDown(PointerEvent)
  /// The pointer moved (with or without a button held).
  case pointerMove(PointerEvent)
  /// A button went up.
  case pointerUp(PointerEvent)
  /// A scroll.
  case wheel(WheelEvent)
  /// A finger touched the screen.
  case touchDown(TouchEvent)
  /// A finger on the screen moved.
  case touchMove(TouchEvent)
  /// A finger left the screen.
  case touchUp(TouchEvent)
  /// A key went down (or auto-repeated).
  case keyDown(KeyEvent)
  /// A key went up.
  case keyUp(KeyEvent)
  /// The window changed size; `width`/`height` in points.
  case resized(width: Int, height: Int, timestamp: Double)
  /// The window's contents were lost (uncovered, restored) and must be shown again: present the
  /// last frame again (the software renderer's surface still holds it).
  case exposed(timestamp: Double)
  /// The user asked to close the window or quit.
  case quit(timestamp: Double)
  /// A game pad's button went down or up.
  case gamepadButton(GamepadButtonEvent)
  /// A game pad's stick or trigger moved.
  case gamepadAxis(GamepadAxisEvent)
  /// A game pad was attached (see ``GamepadDeviceEvent`` for what its id means).
  case gamepadAdded(GamepadDeviceEvent)
  /// A game pad was detached.
  case gamepadRemoved(GamepadDeviceEvent)

  /// When the event happened, in seconds since SDL started.
  public var timestamp: Double {
    switch self {
    case .pointerDown(let e), .pointerMove(let e), .pointerUp(let e): return e.timestamp
    case .wheel(let e): return e.timestamp
    case .touchDown(let e), .touchMove(let e), .touchUp(let e): return e.timestamp
    case .keyDown(let e), .keyUp(let e): return e.timestamp
    case .resized(_, _, let t), .exposed(let t), .quit(let t): return t
    case .gamepadButton(let e): return e.timestamp
    case .gamepadAxis(let e): return e.timestamp
    case .gamepadAdded(let e), .gamepadRemoved(let e): return e.timestamp
    }
  }

  /// Translates an SDL event; nil for the kinds the app does not use. Mouse events SDL made up
  /// from a finger (`which == SDL_TOUCH_MOUSEID`) and finger events it made up from the mouse
  /// (`touchId == SDL_MOUSE_TOUCHID`) are nil too, so one touch is never counted twice.
  package init?(sdl event: SDL_Event) {
    let time = Double(event.common.timestamp) / 1000
    switch event.type {
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      let b = event.button
      guard b.which != CSDL2_TouchMouseID() else { return nil }
      let pointer = PointerEvent(
        x: Double(b.x), y: Double(b.y), button: PointerButton(sdl: b.button), timestamp: time)
      self = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .pointerDown(pointer) : .pointerUp(pointer)
    case SDL_MOUSEMOTION.rawValue:
      let m = event.motion
      guard m.which != CSDL2_TouchMouseID() else { return nil }
      let held: PointerButton?
      if m.state & CSDL2_ButtonMask(SDL_BUTTON_LEFT) != 0 {
        held = .primary
      } else if m.state & CSDL2_ButtonMask(SDL_BUTTON_RIGHT) != 0 {
        held = .secondary
      } else if m.state & CSDL2_ButtonMask(SDL_BUTTON_MIDDLE) != 0 {
        held = .middle
      } else {
        held = nil
      }
      self = .pointerMove(PointerEvent(x: Double(m.x), y: Double(m.y), button: held, timestamp: time))
    case SDL_MOUSEWHEEL.rawValue:
      let w = event.wheel
      guard w.which != CSDL2_TouchMouseID() else { return nil }
      let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      self = .wheel(WheelEvent(deltaX: Double(w.preciseX) * flip, deltaY: Double(w.preciseY) * flip, timestamp: time))
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
      let f = event.tfinger
      guard f.touchId != CSDL2_MouseTouchID() else { return nil }
      let touch = TouchEvent(finger: f.fingerId, x: Double(f.x), y: Double(f.y), timestamp: time)
      switch event.type {
      case SDL_FINGERDOWN.rawValue: self = .touchDown(touch)
      case SDL_FINGERUP.rawValue: self = .touchUp(touch)
      default: self = .touchMove(touch)
      }
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
      let k = event.key
      let key = KeyEvent(
        key: Key(sdl: k.keysym.sym), modifiers: KeyModifiers(sdl: k.keysym.mod), isRepeat: k.repeat != 0,
        timestamp: time)
      self = event.type == SDL_KEYDOWN.rawValue ? .keyDown(key) : .keyUp(key)
    case SDL_WINDOWEVENT.rawValue:
      let w = event.window
      switch UInt32(w.event) {
      case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
        self = .resized(width: Int(w.data1), height: Int(w.data2), timestamp: time)
      case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
        self = .exposed(timestamp: time)
      default:
        return nil
      }
    case SDL_QUIT.rawValue:
      self = .quit(timestamp: time)
    case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
      let b = event.cbutton
      self = .gamepadButton(GamepadButtonEvent(
        gamepad: b.which, button: GamepadButtonEvent.Button(sdl: Int(b.button)),
        isDown: event.type == SDL_CONTROLLERBUTTONDOWN.rawValue, timestamp: time))
    case SDL_CONTROLLERAXISMOTION.rawValue:
      let a = event.caxis
      self = .gamepadAxis(GamepadAxisEvent(
        gamepad: a.which, axis: GamepadAxisEvent.Axis(sdl: Int(a.axis)), value: Double(a.value) / 32767, timestamp: time))
    case SDL_CONTROLLERDEVICEADDED.rawValue:
      self = .gamepadAdded(GamepadDeviceEvent(gamepad: event.cdevice.which, timestamp: time))
    case SDL_CONTROLLERDEVICEREMOVED.rawValue:
      self = .gamepadRemoved(GamepadDeviceEvent(gamepad: event.cdevice.which, timestamp: time))
    default:
      return nil
    }
  }
}
