import FloatingPanel
import PanelRendering
import PlaygroundCore
import SDLKit

/// Small antialiased shapes baked once per size and colour: filled circles (close button, pins),
/// place icons (a circle with a white symbol, ``PlaceGlyphs``), the search magnifier and the close
/// cross. Drawn with 1:1 copies, so they can be cut to
/// a clip rectangle as list rows scroll.
final class IconSprites {
  private enum Kind: Hashable {
    case circle
    case magnifier
    case cross
    case place(PlaceSymbol)
  }
  private struct Key: Hashable {
    var kind: Kind
    var pixels: Int
    var color: RGBA
  }
  private let renderer: Renderer
  private var textures = LRUCache<Key, Texture>(capacity: 128)

  init(renderer: Renderer) {
    self.renderer = renderer
  }

  /// Draws a filled circle of `diameter` points with its top-left at `origin`.
  func circle(at origin: Point, diameter: Double, color: Color, scale: Double, clip: PixelRect?) throws {
    try draw(.circle, at: origin, size: diameter, color: color, scale: scale, clip: clip)
  }

  /// Draws a place's icon — a circle of `color` with `symbol` in white — `diameter` points wide
  /// with its top-left at `origin`.
  func placeIcon(
    _ symbol: PlaceSymbol, at origin: Point, diameter: Double, color: Color, scale: Double, clip: PixelRect?
  ) throws {
    try draw(.place(symbol), at: origin, size: diameter, color: color, scale: scale, clip: clip)
  }

  /// Draws the magnifier glyph, `size` points square.
  func magnifier(at origin: Point, size: Double, color: Color, scale: Double, clip: PixelRect?) throws {
    try draw(.magnifier, at: origin, size: size, color: color, scale: scale, clip: clip)
  }

  /// Draws a cross (×), `size` points square.
  func cross(at origin: Point, size: Double, color: Color, scale: Double, clip: PixelRect?) throws {
    try draw(.cross, at: origin, size: size, color: color, scale: scale, clip: clip)
  }

  private func draw(_ kind: Kind, at origin: Point, size: Double, color: Color, scale: Double, clip: PixelRect?) throws {
    let px = max(1, Int((size * scale).rounded()))
    let key = Key(kind: kind, pixels: px, color: color.rgba)
    let texture: Texture
    if let t = textures.value(for: key) {
      texture = t
    } else {
      texture = try renderer.makeTexture(Self.bake(key), scaleMode: .nearest)
      textures.insert(texture, for: key)
    }
    let dest = PixelRect(
      x: Int((origin.x * scale).rounded()), y: Int((origin.y * scale).rounded()), width: texture.width,
      height: texture.height)
    if let clip {
      renderer.copy(texture, to: dest, clip: clip)
    } else {
      renderer.copy(texture, to: dest)
    }
  }

  private static func bake(_ key: Key) -> PixelBuffer {
    let n = Double(key.pixels)
    var c = RasterCanvas(width: key.pixels, height: key.pixels, background: .clear)
    switch key.kind {
    case .circle:
      c.ellipse(cx: n / 2, cy: n / 2, rx: n / 2, ry: n / 2, color: key.color)
    case .magnifier:
      let u = n / 16
      c.ring(cx: 6.7 * u, cy: 6.7 * u, radius: 4.9 * u, thickness: 1.9 * u, color: key.color)
      c.line(from: (10.4 * u, 10.4 * u), to: (14.2 * u, 14.2 * u), width: 2.2 * u, color: key.color)
    case .place(let symbol):
      return PlaceGlyphs.bake(symbol, tint: key.color, pixels: key.pixels)
    case .cross:
      let u = n / 12
      c.line(from: (2 * u, 2 * u), to: (10 * u, 10 * u), width: 1.9 * u, color: key.color)
      c.line(from: (10 * u, 2 * u), to: (2 * u, 10 * u), width: 1.9 * u, color: key.color)
    }
    return c.image
  }
}
