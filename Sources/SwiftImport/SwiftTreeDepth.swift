@_spi(RawSyntax) import SwiftSyntax

/// The depth of a parsed tree, measured without recursion (an explicit stack over the raw nodes,
/// which makes no `Syntax` objects), so a file whose tree is too deep for the recursive walks that
/// follow (a postfix chain `a!!!…` 100 000 long parses in a loop into a tree 100 000 deep) is
/// refused before any of them runs.
///
/// ```swift
/// SwiftTreeDepth.firstNode(deeperThan: 1_000, in: tree)   // nil, or the UTF-8 offset of the first node too deep
/// ```
enum SwiftTreeDepth {
  /// The UTF-8 offset of the first node (in source order) deeper than `limit`; nil when none is.
  static func firstNode(deeperThan limit: Int, in tree: SourceFileSyntax) -> Int? {
    var stack: [(raw: RawSyntax, depth: Int, offset: Int)] = [(tree.raw, 0, 0)]
    var children: [(raw: RawSyntax, depth: Int, offset: Int)] = []
    while let (raw, depth, offset) = stack.popLast() {
      guard depth < limit else { return offset }
      guard let layout = raw.layoutView else { continue }
      children.removeAll(keepingCapacity: true)
      var at = offset
      for child in layout.children {
        guard let child else { continue }
        children.append((child, depth + 1, at))
        at += child.byteLength
      }
      stack.append(contentsOf: children.reversed())  // source order: the first child on top
    }
    return nil
  }
}
