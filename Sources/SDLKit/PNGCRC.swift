/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320), as the PNG specification's
/// sample code computes it.
///
/// ```swift
/// PNGCRC.checksum(Array("IEND".utf8))   // 0xAE426082
/// ```
public enum PNGCRC {
  /// The byte-wise lookup table.
  private static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  /// The CRC of `bytes` (a chunk's type and data).
  public static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
}
