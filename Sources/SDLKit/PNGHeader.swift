/// What a PNG file declares about itself, read from its bytes before anything is decoded: the
/// image size from the IHDR chunk, after checking the signature and every chunk's length and
/// CRC up to IEND. A 261-KB file may declare 46341 × 46341 pixels (a decompression bomb): the
/// caller compares ``size`` with its limit before handing the bytes to SDL2_image.
///
/// ```swift
/// let header = try PNGHeader(bytes)     // throws PNGError: "is a JPEG file, not a PNG" …
/// guard header.size.width <= 8192, header.size.height <= 8192 else { … }
/// ```
public struct PNGHeader: Hashable, Sendable {
  /// The declared size in pixels (each side 1 … 2³¹ − 1, as the PNG specification allows).
  public var size: PixelSize
  /// Bits per sample (1, 2, 4, 8 or 16).
  public var bitDepth: Int
  /// The PNG colour type (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA).
  public var colorType: Int

  /// The eight bytes every PNG starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads and checks the structure of a whole PNG file: signature, IHDR first (13 bytes, valid
  /// depth and colour type), every chunk inside the file with a matching CRC, at least one IDAT,
  /// IEND last. Image data is not decompressed.
  ///
  /// - Throws: ``PNGError`` naming what is wrong (another format, a truncated file, a bad CRC).
  public init(_ bytes: [UInt8]) throws(PNGError) {
    guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else {
      throw PNGError(Self.otherFormat(bytes).map { "is a \($0) file, not a PNG; convert it to PNG" }
        ?? "is not a PNG file (it does not start with the PNG signature)")
    }
    var offset = 8
    var sawData = false
    var header: (PixelSize, Int, Int)?
    while true {
      guard bytes.count - offset >= 12 else { throw PNGError("is truncated: it ends before its IEND chunk") }
      let length = Int(Self.uint32(bytes, offset))
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
        throw PNGError("is corrupt: the chunk at byte \(offset) has no valid type (four letters)")
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= 0x7FFF_FFFF, bytes.count - offset - 12 >= length else {
        throw PNGError("is truncated: chunk \(type) at byte \(offset) runs past the end of the file")
      }
      let stored = Self.uint32(bytes, offset + 8 + length)
      guard PNGCRC.checksum(bytes[(offset + 4)..<(offset + 8 + length)]) == stored else {
        throw PNGError("is corrupt: chunk \(type) at byte \(offset) has a bad CRC")
      }
      if header == nil {
        guard type == "IHDR", length == 13 else { throw PNGError("is corrupt: it does not start with an IHDR chunk") }
        header = try Self.ihdr(bytes, offset + 8)
      }
      if type == "IDAT" { sawData = true }
      offset += 12 + length
      if type == "IEND" { break }
    }
    guard sawData, let (size, depth, colour) = header else { throw PNGError("is corrupt: it has no image data (IDAT)") }
    self.size = size
    self.bitDepth = depth
    self.colorType = colour
  }

  /// The IHDR fields at `at`: size, depth and colour type, checked against the specification.
  private static func ihdr(_ bytes: [UInt8], _ at: Int) throws(PNGError) -> (PixelSize, Int, Int) {
    let w = Int(uint32(bytes, at)), h = Int(uint32(bytes, at + 4))
    let depth = Int(bytes[at + 8]), colour = Int(bytes[at + 9])
    guard (1...0x7FFF_FFFF).contains(w), (1...0x7FFF_FFFF).contains(h) else {
      throw PNGError("is corrupt: its IHDR declares \(w)×\(h) pixels")
    }
    let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
    guard depths[colour]?.contains(depth) == true, bytes[at + 10] == 0, bytes[at + 11] == 0, bytes[at + 12] <= 1 else {
      throw PNGError("is corrupt: its IHDR has an invalid bit depth, colour type or method")
    }
    return (PixelSize(width: w, height: h), depth, colour)
  }

  /// A big-endian 32-bit number at `at`.
  private static func uint32(_ b: [UInt8], _ at: Int) -> UInt32 {
    UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
  }

  /// The name of another image format SDL2_image would decode, from its leading bytes.
  static func otherFormat(_ b: [UInt8]) -> String? {
    func starts(_ prefix: [UInt8]) -> Bool { b.count >= prefix.count && Array(b[0..<prefix.count]) == prefix }
    if starts([0xFF, 0xD8, 0xFF]) { return "JPEG" }
    if starts(Array("GIF8".utf8)) { return "GIF" }
    if starts(Array("BM".utf8)) { return "BMP" }
    if b.count >= 12, starts(Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) { return "WebP" }
    if b.count >= 2, b[0] == UInt8(ascii: "P"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(b[1]) { return "PNM (PBM/PGM/PPM)" }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
    if starts(Array("qoif".utf8)) { return "QOI" }
    return nil
  }
}

/// A file that is not a well-formed PNG, or one that declares more pixels than allowed; the
/// message reads after the file's name ("bomb.png is 46341×46341 pixels; …").
public struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, e.g. `"is truncated: it ends before its IEND chunk"`.
  public var message: String

  /// An error with `message`.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
