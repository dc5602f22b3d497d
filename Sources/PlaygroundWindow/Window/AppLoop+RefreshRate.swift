import FloatingPanel

/// Pacing to the display: the loop draws at most one frame per refresh of the display the window
/// is on (`SDL_GetWindowDisplayMode`; 60 Hz when the display reports 0, as Xvfb does), or at
/// `window --refresh-rate N`. This is only the pacing: numeric springs still step one frame of
/// the scene's display rate (`--display-rate`, 1/60 or 1/120 s) per drawn frame, and closed-form
/// springs by the real time since the last frame. A target with no display (the in-memory one
/// of tests, unless it is given a rate) paces at the display rate.
///
/// ```swift
/// AppLoop.pacingRate(override: nil, display: 144, displayRate: .hz60)  // 144
/// AppLoop.pacingRate(override: nil, display: 0, displayRate: .hz120)   // 60
/// AppLoop.pacingRate(override: 120, display: 60, displayRate: .hz60)   // 120
/// ```
extension AppLoop {
  /// The rates `--refresh-rate` accepts, Hz.
  package static let refreshRates = 24...500
  /// What the display's rate is taken to be when it reports 0 (unknown), Hz.
  package static let unknownRefreshRate = 60.0

  /// The rate the loop paces at, Hz: `override` (`--refresh-rate`), else the display's rate
  /// (`display`; 0: unknown, taken as 60), else, with no display at all, `displayRate`.
  package static func pacingRate(override: Int?, display: Int?, displayRate: DisplayRate) -> Double {
    if let override { return Double(override) }
    guard let display else { return displayRate.framesPerSecond }
    return display > 0 ? Double(display) : unknownRefreshRate
  }

  /// The interval the loop paces at now, seconds (``pacingRate(override:display:displayRate:)``).
  package var pacingInterval: Double {
    let rate = Self.pacingRate(override: refreshRate, display: target.refreshRate, displayRate: scene.displayRate)
    // The display rate's own interval when they agree, so that the schedule is exactly as before.
    return rate == scene.displayRate.framesPerSecond ? scene.displayRate.frameInterval : 1 / rate
  }
}
