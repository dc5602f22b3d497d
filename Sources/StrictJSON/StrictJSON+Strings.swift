extension StrictJSON.Reader {
  /// A string at `i` (its opening quote): escapes decoded, UTF-8 checked, control characters refused.
  mutating func string() throws(InputError) -> String {
    mark = i
    defer { mark = nil }
    i += 1
    let start = i
    // Fast path: no escapes.
    while more() {
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        let slice = UnsafeBufferPointer(start: bytes + start, count: i - (start))
        i += 1
        return try decodeUTF8(slice, at: start)
      }
      if b == UInt8(ascii: "\\") { break }
      if b < 0x20 { throw fail("a control character (U+\(hex(UInt32(b)))) inside a string; write it as an escape like \\n") }
      i += 1
    }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: try decodeUTF8(UnsafeBufferPointer(start: bytes + start, count: i - (start)), at: start).unicodeScalars)
    while true {
      guard more() else { throw fail("unexpected end of file inside a string", at: start - 1) }
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        i += 1
        return String(scalars)
      }
      if b < 0x20 { throw fail("a control character (U+\(hex(UInt32(b)))) inside a string; write it as an escape like \\n") }
      if b == UInt8(ascii: "\\") {
        scalars.append(try escape())
        continue
      }
      let runStart = i
      while more(), bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), bytes[i] >= 0x20 { i += 1 }
      scalars.append(contentsOf: try decodeUTF8(UnsafeBufferPointer(start: bytes + runStart, count: i - (runStart)), at: runStart).unicodeScalars)
    }
  }

  mutating func escape() throws(InputError) -> Unicode.Scalar {
    let at = i
    i += 1
    guard more() else { throw fail("unexpected end of file inside a string") }
    let c = bytes[i]
    i += 1
    switch c {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4(at: at)
      if (0xDC00...0xDFFF).contains(high) { throw fail("an unpaired surrogate escape", at: at) }
      if (0xD800...0xDBFF).contains(high) {
        guard available(i + 2), bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
          throw fail("an unpaired surrogate escape", at: at)
        }
        i += 2
        let low = try hex4(at: at)
        guard (0xDC00...0xDFFF).contains(low) else { throw fail("an unpaired surrogate escape", at: at) }
        let v = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        guard let s = Unicode.Scalar(v) else { throw fail("an invalid escape", at: at) }
        return s
      }
      guard let s = Unicode.Scalar(high) else { throw fail("an invalid escape", at: at) }
      return s
    default: throw fail("an invalid escape; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX", at: at)
    }
  }

  mutating func hex4(at: Int) throws(InputError) -> UInt32 {
    guard available(i + 4) else { throw fail("\\u needs four hex digits", at: at) }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[i]
      let d: UInt8
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
      default: throw fail("\\u needs four hex digits", at: at)
      }
      v = v << 4 | UInt32(d)
      i += 1
    }
    return v
  }

  func decodeUTF8(_ slice: UnsafeBufferPointer<UInt8>, at offset: Int) throws(InputError) -> String {
    // Decoding replaces invalid UTF-8 with U+FFFD, so the bytes differ exactly when it was invalid
    // (cheaper than the generic validating initialiser).
    let s = String(decoding: slice, as: UTF8.self)
    guard s.utf8.elementsEqual(slice) else { throw fail("invalid UTF-8 in a string", at: offset) }
    return s
  }

  func hex(_ v: UInt32) -> String {
    let h = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - h.count)) + h
  }
}
