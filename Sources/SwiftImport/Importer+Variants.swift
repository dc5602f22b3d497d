import ConfigFormat
import FloatingPanel
import SwiftSyntax
import StrictJSON

/// Size-class variants: the layouts a `floatingPanel(_:layoutFor:)` delegate chooses among
/// (``LayoutChoice``) become one panel whose default is the layout returned otherwise and whose
/// ``PanelVariant``s are the others with their conditions; two delegates chosen by the idiom
/// (`idiom == .pad ? SearchPanelPadDelegate(…) : SearchPanelPhoneDelegate(…)`) become one panel
/// whose iPad variants come first.
extension Importer {
  /// The `layoutFor` methods of every file, with one skip per branch that cannot be read.
  mutating func layoutChoices() -> [LayoutChoice] {
    var out: [LayoutChoice] = []
    for (i, f) in files.enumerated() {
      out += f.choices
      for s in f.choiceSkips { skips.append((i, s.line, s.text)) }
    }
    return out
  }

  /// Groups the panels of the layouts each choice returns into one panel with variants; the
  /// layouts' own panels are removed. `setups` give a built-in layout's branch its settings.
  mutating func groupVariants(_ panels: inout [String: PanelConfig], _ choices: [LayoutChoice], _ setups: [SurfaceSetup]) {
    guard !choices.isEmpty else { return }
    var byOwner: [String: LayoutChoice] = [:]
    for c in choices where byOwner[c.owner] == nil { byOwner[c.owner] = c }
    var groups: [(name: String?, choice: LayoutChoice)] = []
    var merged: Set<String> = []
    for pick in idiomPicks() {
      guard !merged.contains(pick.pad), !merged.contains(pick.phone), let pad = byOwner[pick.pad] ?? defaultChoice(pick.pad, other: byOwner[pick.phone]),
        let phone = byOwner[pick.phone] ?? defaultChoice(pick.phone, other: byOwner[pick.pad])
      else { continue }
      merged.formUnion([pick.pad, pick.phone])
      var both = phone
      both.branches = Self.adding(.pad, to: pad.branches, asDefault: true) + Self.adding(.phone, to: phone.branches, asDefault: false)
      groups.append((Self.groupName(pick.pad, pick.phone), both))
    }
    for c in choices where !merged.contains(c.owner) && byOwner[c.owner]?.line == c.line { groups.append((Self.groupName(c.owner, c.owner), c)) }
    var consumed: Set<String> = []
    var made: [String: PanelConfig] = [:]
    for (name, choice) in groups {
      var layouts: [(PanelVariant.Condition?, PanelConfig)] = []
      var used: Set<String> = []
      for b in choice.branches {
        if let own = SwiftImporter.panelName(of: b.layoutType), let p = panels[own] {
          layouts.append((b.when, p))
          used.insert(own)
        } else if Self.builtInLayouts.contains(b.layoutType) {
          var p = PanelConfig()
          for s in setups where s.file == choice.file && s.layoutType == b.layoutType && b.lines.contains(s.line) { s.apply(to: &p) }
          layouts.append((b.when, p))
        } else {
          skips.append((choice.file, b.lines.lowerBound, "\(choice.owner): the layout \(Self.excerpt(b.layoutType)) it returns is not in the files imported; give its file"))
        }
      }
      // One layout whatever the size is no variant: that layout stays the panel it is.
      guard let base = layouts.last(where: { $0.0 == nil }) ?? layouts.last, layouts.count >= 2, let groupName = name else { continue }
      consumed.formUnion(used)
      var panel = base.1
      var variants: [PanelVariant] = []
      for (when, p) in layouts where when != nil {
        guard let when, variants.count < PanelVariant.maximumCount else { continue }
        var v = p
        v.variants = []
        variants.append(PanelVariant(when: when, layout: v))
      }
      if base.0 != nil { variants.removeLast() }
      panel.variants = variants
      made[groupName] = panel
    }
    for name in consumed { panels[name] = nil }
    for (name, p) in made {
      if panels[name] != nil { panels[name + "Variants"] = p } else { panels[name] = p }
    }
  }

  /// For a delegate chosen by the idiom that has no `layoutFor` method while `other` has one: the
  /// controller keeps FloatingPanel's default layout (said in a note).
  mutating func defaultChoice(_ owner: String, other: LayoutChoice?) -> LayoutChoice? {
    guard let other else { return nil }
    notes.append((other.file, other.line, "note: \(owner) has no floatingPanel(_:layoutFor:) method: its variant is FloatingPanel's default layout (FloatingPanelBottomLayout)"))
    return LayoutChoice(owner: owner, file: other.file, line: other.line, branches: [.init(when: nil, layoutType: "FloatingPanelBottomLayout", lines: 0...0)])
  }

  /// Upstream's own layouts a delegate may return.
  static let builtInLayouts: Set<String> = ["FloatingPanelBottomLayout"]

  /// `branches` with the idiom `idiom` added to each condition; the default becomes
  /// `idiom` alone when `asDefault`.
  static func adding(_ idiom: PanelVariant.Condition.Idiom, to branches: [LayoutChoice.Branch], asDefault: Bool) -> [LayoutChoice.Branch] {
    let only = PanelVariant.Condition(idiom: idiom)
    return branches.compactMap { b in
      var out = b
      guard let when = b.when else {
        out.when = asDefault ? only : nil
        return out
      }
      guard let c = VariantReader.both(when, only) else { return nil }
      out.when = c
      return out
    }
  }

  /// The panel name of a delegate (or two chosen by idiom): `SearchPanelPadDelegate` and
  /// `SearchPanelPhoneDelegate` → `searchPanel`.
  static func groupName(_ a: String, _ b: String) -> String? {
    func stem(_ t: String) -> String {
      var s = t
      for suffix in ["Delegate", "Controller"] where s.hasSuffix(suffix) && s.count > suffix.count { s.removeLast(suffix.count) }
      return s
    }
    var x = stem(a), y = stem(b)
    if a != b {
      for word in ["iPad", "iPhone", "Pad", "Phone"] {
        x = x.replacingOccurrences(of: word, with: "")
        y = y.replacingOccurrences(of: word, with: "")
      }
      if x != y { x = stem(b) }
    }
    return SwiftImporter.panelName(of: x)
  }

  /// The pairs of delegate types chosen by the idiom: `idiom == .pad ? A(…) : B(…)`.
  func idiomPicks() -> [(pad: String, phone: String)] { files.flatMap(\.idiomPicks) }

  /// The pairs of delegate types chosen by the idiom in `tree`, whose values `evaluator` computes.
  static func idiomPicks(in tree: SourceFileSyntax, _ evaluator: SwiftEvaluator) -> [(pad: String, phone: String)] {
    var out: [(pad: String, phone: String)] = []
    var ev = evaluator
    let finder = TernaryFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    for elements in finder.found {
      guard let k = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), k + 1 < elements.count,
        let t = elements[k].as(UnresolvedTernaryExprSyntax.self),
        let c = VariantReader.condition(of: Array(elements[..<k]), sizeName: nil, &ev), let idiom = c.idiom,
        c == PanelVariant.Condition(idiom: idiom),
        let yes = Self.madeType(t.thenExpression), let no = Self.madeType(elements[k + 1])
      else { continue }
      out.append(idiom == .pad ? (yes, no) : (no, yes))
    }
    return out
  }

  /// The type `e` makes (`SearchPanelPadDelegate(owner: self)` → `SearchPanelPadDelegate`).
  static func madeType(_ e: ExprSyntax) -> String? {
    guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
    return SwiftEvaluator.chain(call.calledExpression)?.last
  }
}

/// The sequences of a file that hold a ternary (`a == b ? x : y`), as element lists.
private final class TernaryFinder: SyntaxVisitor {
  var found: [[ExprSyntax]] = []

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) { found.append(Array(node.elements)) }
    return .visitChildren
  }
}

extension Importer {
  /// Gives a panel with intrinsic or adaptive anchors the content length the window measures them
  /// with (``PanelConfig/importedContentLength``), said in a note: the app measures its content at
  /// run time, which the source does not say.
  mutating func noteContentLength(_ panel: inout PanelConfig, _ found: Found) {
    panel.contentLength = PanelConfig.importedContentLength
    let l = OrderedJSON.format(PanelConfig.importedContentLength)
    notes.append((found.file, line(found.file, found.node), "note: \(found.name) has intrinsic or adaptive anchors, placed by its content's size, which the app measures at run time: the config gives the content \(l) pt (\"contentLength\"); set your content's"))
  }
}
