import SDLKit

/// The window's ``EventSource``: SDL's event queue (`SDL_PollEvent`, `SDL_WaitEventTimeout`),
/// translated by SDLKit into `Event`s with timestamps in seconds (SDL stamps whole
/// milliseconds). ``post(_:)`` puts a pointer event on SDL's queue as the mouse would
/// (`bench window` drives its drag with it).
final class SDLEventSource: EventSource {
  /// SDL's queue.
  let queue: EventQueue

  /// The event queue of `window`.
  init(window: Window) {
    queue = window.events
  }

  /// Every pending SDL event the app uses, oldest first.
  func pollAll() -> [Event] { queue.pollAll() }

  /// Waits on SDL's queue up to `timeout` seconds (`SDL_WaitEventTimeout`, whole milliseconds).
  func wait(timeout: Double) -> [Event] { queue.wait(timeout: timeout) }

  /// Posts a pointer or quit event through SDL's queue, stamped with SDL's clock.
  func post(_ event: Event) { queue.post(event) }
}
