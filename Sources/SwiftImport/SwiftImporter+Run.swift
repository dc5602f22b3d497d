import ConfigFormat
import FloatingPanel
import StrictJSON
import SwiftSyntax

/// One import's work: the layouts and behaviours of all files, their pairing, the surfaces, and
/// the checked config.
struct Importer {
  /// A layout or behaviour type found in a file.
  struct Found {
    var name: String
    var file: Int
    var node: Syntax
    var members: [MemberBlockItemListSyntax]
    var isBottomLayout: Bool
    var inherits: [String] = []
    /// The initializer call of a layout made with literal arguments (``CallLayoutFinder``).
    var call: FunctionCallExprSyntax?
  }

  let files: [SwiftFileSummary]
  var skips: [(file: Int, line: Int, text: String)] = []
  /// Lines that are not skips: a translation from FloatingPanel 1.x, a default layout used.
  var notes: [(file: Int, line: Int, text: String)] = []
  let states: [String: SwiftValue]
  /// The pairing's lookups (``PairingIndex``), made once the blocks are scanned.
  var pairing = PairingIndex(setups: [], layoutNames: [])
  /// The behaviours by name, and the first by lower-cased name stem.
  var behaviorByName: [String: Found] = [:], behaviorByStem: [String: Found] = [:]

  static let layoutProtocols: Set<String> = [
    "FloatingPanelLayout", "FloatingPanelBottomLayout", "FloatingPanelFullScreenLayout", "FloatingPanelIntrinsicLayout",
  ]
  static let behaviorProtocols: Set<String> = ["FloatingPanelBehavior", "FloatingPanelDefaultBehavior"]

  /// An import of `files`, read (``SwiftFileSummary``) with the custom states of all of them.
  init(files: [SwiftFileSummary]) {
    self.files = files
    self.states = Self.states(of: files)
  }

  /// The custom states of `files`: by identifier, a later file's winning.
  static func states(of files: [SwiftFileSummary]) -> [String: SwiftValue] {
    var states: [String: SwiftValue] = [:]
    for f in files {
      for (name, value) in f.states { states[name] = value }
    }
    return states
  }

  func evaluator(_ file: Int) -> SwiftEvaluator {
    var ev = SwiftEvaluator(converter: files[file].converter, states: states)
    ev.constants = files[file].constants
    return ev
  }

  /// An evaluator of `found`'s members (its stored properties and static constants by name).
  func evaluator(of found: Found) -> SwiftEvaluator {
    var ev = evaluator(found.file)
    ev.owner = (found.name, found.members)
    return ev
  }

  /// The types of every file that inherit one of `protocols`, with the members of their
  /// extensions in the same file; a second type of the same name is skipped.
  mutating func types(inheriting protocols: Set<String>) -> [Found] {
    var out: [Found] = []
    var seen: Set<String> = []
    for (i, f) in files.enumerated() {
      var members: [String: [MemberBlockItemListSyntax]] = [:]
      for t in f.types { members[t.name, default: []].append(t.members) }
      for t in f.types where !protocols.isDisjoint(with: t.inherits) {
        guard seen.insert(t.name).inserted else {
          skip(i, t.node, "\(t.name): a second type of this name (the first one is imported)")
          continue
        }
        out.append(Found(name: t.name, file: i, node: t.node, members: members[t.name] ?? [], isBottomLayout: t.inherits.contains("FloatingPanelBottomLayout"), inherits: t.inherits))
      }
    }
    return out
  }

  /// The layouts made by initializer calls with an `anchors:` literal (``CallLayoutFinder``).
  func callLayouts() -> [Found] {
    var out: [Found] = []
    for (i, f) in files.enumerated() {
      for c in f.callLayouts where !out.contains(where: { $0.name == c.name }) {
        out.append(Found(name: c.name, file: i, node: c.node, members: [], isBottomLayout: false, call: c.call))
      }
    }
    return out
  }

  func line(_ file: Int, _ node: some SyntaxProtocol) -> Int { node.startLocation(converter: files[file].converter).line }

  mutating func skip(_ file: Int, _ node: some SyntaxProtocol, _ text: String) {
    skips.append((file, node.startLocation(converter: files[file].converter).line, text))
  }

  mutating func run(behavior wanted: String?, layout only: String?) throws(SwiftImportError) -> SwiftImporter.Result {
    var layouts = types(inheriting: Self.layoutProtocols) + callLayouts()
    let behaviors = types(inheriting: Self.behaviorProtocols)
    var setups: [SurfaceSetup] = []
    for (i, f) in files.enumerated() {
      setups += f.setups
      for s in f.setupSkips { skips.append((i, s.line, s.text)) }
    }
    SwiftUIPanelScanner.resolveAppearances(&setups, skips: &skips)
    let setsSurface = setups.contains { $0.appearance != nil || $0.setsController || $0.isSwiftUI }
    guard !layouts.isEmpty || !behaviors.isEmpty || (setsSurface && only == nil && wanted == nil) else {
      let which = files.count == 1 ? "the file declares" : "the files declare"
      throw SwiftImportError(
        file: files.count == 1 ? files[0].name : "",
        message: "\(which) no FloatingPanelLayout or FloatingPanelBehavior type (class, struct or extension); give the files that do")
    }
    if let wanted, !behaviors.contains(where: { $0.name == wanted }) {
      throw SwiftImportError(file: "", message: "--behavior \(Self.excerpt(wanted)): no such FloatingPanelBehavior type (found: \(Self.list(behaviors)))")
    }
    if let only {
      guard let l = layouts.first(where: { $0.name == only }) else {
        throw SwiftImportError(file: "", message: "--layout \(Self.excerpt(only)): no such FloatingPanelLayout type (found: \(Self.list(layouts)))")
      }
      layouts = [l]
    }
    pairing = PairingIndex(setups: setups, layoutNames: layouts.map(\.name) + setups.compactMap(\.layoutType))
    for b in behaviors.reversed() {
      behaviorByName[b.name] = b
      behaviorByStem[Self.idiomStem(b.name)] = b
    }
    // A layout without a layout type of its own is a behaviour's panel (FloatingPanel's default layout).
    let standalone = layouts.isEmpty ? behaviors.filter { wanted == nil || $0.name == wanted } : []
    var pairs: [(panel: Found, behavior: Found?)] = []
    var used: Set<String> = []
    for l in layouts {
      let b = pairedBehavior(of: l, behaviors, setups, wanted: wanted, single: layouts.count == 1 && behaviors.count == 1)
      if let b { used.insert(b.name) }
      pairs.append((l, b))
    }
    for b in standalone { pairs.append((b, b)); used.insert(b.name) }
    for b in behaviors where !used.contains(b.name) {
      skip(b.file, b.node, "\(b.name): no imported layout pairs with it; name both with --behavior \(b.name) --layout NAME")
    }
    var panels: [String: PanelConfig] = [:]
    for (found, b) in pairs {
      guard let name = SwiftImporter.panelName(of: found.name) else {
        skip(found.file, found.node, "\(Self.excerpt(found.name)): its name cannot name a panel (\(PlaygroundConfig.nameRule))")
        continue
      }
      guard panels[name] == nil else {
        skip(found.file, found.node, "\(found.name): a second panel named \(name)")
        continue
      }
      var panel = PanelConfig()
      if let call = found.call {
        var r = MemberReader(members: [], evaluator: evaluator(found.file))
        panel = LayoutReader.callPanel(call, &r)
        for s in r.skips { skips.append((found.file, s.line, "\(found.name).\(s.reason)")) }
      } else if layouts.contains(where: { $0.name == found.name }) {
        var r = MemberReader(members: found.members, evaluator: evaluator(of: found))
        panel = LayoutReader.panel(&r, node: found.node, inherits: found.inherits)
        if LayoutReader.isVersion1(r) || found.inherits.contains(where: { $0.hasSuffix("FullScreenLayout") || $0 == "FloatingPanelIntrinsicLayout" }) {
          notes.append((found.file, line(found.file, found.node), "note: \(found.name) uses FloatingPanel 1.x's layout API (insetFor(position:), supportedPositions, initialPosition); translated: full from the top, half and tip from the bottom, nil as 0"))
        }
        for s in r.skips { skips.append((found.file, s.line, "\(found.name).\(s.reason)")) }
      }
      if let b {
        var r = MemberReader(members: b.members, evaluator: evaluator(of: b))
        let layoutStates = LayoutReader.states(of: panel)
        panel.behavior = BehaviorReader.behavior(&r, position: panel.position, states: layoutStates)
        for s in r.skips { skips.append((b.file, s.line, "\(b.name).\(s.reason)")) }
      }
      applySurface(to: &panel, of: found.name, found.name == b?.name ? [] : setups)
      if panel.hasContentAnchors, panel.contentLength == nil { noteContentLength(&panel, found) }
      // Upstream's default backdrop (0.3 at full) is no backdrop for a layout without full.
      let named = Set(LayoutReader.states(of: panel).map(\.rawValue))
      panel.backdropAlpha = panel.backdropAlpha.filter { named.contains($0.key) }
      do {
        _ = try PlaygroundConfig(panels: [name: panel]).resolved()
        panels[name] = panel
      } catch {
        skip(found.file, found.node, "\(found.name): \(error.description)")
      }
    }
    let defaultLayout = "FloatingPanel's default layout (FloatingPanelBottomLayout: full 18 pt from the safe area's top, half at 0.5, tip 69 pt from its bottom, starting at half)"
    if pairs.isEmpty, let first = setups.filter(\.isSwiftUI).min(by: { ($0.file, $0.line) < ($1.file, $1.line) }), let several = SwiftUIPanelScanner.defaultPanels(&setups) {
      panels = several
      notes.append((first.file, first.line, "note: the files declare no FloatingPanelLayout: \(several.keys.sorted().joined(separator: ", ")) have \(defaultLayout)"))
    } else if pairs.isEmpty, let first = setups.first(where: { $0.appearance != nil || $0.setsController || $0.isSwiftUI }) {
      panels["panel"] = PanelConfig()
      notes.append((first.file, first.line, "note: the files declare no FloatingPanelLayout: panel has \(defaultLayout)"))
    }
    guard !panels.isEmpty else {
      let lines = skipLines()
      let why = lines.isEmpty ? "" : lines.count == 1 ? " (the skipped line above says why)" : " (the \(lines.count) skipped lines above say why)"
      throw SwiftImportError(file: "", message: "no panel could be imported\(why); give a layout whose anchors and states the playground can hold", skips: lines)
    }
    if only == nil { groupVariants(&panels, layoutChoices(), setups) }
    attachUnclaimedAppearance(to: &panels, setups)
    for name in panels.keys { panels[name]?.role = SwiftImporter.role(of: name) }
    if let blur = BlurViewFinder(files).found { clearSurfacesOverBlur(&panels, blur) }
    let names = files.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name }
    let description = "Imported by playground import-swift from " + (names.count == 1 ? names[0] : "\(names.count) Swift files")
    let config = PlaygroundConfig(panels: panels, description: OneLine.escape(String(description.prefix(200))))
    return SwiftImporter.Result(config: config, skips: skipLines(), notes: noteLines())
  }

  /// The skips as `FILE:LINE: skipped …` lines, in file and line order.
  func skipLines() -> [String] {
    skips.sorted { ($0.file, $0.line) < ($1.file, $1.line) }.map { OneLine.escape("\(files[$0.file].name):\($0.line): skipped \($0.text)") }
  }

  /// The notes as `FILE:LINE: note: …` lines, in file and line order.
  func noteLines() -> [String] {
    notes.sorted { ($0.file, $0.line) < ($1.file, $1.line) }.map { OneLine.escape("\(files[$0.file].name):\($0.line): \($0.text)") }
  }
}
