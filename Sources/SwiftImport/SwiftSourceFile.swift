import SwiftOperators
import SwiftParser
import SwiftSyntax

/// One imported file, parsed: its name, tree, line map and types. It lives only while the file is
/// read into a ``SwiftFileSummary``; its tree is then freed.
struct SwiftSourceFile {
  /// The name it was given by (for the lines on stderr).
  let name: String
  /// The syntax tree.
  let tree: SourceFileSyntax
  /// Maps nodes to lines.
  let converter: SourceLocationConverter
  /// Its types and static constants.
  let index: SwiftTypeIndex

  /// How deep the parser nests before it gives up on a file (swift-syntax's debug default is 20,
  /// too shallow for real apps; its release default is 256).
  static let maximumNesting = 128

  /// How deep the syntax tree may be: every recursive walk after the parse (swift-syntax's
  /// location converter and visitors, ours) goes at most this deep.
  static let maximumTreeDepth = 1_000

  /// The largest file read (bytes).
  static let maximumSize = 1024 * 1024

  /// Parses `bytes`; throws when they are not UTF-8 or not Swift the parser accepts.
  init(name: String, bytes: [UInt8]) throws(SwiftImportError) {
    guard bytes.count <= Self.maximumSize else {
      throw SwiftImportError(file: name, message: "larger than 1 MiB; give the Swift files that declare the panels")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw SwiftImportError(file: name, message: "not UTF-8 text; give Swift source files")
    }
    if let deep = SwiftNestingScan.check(bytes) {
      throw SwiftImportError(
        file: "\(name):\(deep.line)",
        message: "\(deep.message); give the .swift files that declare the panels")
    }
    var parser = Parser(text, maximumNestingLevel: Self.maximumNesting)
    let tree = SourceFileSyntax.parse(from: &parser)
    if let offset = SwiftTreeDepth.firstNode(deeperThan: Self.maximumTreeDepth, in: tree) {
      throw SwiftImportError(
        file: "\(name):\(Self.line(at: offset, in: bytes))",
        message: "an expression or type over \(Self.maximumTreeDepth) syntax levels deep (a chain like a!!!…, a.b.b…, f()()…, Int???…); give the .swift files that declare the panels")
    }
    let converter = SourceLocationConverter(fileName: name, tree: tree)
    if tree.hasError {
      let line = Self.firstError(in: tree).map { $0.startLocation(converter: converter).line } ?? 1
      throw SwiftImportError(file: "\(name):\(line)", message: "not Swift source the parser accepts (or nested over \(Self.maximumNesting) levels deep); give the .swift files that declare the panels")
    }
    self.name = name
    self.tree = tree
    self.converter = converter
    self.index = SwiftTypeIndex(tree)
  }

  /// The 1-based line of UTF-8 offset `offset`.
  static func line(at offset: Int, in bytes: [UInt8]) -> Int {
    var line = 1
    for b in bytes[..<min(max(offset, 0), bytes.count)] where b == 0x0A { line += 1 }
    return line
  }

  /// The first token the parser had to invent or could not place.
  private static func firstError(in tree: SourceFileSyntax) -> TokenSyntax? {
    tree.tokens(viewMode: .all).first { $0.presence == .missing || $0.parent?.is(UnexpectedNodesSyntax.self) == true }
  }
}
