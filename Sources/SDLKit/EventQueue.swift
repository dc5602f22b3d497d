import CSDL2

/// SDL's event queue, seen as a stream of `Event` values. Get it from `Window.events`; poll it
/// on the thread that created the window.
public struct EventQueue {
  // Keeps the video/events subsystems up while the queue is in use.
  private let video: VideoSubsystem

  init(video: VideoSubsystem) {
    self.video = video
  }

  /// The next pending event, or nil when the queue is empty. SDL events the app does not use
  /// are skipped.
  public func poll() -> Event? {
    var raw = SDL_Event()
    while SDL_PollEvent(&raw) != 0 {
      if let event = Event(sdl: raw) { return event }
    }
    return nil
  }

  /// Every pending event, oldest first.
  public func pollAll() -> [Event] {
    var events: [Event] = []
    while let event = poll() { events.append(event) }
    return events
  }

  /// Posts a quit request (as if the user closed the window).
  public func postQuit() {
    var raw = SDL_Event()
    raw.type = SDL_QUIT.rawValue
    SDL_PushEvent(&raw)
  }
}
