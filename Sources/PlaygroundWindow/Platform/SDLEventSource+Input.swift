import FloatingPanel
import PlaygroundInput
import SDLKit

/// The one translation of SDLKit's events into the model's (``InputEvent``).
extension SDLEventSource {
  /// SDLKit's `event` in the model's words: pointer positions and window sizes in points (a
  /// window coordinate is `scale.factor` points; sizes in whole points, ``PointScale/points(_:)``),
  /// fingers normalised to the window as SDL gives them, keys and game-pad buttons by the model's
  /// names (``PlatformInput``). The in-memory source (``MemoryEventQueue``) translates the events a
  /// test pushes with it too, at 1 point per coordinate.
  ///
  /// ```swift
  /// SDLEventSource.input(.pointerDown(PointerEvent(x: 400, y: 300, button: .primary, timestamp: 1)),
  ///                      scale: PointScale(forced: 2, native: 1))
  /// // .pointerDown(PointerInput(x: 200, y: 150, button: .primary, timestamp: 1))
  /// ```
  package static func input(_ event: Event, scale: PointScale = PointScale(forced: nil, native: 1)) -> InputEvent {
    let f = scale.factor
    func pointer(_ e: PointerEvent) -> PointerInput {
      let button: PointerInput.Button? =
        switch e.button {
        case nil: nil
        case .primary?: .primary
        case .middle?: .middle
        case .secondary?: .secondary
        case .other(let n)?: .other(n)
        }
      // Unscaled positions stay exactly as SDL gave them.
      return f == 1
        ? PointerInput(x: e.x, y: e.y, button: button, timestamp: e.timestamp)
        : PointerInput(x: e.x * f, y: e.y * f, button: button, timestamp: e.timestamp)
    }
    func touch(_ t: TouchEvent) -> TouchInput { TouchInput(finger: t.finger, x: t.x, y: t.y, timestamp: t.timestamp) }
    switch event {
    case .pointerDown(let e): return .pointerDown(pointer(e))
    case .pointerMove(let e): return .pointerMove(pointer(e))
    case .pointerUp(let e): return .pointerUp(pointer(e))
    case .wheel(let e): return .wheel(WheelInput(deltaX: e.deltaX, deltaY: e.deltaY, timestamp: e.timestamp))
    case .touchDown(let t): return .touchDown(touch(t))
    case .touchMove(let t): return .touchMove(touch(t))
    case .touchUp(let t): return .touchUp(touch(t))
    case .keyDown(let k): return .keyDown(PlatformInput.key(k))
    case .keyUp(let k): return .keyUp(PlatformInput.key(k))
    case .resized(let w, let h, let t):
      return f == 1 ? .resized(width: w, height: h, timestamp: t) : .resized(width: scale.points(w), height: scale.points(h), timestamp: t)
    case .exposed(let t): return .exposed(timestamp: t)
    case .quit(let t): return .quit(timestamp: t)
    case .gamepadButton(let b):
      return .gamepadButton(
        GamepadButtonInput(gamepad: b.gamepad, button: PlatformInput.button(b.button), isDown: b.isDown, timestamp: b.timestamp))
    case .gamepadAxis(let a):
      let axis: GamepadAxisInput.Axis =
        switch a.axis {
        case .leftX: .leftX
        case .leftY: .leftY
        case .other(let n): .other(n)
        }
      return .gamepadAxis(GamepadAxisInput(gamepad: a.gamepad, axis: axis, value: a.value, timestamp: a.timestamp))
    case .gamepadAdded(let d): return .gamepadAdded(device(d))
    case .gamepadRemoved(let d): return .gamepadRemoved(device(d))
    }
  }

  /// A game pad's attachment or detachment in the model's words.
  static func device(_ d: GamepadDeviceEvent) -> GamepadDeviceInput {
    GamepadDeviceInput(gamepad: d.gamepad, name: d.name, timestamp: d.timestamp)
  }
}
