import SDLKit

/// What the window loop (``AppLoop``) draws on: a renderer the ``FrameDriver`` draws each frame
/// into, shown by ``present()``; the size in points and the pixels per point the scene is laid
/// out at; and a way to ask for another size (the loop asks a window that grew past
/// ``DrawingSizeCap`` back to the cap). The window is ``SDLFrameTarget``; tests draw on
/// ``HeadlessFrameTarget``, in memory.
///
/// ```swift
/// let target: any FrameTarget = try HeadlessFrameTarget(width: 390, height: 844)
/// target.renderer.clear(RGBA(hex: 0xE5E9F0))
/// target.present()
/// let png = try target.readPixels().pngBytes()
/// ```
package protocol FrameTarget: AnyObject {
  /// The renderer frames are drawn with.
  var renderer: Renderer { get }
  /// The drawing area's size in points.
  var size: PixelSize { get }
  /// Pixels per point (1 on X11; 2 on a typical high-density display).
  var pixelScale: Double { get }
  /// The refresh rate of the display shown on, Hz (0: the display does not say; nil: there is
  /// no display, as for the in-memory target).
  var refreshRate: Int? { get }
  /// Asks for a new size in points; the new size arrives as a `.resized` event, as a window
  /// manager reports it.
  func setSize(width: Int, height: Int)
  /// Shows the frame drawn since the last present.
  func present()
}

extension FrameTarget {
  /// The pixels of the frame drawn last (for P's screenshot).
  ///
  /// - Throws: `SDLError` when SDL cannot read them.
  package func readPixels() throws -> PixelBuffer { try renderer.readPixels() }
}
