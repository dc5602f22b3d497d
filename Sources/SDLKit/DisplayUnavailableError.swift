/// There is no display to open a window on (no X11/Wayland server, or SDL could not reach it).
///
/// Its description tells the user how to proceed: run under `xvfb-run`, or use the commands
/// that need no display (`playground screenshot`, `playground replay`).
public struct DisplayUnavailableError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The video driver SDL tried, if any (`SDL_VIDEODRIVER` or SDL's own choice).
  public var driver: String?
  /// SDL's explanation, from `SDL_GetError()`.
  public var sdlMessage: String

  /// Creates the error.
  public init(driver: String?, sdlMessage: String) {
    self.driver = driver
    self.sdlMessage = sdlMessage
  }

  /// A one-paragraph message naming the way out.
  public var description: String {
    let via = driver.map { " (video driver \($0))" } ?? ""
    return "no display available\(via): \(sdlMessage). "
      + "Run the window under a virtual display with `xvfb-run -a playground …`, "
      + "or use the headless commands `playground screenshot` and `playground replay`, which need no display."
  }
}
