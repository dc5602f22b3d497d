import FloatingPanel
import PanelRendering
import RenderTestSupport
import SDLKit
import Testing

extension RenderingSuite {
  /// Issue 33: continuous corners drawn as iOS draws them. A black card on white is rendered by
  /// `PanelImage` (the baked sprite: signed distance to the flattened curve) and compared with the
  /// iOS curve rasterised here independently (the Bézier path of `UIBezierPath(roundedRect:
  /// cornerRadius:)`'s published reconstruction, sampled densely and filled with 16 sample rows
  /// a pixel). The snapshots put them side by side (references in
  /// `__Snapshots__/ContinuousCornerTests/`).
  @Suite(.serialized)
  struct ContinuousCornerTests {
    /// The radii and scales the issue asks for.
    static let cases: [(radius: Double, scale: Double)] = [(12, 1), (24, 1), (38, 1), (12, 3), (24, 3), (38, 3)]

    /// The card's frame in points: all four corners rounded, sides far longer than 2 × 1.53 r.
    static let card = Rect(x: 10, y: 10, width: 150, height: 130)

    /// The rendered card's coverage (0…1) per pixel of the `size`-pixel square at the card's top
    /// left corner.
    static func rendered(radius: Double, scale: Double, curve: SurfaceAppearance.CornerCurve, size: Int) throws -> [[Double]] {
      var look = SurfaceAppearance(backgroundColor: .black, cornerRadius: radius, shadows: [], showsGrabber: false)
      look.cornerCurve = curve
      let geometry = SurfaceGeometry(position: .bottom, frame: card, appearance: look, hasFixedEdgeMargin: true)
      let pixels = PanelImage.pixelSize(Size(width: 170, height: 150), scale: scale)
      let renderer = try Renderer.headless(width: pixels.width, height: pixels.height)
      renderer.clear(.white)
      try PanelRenderer(renderer: renderer).drawPanel(geometry, appearance: look, scale: scale)
      let image = try renderer.readPixels()
      let x0 = Int(card.minX * scale), y0 = Int(card.minY * scale)
      return (0..<size).map { y in (0..<size).map { x in 1 - Double(image[x0 + x, y0 + y].r) / 255 } }
    }

    /// iOS's corner, independently: the three cubics of the reconstruction (start, control 1,
    /// control 2, end; unit radius, measured from the corner along the top edge and down the left
    /// one), sampled 400 times each into a polygon closed through the square's far corner, then
    /// filled with 16 sample rows per pixel (even–odd crossings, exact along each row).
    static func reference(radius r: Double, size: Int) -> [[Double]] {
      let k = 1.528665
      let cubics: [[(Double, Double)]] = [
        [(k, 0), (1.088492957618529, 0), (0.868406944063002, 0), (0.631493792830993, 0.074911387847016)],
        [(0.631493792830993, 0.074911387847016), (0.372823826625747, 0.169059556044370),
         (0.169059556044370, 0.372823826625747), (0.074911387847016, 0.631493792830993)],
        [(0.074911387847016, 0.631493792830993), (0, 0.868406944063002), (0, 1.088492957618529), (0, k)],
      ]
      let far = Double(size) + 2
      var polygon: [(Double, Double)] = [(far, 0), (k * r, 0)]
      for c in cubics {
        for i in 1...400 {
          let t = Double(i) / 400, u = 1 - t
          let x = u * u * u * c[0].0 + 3 * u * u * t * c[1].0 + 3 * u * t * t * c[2].0 + t * t * t * c[3].0
          let y = u * u * u * c[0].1 + 3 * u * u * t * c[1].1 + 3 * u * t * t * c[2].1 + t * t * t * c[3].1
          polygon.append((x * r, y * r))
        }
      }
      polygon += [(0, far), (far, far)]
      // 16 sample rows per pixel; along a sample row the inside is exact (the intervals between
      // crossings), so each pixel gets the length of its overlap with them.
      let n = 16
      var coverage = [[Double]](repeating: [Double](repeating: 0, count: size), count: size)
      for py in 0..<size {
        for sy in 0..<n {
          let y = Double(py) + (Double(sy) + 0.5) / Double(n)
          var xs: [Double] = []
          for i in 0..<polygon.count {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            if (a.1 <= y) != (b.1 <= y) { xs.append(a.0 + (y - a.1) * (b.0 - a.0) / (b.1 - a.1)) }
          }
          xs.sort()
          var i = 0
          while i + 1 < xs.count {
            let lo = xs[i], hi = xs[i + 1]
            for px in max(0, Int(lo.rounded(.down)))..<min(size, Int(hi.rounded(.up))) {
              let overlap = min(hi, Double(px + 1)) - max(lo, Double(px))
              if overlap > 0 { coverage[py][px] += overlap / Double(n) }
            }
            i += 2
          }
        }
      }
      return coverage
    }

    /// The largest distance between two images' edges, in pixels: for every row and column, the
    /// difference of their covered areas (exactly the edge's shift where one edge crosses it).
    static func edgeDistance(_ a: [[Double]], _ b: [[Double]]) -> Double {
      let n = a.count
      var worst = 0.0
      for i in 0..<n {
        let row = (0..<n).reduce(0.0) { $0 + a[i][$1] - b[i][$1] }
        let column = (0..<n).reduce(0.0) { $0 + a[$1][i] - b[$1][i] }
        worst = max(worst, abs(row), abs(column))
      }
      return worst
    }

    /// The square at the corner that holds the whole curve, in pixels.
    static func cornerSize(radius: Double, scale: Double) -> Int { Int((1.528665 * radius * scale).rounded(.up)) + 3 }

    @Test(arguments: 0..<6)
    func edgeWithinHalfAPixelOfTheIOSCurve(_ index: Int) throws {
      let (radius, scale) = Self.cases[index]
      let size = Self.cornerSize(radius: radius, scale: scale)
      let reference = Self.reference(radius: radius * scale, size: size)
      let continuous = try Self.rendered(radius: radius, scale: scale, curve: .continuous, size: size)
      let circular = try Self.rendered(radius: radius, scale: scale, curve: .circular, size: size)
      let drawn = Self.edgeDistance(continuous, reference)
      #expect(drawn <= 0.5, "radius \(radius) at \(scale)×: the drawn edge is \(drawn) px from iOS's curve")
      // The check can tell the curves apart: a circular corner of the same radius is farther off.
      let arc = Self.edgeDistance(circular, reference)
      print("continuous corner r \(radius) at \(scale)×: drawn edge \(drawn) px from iOS's curve, circular \(arc) px")
      #expect(arc > max(0.6, 2 * drawn), "radius \(radius) at \(scale)×: circular corner only \(arc) px off")
    }

    /// Side by side, each corner magnified to about 240 px: the drawn continuous corner, the
    /// reference rasterised from iOS's curve, the two overlaid (cyan: drawn only, red: reference
    /// only, black: both) and, for comparison, the circular corner of the same radius.
    @Test(arguments: 0..<6)
    func sideBySide(_ index: Int) throws {
      let (radius, scale) = Self.cases[index]
      let size = Self.cornerSize(radius: radius, scale: scale)
      let reference = Self.reference(radius: radius * scale, size: size)
      let continuous = try Self.rendered(radius: radius, scale: scale, curve: .continuous, size: size)
      let circular = try Self.rendered(radius: radius, scale: scale, curve: .circular, size: size)
      let zoom = max(1, 240 / size), cell = size * zoom, gap = 8
      var out = PixelBuffer(width: 4 * cell + 3 * gap, height: cell, fill: RGBA(hex: 0xE5E9F0))
      func level(_ c: Double) -> UInt8 { UInt8(max(0, min(255, (255 * (1 - c)).rounded()))) }
      for y in 0..<cell {
        for x in 0..<cell {
          let sx = x / zoom, sy = y / zoom
          let d = level(continuous[sy][sx]), r = level(reference[sy][sx])
          out[x, y] = RGBA(r: d, g: d, b: d)
          out[cell + gap + x, y] = RGBA(r: r, g: r, b: r)
          out[2 * (cell + gap) + x, y] = RGBA(r: d, g: r, b: r)
          let c = level(circular[sy][sx])
          out[3 * (cell + gap) + x, y] = RGBA(r: c, g: c, b: c)
        }
      }
      assertPixelSnapshot(of: out, named: "r\(Int(radius))-\(Int(scale))x")
    }
  }
}
