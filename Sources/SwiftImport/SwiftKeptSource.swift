import SwiftParser
import SwiftSyntax

/// The few declarations of a read file that the pairing still needs, parsed again on their own
/// so that the file's whole syntax tree can be freed: swift-syntax keeps a whole file's nodes
/// alive while any one node of it lives (even a `.detached` copy shares the file's arena), so the
/// nodes kept are copied by parsing their text again into a tree of their own.
///
/// The text parsed is each kept node's source, in order, separated by `;` and by every line
/// break of the source between them (an expression is kept as `let _ = EXPR`, its place in a
/// static constant): each kept node's lines are the file's, so the lines of skips and notes do
/// not change. ``counterpart(of:)`` finds a node of the file in that tree, by its bytes.
///
/// ```swift
/// let kept = SwiftKeptSource(bytes: bytes, keeping: [(Syntax(layoutDecl), false)])
/// kept?.counterpart(of: layoutDecl)?.memberBlock.members   // the same members, from a small tree
/// ```
struct SwiftKeptSource {
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

  /// Parses the nodes `nodes` of the file whose bytes are `bytes` again on their own (`asExpression`:
  /// an expression, parsed as `let _ = EXPR`); nodes inside others are kept with them. Nil when
  /// the kept text does not parse without errors (then the caller keeps the whole file's tree).
  init?(bytes: [UInt8], keeping nodes: [(node: Syntax, asExpression: Bool)]) {
    let ranges = nodes.map { (start: $0.node.positionAfterSkippingLeadingTrivia.utf8Offset, end: $0.node.endPositionBeforeTrailingTrivia.utf8Offset, expression: $0.asExpression) }
      .filter { 0 <= $0.start && $0.start < $0.end && $0.end <= bytes.count }
      .sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
    var text: [UInt8] = []
    var pieces: [Piece] = []
    var end = 0
    for r in ranges where r.start >= end {  // a node inside the one before is kept with it (syntax nodes nest or are apart)
      if !pieces.isEmpty { text.append(UInt8(ascii: ";")) }
      for b in bytes[end..<r.start] where b == 0x0A || b == 0x0D { text.append(b) }
      if r.expression { text += Array("let _ = ".utf8) }
      pieces.append(Piece(original: r.start, kept: text.count, length: r.end - r.start))
      text += bytes[r.start..<r.end]
      end = r.end
    }
    var parser = Parser(String(decoding: text, as: UTF8.self), maximumNestingLevel: SwiftSourceFile.maximumNesting)
    let tree = SourceFileSyntax.parse(from: &parser)
    guard !tree.hasError else { return nil }
    self.tree = tree
    self.pieces = pieces
    byteCount = text.count
    converter = SourceLocationConverter(fileName: "", tree: tree)
  }

  /// The node of the kept tree made of the same bytes as `node` of the file, and of its kind;
  /// nil when it was not kept.
  func counterpart<T: SyntaxProtocol>(of node: T) -> T? {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
    // The last piece starting at or before `start`.
    var low = 0, high = pieces.count
    while low < high {
      let mid = (low + high) / 2
      if pieces[mid].original <= start { low = mid + 1 } else { high = mid }
    }
    guard low > 0 else { return nil }
    let p = pieces[low - 1]
    guard end <= p.original + p.length else { return nil }
    let s = start - p.original + p.kept, e = end - p.original + p.kept
    guard var n = tree.token(at: AbsolutePosition(utf8Offset: s)).map(Syntax.init) else { return nil }
    let kind = Syntax(node).kind
    while n.positionAfterSkippingLeadingTrivia.utf8Offset == s && n.endPositionBeforeTrailingTrivia.utf8Offset <= e {
      if n.endPositionBeforeTrailingTrivia.utf8Offset == e, n.kind == kind { return n.as(T.self) }
      guard let parent = n.parent else { return nil }
      n = parent
    }
    return nil
  }
}
