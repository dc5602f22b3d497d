import FloatingPanel
import PanelRendering
import SDLKit
import Testing

extension RenderingSuite {
  /// The 9-slice chrome: seam-free, cached, and with shadows that fade to nothing.
  @Suite(.serialized)
  struct ChromeSpriteTests {
    static let looks: [(String, SurfaceAppearance)] = [
      ("default r16", SnapshotScene.rounded16),
      ("two shadows", SnapshotScene.twoShadows),
      ("r0", SurfaceAppearance(cornerRadius: 0)),
      ("border translucent", SurfaceAppearance(
        backgroundColor: Color(red: 1, green: 1, blue: 1, alpha: 0.7), cornerRadius: 12,
        border: .init(color: Color(hex: 0x8E8E93), width: 2))),
    ]

    /// Tiling the sprite's band must give exactly the pixels of a sprite baked for the exact
    /// body size: any difference would be a seam between 9-slice pieces.
    @Test(arguments: 0..<4)
    func nineSliceEqualsExactBake(_ index: Int) throws {
      let (_, look) = ChromeSpriteTests.looks[index]
      for corners in [RectCorners.all, .movingEdge(of: .bottom), .movingEdge(of: .left)] {
        let body = PixelRect(x: 70, y: 60, width: 261, height: 277)  // odd sizes, > one band
        var style = ChromeStyle(appearance: look, corners: corners, scale: 1)
        let sliced = try draw(style: style, body: body)
        style.exactSize = PixelSize(width: body.width, height: body.height)
        let exact = try draw(style: style, body: body)
        #expect(sliced == exact, "9-slice differs from the exact bake for \(ChromeSpriteTests.looks[index].0)")
      }
    }

    private func draw(style: ChromeStyle, body: PixelRect) throws -> PixelBuffer {
      let renderer = try Renderer.headless(width: 400, height: 400)
      SnapshotScene.drawMap(on: renderer, width: 400, height: 400)
      let cache = ChromeSpriteCache(renderer: renderer)
      try cache.sprite(for: style).draw(body: body, on: renderer)
      return try renderer.readPixels()
    }

    /// Moving and resizing panels reuses their sprites: one bake per look, none per frame.
    @Test func movingPanelsDoNotRebake() throws {
      let renderer = try Renderer.headless(width: 640, height: 480)
      let panels = PanelRenderer(renderer: renderer)
      for frame in 0..<30 {
        let y = 200 + Double(frame) * 3.7
        for (i, look) in [SnapshotScene.rounded16, SnapshotScene.twoShadows].enumerated() {
          let geometry = SurfaceGeometry(
            position: .bottom, frame: Rect(x: 20 + Double(i * 300), y: y, width: 280 - Double(frame), height: 480 - y + 20),
            appearance: look)
          try panels.drawPanel(geometry, appearance: look)
        }
      }
      #expect(panels.chromeCache.bakeCount == 2)
      #expect(panels.chromeCache.count == 2)
    }

    /// The shadow below a card darkens the background right under the edge, then lightens
    /// monotonically and reaches the untouched background colour (no hard or banded edge).
    @Test func shadowFadesToNothing() throws {
      let look = SnapshotScene.twoShadows
      let renderer = try Renderer.headless(width: 300, height: 400)
      renderer.clear(RGBA(hex: 0xE5E9F0))
      let geometry = SurfaceGeometry(
        position: .bottom, frame: Rect(x: 50, y: 50, width: 200, height: 150), appearance: look, hasFixedEdgeMargin: true)
      try PanelRenderer(renderer: renderer).drawPanel(geometry, appearance: look)
      let image = try renderer.readPixels()
      let column = (200..<400).map { Int(image[150, $0].g) }
      #expect(column[0] < 0xE9 - 20, "a visible shadow right under the edge, got \(column[0])")
      for i in 1..<column.count { #expect(column[i] >= column[i - 1], "shadow gets darker again at y=\(200 + i)") }
      #expect(column.last == 0xE9, "shadow tail must reach the background")
      // No step larger than a few levels anywhere: a soft profile.
      let steps = zip(column, column.dropFirst()).map { $1 - $0 }
      #expect((steps.max() ?? 0) <= 3)
    }

    /// The grabber is centred: the row through it is a mirror image around the panel's centre.
    @Test(arguments: [390.0, 375.0])
    func grabberIsCentred(_ width: Double) throws {
      let renderer = try Renderer.headless(width: 400, height: 100)
      renderer.clear(.white)
      let look = SurfaceAppearance(shadows: [])
      let geometry = SurfaceGeometry(
        position: .bottom, frame: Rect(x: 0, y: 10, width: width, height: 100), appearance: look)
      try PanelRenderer(renderer: renderer).drawPanel(geometry, appearance: look)
      let image = try renderer.readPixels()
      let y = 10 + 6 + 2  // inside the bar
      let row = (0..<Int(width)).map { image[$0, y] }
      #expect(row.reversed() == row, "grabber row is not symmetric for width \(width)")
      #expect(row.filter { $0 != .white }.count >= 36)
    }

    /// Panels smaller than the sprite's corner pieces fall back to an exact bake, and an
    /// oversized radius is clamped: no crash, and the panel is drawn.
    @Test func tinyPanelWithHugeRadius() throws {
      let renderer = try Renderer.headless(width: 100, height: 100)
      renderer.clear(.black)
      let look = SurfaceAppearance(cornerRadius: 500, shadows: [.init(radius: 30, spread: 4)], showsGrabber: false)
      let geometry = SurfaceGeometry(
        position: .bottom, frame: Rect(x: 40, y: 40, width: 20, height: 12), appearance: look, hasFixedEdgeMargin: true)
      try PanelRenderer(renderer: renderer).drawPanel(geometry, appearance: look)
      let image = try renderer.readPixels()
      #expect(image[50, 46] == .white)
      #expect(image[40, 40] != .white, "corner is rounded")
    }

    @Test func pixelRectRoundsEdges() {
      #expect(Rect(x: 10.3, y: 0.5, width: 100, height: 50).pixelRect(scale: 2) == PixelRect(x: 21, y: 1, width: 200, height: 100))
      #expect(Rect(x: 0.4, y: 0, width: 0.05, height: 10).pixelRect(scale: 1).width == 0)
    }
  }
}
