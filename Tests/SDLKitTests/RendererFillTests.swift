import SDLKit
import Testing

extension SDLKitSuite {
  /// The fills and copies SDLKit writes straight into the target give SDL's own bytes: every
  /// alpha of a blended fill and of a blended copy, opaque fills at unaligned x, parts, edges and
  /// clip rects; and an opaque texture copies like the same image uploaded with alpha.
  @Suite struct RendererFillTests {
    /// A target with a different colour in every pixel (all 256 levels in each channel).
    private func patterned(direct: Bool) throws -> Renderer {
      let r = try Renderer.headless(width: 256, height: 64)
      r.usesDirectFills = direct
      var image = PixelBuffer(width: 256, height: 64)
      for y in 0..<64 {
        for x in 0..<256 { image[x, y] = RGBA(r: UInt8(x), g: UInt8((x * 7 + y * 13) & 255), b: UInt8(255 - x), a: 255) }
      }
      r.copy(try r.makeTexture(image, opaque: true), to: PixelRect(x: 0, y: 0, width: 256, height: 64))
      return r
    }

    /// Runs `draw` on a direct and an SDL-only target and compares the bytes.
    private func expectSameAsSDL(_ what: String, _ draw: (Renderer) -> Void) throws {
      let direct = try patterned(direct: true), sdl = try patterned(direct: false)
      draw(direct)
      draw(sdl)
      let a = try direct.readPixels(), b = try sdl.readPixels()
      let differing = stride(from: 0, to: a.bytes.count, by: 4).filter { a.bytes[$0..<$0 + 3] != b.bytes[$0..<$0 + 3] }.count
      #expect(differing == 0, "\(what): \(differing) pixels differ from SDL's fill")
    }

    @Test func blendedFillsMatchSDLForEveryAlpha() throws {
      for color in [RGBA(r: 0, g: 0, b: 0, a: 0), RGBA(r: 255, g: 255, b: 255, a: 0), RGBA(r: 200, g: 30, b: 99, a: 0)] {
        try expectSameAsSDL("colour \(color)") { r in
          // One 1-pixel column per alpha, plus a wide band across them at a middle alpha.
          for a in 0...255 {
            var c = color
            c.a = UInt8(a)
            r.fill(PixelRect(x: a, y: 0, width: 1, height: 40), color: c, blendMode: .blend)
          }
          var c = color
          c.a = 77
          r.fill(PixelRect(x: 3, y: 41, width: 250, height: 20), color: c, blendMode: .blend)
        }
      }
    }

    @Test func opaqueFillsAtUnalignedXAndUnderAClipMatchSDL() throws {
      try expectSameAsSDL("opaque") { r in
        r.fill(PixelRect(x: 1, y: 1, width: 37, height: 9), color: RGBA(r: 12, g: 34, b: 56, a: 255))
        r.fill(PixelRect(x: 5, y: 20, width: 100, height: 5), color: RGBA(r: 9, g: 8, b: 7, a: 128), blendMode: .none)
        r.clipRect = PixelRect(x: 30, y: 30, width: 50, height: 20)
        r.fill(PixelRect(x: 0, y: 0, width: 256, height: 64), color: RGBA(r: 0, g: 0, b: 0, a: 76))
        r.fill(PixelRect(x: 70, y: 40, width: 100, height: 100), color: RGBA(r: 255, g: 0, b: 0, a: 255))
        r.clipRect = PixelRect(x: 300, y: 0, width: 5, height: 5)  // misses the target: nothing drawn
        r.fill(PixelRect(x: 0, y: 0, width: 256, height: 64), color: RGBA(r: 255, g: 255, b: 0, a: 255))
        r.clipRect = nil
        r.fill(PixelRect(x: -10, y: 60, width: 400, height: 10), color: RGBA(r: 1, g: 2, b: 3, a: 200))
      }
    }

    @Test func blendedCopiesMatchSDLForEveryAlphaPartAndClip() throws {
      // 256 columns, one per alpha, over 16 rows of colours; the target is patterned too.
      var image = PixelBuffer(width: 256, height: 16)
      for y in 0..<16 {
        for x in 0..<256 { image[x, y] = RGBA(r: UInt8((x * 3 + y * 17) & 255), g: UInt8(255 - x), b: UInt8((y * 40) & 255), a: UInt8(x)) }
      }
      try expectSameAsSDL("copies") { r in
        guard let t = try? r.makeTexture(image) else { return }
        r.copy(t, to: PixelRect(x: 0, y: 0, width: 256, height: 16))
        r.copy(t, from: PixelRect(x: 37, y: 3, width: 100, height: 9), to: PixelRect(x: 5, y: 20, width: 100, height: 9))
        r.copy(t, to: PixelRect(x: -40, y: 55, width: 256, height: 16))  // off the left and bottom edges
        r.copy(t, to: PixelRect(x: 10, y: 30, width: 256, height: 16), clip: PixelRect(x: 60, y: 33, width: 70, height: 8))
        t.alphaModulation = 128  // modulated: SDL draws it
        r.copy(t, to: PixelRect(x: 0, y: 40, width: 256, height: 16))
        t.alphaModulation = 255
        r.copy(t, from: PixelRect(x: 0, y: 0, width: 64, height: 8), to: PixelRect(x: 100, y: 44, width: 128, height: 16))  // stretched: SDL
      }
    }

    @Test func anOpaqueTextureCopiesLikeTheSameImageWithAlpha() throws {
      var image = PixelBuffer(width: 33, height: 17)
      for y in 0..<17 {
        for x in 0..<33 { image[x, y] = RGBA(r: UInt8(x * 7), g: UInt8(y * 15), b: UInt8((x + y) * 3), a: 255) }
      }
      let a = try Renderer.headless(width: 40, height: 20), b = try Renderer.headless(width: 40, height: 20)
      a.clear(RGBA(hex: 0x123456))
      b.clear(RGBA(hex: 0x123456))
      let blended = try a.makeTexture(image)
      a.copy(blended, to: PixelRect(x: 3, y: 2, width: 33, height: 17))
      let opaque = try b.makeTexture(image, opaque: true)
      #expect(opaque.blendMode == .none)
      b.copy(opaque, to: PixelRect(x: 3, y: 2, width: 33, height: 17))
      #expect(try a.readPixels() == b.readPixels())
      #expect(try b.readPixels()[3, 2] == RGBA(r: 0, g: 0, b: 0, a: 255))
    }
  }
}
