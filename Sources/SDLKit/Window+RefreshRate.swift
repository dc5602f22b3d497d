import CSDL2

extension Window {
  /// The refresh rate of the display the window is on, in Hz (`SDL_GetWindowDisplayMode`); 0
  /// when SDL does not know it (Xvfb and some drivers report 0) or cannot ask.
  public var displayRefreshRate: Int {
    var mode = SDL_DisplayMode()
    guard SDL_GetWindowDisplayMode(pointer, &mode) == 0 else { return 0 }
    return Int(max(0, mode.refresh_rate))
  }
}
