import FloatingPanel
import SDLKit

/// Draws grabber handles: fully rounded bars (a capsule), antialiased, baked once per
/// (size, sub-pixel phase, colour) and then copied.
///
/// The bar is placed at its exact sub-pixel position (quantised to ¼ px), so it stays centred on
/// the panel even when the panel's and the bar's pixel widths have different parity.
public final class GrabberRenderer {
  private struct Key: Hashable {
    var width: Double, height: Double, phaseX: Int, phaseY: Int, color: Color
  }
  private let renderer: Renderer
  private var sprites = LRUCache<Key, Texture>(capacity: 32)

  /// Creates a grabber renderer for `renderer`.
  public init(renderer: Renderer) {
    self.renderer = renderer
  }

  /// Draws a grabber whose rectangle is `pixelFrame`, in *pixels* (fractional allowed).
  ///
  /// - Throws: `SDLError` when the texture cannot be created.
  public func draw(pixelFrame frame: Rect, color: Color) throws {
    guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite,
      frame.minX.isFinite, frame.minY.isFinite, abs(frame.minX) < 1e6, abs(frame.minY) < 1e6, color.alpha > 0
    else { return }
    let ix = (frame.minX * 4).rounded(.down) / 4, iy = (frame.minY * 4).rounded(.down) / 4
    let baseX = ix.rounded(.down), baseY = iy.rounded(.down)
    let key = Key(
      width: min(frame.width, 2048), height: min(frame.height, 2048), phaseX: Int((ix - baseX) * 4),
      phaseY: Int((iy - baseY) * 4), color: color)
    let texture: Texture
    if let hit = sprites.value(for: key) {
      texture = hit
    } else {
      texture = try renderer.makeTexture(GrabberRenderer.bake(key: key), scaleMode: .nearest)
      sprites.insert(texture, for: key)
    }
    renderer.copy(
      texture, to: PixelRect(x: Int(baseX), y: Int(baseY), width: texture.width, height: texture.height))
  }

  private static func bake(key: Key) -> PixelBuffer {
    let fx = Double(key.phaseX) / 4, fy = Double(key.phaseY) / 4
    let w = Int((fx + key.width).rounded(.up)), h = Int((fy + key.height).rounded(.up))
    let radius = min(key.width, key.height) / 2
    let shape = RoundedRectShape(
      minX: fx, minY: fy, maxX: fx + key.width, maxY: fy + key.height, topLeft: radius, topRight: radius,
      bottomLeft: radius, bottomRight: radius)
    var image = PixelBuffer(width: w, height: h)
    for y in 0..<h {
      for x in 0..<w {
        let coverage = min(1, max(0, 0.5 - shape.signedDistance(x: Double(x) + 0.5, y: Double(y) + 0.5)))
        guard coverage > 0 else { continue }
        var c = key.color.rgba
        c.a = RGBA.quantize(key.color.alpha * coverage)
        if c.a == 0 { c = .clear }
        image[x, y] = c
      }
    }
    return image
  }
}
