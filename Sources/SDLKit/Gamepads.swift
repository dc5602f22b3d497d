import CSDL2

/// The game pads the app has open (`SDL_GameController`), keyed by SDL's instance id.
///
/// Creating it starts SDL's game-pad subsystem; that fails quietly on a machine without
/// joystick support (the window runs without game pads: ``init()`` returns nil). Game pads
/// present at start are opened by ``openAll()``; a later `SDL_CONTROLLERDEVICEADDED` is opened by
/// ``open(device:)`` and a `SDL_CONTROLLERDEVICEREMOVED` closed by ``close(gamepad:)``. SDL
/// also reports the gamepads present at start as attachments: opening one twice is a no-op.
/// Use it on the thread that polls events.
///
/// ```swift
/// let pads = Gamepads()           // nil: no game-pad support here
/// let opened = pads?.openAll() ?? []     // the attached gamepads, with instance ids
/// ```
public final class Gamepads {
  private var open: [Int32: OpaquePointer] = [:]

  /// Starts SDL's game-pad subsystem; nil when SDL cannot (no joystick support).
  public init?() {
    guard SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0 else { return nil }
  }

  /// The instance ids of the open gamepads, ascending.
  public var ids: [Int32] { open.keys.sorted() }

  /// Opens every attached game pad; returns those newly opened as attachments (instance
  /// id and name).
  public func openAll() -> [GamepadDeviceEvent] {
    let count = SDL_NumJoysticks()
    guard count > 0 else { return [] }
    return (0..<count).compactMap { open(device: $0) }
  }

  /// Opens the game pad at device index `device`; returns it (instance id, name) when it was
  /// newly opened, nil when it is no game pad, is already open, or SDL fails to open it.
  public func open(device: Int32) -> GamepadDeviceEvent? {
    guard SDL_IsGameController(device) == SDL_TRUE else { return nil }
    let id = SDL_JoystickGetDeviceInstanceID(device)
    guard id >= 0, open[id] == nil, let pad = SDL_GameControllerOpen(device) else { return nil }
    open[id] = pad
    let name = SDL_GameControllerName(pad).map { String(cString: $0) } ?? ""
    return GamepadDeviceEvent(gamepad: id, name: name, timestamp: Double(SDL_GetTicks()) / 1000)
  }

  /// Closes the game pad with instance id `gamepad`; false when it was not open.
  @discardableResult
  public func close(gamepad: Int32) -> Bool {
    guard let pad = open.removeValue(forKey: gamepad) else { return false }
    SDL_GameControllerClose(pad)
    return true
  }

  deinit {
    for pad in open.values { SDL_GameControllerClose(pad) }
    SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER)
  }
}
