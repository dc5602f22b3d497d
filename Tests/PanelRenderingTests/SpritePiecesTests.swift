@testable import PanelRendering
import SDLKit
import Testing

extension RenderingSuite {
  /// Sprite pieces are split into clear, opaque and translucent strips, and drawing the strips
  /// gives the bytes of one blended copy, through SDL's own blitter as well as the direct one.
  @Suite struct SpritePiecesTests {
    /// 20×12: rows 0–2 clear, 3–4 translucent, 5–9 opaque, 10–11 translucent; column 19 clear.
    static func image() -> PixelBuffer {
      var image = PixelBuffer(width: 20, height: 12)
      for y in 0..<12 {
        for x in 0..<19 {
          let a: UInt8 = y < 3 ? 0 : (y < 5 || y > 9 ? UInt8(40 + x * 9) : 255)
          image[x, y] = RGBA(r: UInt8(x * 13), g: UInt8(y * 20), b: 200, a: a)
        }
      }
      return image
    }

    @Test func stripsFollowTheAlpha() throws {
      let renderer = try Renderer.headless(width: 8, height: 8)
      let pieces = try SpritePieces(image: Self.image(), renderer: renderer)
      let plan = pieces.plan(for: PixelRect(x: 0, y: 0, width: 20, height: 12))
      // With the clear column 19 no row is opaque: the mixed rows 3–11 are one blended strip
      // (the clear rows are skipped).
      #expect(plan == [.init(source: PixelRect(x: 0, y: 3, width: 20, height: 9), kind: .blended)])
      let inner = pieces.plan(for: PixelRect(x: 0, y: 0, width: 19, height: 12))
      #expect(inner == [
        .init(source: PixelRect(x: 0, y: 3, width: 19, height: 2), kind: .blended),
        .init(source: PixelRect(x: 0, y: 5, width: 19, height: 5), kind: .opaque),
        .init(source: PixelRect(x: 0, y: 10, width: 19, height: 2), kind: .blended),
      ])
    }

    @Test(arguments: [true, false])
    func stripsDrawTheBytesOfOneBlendedCopy(direct: Bool) throws {
      func target() throws -> Renderer {
        let r = try Renderer.headless(width: 40, height: 30)
        r.usesDirectFills = direct
        for y in 0..<30 { r.fill(PixelRect(x: 0, y: y, width: 40, height: 1), color: RGBA(r: UInt8(y * 8), g: 90, b: UInt8(255 - y * 8), a: 255)) }
        return r
      }
      let whole = try target(), strips = try target()
      let image = Self.image()
      let a = try whole.makeTexture(image), b = try strips.makeTexture(image)
      let pieces = try SpritePieces(image: image, renderer: strips)
      for (source, x, y) in [(PixelRect(x: 0, y: 0, width: 20, height: 12), 3, 2), (PixelRect(x: 2, y: 4, width: 15, height: 7), 21, 15)] {
        let destination = PixelRect(x: x, y: y, width: source.width, height: source.height)
        whole.copy(a, from: source, to: destination)
        pieces.draw(b, from: source, to: destination, on: strips)
      }
      #expect(try whole.readPixels() == strips.readPixels())
    }
  }
}
