import CSDL2

/// A reference-counted hold on SDL's video and events subsystems: created by a `Window`, the
/// subsystems stay up while any holder lives. The headless renderer does not need it.
final class VideoSubsystem {
  private init() {}

  /// Initialises video and events, pinning the software renderer (so that window pixels equal
  /// headless pixels) and presenting its surface without a GL round trip
  /// (`SDL_HINT_FRAMEBUFFER_ACCELERATION=0`).
  ///
  /// - Throws: `DisplayUnavailableError` when SDL finds no display; `SDLError` otherwise.
  static func acquire() throws -> VideoSubsystem {
    // An empty SDL_VIDEODRIVER means "not set" (SDL would otherwise try every driver and settle
    // on its invisible offscreen one).
    if let value = SDL_getenv("SDL_VIDEODRIVER"), value.pointee == 0 { unsetenv("SDL_VIDEODRIVER") }
    let requested = SDL_getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
    // With no display SDL would quietly fall back to its invisible "offscreen" driver: refuse,
    // unless a driver was asked for explicitly (e.g. SDL_VIDEODRIVER=dummy in tests).
    if requested == nil && SDL_getenv("DISPLAY") == nil && SDL_getenv("WAYLAND_DISPLAY") == nil {
      throw DisplayUnavailableError(driver: nil, sdlMessage: "neither DISPLAY nor WAYLAND_DISPLAY is set")
    }
    if requested == nil {
      // Try only the display server that is announced, so a missing one fails quickly and
      // quietly (no Wayland client noise when only X11 is there, and vice versa).
      let x11 = SDL_getenv("DISPLAY") != nil, wayland = SDL_getenv("WAYLAND_DISPLAY") != nil
      if x11 != wayland { SDL_SetHint(SDL_HINT_VIDEODRIVER, x11 ? "x11" : "wayland") }
    }
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
    // Without this, SDL shows the software renderer's window surface through OpenGL (under Xvfb:
    // Mesa's llvmpipe, two threads, a 4 MB upload and a textured quad per present, ~100 MB of RSS
    // and 120–160 ms of start-up). "0" makes SDL write the surface to the window directly
    // (XShmPutImage on X11). Pixels are the same: the surface is what the renderer drew.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "nearest")
    // A touch arrives as finger events only, and the mouse as mouse events only: SDL makes up
    // neither from the other, so a drag with a finger is not counted twice.
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
    // SIGINT and SIGTERM are the program's to handle (the playground ends the window at once,
    // not through an SDL_QUIT that a quit confirmation could hold up): SDL installs no handlers.
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
    // Display libraries print their own complaints (libwayland: "error: …") on stderr; the error
    // we throw already carries SDL's reason, on one line.
    if StandardErrorSilencer.run({ SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) }) != 0 {
      let error = SDLError.last("SDL_InitSubSystem(VIDEO)")
      // A driver that was asked for and cannot start is a display problem too (status 2).
      if requested != nil || VideoSubsystem.meansNoDisplay(error.message) {
        throw DisplayUnavailableError(driver: requested, sdlMessage: error.message)
      }
      throw error
    }
    let current = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    if requested == nil && (current == "offscreen" || current == "dummy") {
      SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
      throw DisplayUnavailableError(driver: current, sdlMessage: "SDL found no real display, only its \(current) driver")
    }
    return VideoSubsystem()
  }

  /// Whether SDL's error text says that no display could be reached.
  static func meansNoDisplay(_ message: String) -> Bool {
    let lower = message.lowercased()
    return lower.contains("no available video device") || lower.contains("couldn't open")
      || lower.contains("display") || lower.contains("x11") || lower.contains("wayland")
  }

  deinit { SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) }
}
