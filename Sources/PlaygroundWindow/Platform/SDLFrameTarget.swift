import SDLKit

/// The window as a ``FrameTarget``: its software renderer, its size in points and pixel scale
/// (``PointScale``: the renderer's output size over the window's size, or the density `--scale`
/// forces), `SDL_SetWindowSize`, and `SDL_RenderPresent`.
package final class SDLFrameTarget: FrameTarget {
  /// The window.
  package let window: Window
  /// The window's software renderer.
  package let renderer: Renderer
  /// Window coordinates to points, and the pixels per point.
  package let scale: PointScale

  /// The target of `window`, drawn at `forcedScale` pixels per point (nil: the display's).
  ///
  /// - Throws: `SDLError` when SDL cannot create the renderer.
  package init(window: Window, forcedScale: Int? = nil) throws {
    self.window = window
    renderer = try window.renderer()
    let points = window.size, pixels = renderer.outputSize
    let native = points.width > 0 && pixels.width > 0 ? Double(pixels.width) / Double(points.width) : window.pixelScale
    scale = PointScale(forced: forcedScale, native: native)
  }

  /// The window's size in points.
  package var size: PixelSize {
    let s = window.size
    return PixelSize(width: scale.points(s.width), height: scale.points(s.height))
  }
  /// Pixels per point.
  package var pixelScale: Double { scale.pixelScale }
  /// The refresh rate of the display the window is on (`SDL_GetWindowDisplayMode`; 0 unknown).
  package var refreshRate: Int? { window.displayRefreshRate }
  /// Resizes the window to `width`×`height` points; SDL reports the new size as an event.
  package func setSize(width: Int, height: Int) { window.setSize(width: scale.window(width), height: scale.window(height)) }
  /// Shows the frame.
  package func present() { renderer.present() }
}
