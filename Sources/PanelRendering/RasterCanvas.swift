import FloatingPanel
import SDLKit

/// A small antialiased rasteriser over a ``PixelBuffer`` (opaque target, straight-alpha
/// sources), used to paint the map once and to bake icons. Coordinates are in pixels.
public struct RasterCanvas {
  /// The image being painted.
  public private(set) var image: PixelBuffer

  /// A canvas of `width × height` pixels filled with `background`.
  public init(width: Int, height: Int, background: RGBA) {
    image = PixelBuffer(width: width, height: height, fill: background)
  }

  public var width: Int { image.width }
  public var height: Int { image.height }

  /// Blends `color` at coverage `c` (0…1) into pixel (x, y).
  @inline(__always)
  private static func blend(
    _ x: Int, _ y: Int, _ color: RGBA, _ c: Double, width: Int, bytes: UnsafeMutableBufferPointer<UInt8>
  ) {
    let a = c * Double(color.a) / 255
    guard a > 0.002 else { return }
    let i = (y * width + x) * 4
    if a >= 0.998 && color.a == 255 {
      bytes[i] = color.r
      bytes[i + 1] = color.g
      bytes[i + 2] = color.b
      bytes[i + 3] = 255
      return
    }
    if bytes[i + 3] == 0 {
      // Transparent target (icon bakes): store straight alpha.
      bytes[i] = color.r
      bytes[i + 1] = color.g
      bytes[i + 2] = color.b
      bytes[i + 3] = UInt8(min(255, (a * 255).rounded()))
      return
    }
    let target = Straight(r: Double(bytes[i]), g: Double(bytes[i + 1]), b: Double(bytes[i + 2]), a: Double(bytes[i + 3]) / 255)
    let out = target.under(Straight(r: Double(color.r), g: Double(color.g), b: Double(color.b), a: a))
    func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v.rounded()))) }
    bytes[i] = byte(out.r)
    bytes[i + 1] = byte(out.g)
    bytes[i + 2] = byte(out.b)
    bytes[i + 3] = byte(out.a * 255)
  }

  /// Paints the pixels of the box `(x0…x1, y0…y1)` with `color`, weighted by the coverage that
  /// `distance` (signed distance in pixels from a pixel centre to the shape) implies.
  private mutating func paint(
    minX: Double, minY: Double, maxX: Double, maxY: Double, color: RGBA, distance: (Double, Double) -> Double
  ) {
    let x0 = max(0, Int((minX - 1).rounded(.down))), y0 = max(0, Int((minY - 1).rounded(.down)))
    let x1 = min(width, Int((maxX + 1).rounded(.up))), y1 = min(height, Int((maxY + 1).rounded(.up)))
    guard x1 > x0, y1 > y0 else { return }
    let w = width
    image.bytes.withUnsafeMutableBufferPointer { buf in
      for y in y0..<y1 {
        let py = Double(y) + 0.5
        for x in x0..<x1 {
          let d = distance(Double(x) + 0.5, py)
          let c = min(1, max(0, 0.5 - d))
          if c > 0 { Self.blend(x, y, color, c, width: w, bytes: buf) }
        }
      }
    }
  }

  /// A capsule: the segment a→b thickened to `width`.
  public mutating func line(from a: (Double, Double), to b: (Double, Double), width: Double, color: RGBA) {
    let r = width / 2
    let dx = b.0 - a.0, dy = b.1 - a.1
    let len2 = max(1e-9, dx * dx + dy * dy)
    paint(
      minX: min(a.0, b.0) - r, minY: min(a.1, b.1) - r, maxX: max(a.0, b.0) + r, maxY: max(a.1, b.1) + r,
      color: color
    ) { x, y in
      let t = min(1, max(0, ((x - a.0) * dx + (y - a.1) * dy) / len2))
      let ex = x - (a.0 + t * dx), ey = y - (a.1 + t * dy)
      return (ex * ex + ey * ey).squareRoot() - r
    }
  }

  /// A polyline of capsules; long segments are split so each piece paints a tight box.
  public mutating func polyline(_ points: [(Double, Double)], width: Double, color: RGBA) {
    guard points.count >= 2 else { return }
    for i in 1..<points.count {
      let a = points[i - 1], b = points[i]
      let len = ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
      let pieces = max(1, Int((len / max(24, width * 2)).rounded(.up)))
      for k in 0..<pieces {
        let t0 = Double(k) / Double(pieces), t1 = Double(k + 1) / Double(pieces)
        line(
          from: (a.0 + (b.0 - a.0) * t0, a.1 + (b.1 - a.1) * t0),
          to: (a.0 + (b.0 - a.0) * t1, a.1 + (b.1 - a.1) * t1), width: width, color: color)
      }
    }
  }

  /// A rounded rectangle.
  public mutating func roundedRect(x: Double, y: Double, width w: Double, height h: Double, radius: Double, color: RGBA) {
    let r = min(radius, min(w, h) / 2)
    let cx = x + w / 2, cy = y + h / 2, hx = w / 2 - r, hy = h / 2 - r
    paint(minX: x, minY: y, maxX: x + w, maxY: y + h, color: color) { px, py in
      let qx = abs(px - cx) - hx, qy = abs(py - cy) - hy
      let ox = max(qx, 0), oy = max(qy, 0)
      return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
    }
  }

  /// An ellipse centred on (cx, cy) (approximate distance, exact for circles).
  public mutating func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, color: RGBA) {
    let k = min(rx, ry)
    paint(minX: cx - rx, minY: cy - ry, maxX: cx + rx, maxY: cy + ry, color: color) { px, py in
      let nx = (px - cx) / rx, ny = (py - cy) / ry
      return ((nx * nx + ny * ny).squareRoot() - 1) * k
    }
  }

  /// A ring (circle outline) of `thickness`.
  public mutating func ring(cx: Double, cy: Double, radius: Double, thickness: Double, color: RGBA) {
    let o = radius + thickness / 2
    paint(minX: cx - o, minY: cy - o, maxX: cx + o, maxY: cy + o, color: color) { px, py in
      let d = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
      return abs(d - radius) - thickness / 2
    }
  }

  /// A convex polygon (its corners in order, either way round); the distance is the farthest
  /// edge's, exact along the edges (the antialiased part) and slightly short near outer corners.
  public mutating func convexPolygon(_ points: [(Double, Double)], color: RGBA) {
    guard points.count >= 3 else { return }
    var area = 0.0
    for i in points.indices {
      let a = points[i], b = points[(i + 1) % points.count]
      area += a.0 * b.1 - b.0 * a.1
    }
    let sign = area >= 0 ? 1.0 : -1.0
    // Each edge's outward normal (unit) and offset: distance = n·p − c.
    var edges: [(Double, Double, Double)] = []
    for i in points.indices {
      let a = points[i], b = points[(i + 1) % points.count]
      let dx = b.0 - a.0, dy = b.1 - a.1, len = (dx * dx + dy * dy).squareRoot()
      guard len > 1e-9 else { continue }
      let nx = sign * dy / len, ny = -sign * dx / len
      edges.append((nx, ny, nx * a.0 + ny * a.1))
    }
    guard !edges.isEmpty else { return }
    let xs = points.map(\.0), ys = points.map(\.1)
    paint(minX: xs.min() ?? 0, minY: ys.min() ?? 0, maxX: xs.max() ?? 0, maxY: ys.max() ?? 0, color: color) { px, py in
      var d = -Double.infinity
      for e in edges { d = max(d, e.0 * px + e.1 * py - e.2) }
      return d
    }
  }

  /// Composites an image with straight alpha at (x, y).
  public mutating func draw(_ source: PixelBuffer, x: Int, y: Int) {
    guard source.width > 0, source.height > 0 else { return }
    let w = width, h = height
    image.bytes.withUnsafeMutableBufferPointer { buf in
      for sy in 0..<source.height {
        let ty = y + sy
        guard ty >= 0, ty < h else { continue }
        for sx in 0..<source.width {
          let tx = x + sx
          guard tx >= 0, tx < w else { continue }
          let c = source[sx, sy]
          guard c.a > 0 else { continue }
          Self.blend(tx, ty, RGBA(r: c.r, g: c.g, b: c.b), Double(c.a) / 255, width: w, bytes: buf)
        }
      }
    }
  }
}
