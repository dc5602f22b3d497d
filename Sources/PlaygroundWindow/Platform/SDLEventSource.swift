import SDLKit

/// The window's ``EventSource``: SDL's event queue (`SDL_PollEvent`, `SDL_WaitEventTimeout`),
/// translated by SDLKit into `Event`s with timestamps in seconds (SDL stamps whole
/// milliseconds), with positions and sizes in the scene's points (``PointScale``: window
/// coordinates scaled when `--scale` forces a density). ``post(_:)`` puts a pointer event on
/// SDL's queue as the mouse would (`bench window` drives its drag with it).
///
/// Game controllers (``GameControllers``) are opened here: those attached at start (reported by
/// the first poll as `.controllerAdded`), and each one SDL attaches later; a detached one is
/// closed. The loop sees `.controllerAdded` with the controller's instance id and name, once per
/// controller. Without controller support in SDL the window runs without controllers.
package final class SDLEventSource: EventSource {
  /// SDL's queue.
  package let queue: EventQueue
  /// Window coordinates to points.
  package var scale = PointScale(forced: nil, native: 1)
  /// The open game controllers (nil: SDL has no controller support here).
  package let controllers: GameControllers?
  private var attachedAtStart: [Event]

  /// The event queue of `window`, with the game controllers attached now opened.
  package init(window: Window) {
    queue = window.events
    controllers = GameControllers()
    attachedAtStart = (controllers?.openAll() ?? []).map { .controllerAdded($0) }
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

  /// Points for positions; controllers opened and closed (an attachment SDL reports by device
  /// index becomes one with the instance id, or nothing when it is open already or no game
  /// controller).
  private func translate(_ events: [Event]) -> [Event] {
    var out = attachedAtStart
    attachedAtStart = []
    for event in events {
      switch event {
      case .controllerAdded(let d):
        if let opened = controllers?.open(device: d.controller) { out.append(.controllerAdded(opened)) }
      case .controllerRemoved(let d):
        if controllers?.close(controller: d.controller) == true { out.append(event) }
      default:
        out.append(scale.event(event))
      }
    }
    return out
  }
}
