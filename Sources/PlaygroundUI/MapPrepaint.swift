import Dispatch
import FloatingPanel
import PanelRendering
import SDLKit
import Synchronization

/// The map painted on another core while the window opens: the first frame's largest cost
/// (about 25–40 ms at 1280×800) overlaps SDL's start-up and the X server round trips instead of
/// following them. The image is the one ``MapBackground`` paints on the main thread (same
/// function, same font files, light hinting); ``SceneRenderer`` takes it for the first frame when
/// the window's pixel size is the one guessed, and paints its own otherwise.
///
/// ```swift
/// let early = MapPrepaint(size: Size(width: 1280, height: 800), scale: 1)   // before the window
/// let window = try Window(...)
/// driver.drawing.prepaintedMap = early                                       // used by frame 1
/// ```
package final class MapPrepaint: Sendable {
  /// The pixel size painted.
  package let pixels: PixelSize
  private let painted = DispatchSemaphore(value: 0)
  private let result = Mutex<PixelBuffer?>(nil)

  /// Starts painting the map of a `size`-point window at `scale` pixels per point.
  package init(size: Size, scale: Double, locator: FontLocator = FontLocator()) {
    pixels = PixelSize(width: max(1, Int((size.width * scale).rounded())), height: max(1, Int((size.height * scale).rounded())))
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      var fonts: [String: Font] = [:]
      let image = try? MapBackground.image(size: size, scale: scale) { weight, pixelSize in
        let path = try locator.locate(weight: weight)
        let key = "\(path)@\(pixelSize)"
        if let font = fonts[key] { return font }
        let font = try Font(path: path, pixelSize: pixelSize, hinting: .light)
        fonts[key] = font
        return font
      }
      result.withLock { $0 = image }
      painted.signal()
    }
  }

  /// The painted image when `pixels` is the size painted (waiting for the paint to finish), nil
  /// at once for another size, and nil when painting failed (the caller paints and reports).
  /// The image is handed over: this object keeps no copy (4 MB at 1280×800 that a caller
  /// holding it would otherwise keep alive), and a second take gives nil without waiting.
  package func take(for pixels: PixelSize) -> PixelBuffer? {
    guard pixels == self.pixels else { return nil }
    painted.wait()
    painted.signal()  // a second take does not block
    return result.withLock { image in
      defer { image = nil }
      return image
    }
  }
}
