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

  /// Waits up to `timeout` seconds for SDL events without spinning (`SDL_WaitEventTimeout`: on
  /// X11 a `poll` on the display connection), then returns every pending event, oldest first.
  /// Returns early, possibly with no events, when an event the app does not use arrives; an empty
  /// result otherwise means the time ran out. A `timeout` of 0 or less only polls.
  public func wait(timeout: Double) -> [Event] {
    var raw = SDL_Event()
    let ms = timeout.isFinite ? Int32(clamping: Int((max(0, timeout) * 1000).rounded(.down))) : Int32.max
    var events: [Event] = []
    if ms > 0 {
      guard SDL_WaitEventTimeout(&raw, ms) != 0 else { return [] }
      if let event = Event(sdl: raw) { events.append(event) }
    }
    while let event = poll() { events.append(event) }
    return events
  }

  /// Puts a pointer, finger, key or quit event on SDL's queue as if it came from the mouse,
  /// a touchscreen (touch device 1) or the keyboard (for scripted input: `playground bench window`, `playground bench soak`); it
  /// reaches ``poll()`` and ``wait(timeout:)`` like a real one. Its timestamp is SDL's clock at
  /// posting; `event.timestamp` is ignored. Other events are not posted.
  public func post(_ event: Event) {
    var raw = SDL_Event()
    func button(_ e: PointerEvent, down: Bool) {
      raw.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
      raw.button.x = Int32(clamping: Int(e.x.rounded(.down)))
      raw.button.y = Int32(clamping: Int(e.y.rounded(.down)))
      raw.button.button = UInt8(e.button?.sdl ?? SDL_BUTTON_LEFT)
      raw.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
      raw.button.clicks = 1
    }
    switch event {
    case .pointerDown(let e): button(e, down: true)
    case .pointerUp(let e): button(e, down: false)
    case .pointerMove(let e):
      raw.type = SDL_MOUSEMOTION.rawValue
      raw.motion.x = Int32(clamping: Int(e.x.rounded(.down)))
      raw.motion.y = Int32(clamping: Int(e.y.rounded(.down)))
      raw.motion.state = e.button.map { CSDL2_ButtonMask($0.sdl) } ?? 0
    case .touchDown(let t), .touchMove(let t), .touchUp(let t):
      switch event {
      case .touchDown: raw.type = SDL_FINGERDOWN.rawValue
      case .touchUp: raw.type = SDL_FINGERUP.rawValue
      default: raw.type = SDL_FINGERMOTION.rawValue
      }
      raw.tfinger.touchId = 1
      raw.tfinger.fingerId = t.finger
      raw.tfinger.x = Float(t.x)
      raw.tfinger.y = Float(t.y)
    case .keyDown(let e), .keyUp(let e):
      let down: Bool
      if case .keyDown = event { down = true } else { down = false }
      raw.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
      raw.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
      raw.key.repeat = e.isRepeat ? 1 : 0
      raw.key.keysym.sym = e.key.sdl
      raw.key.keysym.mod = e.modifiers.sdl
    case .quit:
      raw.type = SDL_QUIT.rawValue
    default:
      return
    }
    raw.common.timestamp = SDL_GetTicks()
    SDL_PushEvent(&raw)
  }

  /// Posts a quit request (as if the user closed the window).
  public func postQuit() {
    var raw = SDL_Event()
    raw.type = SDL_QUIT.rawValue
    SDL_PushEvent(&raw)
  }
}
