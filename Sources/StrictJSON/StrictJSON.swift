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
      var reader = Reader(window: ByteWindow(memory: buffer))
      return try reader.document()
    }
  }

  /// The list a streaming read hands over item by item instead of keeping (``StrictJSONStream``):
  /// the member `key` of the top-level object, when it is a list; `item` gets each item's index
  /// and value, and the tree keeps an empty list in its place.
  struct ListHook {
    let key: String
    let item: (Int, JSONValue) -> Void
  }

  struct Reader {
    /// The input, by offset (all of it in memory, or a window sliding over a file).
    var w: ByteWindow
    /// `bytes[k]` is the byte at input offset `k` for `k < end` (the window's, kept here so that
    /// reading a byte is one load, even in a debug build).
    private(set) var bytes: UnsafePointer<UInt8>
    private(set) var end: Int
    /// The offset of the next byte to read.
    var i = 0
    /// The first offset the token being read still needs (its start), kept when the window slides.
    var mark: Int?
    /// The top-level list handed over item by item, if any.
    let hook: ListHook?
    /// The error of a file that grew past its limit while read.
    let tooLarge: String

    init(window: ByteWindow, hook: ListHook? = nil, tooLarge: String = "") {
      self.w = window
      bytes = window.bytes
      end = window.end
      self.hook = hook
      self.tooLarge = tooLarge
    }

    /// One JSON value with only whitespace around it.
    mutating func document() throws(InputError) -> JSONValue {
      skipSpace()
      let value = try value(depth: 0)
      skipSpace()
      if more() { throw fail("unexpected text after the JSON value") }
      if let failure = w.failure(tooLarge: tooLarge) { throw failure }
      return value
    }

    /// Whether the byte at `i` is there (reading more of a file when needed).
    @inline(__always) mutating func more() -> Bool { i < end || loadMore() }

    /// Whether bytes up to offset `upTo` (exclusive) are there.
    mutating func available(_ upTo: Int) -> Bool {
      while end < upTo { if !loadMore() { return false } }
      return true
    }

    private mutating func loadMore() -> Bool {
      let more = w.load(keeping: mark ?? i)
      bytes = w.bytes
      end = w.end
      return more
    }

    func fail(_ reason: String, at offset: Int? = nil) -> InputError {
      if let failure = w.failure(tooLarge: tooLarge) { return failure }
      let (line, column) = w.position(of: offset ?? i)
      return InputError(path: "", message: "not valid JSON at line \(line), column \(column): \(reason)")
    }

    mutating func skipSpace() {
      while more() {
        switch bytes[i] {
        case 0x20, 0x09, 0x0A, 0x0D: i += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(InputError) -> JSONValue {
      guard more() else { throw fail("unexpected end of file; a value is missing") }
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
      guard available(i + n) else { throw fail("unexpected character; expected a value") }
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
      if more(), bytes[i] == UInt8(ascii: "}") {
        i += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard more() else { throw fail("unexpected end of file inside an object") }
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
        guard more(), bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':' after the field name") }
        i += 1
        skipSpace()
        if depth == 1, let hook, key == hook.key, more(), bytes[i] == UInt8(ascii: "[") {
          members.append(JSONMember(key: key, value: try array(depth: depth + 1, each: hook.item)))
        } else {
          members.append(JSONMember(key: key, value: try value(depth: depth)))
        }
        skipSpace()
        guard more() else { throw fail("unexpected end of file inside an object") }
        switch bytes[i] {
        case UInt8(ascii: ","): i += 1
        case UInt8(ascii: "}"):
          i += 1
          return .object(members)
        default: throw fail("expected ',' or '}'")
        }
      }
    }

    /// A list; with `each`, every item is handed to it (with its index) instead of kept.
    mutating func array(depth: Int, each: ((Int, JSONValue) -> Void)? = nil) throws(InputError) -> JSONValue {
      guard depth <= StrictJSON.maxDepth else { throw fail("nested deeper than \(StrictJSON.maxDepth) levels") }
      i += 1
      var items: [JSONValue] = []
      var index = 0
      skipSpace()
      if more(), bytes[i] == UInt8(ascii: "]") {
        i += 1
        return .array(items)
      }
      while true {
        skipSpace()
        guard more() else { throw fail("unexpected end of file inside a list") }
        if bytes[i] == UInt8(ascii: "]") { throw fail("a trailing comma is not allowed") }
        if bytes[i] == UInt8(ascii: ",") { throw fail("a value is missing before ','") }
        let item = try value(depth: depth)
        if let each {
          each(index, item)
          index += 1
        } else {
          items.append(item)
        }
        skipSpace()
        guard more() else { throw fail("unexpected end of file inside a list") }
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
      mark = start
      defer { mark = nil }
      func digits() -> Int {
        let s = i
        while more(), bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
        return i - s
      }
      if bytes[i] == UInt8(ascii: "-") { i += 1 }
      let intStart = i
      let n = digits()
      guard n > 0 else { throw fail("a number needs digits") }
      if n > 1, bytes[intStart] == UInt8(ascii: "0") { throw fail("a number cannot start with 0", at: intStart) }
      if more(), bytes[i] == UInt8(ascii: ".") {
        i += 1
        guard digits() > 0 else { throw fail("a number needs digits after '.'") }
      }
      if more(), bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
        i += 1
        if more(), bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard digits() > 0 else { throw fail("a number needs digits after the exponent") }
      }
      // Clinger's fast path: up to 15 significant digits and no exponent give an exact integer
      // and an exact power of ten, so one IEEE division is the correctly rounded value — the same
      // Double that parsing the text gives, without the text (the common case, and fast).
      if let v = fastValue(start: start, intStart: intStart) { return v }
      let text = String(decoding: UnsafeBufferPointer(start: bytes + start, count: i - (start)), as: UTF8.self)
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
  }
}
