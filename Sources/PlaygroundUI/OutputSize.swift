import FloatingPanel
import PanelRendering
import SDLKit
import StrictJSON

/// The size of a picture in pixels, checked before anything is drawn: each side from 1 to
/// `Renderer.maximumPixels` (16384), so a viewport of 0.1 pt or 100000 pt is refused as bad
/// input (exit 2) instead of failing in the renderer after the work.
///
/// ```swift
/// let pixels = try OutputSize.pixels(Size(width: 390, height: 844), scale: 2, path: "viewport")  // 780×1688
/// ```
package enum OutputSize {
  /// `size` points at `scale` pixels per point, rounded as ``PanelImage/pixelSize(_:scale:)``.
  ///
  /// - Throws: ``InputError`` at `path` when a side is under 1 or over 16384 pixels.
  package static func pixels(_ size: Size, scale: Double, path: String) throws(InputError) -> PixelSize {
    let w = size.width * scale, h = size.height * scale
    let limit = Double(Renderer.maximumPixels)
    guard w.rounded() >= 1, h.rounded() >= 1, w.rounded() <= limit, h.rounded() <= limit else {
      let points = "\(OrderedJSON.format(size.width))×\(OrderedJSON.format(size.height)) pt at scale \(OrderedJSON.format(scale))"
      throw InputError(path: path, message: "\(points) is \(OrderedJSON.format(w.rounded()))×\(OrderedJSON.format(h.rounded())) pixels; each side must be from 1 to \(Renderer.maximumPixels) pixels")
    }
    return PanelImage.pixelSize(size, scale: scale)
  }
}
