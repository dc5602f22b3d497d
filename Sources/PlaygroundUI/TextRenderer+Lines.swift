import FloatingPanel
import PanelRendering
import SDLKit

/// The one-line text calls the playground's renderers make.
extension TextRenderer {
  /// Draws one line with its top-left at (`x`, `y`) points, in `size` and `weight` (primary text
  /// colour by default), cut to `maxWidth` points and to `clip` pixels.
  func text(
    _ string: String, _ x: Double, _ y: Double, size: Double, weight: FontLocator.Weight = .regular,
    color: Color = Palette.textPrimary, maxWidth: Double? = nil, clip: PixelRect?, scale: Double
  ) throws {
    try draw(
      string, at: Point(x: x, y: y), style: TextStyle(size: size, weight: weight, color: color), scale: scale,
      maxWidth: maxWidth, clip: clip)
  }

  /// The width of `string` in points.
  func width(_ string: String, size: Double, weight: FontLocator.Weight = .regular, scale: Double) throws -> Double {
    try measure(string, style: TextStyle(size: size, weight: weight), scale: scale).width
  }
}
