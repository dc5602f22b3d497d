/// Reads JSON (RFC 8259) strictly, for every file the playground reads: replay scripts, configs
/// and presets. Beyond the grammar it refuses what JSON parsers often let through: trailing
/// commas, duplicate keys in an object, invalid UTF-8, control characters in strings, unpaired
/// surrogate escapes, numbers that overflow a `Double`, and nesting deeper than ``maxDepth``.
/// Every error is one line with its place: `not valid JSON at line 3, column 13: …`.
///
/// ```swift
/// let value = try StrictJSON.parse(Array(#"{"a": [1, 2]}"#.utf8))
/// ```
public enum StrictJSON {
  /// 10^0 … 10^22, each exact as a Double.
  static let powersOfTen: [Double] = (0...22).map { e in (0..<e).reduce(1.0) { a, _ in a * 10 } }

  /// Objects and lists nested deeper than this are refused (the reader is recursive).
  public static let maxDepth = 64

  /// Parses `bytes` as one JSON value (whitespace around it allowed).
  public static func parse(_ bytes: [UInt8]) throws(InputError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { (buffer) throws(InputError) -> JSONValue in
      var reader = Reader(bytes: buffer)
      reader.skipSpace()
      let value = try reader.value(depth: 0)
      reader.skipSpace()
      if reader.i < buffer.count { throw reader.fail("unexpected text after the JSON value") }
      return value
    }
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func fail(_ reason: String, at offset: Int? = nil) -> InputError {
      let (line, column) = StrictJSON.position(of: offset ?? i, in: bytes)
      return InputError(path: "", message: "not valid JSON at line \(line), column \(column): \(reason)")
    }

    mutating func skipSpace() {
      while i < bytes.count {
        switch bytes[i] {
        case 0x20, 0x09, 0x0A, 0x0D: i += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(InputError) -> JSONValue {
      guard i < bytes.count else { throw fail("unexpected end of file; a value is missing") }
      switch bytes[i] {
      case UInt8(ascii: "{"): return try object(depth: depth + 1)
      case UInt8(ascii: "["): return try array(depth: depth + 1)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try literal("true"); return .bool(true)
      case UInt8(ascii: "f"): try literal("false"); return .bool(false)
      case UInt8(ascii: "n"): try literal("null"); return .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
      case UInt8(ascii: "]"), UInt8(ascii: "}"): throw fail("a value is missing (a trailing comma?)")
      default: throw fail("unexpected character; expected a value")
      }
    }

    mutating func literal(_ word: StaticString) throws(InputError) {
      let n = word.utf8CodeUnitCount
      guard i + n <= bytes.count else { throw fail("unexpected character; expected a value") }
      let p = word.utf8Start
      for k in 0..<n where bytes[i + k] != p[k] { throw fail("unexpected character; expected a value") }
      i += n
    }

    mutating func object(depth: Int) throws(InputError) -> JSONValue {
      guard depth <= StrictJSON.maxDepth else { throw fail("nested deeper than \(StrictJSON.maxDepth) levels") }
      i += 1
      var members: [JSONMember] = []
      var seen: Set<String>?
      skipSpace()
      if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
        i += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard i < bytes.count else { throw fail("unexpected end of file inside an object") }
        if bytes[i] == UInt8(ascii: "}") { throw fail("a trailing comma is not allowed") }
        guard bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a field name in double quotes") }
        let keyStart = i
        let key = try string()
        if members.count >= 16 {
          if seen == nil { seen = Set(members.map(\.key)) }
          if seen?.insert(key).inserted == false { throw fail("duplicate field \(OrderedJSON.quote(key))", at: keyStart) }
        } else if members.contains(where: { $0.key == key }) {
          throw fail("duplicate field \(OrderedJSON.quote(key))", at: keyStart)
        }
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':' after the field name") }
        i += 1
        skipSpace()
        members.append(JSONMember(key: key, value: try value(depth: depth)))
        skipSpace()
        guard i < bytes.count else { throw fail("unexpected end of file inside an object") }
        switch bytes[i] {
        case UInt8(ascii: ","): i += 1
        case UInt8(ascii: "}"):
          i += 1
          return .object(members)
        default: throw fail("expected ',' or '}'")
        }
      }
    }

    mutating func array(depth: Int) throws(InputError) -> JSONValue {
      guard depth <= StrictJSON.maxDepth else { throw fail("nested deeper than \(StrictJSON.maxDepth) levels") }
      i += 1
      var items: [JSONValue] = []
      skipSpace()
      if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
        i += 1
        return .array(items)
      }
      while true {
        skipSpace()
        guard i < bytes.count else { throw fail("unexpected end of file inside a list") }
        if bytes[i] == UInt8(ascii: "]") { throw fail("a trailing comma is not allowed") }
        if bytes[i] == UInt8(ascii: ",") { throw fail("a value is missing before ','") }
        items.append(try value(depth: depth))
        skipSpace()
        guard i < bytes.count else { throw fail("unexpected end of file inside a list") }
        switch bytes[i] {
        case UInt8(ascii: ","): i += 1
        case UInt8(ascii: "]"):
          i += 1
          return .array(items)
        default: throw fail("expected ',' or ']'")
        }
      }
    }

    mutating func number() throws(InputError) -> Double {
      let start = i
      func digits() -> Int {
        let s = i
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
        return i - s
      }
      if bytes[i] == UInt8(ascii: "-") { i += 1 }
      let intStart = i
      let n = digits()
      guard n > 0 else { throw fail("a number needs digits") }
      if n > 1, bytes[intStart] == UInt8(ascii: "0") { throw fail("a number cannot start with 0", at: intStart) }
      if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
        i += 1
        guard digits() > 0 else { throw fail("a number needs digits after '.'") }
      }
      if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
        i += 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard digits() > 0 else { throw fail("a number needs digits after the exponent") }
      }
      // Clinger's fast path: up to 15 significant digits and no exponent give an exact integer
      // and an exact power of ten, so one IEEE division is the correctly rounded value — the same
      // Double that parsing the text gives, without the text (the common case, and fast).
      if let v = fastValue(start: start, intStart: intStart) { return v }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
      guard let v = Double(text), v.isFinite else { throw fail("the number \(text.prefix(40)) is too large", at: start) }
      return v
    }

    /// The value of the number in `start..<i` by the fast path, or nil when it does not apply.
    func fastValue(start: Int, intStart: Int) -> Double? {
      var m = 0, digits = 0, fraction = 0, seenDot = false
      for k in intStart..<i {
        let b = bytes[k]
        if b == UInt8(ascii: ".") {
          seenDot = true
          continue
        }
        guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }  // an exponent
        m = m * 10 + Int(b &- UInt8(ascii: "0"))
        if m > 0 { digits += 1 }
        if seenDot { fraction += 1 }
        if digits > 15 || fraction > 22 { return nil }
      }
      let v = Double(m) / StrictJSON.powersOfTen[fraction]
      return bytes[start] == UInt8(ascii: "-") ? -v : v
    }

    mutating func string() throws(InputError) -> String {
      i += 1
      let start = i
      // Fast path: no escapes.
      while i < bytes.count {
        let b = bytes[i]
        if b == UInt8(ascii: "\"") {
          let slice = UnsafeBufferPointer(rebasing: bytes[start..<i])
          i += 1
          return try decodeUTF8(slice, at: start)
        }
        if b == UInt8(ascii: "\\") { break }
        if b < 0x20 { throw fail("a control character (U+\(hex(UInt32(b)))) inside a string; write it as an escape like \\n") }
        i += 1
      }
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: try decodeUTF8(UnsafeBufferPointer(rebasing: bytes[start..<i]), at: start).unicodeScalars)
      while true {
        guard i < bytes.count else { throw fail("unexpected end of file inside a string", at: start - 1) }
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
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), bytes[i] >= 0x20 { i += 1 }
        scalars.append(contentsOf: try decodeUTF8(UnsafeBufferPointer(rebasing: bytes[runStart..<i]), at: runStart).unicodeScalars)
      }
    }

    mutating func escape() throws(InputError) -> Unicode.Scalar {
      let at = i
      i += 1
      guard i < bytes.count else { throw fail("unexpected end of file inside a string") }
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
          guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
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
      guard i + 4 <= bytes.count else { throw fail("\\u needs four hex digits", at: at) }
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

  /// 1-based line and column (in characters: UTF-8 continuation bytes are not counted) of the
  /// byte at `offset`.
  static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    var line = 1, column = 1
    for k in 0..<min(offset, bytes.count) {
      let b = bytes[k]
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
