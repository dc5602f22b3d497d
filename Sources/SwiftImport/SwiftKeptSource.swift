import SwiftParser
import SwiftSyntax

/// The few declarations of a read file that the pairing still needs, parsed again on their own
/// after the file's whole syntax tree is freed: swift-syntax keeps a whole file's nodes alive
/// while any one node of it lives (even a `.detached` copy shares the file's arena), so the
/// nodes kept are copied by parsing their text again into a tree of their own.
///
/// The text parsed is each kept node's source, in order, separated by `;` and by every line
/// break of the source between them (an expression is kept as `let _ = EXPR`, its place in a
/// static constant): each kept node's lines are the file's, so the lines of skips and notes do
/// not change. ``counterparts(of:)`` finds the nodes of the file in that tree by their bytes and
/// kinds (``Key``), in one walk.
///
/// ```swift
/// let kept = SwiftKeptSource(bytes: bytes, keeping: [.init(layoutDecl, asExpression: false)])
/// kept?.counterparts(of: [Key(layoutDecl)]).first   // the class again, from a small tree
/// ```
struct SwiftKeptSource {
  /// A node of the file: its bytes (without trivia) and kind.
  struct Key: Hashable {
    var start: Int, end: Int, kind: SyntaxKind

    /// The key of `node`.
    init(_ node: some SyntaxProtocol) {
      start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      end = node.endPositionBeforeTrailingTrivia.utf8Offset
      kind = Syntax(node).kind
    }
  }

  /// A node to keep: its key, and whether it is an expression (kept as `let _ = EXPR`).
  struct Kept {
    var key: Key, asExpression: Bool

    /// `node`, to keep.
    init(_ node: some SyntaxProtocol, asExpression: Bool) {
      key = Key(node)
      self.asExpression = asExpression
    }
  }

  /// One kept node's bytes: where they start in the file and in the kept text, and how many.
  private struct Piece {
    var original: Int, kept: Int, length: Int
  }

  /// The tree of the kept text.
  let tree: SourceFileSyntax
  /// Maps the kept tree's nodes to the file's lines.
  let converter: SourceLocationConverter
  /// The kept text's size (bytes).
  let byteCount: Int
  private let pieces: [Piece]

  /// Parses the nodes `nodes` of the file whose bytes are `bytes` again on their own; nodes inside
  /// others are kept with them. Nil when the kept text does not parse without errors.
  init?(bytes: [UInt8], keeping nodes: [Kept]) {
    let ranges = nodes.filter { 0 <= $0.key.start && $0.key.start < $0.key.end && $0.key.end <= bytes.count }
      .sorted { ($0.key.start, -$0.key.end) < ($1.key.start, -$1.key.end) }
    var text: [UInt8] = []
    var pieces: [Piece] = []
    var end = 0
    for r in ranges where r.key.start >= end {  // a node inside the one before is kept with it (syntax nodes nest or are apart)
      if !pieces.isEmpty { text.append(UInt8(ascii: ";")) }
      for b in bytes[end..<r.key.start] where b == 0x0A || b == 0x0D { text.append(b) }
      if r.asExpression { text += Array("let _ = ".utf8) }
      pieces.append(Piece(original: r.key.start, kept: text.count, length: r.key.end - r.key.start))
      text += bytes[r.key.start..<r.key.end]
      end = r.key.end
    }
    guard let parsed = Self(text: text, pieces: pieces) else { return nil }
    self = parsed
  }

  /// The whole file parsed again (its own tree, node for node): for a file whose kept text does
  /// not parse alone. Nil when it does not parse without errors (it did when it was read).
  init?(wholeFile bytes: [UInt8]) {
    self.init(text: bytes, pieces: [Piece(original: 0, kept: 0, length: bytes.count)])
  }

  /// The file's own tree, kept whole.
  init(wholeTree tree: SourceFileSyntax, converter: SourceLocationConverter) {
    self.tree = tree
    self.converter = converter
    byteCount = tree.totalLength.utf8Length
    pieces = [Piece(original: 0, kept: 0, length: byteCount)]
  }

  /// The bytes of source that keeping `nodes` keeps (a node inside another counts once).
  static func length(of nodes: [Kept]) -> Int {
    var total = 0, end = 0
    for n in nodes.sorted(by: { ($0.key.start, -$0.key.end) < ($1.key.start, -$1.key.end) }) where n.key.start >= end {
      total += n.key.end - n.key.start
      end = n.key.end
    }
    return total
  }

  private init?(text: [UInt8], pieces: [Piece]) {
    var parser = Parser(String(decoding: text, as: UTF8.self), maximumNestingLevel: SwiftSourceFile.maximumNesting)
    let tree = SourceFileSyntax.parse(from: &parser)
    guard !tree.hasError else { return nil }
    self.tree = tree
    self.pieces = pieces
    byteCount = text.count
    converter = SourceLocationConverter(fileName: "", tree: tree)
  }

  /// The nodes of the kept tree made of the same bytes as the file's nodes `keys`, and of their
  /// kinds (nil for one not kept), found in one walk of the kept tree.
  func counterparts(of keys: [Key]) -> [Syntax?] {
    var wanted: [Key: [Int]] = [:]
    for (i, key) in keys.enumerated() {
      if let k = keptKey(key) { wanted[k, default: []].append(i) }
    }
    let finder = Finder(wanted: wanted, count: keys.count)
    finder.walk(tree)
    return finder.found
  }

  /// The key in the kept text of the file's node `key`; nil when no piece holds it.
  private func keptKey(_ key: Key) -> Key? {
    // The last piece starting at or before the node.
    var low = 0, high = pieces.count
    while low < high {
      let mid = (low + high) / 2
      if pieces[mid].original <= key.start { low = mid + 1 } else { high = mid }
    }
    guard low > 0 else { return nil }
    let p = pieces[low - 1]
    guard key.end <= p.original + p.length else { return nil }
    var k = key
    k.start += p.kept - p.original
    k.end += p.kept - p.original
    return k
  }

  private final class Finder: SyntaxAnyVisitor {
    let wanted: [Key: [Int]]
    let kinds: Set<SyntaxKind>
    var found: [Syntax?]

    init(wanted: [Key: [Int]], count: Int) {
      self.wanted = wanted
      kinds = Set(wanted.keys.map(\.kind))
      found = Array(repeating: nil, count: count)
      super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      if kinds.contains(node.kind), let indices = wanted[Key(node)] {
        for i in indices where found[i] == nil { found[i] = node }
      }
      return .visitChildren
    }
  }
}
