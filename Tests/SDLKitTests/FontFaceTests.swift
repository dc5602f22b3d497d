import CSDL2
@testable import SDLKit
import Testing

extension SDLKitSuite {
  /// Fonts of one file share one SDL2_ttf face whatever their sizes (``FontFace``): the window's
  /// ten sizes of two files were ten faces of about 320 KB each. Sizes set in turn must give the
  /// pixels and metrics of a face opened at that size.
  @Suite(.serialized)
  struct FontFaceTests {
    let text = "Spring 0.55 s · ζ 0.82 — Agjy"

    @Test func sizesOfOneFileShareAFaceAndHintingsDoNot() throws {
      let path = try FontLocator().locate()
      let small = try Font(path: path, pixelSize: 12)
      let large = try Font(path: path, pixelSize: 17)
      let unhinted = try Font(path: path, pixelSize: 12, hinting: .none)
      #expect(ObjectIdentifier(small.face) == ObjectIdentifier(large.face))
      #expect(ObjectIdentifier(small.face) != ObjectIdentifier(unhinted.face))
      let bold = try Font(path: try FontLocator().locate(weight: .semibold), pixelSize: 12)
      #expect(ObjectIdentifier(small.face) != ObjectIdentifier(bold.face))
    }

    @Test func sizesInTurnDrawWhatAFaceOpenedAtThatSizeDraws() throws {
      let path = try FontLocator().locate()
      let small = try Font(path: path, pixelSize: 12)
      let large = try Font(path: path, pixelSize: 17)
      let reference12 = try Self.openedAlone(path: path, pixelSize: 12, text: text)
      let reference17 = try Self.openedAlone(path: path, pixelSize: 17, text: text)
      for _ in 0..<2 {
        #expect(try small.render(text, color: .white) == reference12.image)
        #expect(try large.render(text, color: .white) == reference17.image)
        #expect(try small.measure(text) == reference12.size)
        #expect(try large.measure(text) == reference17.size)
        #expect(small.lineHeight == reference12.lineHeight)
        #expect(large.lineHeight == reference17.lineHeight)
      }
      #expect(reference12.size.width < reference17.size.width)
      #expect(small.lineHeight < large.lineHeight)
    }

    @Test func theFaceClosesWithItsLastFont() throws {
      // Monochrome hinting: no other suite opens a face of it, so nothing else keeps it alive.
      let path = try FontLocator().locate()
      weak var face: FontFace?
      do {
        let a = try Font(path: path, pixelSize: 31, hinting: .mono), b = try Font(path: path, pixelSize: 33, hinting: .mono)
        face = a.face
        #expect(FontLibraryLock.withLock { FontFace.isOpen(path: path, hinting: .mono) })
        #expect(try b.measure(text).width > a.measure(text).width)
      }
      #expect(face == nil)
      #expect(!FontLibraryLock.withLock { FontFace.isOpen(path: path, hinting: .mono) })
      let fresh = try Font(path: path, pixelSize: 31, hinting: .mono)
      #expect(try fresh.measure(text).width > 0)
    }

    /// `text` through an SDL2_ttf font of its own, opened at `pixelSize` as SDLKit opens fonts.
    private static func openedAlone(path: String, pixelSize: Int, text: String) throws -> (image: PixelBuffer, size: PixelSize, lineHeight: Int) {
      try FontLibraryLock.withLock {
        _ = TTF_Init()
        defer { TTF_Quit() }
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else { throw SDLError.last("TTF_OpenFont") }
        defer { TTF_CloseFont(font) }
        TTF_SetFontHinting(font, FontHinting.light.sdl)
        TTF_SetFontKerning(font, 1)
        var w: Int32 = 0, h: Int32 = 0
        _ = TTF_SizeUTF8(font, text, &w, &h)
        guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
          throw SDLError.last("TTF_RenderUTF8_Blended")
        }
        defer { SDL_FreeSurface(surface) }
        return (try PixelBuffer(surface: surface), PixelSize(width: Int(w), height: Int(h)), Int(TTF_FontLineSkip(font)))
      }
    }
  }
}
