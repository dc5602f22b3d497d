import SDLKit

/// How the window's coordinates become the scene's points when a pixel density is forced
/// (`window --scale N`): SDL reports sizes and pointer positions in window coordinates, which
/// are the scene's points only when the density is the display's own. Forcing `N` pixels per
/// point on a display that gives `r` makes the window `N / r` times larger in window
/// coordinates; a window coordinate is `factor = r / N` points (1 when nothing is forced).
///
/// ```swift
/// let s = PointScale(forced: 2, native: 1)      // Xvfb at --scale 2: the window is 2× larger
/// s.points(2560)                                // 1280
/// s.window(1280)                                // 2560
/// s.windowEvent(.pointerDown(PointerEvent(x: 200, y: 150, button: .primary, timestamp: 0)))
/// // .pointerDown(PointerEvent(x: 400, y: 300, …))
/// ```
package struct PointScale: Equatable {
  /// Points per window coordinate.
  package let factor: Double
  /// The pixels per point the scene is drawn at.
  package let pixelScale: Double

  /// `forced` pixels per point (nil: the display's own) on a display giving `native` pixels per
  /// window coordinate.
  package init(forced: Int?, native: Double) {
    let native = native.isFinite && native > 0 ? native : 1
    pixelScale = forced.map(Double.init) ?? native
    factor = native / pixelScale
  }

  /// A length of `window` coordinates in whole points (at least 1).
  package func points(_ window: Int) -> Int { max(1, Int((Double(window) * factor).rounded(.down))) }

  /// A length of `points` in whole window coordinates (at least 1).
  package func window(_ points: Int) -> Int { max(1, Int((Double(points) / factor).rounded())) }

  /// `event` in window coordinates (the inverse of what ``SDLEventSource/input(_:scale:)`` does to
  /// positions), for posting scripted input.
  package func windowEvent(_ event: Event) -> Event {
    guard factor != 1 else { return event }
    func scaled(_ e: PointerEvent) -> PointerEvent {
      var e = e
      (e.x, e.y) = (e.x / factor, e.y / factor)
      return e
    }
    switch event {
    case .pointerDown(let e): return .pointerDown(scaled(e))
    case .pointerMove(let e): return .pointerMove(scaled(e))
    case .pointerUp(let e): return .pointerUp(scaled(e))
    default: return event
    }
  }
}
