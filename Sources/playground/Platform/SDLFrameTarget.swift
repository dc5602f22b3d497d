import SDLKit

/// The window as a ``FrameTarget``: its software renderer, its size in points and pixel scale
/// as SDL reports them, `SDL_SetWindowSize`, and `SDL_RenderPresent`.
final class SDLFrameTarget: FrameTarget {
  /// The window.
  let window: Window
  /// The window's software renderer.
  let renderer: Renderer

  /// The target of `window`.
  ///
  /// - Throws: `SDLError` when SDL cannot create the renderer.
  init(window: Window) throws {
    self.window = window
    renderer = try window.renderer()
  }

  /// The window's size in points.
  var size: PixelSize { window.size }
  /// The window's pixels per point.
  var pixelScale: Double { window.pixelScale }
  /// Resizes the window; SDL reports the new size as an event.
  func setSize(width: Int, height: Int) { window.setSize(width: width, height: height) }
  /// Shows the frame.
  func present() { renderer.present() }
}
