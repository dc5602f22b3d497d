import SDLKit

/// The window's ``EventSource``: SDL's event queue (`SDL_PollEvent`, `SDL_WaitEventTimeout`),
/// translated by SDLKit into `Event`s with timestamps in seconds (SDL stamps whole
/// milliseconds), with positions and sizes in the scene's points (``PointScale``: window
/// coordinates scaled when `--scale` forces a density). ``post(_:)`` puts a pointer event on
/// SDL's queue as the mouse would (`bench window` drives its drag with it).
///
/// Game pads (``Gamepads``) are opened here: those attached at start (reported by
/// the first poll as `.gamepadAdded`), and each one SDL attaches later; a detached one is
/// closed. The loop sees `.gamepadAdded` with the game pad's instance id and name, once per
/// game pad. Without game-pad support in SDL the window runs without game pads.
package final class SDLEventSource: EventSource {
  /// SDL's queue.
  package let queue: EventQueue
  /// Window coordinates to points.
  package var scale = PointScale(forced: nil, native: 1)
  /// The open game pads (nil: SDL has no game-pad support here).
  package let gamepads: Gamepads?
  private var attachedAtStart: [Event]

  /// The event queue of `window`, with the game pads attached now opened.
  package init(window: Window) {
    queue = window.events
    gamepads = Gamepads()
    attachedAtStart = (gamepads?.openAll() ?? []).map { .gamepadAdded($0) }
  }

  /// Every pending SDL event the app uses, oldest first.
  package func pollAll() -> [Event] { translate(queue.pollAll()) }

  /// Waits on SDL's queue up to `timeout` seconds (`SDL_WaitEventTimeout`, whole milliseconds).
  package func wait(timeout: Double) -> [Event] {
    guard attachedAtStart.isEmpty else { return pollAll() }
    return translate(queue.wait(timeout: timeout))
  }

  /// Posts a pointer, finger or quit event (positions in points) through SDL's queue, stamped
  /// with SDL's clock.
  package func post(_ event: Event) { queue.post(scale.windowEvent(event)) }

  /// Points for positions; game pads opened and closed (an attachment SDL reports by device
  /// index becomes one with the instance id, or nothing when it is open already or no
  /// game pad).
  private func translate(_ events: [Event]) -> [Event] {
    var out = attachedAtStart
    attachedAtStart = []
    for event in events {
      switch event {
      case .gamepadAdded(let d):
        if let opened = gamepads?.open(device: d.gamepad) { out.append(.gamepadAdded(opened)) }
      case .gamepadRemoved(let d):
        if gamepads?.close(gamepad: d.gamepad) == true { out.append(event) }
      default:
        out.append(scale.event(event))
      }
    }
    return out
  }
}
