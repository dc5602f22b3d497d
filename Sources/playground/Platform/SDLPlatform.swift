import SDLKit

/// The real platform of the window loop: an SDL window (resizable), its event queue
/// (``SDLEventSource``), its renderer (``SDLFrameTarget``) and the monotonic clock
/// (``SystemClock``).
///
/// ```swift
/// let sdl = try SDLPlatform(title: AppLoop.title, size: SceneSize(width: 1280, height: 800))
/// let app = try AppLoop(platform: sdl.platform)
/// sdl.events.post(.quit(timestamp: 0))
/// ```
struct SDLPlatform {
  /// The window.
  let window: Window
  /// Its events.
  let events: SDLEventSource
  /// Its renderer.
  let target: SDLFrameTarget
  /// The monotonic clock.
  let clock = SystemClock()

  /// Opens a window titled `title` of `size` points.
  ///
  /// - Throws: `DisplayUnavailableError` without a display (SDLKit refuses SDL's invisible
  ///   offscreen/dummy fallback unless `SDL_VIDEODRIVER` asked for it), `SDLError` otherwise.
  init(title: String, size: SceneSize) throws {
    window = try Window(title: title, width: size.width, height: size.height, resizable: true)
    events = SDLEventSource(window: window)
    target = try SDLFrameTarget(window: window)
  }

  /// The three as the loop takes them.
  var platform: LoopPlatform { LoopPlatform(events: events, target: target, clock: clock) }
}
