import SwiftSyntax

extension SwiftFileSummary {
  /// What reading one file gives while its tree lives: the values of its scans, and where the
  /// nodes the pairing reads later are (``SwiftKeptSource/Key``, no node of the tree), so that
  /// the tree is freed before those nodes are parsed again on their own.
  struct Scan {
    let name: String
    /// What the scan found, as plain values (the summary holds the same value).
    let found: SwiftFileFindings
    /// The nodes to keep (types, the `let` of each call-made layout, constants' values).
    private(set) var kept: [SwiftKeptSource.Kept] = []
    /// The nodes looked up in the kept tree; the fields below index into it.
    private(set) var keys: [SwiftKeptSource.Key] = []
    /// The types that inherit a layout or behaviour protocol and the others of their names.
    private(set) var types: [(name: String, inherits: [String], key: Int)] = []
    /// The static constants by `Type.name`.
    private(set) var constants: [(name: String, key: Int)] = []
    /// The call-made layouts: the binding (for its line) and the call.
    private(set) var calls: [(name: String, node: Int, call: Int)] = []
    /// The file's own tree and line map, kept when the nodes to keep are over a quarter of the
    /// file: parsing them again would cost more CPU time than the memory it frees is worth
    /// (a file of layouts), and could take a 1-MiB file past its time budget.
    private(set) var whole: (tree: SourceFileSyntax, converter: SourceLocationConverter)?

    /// Parses and scans `source` (see ``SwiftFileSummary/read(_:index:states:adding:)``).
    init(_ source: SwiftImporter.Source, index: Int, states: inout [String: SwiftValue], adding: Bool) throws(SwiftImportError) {
      let file = try SwiftSourceFile(name: source.name, bytes: source.bytes)
      name = file.name
      let declared = SwiftFileSummary.states(of: file)
      if adding { for (n, v) in declared { states[n] = v } }
      let lookups = StateLookups()
      var ev = SwiftEvaluator(converter: file.converter, states: states)
      ev.constants = file.index.constants
      ev.lookups = lookups
      let scanner = SurfaceScanner(file: index, evaluator: ev)
      scanner.walk(file.tree)
      let swiftUI = SwiftUIPanelScanner(file: index, evaluator: ev)
      swiftUI.walk(file.tree)
      let choiceFinder = LayoutChoiceFinder(file: index, evaluator: ev)
      choiceFinder.walk(file.tree)
      found = SwiftFileFindings(
        states: declared, setups: scanner.setups + swiftUI.setups,
        setupSkips: (scanner.skips + swiftUI.skips).map { ($0.line, $0.reason) }, choices: choiceFinder.choices,
        choiceSkips: choiceFinder.skips.map { ($0.line, $0.reason) }, idiomPicks: Importer.idiomPicks(in: file.tree, ev),
        blur: BlurViewFinder.find(in: file.tree, file.converter), lookedUp: lookups.seen)

      // Where the nodes the pairing reads later are.
      let protocols = Importer.layoutProtocols.union(Importer.behaviorProtocols)
      let names = Set(file.index.types.filter { !protocols.isDisjoint(with: $0.inherits) }.map(\.name))
      for t in file.index.types where names.contains(t.name) {
        kept.append(.init(t.node, asExpression: false))
        types.append((t.name, t.inherits, add(t.node)))
      }
      let finder = CallLayoutFinder()
      finder.walk(file.tree)
      for c in finder.found {
        kept.append(.init(c.node.parent?.parent ?? c.node, asExpression: false))  // the `let`/`var` of the binding
        calls.append((c.name, add(c.node), add(c.call)))
      }
      for (name, e) in file.index.constants {
        kept.append(.init(e, asExpression: true))
        constants.append((name, add(e)))
      }
      if SwiftKeptSource.length(of: kept) * 4 > source.bytes.count { whole = (file.tree, file.converter) }
    }

    private mutating func add(_ node: some SyntaxProtocol) -> Int {
      keys.append(SwiftKeptSource.Key(node))
      return keys.count - 1
    }
  }
}
