import PlaygroundInput
import SDLKit

/// The window's ``EventSource`` and the platform edge of input: SDL's event queue
/// (`SDL_PollEvent`, `SDL_WaitEventTimeout`, read by SDLKit) translated once into the model's
/// events (``InputEvent``, ``input(_:scale:)``), with timestamps in seconds (SDL stamps whole
/// milliseconds) and positions and sizes in the scene's points (``PointScale``: window coordinates
/// scaled when `--scale` forces a density). Fingers stay normalised to the window
/// (``TouchInput``). ``post(_:)`` puts an SDLKit event on SDL's queue as the mouse would
/// (`bench window` drives its drag with it).
///
/// Game pads (``Gamepads``) are opened here: those attached at start (reported by the first poll
/// as `.gamepadAdded`), and each one SDL attaches later; a detached one is closed. The loop sees
/// `.gamepadAdded` with the game pad's instance id and name, once per game pad. Without game-pad
/// support in SDL the window runs without game pads.
package final class SDLEventSource: EventSource {
  /// SDL's queue.
  package let queue: EventQueue
  /// Window coordinates to points.
  package var scale = PointScale(forced: nil, native: 1)
  /// The open game pads (nil: SDL has no game-pad support here).
  package let gamepads: Gamepads?
  private var attachedAtStart: [InputEvent]

  /// The event queue of `window`, with the game pads attached now opened.
  package init(window: Window) {
    queue = window.events
    gamepads = Gamepads()
    attachedAtStart = (gamepads?.openAll() ?? []).map { .gamepadAdded(Self.device($0)) }
  }

  /// Every pending SDL event the app uses, oldest first.
  package func pollAll() -> [InputEvent] { translate(queue.pollAll()) }

  /// Waits on SDL's queue up to `timeout` seconds (`SDL_WaitEventTimeout`, whole milliseconds).
  package func wait(timeout: Double) -> [InputEvent] {
    guard attachedAtStart.isEmpty else { return pollAll() }
    return translate(queue.wait(timeout: timeout))
  }

  /// Posts a pointer, finger or quit event (positions in points) through SDL's queue, stamped
  /// with SDL's clock.
  package func post(_ event: Event) { queue.post(scale.windowEvent(event)) }

  /// The model's events for SDL's; game pads opened and closed (an attachment SDL reports by
  /// device index becomes one with the instance id, or nothing when it is open already or no
  /// game pad).
  private func translate(_ events: [Event]) -> [InputEvent] {
    var out = attachedAtStart
    attachedAtStart = []
    for event in events {
      switch event {
      case .gamepadAdded(let d):
        if let opened = gamepads?.open(device: d.gamepad) { out.append(.gamepadAdded(Self.device(opened))) }
      case .gamepadRemoved(let d):
        if gamepads?.close(gamepad: d.gamepad) == true { out.append(.gamepadRemoved(Self.device(d))) }
      default:
        out.append(Self.input(event, scale: scale))
      }
    }
    return out
  }
}
