import Foundation
import StrictJSON
import Testing

/// The streaming reader gives what the whole-tree reader gives — the same values, the same error
/// text with the same line and column, the same error first when there are several — for valid
/// documents and for thousands of seeded mutations of them, read from memory and from a file
/// through windows of 1, 7 and 64 bytes (so every token straddles a slide).
@Suite("StrictJSONStream: the whole-tree reader's values and errors, one item at a time")
struct StrictJSONStreamTests {
  /// `{"name": …, "items": [{"a": 1, "b": "x"}, …], "until": 3}`: items in order of `a`.
  struct Item: Decodable, Equatable {
    var a: Double
    var b: String?

    init(from decoder: any Decoder) throws {
      let c = try decoder.strictContainer(allowing: ["a", "b"])
      a = try c.number("a", where: { $0 >= 0 }, "must be ≥ 0")
      b = try c.optional(String.self, "b")
    }
  }

  struct Doc: Decodable {
    var name: String
    var items: [Item]
    var until: Double

    init(from decoder: any Decoder) throws {
      let c = try decoder.strictContainer(allowing: ["name", "items", "until"])
      name = try c.required(String.self, "name")
      until = try c.number("until", where: { $0 >= 0 }, "must be ≥ 0")
      var list = try c.nestedUnkeyedContainer(forKey: AnyCodingKey("items"))
      var items: [Item] = []
      while !list.isAtEnd {
        let index = list.currentIndex
        let item = try list.decode(Item.self)
        try Self.check(item, after: items.last, index: index)
        items.append(item)
      }
      self.items = items
    }

    static func check(_ item: Item, after previous: Item?, index: Int) throws {
      if let previous, item.a < previous.a { throw InputError(path: "items[\(index)].a", message: "out of order") }
    }
  }

  /// The whole-tree reader's result: the document's text form, or the error.
  static func tree(_ bytes: [UInt8]) -> String {
    do {
      return text(try StrictJSONDecoder.decode(Doc.self, from: bytes))
    } catch {
      return error.description
    }
  }

  /// The streaming reader's result, from memory (`chunk` nil) or from a file read `chunk` bytes at a time.
  static func stream(_ bytes: [UInt8], chunk: Int?) -> String {
    var items: [Item] = []
    let each: (Int, Item) throws -> Void = { index, item in
      try Doc.check(item, after: items.last, index: index)
      items.append(item)
    }
    do {
      var doc: Doc
      if let chunk {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        doc = try StrictJSONStream.decode(Doc.self, streaming: "items", as: Item.self, file: fd, limit: 1 << 20, tooLarge: "too large", chunk: chunk, each: each)
      } else {
        doc = try StrictJSONStream.decode(Doc.self, streaming: "items", as: Item.self, from: bytes, each: each)
      }
      #expect(doc.items.isEmpty, "the streamed list is not kept in the tree")
      doc.items = items
      return text(doc)
    } catch {
      return error.description
    }
  }

  static func text(_ d: Doc) -> String { "\(d.name) \(d.until) \(d.items.map { "\($0.a)/\($0.b ?? "-")" })" }

  static let valid = """
    {"name": "flick",
     "items": [
      {"a": 0, "b": "d\\u00e9j\\u00e0 \\ud83d\\ude00"},
      {"a": 0.5e1, "b": "long string with no escapes at all, longer than a window of sixty-four bytes"},
      {"a": 12.25},
      {"b": "\\"q\\"", "a": 1e2}
     ],
     "until": 3.5}
    """

  @Test("valid documents: the same values from memory and through windows of 1, 7 and 64 bytes")
  func validDocuments() {
    for doc in [Self.valid, #"{"items": [], "name": "", "until": 0}"#, #"{"until": 1, "name": "é", "items": [{"a": 1}]}"#] {
      let bytes = Array(doc.utf8), expected = Self.tree(bytes)
      #expect(!expected.contains("JSON"), "\(expected)")
      for chunk in [nil, 1, 7, 64] { #expect(Self.stream(bytes, chunk: chunk) == expected, "chunk \(String(describing: chunk))") }
    }
  }

  @Test("which error wins: a syntax error after a bad item, a bad head after a bad item, the first bad item")
  func precedence() {
    let cases: [(String, String)] = [
      (#"{"name": "n", "items": [{"a": -1}], "until": 1,}"#, "not valid JSON at line 1, column 48: a trailing comma is not allowed"),
      (#"{"name": "n", "items": [{"a": -1}], "until": -1}"#, "until: must be ≥ 0"),
      (#"{"items": [{"a": 2}, {"a": 1}, {"a": -1}], "name": "n", "until": 1}"#, "items[1].a: out of order"),
      (#"{"items": [{"a": 2}, null], "name": "n", "until": 1}"#, "items[1]: null is not allowed; leave the field out to use its default"),
      (#"{"items": [{"a": 2}, {"c": 1}], "name": "n", "until": 1}"#, "items[1].c: unknown field (allowed: a, b)"),
      (#"{"items": 5, "name": "n", "until": 1}"#, "items: expected a list"),
      (#"{"items": [], "items": [], "name": "n", "until": 1}"#, "not valid JSON at line 1, column 15: duplicate field \"items\""),
      (#"[{"items": []}]"#, "expected an object"),
      ("{\"items\": [{\"a\": 1, \"b\": \"\n", "not valid JSON at line 1, column 27: a control character (U+000A) inside a string; write it as an escape like \\n"),
    ]
    for (doc, error) in cases {
      let bytes = Array(doc.utf8)
      #expect(Self.tree(bytes) == error, "tree: \(doc)")
      for chunk in [nil, 1, 7] { #expect(Self.stream(bytes, chunk: chunk) == error, "stream \(String(describing: chunk)): \(doc)") }
    }
  }

  @Test("3000 seeded mutations (a byte replaced, dropped, doubled, a token inserted): the same result every time")
  func mutations() {
    var rng = SeededNumbers(seed: 35)
    let base = Array(Self.valid.utf8)
    let tokens: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "-", "0", "1e999", "null", "\n", "\u{1}", "\u{FF}", "é"].map { Array($0.utf8) }
    var differing: [String] = []
    for n in 0..<3000 {
      var bytes = base
      for _ in 0...(n % 3) {
        let at = Int(rng.next() % UInt64(bytes.count))
        switch rng.next() % 4 {
        case 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
        case 1: bytes.remove(at: at)
        case 2: bytes.insert(bytes[at], at: at)
        default: bytes.insert(contentsOf: tokens[Int(rng.next() % UInt64(tokens.count))], at: at)
        }
      }
      let expected = Self.tree(bytes)
      for chunk in [nil, n % 2 == 0 ? 1 : 7] where Self.stream(bytes, chunk: chunk) != expected {
        differing.append("\(String(decoding: bytes, as: UTF8.self)) chunk \(String(describing: chunk)): \(expected) / \(Self.stream(bytes, chunk: chunk))")
      }
    }
    #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.first ?? "")")
  }

  @Test("a file that grows past the limit while read, and a read error, are reported instead of an end of file")
  func readFailures() throws {
    let bytes = Array(Self.valid.utf8)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).json").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    defer { unlink(path) }
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    #expect(throws: InputError(path: "", message: "over 100 bytes")) {
      try StrictJSONStream.decode(Doc.self, streaming: "items", as: Item.self, file: fd, limit: 100, tooLarge: "over 100 bytes") { _, _ in }
    }
    let dir = open(FileManager.default.temporaryDirectory.path, O_RDONLY | O_DIRECTORY)
    defer { close(dir) }
    #expect(throws: InputError(path: "", message: "cannot read the file: Is a directory")) {
      try StrictJSONStream.decode(Doc.self, streaming: "items", as: Item.self, file: dir, limit: 100, tooLarge: "") { _, _ in }
    }
  }
}
