import RenderTestSupport
@testable import SDLKit
import Testing

extension SDLKitSuite {
  /// ``PNGHeader`` and ``PixelBuffer/init(png:maximumSize:)``: the declared size is read before
  /// decoding, the structure (chunk lengths, CRCs, IEND) is checked, other formats are named.
  @Suite struct PNGHeaderTests {
    @Test func declaredSizeIsReadWithoutDecoding() throws {
      let bomb = PNGBomb.make(width: 46341, height: 46341)
      #expect(bomb.count < 2_000_000)
      let header = try PNGHeader(bomb)
      #expect(header.size == PixelSize(width: 46341, height: 46341))
      #expect(header.bitDepth == 1 && header.colorType == 0)
      #expect(throws: PNGError("is 46341×46341 pixels; at most 8192×8192 are read (use a smaller image)")) {
        try PixelBuffer(png: bomb, maximumSize: PixelSize(width: 8192, height: 8192))
      }
    }

    @Test func aSmallImageOfTheSameKindDecodes() throws {
      let image = try PixelBuffer(png: PNGBomb.make(width: 100, height: 50), maximumSize: PixelSize(width: 100, height: 50))
      #expect(image.width == 100 && image.height == 50)
      #expect(image[99, 49] == RGBA(r: 0, g: 0, b: 0, a: 255))
      #expect(throws: PNGError.self) { try PixelBuffer(png: PNGBomb.make(width: 101, height: 50), maximumSize: PixelSize(width: 100, height: 50)) }
    }

    @Test func crcMatchesTheSpecification() {
      #expect(PNGCRC.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func otherFormatsAreNamed() {
      #expect(PNGHeader.otherFormat([0xFF, 0xD8, 0xFF, 0xE0]) == "JPEG")
      #expect(PNGHeader.otherFormat(Array("GIF89a".utf8)) == "GIF")
      #expect(PNGHeader.otherFormat(Array("BM6".utf8)) == "BMP")
      #expect(PNGHeader.otherFormat(Array("P6\n".utf8)) == "PNM (PBM/PGM/PPM)")
      #expect(throws: PNGError("is not a PNG file (it does not start with the PNG signature)")) { try PNGHeader([1, 2, 3, 4]) }
    }

    @Test func structureIsChecked() {
      let good = PNGBomb.make(width: 10, height: 10)
      #expect(throws: PNGError("is truncated: it ends before its IEND chunk")) { try PNGHeader(Array(good.dropLast(12))) }
      var lengthy = good
      lengthy[33] = 0x7F  // IDAT claims 2 GB
      #expect(throws: PNGError("is truncated: chunk IDAT at byte 33 runs past the end of the file")) { try PNGHeader(lengthy) }
      var zero = good
      zero[16...23] = [0, 0, 0, 0, 0, 0, 0, 1]
      let fixed = Array(zero[0..<29]) + PNGBomb.be32(PNGCRC.checksum(zero[12..<29])) + Array(zero[33...])
      #expect(throws: PNGError("is corrupt: its IHDR declares 0×1 pixels")) { try PNGHeader(fixed) }
      let noData = PNGHeader.signature + Array(good[8..<33]) + PNGBomb.chunk("IEND", [])
      #expect(throws: PNGError("is corrupt: it has no image data (IDAT)")) { try PNGHeader(noData) }
    }

    @Test func pngBytesStillThrowsSDLErrorAndRoundTrips() throws {
      #expect(throws: SDLError(operation: "PNG", message: "is truncated: it ends before its IEND chunk")) {
        try PixelBuffer(pngBytes: Array(PNGBomb.make(width: 4, height: 4).dropLast(12)))
      }
      let image = PixelBuffer(width: 3, height: 2, fill: RGBA(hex: 0x336699))
      #expect(try PixelBuffer(pngBytes: image.pngBytes()) == image)
    }
  }
}
