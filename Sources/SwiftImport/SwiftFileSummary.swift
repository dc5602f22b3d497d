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
/// let file = SwiftFileSummary(try SwiftSourceFile(name: "M.swift", bytes: bytes), bytes: bytes, index: 0, states: [:])
/// file.types.map(\.name)   // ["SearchPanelLayout"]
/// ```
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
  /// The custom states the file declares, in source order.
  let states: [(name: String, value: SwiftValue)]
  /// Its blocks' and SwiftUI panels' setups (``SurfaceScanner``, ``SwiftUIPanelScanner``).
  private(set) var setups: [SurfaceSetup] = []
  /// The values of those blocks that could not be read: line and text.
  private(set) var setupSkips: [(line: Int, text: String)] = []
  /// Its `layoutFor` methods (``LayoutChoiceFinder``).
  private(set) var choices: [LayoutChoice] = []
  /// The branches of those that could not be read.
  private(set) var choiceSkips: [(line: Int, text: String)] = []
  /// The delegate types chosen by the idiom (`idiom == .pad ? A(…) : B(…)`).
  private(set) var idiomPicks: [(pad: String, phone: String)] = []
  /// The line of the first `UIVisualEffectView`, and the first `UIBlurEffect` style (``BlurViewFinder``).
  private(set) var blur: (viewLine: Int?, style: String?)
  /// The custom states the scans looked up, with the value each had then (nil: none).
  let lookedUp: [String: SwiftValue?]
  /// The bytes of source the kept tree holds (the whole file when its kept text did not parse alone).
  let keptBytes: Int
  /// Whether the file's whole tree is kept: the declarations kept did not parse the same on their
  /// own (none of the upstream examples or the apps corpus; the import is then right, only bigger).
  let keepsWholeTree: Bool

  /// The custom states `file` declares (`static let s = FloatingPanelState(rawValue:order:)`).
  static func states(of file: SwiftSourceFile) -> [(name: String, value: SwiftValue)] {
    var out: [(name: String, value: SwiftValue)] = []
    var ev = SwiftEvaluator(converter: file.converter, states: [:])
    for (name, e) in file.index.stateConstants {
      if case .state(let n, let o)? = try? ev.value(of: e), PlaygroundConfig.isValidName(n) { out.append((name, .state(name: n, order: o))) }
    }
    return out
  }

  /// Reads `file` (whose source is `bytes`), the `index`-th imported, with the custom states
  /// `states` of the files read so far (this one's among them).
  init(_ file: SwiftSourceFile, bytes: [UInt8], index: Int, states: [String: SwiftValue]) {
    name = file.name
    self.states = Self.states(of: file)
    let lookups = StateLookups()
    var ev = SwiftEvaluator(converter: file.converter, states: states)
    ev.constants = file.index.constants
    ev.lookups = lookups
    let scanner = SurfaceScanner(file: index, evaluator: ev)
    scanner.walk(file.tree)
    let swiftUI = SwiftUIPanelScanner(file: index, evaluator: ev)
    swiftUI.walk(file.tree)
    setups = scanner.setups + swiftUI.setups
    setupSkips = (scanner.skips + swiftUI.skips).map { ($0.line, $0.reason) }
    let choiceFinder = LayoutChoiceFinder(file: index, evaluator: ev)
    choiceFinder.walk(file.tree)
    choices = choiceFinder.choices
    choiceSkips = choiceFinder.skips.map { ($0.line, $0.reason) }
    idiomPicks = Importer.idiomPicks(in: file.tree, ev)
    blur = BlurViewFinder.find(in: file.tree, file.converter)
    lookedUp = lookups.seen

    // What the pairing reads later, copied into a small tree.
    let protocols = Importer.layoutProtocols.union(Importer.behaviorProtocols)
    let names = Set(file.index.types.filter { !protocols.isDisjoint(with: $0.inherits) }.map(\.name))
    let types = file.index.types.filter { names.contains($0.name) }
    let finder = CallLayoutFinder()
    finder.walk(file.tree)
    var kept: [(node: Syntax, asExpression: Bool)] = types.map { ($0.node, false) }
    for c in finder.found { kept.append((c.node.parent?.parent ?? c.node, false)) }  // the `let`/`var` of the binding
    for e in file.index.constants.values { kept.append((Syntax(e), true)) }
    if let source = SwiftKeptSource(bytes: bytes, keeping: kept), let copied = Self.copy(file, types, finder.found, source) {
      converter = source.converter
      (self.types, constants, callLayouts) = copied
      keptBytes = source.byteCount
      keepsWholeTree = false
    } else {
      converter = file.converter
      (self.types, constants, callLayouts) = (types, file.index.constants, finder.found)
      keptBytes = bytes.count
      keepsWholeTree = true
    }
  }

  /// Whether a state the scans looked up has another value in `states` (those of every file).
  func needsRescan(states: [String: SwiftValue]) -> Bool {
    lookedUp.contains { name, value in states[name] != value }
  }

  /// `types`, the constants and `calls` of `file` as nodes of `source`; nil when one is missing.
  private static func copy(
    _ file: SwiftSourceFile, _ types: [SwiftTypeIndex.TypeDecl], _ calls: [(name: String, node: Syntax, call: FunctionCallExprSyntax)],
    _ source: SwiftKeptSource
  ) -> ([SwiftTypeIndex.TypeDecl], [String: ExprSyntax], [(name: String, node: Syntax, call: FunctionCallExprSyntax)])? {
    var outTypes: [SwiftTypeIndex.TypeDecl] = []
    for t in types {
      guard let node = source.counterpart(of: t.node), let members = SwiftTypeIndex.memberList(of: node) else { return nil }
      outTypes.append(SwiftTypeIndex.TypeDecl(name: t.name, inherits: t.inherits, members: members, node: node))
    }
    var constants: [String: ExprSyntax] = [:]
    for (key, e) in file.index.constants {
      guard let copy = source.counterpart(of: e) else { return nil }
      constants[key] = copy
    }
    var outCalls: [(name: String, node: Syntax, call: FunctionCallExprSyntax)] = []
    for c in calls {
      guard let node = source.counterpart(of: c.node), let call = source.counterpart(of: c.call) else { return nil }
      outCalls.append((c.name, node, call))
    }
    return (outTypes, constants, outCalls)
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
