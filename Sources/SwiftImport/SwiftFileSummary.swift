import ConfigFormat
import SwiftSyntax

/// What the pairing needs of one imported file, made as soon as the file is read so that its
/// syntax tree (about 125 MiB for 1 MiB of code) is freed before the next file is parsed: the
/// file's blocks, SwiftUI panels, `layoutFor` choices, idiom picks and blur view, already
/// scanned into values; and, as nodes of a small tree of their own (``SwiftKeptSource``), the
/// declarations the layouts and behaviours are read from later: every declaration and
/// extension of a type that inherits a layout or behaviour protocol, the layouts made by
/// initializer calls, and the values of the static constants.
///
/// The scans use the custom states of the files read so far; the states they looked up are
/// recorded (``lookedUp``), and a file that looked up a state a later file declares (or declares
/// again) is read once more with all of them (``needsRescan(states:)``).
///
/// ```swift
/// var states: [String: SwiftValue] = [:]
/// let file = try SwiftFileSummary.read(.init(name: "M.swift", bytes: bytes), index: 0, states: &states, adding: true)
/// file.types.map(\.name)   // ["SearchPanelLayout"]
/// ```
@dynamicMemberLookup
struct SwiftFileSummary {
  /// The file's name, for the lines on stderr.
  let name: String
  /// Maps the kept nodes to the file's lines.
  let converter: SourceLocationConverter
  /// The declarations of the types that inherit a layout or behaviour protocol, with every other
  /// declaration or extension of the same names, in source order (nodes of the kept tree).
  let types: [SwiftTypeIndex.TypeDecl]
  /// The static constants by `Type.name` (``SwiftTypeIndex/constants``), nodes of the kept tree.
  let constants: [String: ExprSyntax]
  /// The layouts made by initializer calls (``CallLayoutFinder``), nodes of the kept tree.
  let callLayouts: [(name: String, node: Syntax, call: FunctionCallExprSyntax)]
  /// What the file's scan found as plain values (states, setups, choices, …), read through
  /// the summary itself: `summary.setups` is `summary.found.setups`.
  let found: SwiftFileFindings
  /// The bytes of source the kept tree holds (the whole file when its kept text did not parse alone).
  let keptBytes: Int
  /// Whether the file's whole tree is kept: the declarations kept are over a quarter of the file
  /// (``Scan/whole``), or they did not parse the same on their own (none of the upstream examples
  /// or the apps corpus does that; the import is then right, only bigger).
  let keepsWholeTree: Bool

  /// A finding of the scan (``SwiftFileFindings``), e.g. `summary.setups`.
  subscript<T>(dynamicMember path: KeyPath<SwiftFileFindings, T>) -> T { found[keyPath: path] }

  /// The custom states `file` declares (`static let s = FloatingPanelState(rawValue:order:)`).
  static func states(of file: SwiftSourceFile) -> [(name: String, value: SwiftValue)] {
    var out: [(name: String, value: SwiftValue)] = []
    var ev = SwiftEvaluator(converter: file.converter, states: [:])
    for (name, e) in file.index.stateConstants {
      if case .state(let n, let o)? = try? ev.value(of: e), PlaygroundConfig.isValidName(n) { out.append((name, .state(name: n, order: o))) }
    }
    return out
  }

  /// Reads `source`, the `index`-th file imported: parses it, scans it with the custom states
  /// `states` of the files read so far (and, when `adding`, its own, which are added to them),
  /// frees its tree, and parses the declarations kept again on their own.
  static func read(_ source: SwiftImporter.Source, index: Int, states: inout [String: SwiftValue], adding: Bool) throws(SwiftImportError) -> SwiftFileSummary {
    let scan = try Scan(source, index: index, states: &states, adding: adding)  // the file's tree lives only in Scan.init
    return SwiftFileSummary(scan, bytes: source.bytes)
  }

  private init(_ scan: Scan, bytes: [UInt8]) {
    name = scan.name
    found = scan.found
    var source = scan.whole.map { SwiftKeptSource(wholeTree: $0.tree, converter: $0.converter) } ?? SwiftKeptSource(bytes: bytes, keeping: scan.kept)
    var nodes = source.map { $0.counterparts(of: scan.keys) }
    keepsWholeTree = scan.whole != nil || nodes?.contains { $0 == nil } ?? true
    if scan.whole == nil, keepsWholeTree {  // the kept text did not parse the same alone: the whole file again (it parsed when read)
      source = SwiftKeptSource(wholeFile: bytes)
      nodes = source?.counterparts(of: scan.keys)
    }
    converter = source?.converter ?? SourceLocationConverter(fileName: "", tree: SourceFileSyntax(statements: []))
    keptBytes = source?.byteCount ?? 0
    let found = nodes ?? []
    func node(_ i: Int) -> Syntax? { i < found.count ? found[i] : nil }
    // Each key has its node (the same bytes parse to the same tree); one missing is left out.
    types = scan.types.compactMap { t in
      node(t.key).flatMap { n in SwiftTypeIndex.memberList(of: n).map { .init(name: t.name, inherits: t.inherits, members: $0, node: n) } }
    }
    var constants: [String: ExprSyntax] = [:]
    for c in scan.constants { if let e = node(c.key)?.as(ExprSyntax.self) { constants[c.name] = e } }
    self.constants = constants
    callLayouts = scan.calls.compactMap { c in
      guard let n = node(c.node), let call = node(c.call)?.as(FunctionCallExprSyntax.self) else { return nil }
      return (c.name, n, call)
    }
  }

  /// Whether a state the scans looked up has another value in `states` (those of every file).
  func needsRescan(states: [String: SwiftValue]) -> Bool {
    found.lookedUp.contains { name, value in states[name] != value }
  }
}

/// The custom states an evaluator looked up and the value each had (nil: none); a reference,
/// so that the copies of an evaluator record into one.
final class StateLookups {
  /// By name.
  private(set) var seen: [String: SwiftValue?] = [:]

  /// Records that `name` was looked up and had `value`.
  func record(_ name: String, _ value: SwiftValue?) {
    if seen.index(forKey: name) == nil { seen.updateValue(value, forKey: name) }
  }
}
