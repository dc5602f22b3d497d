import SDLKit

/// Valid PNG files that are small on disk and huge when decoded (decompression bombs), made in
/// the test itself so none is committed: a 1-bit grey image of zeros whose zlib stream is one
/// fixed-Huffman deflate block of 258-byte back-references (13 bits each). 46341² pixels is
/// about 1.7 MB; 20000² about 300 KB.
///
/// ```swift
/// try Data(PNGBomb.make(width: 46341, height: 46341)).write(to: url)
/// ```
public enum PNGBomb {
  /// A complete PNG: signature, IHDR (`width × height`, grey, 1 bit), one IDAT, IEND.
  public static func make(width: Int, height: Int) -> [UInt8] {
    let raw = height * (1 + (width + 7) / 8)  // a filter byte and the packed bits per row
    var ihdr = be32(UInt32(width)) + be32(UInt32(height))
    ihdr += [1, 0, 0, 0, 0]
    return PNGHeader.signature + chunk("IHDR", ihdr) + chunk("IDAT", zlibZeros(raw)) + chunk("IEND", [])
  }

  /// A chunk: length, type, data, CRC.
  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(UInt32(data.count)) + body + be32(PNGCRC.checksum(body))
  }

  /// A zlib stream of `count` zero bytes.
  public static func zlibZeros(_ count: Int) -> [UInt8] {
    var bits = BitWriter()
    bits.put(1, 1)  // BFINAL
    bits.put(1, 2)  // BTYPE 01: fixed Huffman
    bits.code(0x30, 8)  // literal 0
    var left = count - 1
    while left >= 258 {
      bits.code(0xC5, 8)  // length 258 (symbol 285)
      bits.code(0, 5)  // distance 1
      left -= 258
    }
    for _ in 0..<left { bits.code(0x30, 8) }
    bits.code(0, 7)  // end of block
    let adler = UInt32(1) | (UInt32(count % 65521) << 16)  // a stays 1, b adds 1 per byte
    return [0x78, 0x01] + bits.bytes + be32(adler)
  }

  public static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

  /// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
  struct BitWriter {
    var bytes: [UInt8] = []
    var used = 8

    mutating func put(_ value: UInt32, _ count: Int) {
      for i in 0..<count { bit(value >> i & 1) }
    }

    mutating func code(_ value: UInt32, _ count: Int) {
      for i in stride(from: count - 1, through: 0, by: -1) { bit(value >> i & 1) }
    }

    mutating func bit(_ b: UInt32) {
      if used == 8 {
        bytes.append(0)
        used = 0
      }
      bytes[bytes.count - 1] |= UInt8(b) << used
      used += 1
    }
  }
}
