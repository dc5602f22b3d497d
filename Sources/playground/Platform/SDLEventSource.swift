import SDLKit

/// The window's ``EventSource``: SDL's event queue (`SDL_PollEvent`, `SDL_WaitEventTimeout`),
/// translated by SDLKit into `Event`s with timestamps in seconds (SDL stamps whole
/// milliseconds), with positions and sizes in the scene's points (``PointScale``: window
/// coordinates scaled when `--scale` forces a density). ``post(_:)`` puts a pointer event on
/// SDL's queue as the mouse would (`bench window` drives its drag with it).
final class SDLEventSource: EventSource {
  /// SDL's queue.
  let queue: EventQueue
  /// Window coordinates to points.
  var scale = PointScale(forced: nil, native: 1)

  /// The event queue of `window`.
  init(window: Window) {
    queue = window.events
  }

  /// Every pending SDL event the app uses, oldest first.
  func pollAll() -> [Event] { queue.pollAll().map(scale.event) }

  /// Waits on SDL's queue up to `timeout` seconds (`SDL_WaitEventTimeout`, whole milliseconds).
  func wait(timeout: Double) -> [Event] { queue.wait(timeout: timeout).map(scale.event) }

  /// Posts a pointer, finger or quit event (positions in points) through SDL's queue, stamped
  /// with SDL's clock.
  func post(_ event: Event) { queue.post(scale.windowEvent(event)) }
}
