import CSDL2

/// A reference-counted hold on SDL's video and events subsystems: created by a `Window`, the
/// subsystems stay up while any holder lives. The headless renderer does not need it.
final class VideoSubsystem {
  private init() {}

  /// Initialises video and events, pinning the software renderer so that window pixels equal
  /// headless pixels.
  ///
  /// - Throws: `DisplayUnavailableError` when SDL finds no display; `SDLError` otherwise.
  static func acquire() throws -> VideoSubsystem {
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "nearest")
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
    if SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
      let error = SDLError.last("SDL_InitSubSystem(VIDEO)")
      let driver = SDL_getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
      if VideoSubsystem.meansNoDisplay(error.message) {
        throw DisplayUnavailableError(driver: driver, sdlMessage: error.message)
      }
      throw error
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
