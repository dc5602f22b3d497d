import FloatingPanel
import PanelRendering
import PlaygroundCore
import SDLKit

/// A place's icon as Apple Maps draws it in a list: a filled circle in the place's colour with a
/// white glyph in the manner of an SF Symbol (``PlaceSymbol``: fork and knife, cup, tree, book,
/// columns, bag, cart, tram, bed, cross, umbrella, pin). Vector shapes on a 32-unit grid, painted
/// antialiased at the icon's size in pixels, so it is crisp at 1×, 2× and 3×; ``IconSprites``
/// bakes each (symbol, colour, size) once.
///
/// ```swift
/// let icon = PlaceGlyphs.bake(.cup, tint: RGBA(hex: 0xA2845E), pixels: 96)  // 32 pt at 3×
/// ```
enum PlaceGlyphs {
  /// The icon of `symbol` on a circle of `tint`, `pixels` square (transparent outside the circle).
  static func bake(_ symbol: PlaceSymbol, tint: RGBA, pixels: Int) -> PixelBuffer {
    let n = Double(max(1, pixels))
    var c = RasterCanvas(width: max(1, pixels), height: max(1, pixels), background: .clear)
    c.ellipse(cx: n / 2, cy: n / 2, rx: n / 2, ry: n / 2, color: tint)
    draw(symbol, on: &c, unit: n / 32, tint: tint)
    return c.image
  }

  /// Paints `symbol` in white on `c` (a 32-unit grid of `u` pixels; `tint` cuts holes).
  private static func draw(_ symbol: PlaceSymbol, on c: inout RasterCanvas, unit u: Double, tint: RGBA) {
    let white = RGBA(r: 255, g: 255, b: 255)
    func line(_ a: (Double, Double), _ b: (Double, Double), _ w: Double, _ color: RGBA = white) {
      c.line(from: (a.0 * u, a.1 * u), to: (b.0 * u, b.1 * u), width: w * u, color: color)
    }
    func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, r: Double, _ color: RGBA = white) {
      c.roundedRect(x: x * u, y: y * u, width: w * u, height: h * u, radius: r * u, color: color)
    }
    func dot(_ x: Double, _ y: Double, _ r: Double, _ color: RGBA = white) {
      c.ellipse(cx: x * u, cy: y * u, rx: r * u, ry: r * u, color: color)
    }
    func polygon(_ points: [(Double, Double)], _ color: RGBA = white) {
      c.convexPolygon(points.map { ($0.0 * u, $0.1 * u) }, color: color)
    }
    switch symbol {
    case .forkKnife:
      for x in [9.6, 12, 14.4] { line((x, 7.5), (x, 12.5), 1.4) }  // the fork's tines
      box(8.9, 11.5, 6.2, 3.4, r: 1.7)
      line((12, 14), (12, 24.5), 2.2)
      polygon([(18.2, 16.5), (18.2, 9.5), (19.4, 7.2), (22.2, 7.2), (22.2, 16.5)])  // the knife's blade
      line((20.6, 15), (20.6, 24.5), 2.2)
    case .cup:
      box(8.5, 11.5, 11.5, 9.5, r: 3)
      c.ring(cx: 21 * u, cy: 15 * u, radius: 2.5 * u, thickness: 1.7 * u, color: white)
      line((7.5, 23.6), (22.5, 23.6), 1.9)  // the saucer
      for x in [11.5, 14.25, 17] { line((x, 6.8), (x, 9.2), 1.4) }  // steam
    case .tree:
      dot(16, 12.3, 6.6)
      dot(11.4, 15.2, 3.6)
      dot(20.6, 15.2, 3.6)
      line((16, 15), (16, 25), 2.4)
    case .book:
      polygon([(7.5, 9), (14, 9.6), (15.2, 11), (15.2, 23.4), (7.5, 22.2)])
      polygon([(24.5, 9), (18, 9.6), (16.8, 11), (16.8, 23.4), (24.5, 22.2)])
    case .columns:
      polygon([(16, 6.2), (24.8, 11.2), (7.2, 11.2)])  // the pediment
      for x in [10.2, 14.1, 17.9, 21.8] { line((x, 13), (x, 20.5), 2.2) }
      box(7.2, 21.8, 17.6, 2.8, r: 0.8)
    case .bag:
      c.ring(cx: 16 * u, cy: 11.5 * u, radius: 3.6 * u, thickness: 1.8 * u, color: white)
      box(8.8, 11.5, 14.4, 12.8, r: 2.2)
    case .cart:
      line((6.8, 8.6), (9.6, 8.6), 1.8)
      line((9.6, 8.6), (11.6, 19.4), 1.8)
      polygon([(10.6, 11), (25, 11), (23.4, 18.6), (12, 18.6)])
      line((11.6, 19.4), (23, 19.4), 1.8)
      dot(13.3, 23.2, 1.8)
      dot(21.4, 23.2, 1.8)
    case .tram:
      box(10, 6.8, 12, 15.2, r: 3.2)
      box(12.2, 9.2, 7.6, 5.2, r: 1.1, tint)  // the window
      dot(13.4, 18.6, 1.2, tint)
      dot(18.6, 18.6, 1.2, tint)
      line((12.6, 22), (11, 25.4), 1.7)
      line((19.4, 22), (21, 25.4), 1.7)
    case .bed:
      line((8, 9.5), (8, 23.5), 2.2)
      box(7, 16, 18, 4.8, r: 1.2)
      box(9.6, 12, 5.6, 3.4, r: 1.5)
      box(16, 12.6, 8.4, 2.8, r: 1.3)
      line((24, 20), (24, 23.5), 2.2)
    case .cross:
      box(13.4, 7.6, 5.2, 16.8, r: 1.2)
      box(7.6, 13.4, 16.8, 5.2, r: 1.2)
    case .umbrella:
      c.ellipse(cx: 16 * u, cy: 15.6 * u, rx: 9.4 * u, ry: 8.6 * u, color: white)
      box(6, 15.6, 20, 9.2, r: 0, tint)  // the canopy's lower half cut away
      for x in [9.7, 16, 22.3] { dot(x, 15.9, 3.1, tint) }  // its scalloped rim
      line((16, 12), (16, 24.4), 1.8)
      line((10.8, 24.6), (21.2, 24.6), 1.8)
    case .pin:
      dot(16, 13, 5.6)
      polygon([(11.3, 16), (20.7, 16), (16, 24.6)])
      dot(16, 13, 2.2, tint)
    }
  }
}
