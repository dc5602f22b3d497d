import FloatingPanel
import RenderTestSupport
import SDLKit
import Testing

@testable import PanelRendering

extension RenderingSuite {
  /// Issue 33: a blurred material surface (the map behind the panel blurred and tinted, as Maps'
  /// sheet). The blur is measured against the Gaussian it stands for; the panel is drawn over the
  /// snapshot map and compared pixel by pixel with what is behind it.
  @Suite(.serialized)
  struct MaterialSurfaceTests {
    /// A black-and-white edge blurred with σ = 12 px spreads like a Gaussian: 15.9 % to 84.1 % of
    /// the step over 2σ (±20 %: three box blurs at a reduced resolution), the far sides untouched; no tint, no saturation change.
    @Test func blurIsGaussianWide() {
      var image = PixelBuffer(width: 200, height: 8, fill: RGBA(r: 0, g: 0, b: 0))
      for y in 0..<8 { for x in 100..<200 { image[x, y] = RGBA(r: 255, g: 255, b: 255) } }
      let out = MaterialBlur.apply(image, sigma: 12, saturation: 1, tint: .white, alpha: 0)
      let row = (0..<200).map { Double(out[$0, 4].r) / 255 }
      #expect(row[5] < 0.01 && row[195] > 0.99)
      #expect(abs(row[99] + row[100] - 1) < 0.08, "the edge stays in place: \(row[99]), \(row[100])")
      let low = row.firstIndex { $0 >= 0.159 } ?? 0, high = row.firstIndex { $0 >= 0.841 } ?? 0
      let width = Double(high - low)
      #expect(abs(width - 24) <= 24 * 0.2, "16–84 % width \(width) px for 2σ = 24 px")
    }

    /// The tint covers the blurred colour at its alpha; saturation leaves greys grey.
    @Test func tintAndSaturation() {
      let grey = PixelBuffer(width: 40, height: 40, fill: RGBA(r: 100, g: 100, b: 100))
      let out = MaterialBlur.apply(grey, sigma: 6, saturation: 1.8, tint: .white, alpha: 0.65)
      let expected = UInt8((100 * 0.35 + 255 * 0.65).rounded())
      #expect(out[20, 20] == RGBA(r: expected, g: expected, b: expected))
      let red = PixelBuffer(width: 40, height: 40, fill: RGBA(r: 200, g: 100, b: 100))
      let vivid = MaterialBlur.apply(red, sigma: 6, saturation: 1.8, tint: .white, alpha: 0)[20, 20]
      #expect(Int(vivid.r) - Int(vivid.g) > 170, "saturation 1.8 raises the red over the green: \(vivid)")
    }

    /// A floating card of material `regular` over the snapshot map at 2×: inside, the map is
    /// blurred (the park's edge is soft) and tinted white; outside the rounded corner the map is
    /// untouched (no shadow here, so that it is exactly the map). The snapshot is looked at.
    @Test func cardOverTheMap() throws {
      let scale = 2.0, w = 400, h = 300
      let renderer = try Renderer.headless(width: w * 2, height: h * 2)
      SnapshotScene.drawMap(on: renderer, width: w * 2, height: h * 2)
      let map = try renderer.readPixels()
      var look = SurfaceAppearance(backgroundColor: .clear, cornerRadius: 16, shadows: [])
      look.cornerCurve = .continuous
      look.material = .regular
      let frame = Rect(x: 20, y: 20, width: 260, height: 200)
      let geometry = SurfaceGeometry(position: .bottom, frame: frame, appearance: look, hasFixedEdgeMargin: true)
      let panels = PanelRenderer(renderer: renderer)
      panels.behind = map
      try panels.drawPanel(geometry, appearance: look, scale: scale)
      try panels.drawPanel(geometry, appearance: look, scale: scale)
      let image = try renderer.readPixels()
      // Inside: lighter than the map (a white tint at 0.65) and never the map's own colour.
      var changed = 0, lighter = 0
      for y in stride(from: 80, to: 420, by: 7) {
        for x in stride(from: 80, to: 540, by: 7) {
          let a = image[x, y], m = map[x, y]
          if a != m { changed += 1 }
          if Int(a.r) + Int(a.g) + Int(a.b) > Int(m.r) + Int(m.g) + Int(m.b) { lighter += 1 }
        }
      }
      #expect(changed > 3000 && lighter > 3000, "\(changed), \(lighter)")
      // Blurred: across the park's left edge (x = 80 px in the map) the material changes slowly.
      let edgeY = 100, before = image[70, edgeY], after = image[90, edgeY]
      #expect(abs(Int(before.g) - Int(after.g)) < abs(Int(map[70, edgeY].g) - Int(map[90, edgeY].g)))
      // Just outside the rounded top-left corner the map is as it was; just inside, the material.
      #expect(image[41, 41] == map[41, 41] && image[60, 60] != map[60, 60])
      assertPixelSnapshot(of: image, named: "regular-2x")
    }
  }
}
