import FloatingPanel
import PanelRendering
import SDLKit
import Testing

extension RenderingSuite {
  /// TextRenderer's width limit ("…") and clip rectangle, its cache, and a missing font.
  @Suite(.serialized)
  struct TextRendererTests {
    static let background = RGBA(hex: 0xE5E9F0)
    static let line = "Golden Gate Park, San Francisco"

    /// Draws `text` alone on a fresh frame and reads it back.
    private func image(
      _ text: TextRenderer, _ string: String, maxWidth: Double? = nil, clip: PixelRect? = nil
    ) throws -> PixelBuffer {
      text.renderer.clear(Self.background)
      try text.draw(string, at: Point(x: 4, y: 4), style: TextStyle(size: 17), scale: 2, maxWidth: maxWidth, clip: clip)
      return try text.renderer.readPixels()
    }

    /// The columns (x) where any pixel differs from the background.
    private func inkedColumns(_ image: PixelBuffer) -> [Int] {
      (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0] != Self.background } }
    }

    @Test func aLineWiderThanMaxWidthEndsInAnEllipsisAndFits() throws {
      let renderer = try Renderer.headless(width: 640, height: 60)
      let text = try TextRenderer(renderer: renderer)
      let style = TextStyle(size: 17)
      let full = try text.measure(Self.line, style: style, scale: 2)
      let maxWidth = 120.0
      #expect(full.width > maxWidth)
      let cut = try text.measure(Self.line, style: style, scale: 2, maxWidth: maxWidth)
      #expect(cut.width <= maxWidth)
      #expect(cut.width > maxWidth / 2)
      #expect(cut.height == full.height)
      // A limit the line fits in changes nothing.
      #expect(try text.measure(Self.line, style: style, scale: 2, maxWidth: 1_000) == full)

      let whole = try image(text, Self.line)
      let truncated = try image(text, Self.line, maxWidth: maxWidth)
      let same = whole == truncated  // a Bool, so a failure does not print both images
      #expect(!same, "the cut line looks like the whole one")
      #expect(text.rasterizeCount == 2)
      // Pixels stay within the limit (origin x 4 pt = 8 px, scale 2).
      let right = try #require(inkedColumns(truncated).last)
      #expect(right < 8 + Int(maxWidth * 2))
      #expect(try #require(inkedColumns(whole).last) > 8 + Int(maxWidth * 2))
      // draw reports what measure says.
      renderer.clear(Self.background)
      let drawn = try text.draw(Self.line, at: Point(x: 4, y: 4), style: style, scale: 2, maxWidth: maxWidth)
      #expect(drawn == cut)
      #expect(text.rasterizeCount == 2)
    }

    @Test func aShortLineIsNotCut() throws {
      let renderer = try Renderer.headless(width: 640, height: 60)
      let text = try TextRenderer(renderer: renderer)
      let style = TextStyle(size: 17)
      let plain = try text.measure("Park", style: style)
      #expect(try text.measure("Park", style: style, maxWidth: plain.width) == plain)
      let same = try image(text, "Park") == image(text, "Park", maxWidth: 300)
      #expect(same)
    }

    @Test func drawingWithAClipLeavesPixelsOutsideItUntouched() throws {
      let renderer = try Renderer.headless(width: 640, height: 60)
      let text = try TextRenderer(renderer: renderer)
      let whole = try image(text, Self.line)
      let clip = PixelRect(x: 40, y: 20, width: 100, height: 12)
      let clipped = try image(text, Self.line, clip: clip)
      #expect(renderer.clipRect == nil, "the renderer's clip rect is restored")
      var inked = 0, changedInside = 0, drawnOutside = 0
      for y in 0..<clipped.height {
        for x in 0..<clipped.width {
          if x >= clip.x, x < clip.maxX, y >= clip.y, y < clip.maxY {
            if clipped[x, y] != whole[x, y] { changedInside += 1 }
            if clipped[x, y] != Self.background { inked += 1 }
          } else if clipped[x, y] != Self.background {
            drawnOutside += 1
          }
        }
      }
      #expect(drawnOutside == 0, "pixels outside the clip were drawn")
      #expect(changedInside == 0, "inside the clip the line is drawn as without it")
      #expect(inked > 0)
      // Without the clip the line reaches outside the rectangle, so the check above can fail.
      #expect(inkedColumns(whole).contains { $0 < clip.x || $0 >= clip.maxX })

      // A clip that misses the line draws nothing; the renderer's own clip rect stays and applies.
      let missed = try image(text, Self.line, clip: PixelRect(x: 0, y: 50, width: 640, height: 10))
      #expect(inkedColumns(missed).isEmpty)
      renderer.clipRect = PixelRect(x: 0, y: 0, width: 60, height: 60)
      let both = try image(text, Self.line, clip: clip)
      #expect(renderer.clipRect == PixelRect(x: 0, y: 0, width: 60, height: 60))
      renderer.clipRect = nil
      #expect(inkedColumns(both).allSatisfy { $0 >= clip.x && $0 < 60 })
      #expect(!inkedColumns(both).isEmpty)
    }

    @Test func textIsCachedPerStringSizeAndColour() throws {
      let renderer = try Renderer.headless(width: 200, height: 60)
      let text = try TextRenderer(renderer: renderer)
      for _ in 0..<5 {
        try text.draw("Search", at: .init(x: 4, y: 4), style: TextStyle(size: 17))
        try text.draw("Search", at: .init(x: 4, y: 30), style: TextStyle(size: 17, color: .white))
      }
      #expect(text.rasterizeCount == 2)
      let size = try text.measure("Search", style: TextStyle(size: 17))
      #expect(size.width > 40 && size.width < 80)
    }

    @Test func missingFontIsFontNotFoundError() {
      let none = FontLocator(fileExists: { _ in false })
      let renderer = try? Renderer.headless(width: 10, height: 10)
      #expect(throws: FontNotFoundError.self) {
        if let renderer { _ = try TextRenderer(renderer: renderer, locator: none) }
      }
    }
  }
}
