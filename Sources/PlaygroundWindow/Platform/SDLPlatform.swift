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
package struct SDLPlatform {
  /// The window.
  package let window: Window
  /// Its events.
  package let events: SDLEventSource
  /// Its renderer.
  package let target: SDLFrameTarget
  /// The monotonic clock.
  package let clock = SystemClock()

  /// Opens a window titled `title` of `size` points (high density allowed), drawn at `scale`
  /// pixels per point (nil: the display's own, the renderer's output size over the window's
  /// size). A forced scale makes the window that many pixels per point: on a display that
  /// reports 1 (X11, Xvfb) a `--scale 2` window is twice as large in window coordinates, and
  /// its events are scaled back to points.
  ///
  /// - Throws: `DisplayUnavailableError` without a display (SDLKit refuses SDL's invisible
  ///   offscreen/dummy fallback unless `SDL_VIDEODRIVER` asked for it), `SDLError` otherwise.
  package init(title: String, size: SceneSize, scale: Int? = nil) throws {
    let guess = scale ?? 1  // most displays report 1 pixel per window coordinate
    window = try Window(title: title, width: size.width * guess, height: size.height * guess, resizable: true)
    events = SDLEventSource(window: window)
    let target = try SDLFrameTarget(window: window, forcedScale: scale)
    if target.size != PixelSize(width: size.width, height: size.height) {
      // The display's density was not the guess: the window is resized to `size` points.
      window.setSize(width: target.scale.window(size.width), height: target.scale.window(size.height))
    }
    self.target = target
    events.scale = target.scale
  }

  /// The three as the loop takes them.
  package var platform: LoopPlatform { LoopPlatform(events: events, target: target, clock: clock) }
}
