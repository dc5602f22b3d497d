import ConfigFormat
import FloatingPanel
import SwiftSyntax

/// Upstream FloatingPanel's SwiftUI modifiers (3.x): each `.floatingPanel(coordinator:) { … }`
/// (or `.floatingPanel { … }`) call is a panel, set up by the modifiers applied after it in the
/// same chain, the nearest of each kind winning, as SwiftUI's environment does:
/// `.floatingPanelLayout(L)`, `.floatingPanelBehavior(B())`, `.floatingPanelSurfaceAppearance(A)`,
/// `.floatingPanelGrabberHandlePadding(n)` and `.floatingPanelState($s)` (its start value is the
/// state the panel moves to first). Each panel is a ``SurfaceSetup``, as a UIKit block that gives a
/// controller its layout, behaviour and surface. What the config cannot hold (the content mode,
/// the content inset adjustment) is one skipped line each, and so is a `.floatingPanel` call with
/// labels upstream's has not (another library's modifier of the same name).
///
/// ```swift
/// // ContentView().floatingPanel(coordinator: C.self) { _ in List() }
/// //   .floatingPanelLayout(SearchLayout()).floatingPanelGrabberHandlePadding(10)
/// setup.layoutType == "SearchLayout" && setup.grabberInset == 10
/// ```
final class SwiftUIPanelScanner: SyntaxVisitor {
  /// One setup per `.floatingPanel` call.
  private(set) var setups: [SurfaceSetup] = []
  /// One entry per modifier value that could not be read.
  private(set) var skips: [Unevaluable] = []
  private let file: Int
  private let evaluator: SwiftEvaluator

  /// A scanner of file `file` whose values `evaluator` computes.
  init(file: Int, evaluator: SwiftEvaluator) {
    self.file = file
    self.evaluator = evaluator
    super.init(viewMode: .sourceAccurate)
  }

  /// The argument labels of upstream's `.floatingPanel` (3.x: `coordinator:onEvent:content:`;
  /// its Maps-SwiftUI example's `delegate:` and unlabelled or `panelContent:` closures). A call
  /// with any other label is another library's modifier of the same name.
  static let upstreamLabels: Set<String> = ["coordinator", "onEvent", "delegate", "content", "panelContent", "floatingPanelContent"]

  /// The modifiers this scanner reads, by name.
  static let modifiers: Set<String> = [
    "floatingPanelLayout", "floatingPanelBehavior", "floatingPanelSurfaceAppearance", "floatingPanelGrabberHandlePadding",
    "floatingPanelState", "floatingPanelContentMode", "floatingPanelContentInsetAdjustmentBehavior",
  ]

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.base != nil,
      callee.declName.baseName.text == "floatingPanel",
      node.trailingClosure != nil || node.arguments.contains(where: { $0.label?.text == "content" })
    else { return .visitChildren }
    let foreign = node.arguments.compactMap(\.label?.text).filter { !Self.upstreamLabels.contains($0) }
    guard foreign.isEmpty else {  // another library's modifier of the same name (Esri's ArcGIS toolkit)
      let labels = node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
      skips.append(Unevaluable(
        line: evaluator.line(callee.declName),
        reason: "`.floatingPanel(\(labels))`: another library's modifier of this name (FloatingPanel's takes coordinator:, onEvent:, delegate: and the content, not \(foreign.map { $0 + ":" }.joined(separator: ", "))); not imported"))
      return .visitChildren
    }
    var setup = SurfaceSetup(file: file, line: evaluator.line(callee.declName), owners: SurfaceScanner.owners(of: Syntax(node)))
    setup.isSwiftUI = true
    var seen: Set<String> = []
    for (name, call) in Self.chain(after: node) where Self.modifiers.contains(name) && seen.insert(name).inserted {
      read(name, call, into: &setup)
    }
    setups.append(setup)
    return .visitChildren
  }

  /// The modifiers applied to the result of `call`, nearest first: `call.a(…).b(…)` gives a, b.
  static func chain(after call: FunctionCallExprSyntax) -> [(name: String, call: FunctionCallExprSyntax)] {
    var out: [(String, FunctionCallExprSyntax)] = []
    var current = Syntax(call)
    while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id,
      let next = member.parent?.as(FunctionCallExprSyntax.self), Syntax(next.calledExpression).id == Syntax(member).id
    {
      out.append((member.declName.baseName.text, next))
      current = Syntax(next)
    }
    return out
  }

  private func read(_ name: String, _ call: FunctionCallExprSyntax, into setup: inout SurfaceSetup) {
    let shown = "`.\(name)(\(SwiftEvaluator.excerpt(call.arguments)))`"
    guard let argument = call.arguments.first?.expression else { return }
    var ev = evaluator
    do throws(Unevaluable) {
      switch name {
      case "floatingPanelLayout", "floatingPanelBehavior":
        if argument.is(NilLiteralExprSyntax.self) { return }  // FloatingPanel's default
        guard let type = madeType(argument) else {
          throw ev.cannot(argument, "is not a \(name == "floatingPanelLayout" ? "layout" : "behaviour") made in the files given (`SearchLayout()`, or a property set to one)")
        }
        if name == "floatingPanelLayout" { setup.layoutType = type } else { setup.behaviorType = type }
      case "floatingPanelSurfaceAppearance":
        setup.appearanceModifierLine = Self.line(of: call, ev)
        try appearance(argument, into: &setup, &ev)
      case "floatingPanelGrabberHandlePadding": setup.grabberInset = try SurfaceScanner.number(argument, &ev, -1000...1000)
      case "floatingPanelState":
        guard let binding = argument.as(DeclReferenceExprSyntax.self)?.baseName.text, binding.hasPrefix("$"),
          case .initializer(let start)? = property(String(binding.dropFirst()), around: argument)
        else { return }  // no start value: the panel starts at its layout's initial state
        if start.is(NilLiteralExprSyntax.self) { return }
        guard let state = try ev.value(of: start).name else { throw ev.cannot(start, "is not a state") }
        setup.startState = state
      default:
        throw Unevaluable(line: Self.line(of: call, ev), reason: "the config has no content mode or content inset adjustment (the playground's content fills the panel)")
      }
    } catch {
      skips.append(Unevaluable(line: error.line, reason: "\(shown): \(error.reason)"))
    }
  }

  /// The line of a modifier's name (`.floatingPanelLayout`), not of the chain it ends.
  static func line(of modifier: FunctionCallExprSyntax, _ ev: SwiftEvaluator) -> Int {
    guard let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName else { return ev.line(modifier) }
    return ev.line(name)
  }

  /// A panel's appearance: a static member or function of the files (`.phone`, `makeLook()`),
  /// upstream's `.transparent(…)`, a closure called in place, or a property set to one of these.
  private func appearance(_ e: ExprSyntax, into setup: inout SurfaceSetup, _ ev: inout SwiftEvaluator, depth: Int = 0) throws(Unevaluable) {
    if let call = e.as(FunctionCallExprSyntax.self) {
      if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
        setup.appearanceBlockLine = ev.line(closure.statements)
        return
      }
      let chain = SwiftEvaluator.chain(call.calledExpression) ?? []
      if chain.last == "transparent", chain.count == 1 || chain.dropLast().last == "SurfaceAppearance" {
        setup.appearance = (try Self.transparent(call, &ev, skips: &skips), ev.line(call))
        return
      }
      guard let last = chain.last else { throw ev.cannot(e, "is not an appearance made in the files given") }
      setup.appearanceSource = last
      return
    }
    if let member = e.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "SurfaceAppearance" {
      setup.appearanceSource = member.declName.baseName.text
      return
    }
    if depth == 0, let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text, case .initializer(let value)? = property(name, around: e) {
      try appearance(value, into: &setup, &ev, depth: 1)
      return
    }
    throw ev.cannot(e, "is not an appearance made in the files given")
  }

  /// Upstream's `SurfaceAppearance.transparent(borderColor:borderWidth:cornerRadius:shadows:)`: a
  /// clear background, continuous corners of radius 8 and one default shadow unless given.
  static func transparent(_ call: FunctionCallExprSyntax, _ ev: inout SwiftEvaluator, skips: inout [Unevaluable]) throws(Unevaluable) -> PanelAppearance {
    var a = SurfaceAppearance()
    a.backgroundColor = .clear
    a.cornerRadius = 8
    a.cornerCurve = .continuous
    var borderWidth = 0.0, borderColor: Color?
    for arg in call.arguments {
      let label = arg.label?.text ?? ""
      do throws(Unevaluable) {
        switch label {
        case "cornerRadius": a.cornerRadius = try SurfaceScanner.number(arg.expression, &ev, 0...1000)
        case "borderWidth": borderWidth = try SurfaceScanner.number(arg.expression, &ev, 0...100)
        case "borderColor": borderColor = try SurfaceScanner.color(arg.expression, &ev)
        default: throw ev.cannot(arg.expression, "is not read by import-swift (`.transparent`'s \(label.isEmpty ? "argument" : label))")
        }
      } catch {
        skips.append(Unevaluable(line: error.line, reason: "`.transparent(\(label): …)`: \(error.reason)"))
      }
    }
    a.border = borderWidth > 0 ? SurfaceAppearance.Border(color: borderColor ?? .black, width: borderWidth) : nil
    return SurfaceScanner.finish(a)
  }

  /// The value of the property `name` of the type around `node` (`@State var layout = L()`).
  private func property(_ name: String, around node: some SyntaxProtocol) -> SwiftTypeIndex.PropertyValue? {
    var p = node.parent
    while let n = p {
      let members = n.as(StructDeclSyntax.self)?.memberBlock.members ?? n.as(ClassDeclSyntax.self)?.memberBlock.members
      if let members { return SwiftTypeIndex.property(name, in: members)?.0 }
      p = n.parent
    }
    return nil
  }

  /// The type made by `e` (`L()`), or by the property `e` names (`layout`, set to `L()`).
  private func madeType(_ e: ExprSyntax) -> String? {
    if let call = e.as(FunctionCallExprSyntax.self) { return SwiftEvaluator.chain(call.calledExpression)?.last }
    guard let name = SwiftEvaluator.chain(e)?.last, case .initializer(let value)? = property(name, around: e),
      let call = value.as(FunctionCallExprSyntax.self)
    else { return nil }
    return SwiftEvaluator.chain(call.calledExpression)?.last
  }
}

extension SwiftUIPanelScanner {
  /// Gives each SwiftUI panel of `setups` the appearance its modifier names: the block of the
  /// closure called in place, or of the static member or function of that name (`static var
  /// phone: SurfaceAppearance { … }`). That block is then the panel's and no longer a free
  /// appearance. A name no file makes is one skipped line; the panel keeps FloatingPanel's surface.
  static func resolveAppearances(_ setups: inout [SurfaceSetup], skips: inout [(file: Int, line: Int, text: String)]) {
    var taken: Set<Int> = []
    for i in setups.indices where setups[i].isSwiftUI && setups[i].appearance == nil {
      let s = setups[i]
      let source: Int?
      if let line = s.appearanceBlockLine {
        source = setups.indices.first { !setups[$0].isSwiftUI && setups[$0].file == s.file && setups[$0].line == line && setups[$0].appearance != nil }
      } else if let name = s.appearanceSource {
        source = setups.indices.first { !setups[$0].isSwiftUI && setups[$0].appearance != nil && setups[$0].owners.last == name }
      } else {
        continue
      }
      guard let k = source else {
        let what = s.appearanceSource.map { "`\($0)` is not a SurfaceAppearance made in the files given" } ?? "its closure makes no SurfaceAppearance"
        skips.append((s.file, s.appearanceModifierLine ?? s.line, "`.floatingPanelSurfaceAppearance`: \(what); the panel keeps FloatingPanel's default surface"))
        continue
      }
      setups[i].appearance = setups[k].appearance
      setups[i].appearanceSource = nil
      taken.insert(k)
    }
    setups = setups.indices.filter { !taken.contains($0) }.map { setups[$0] }
  }

  /// The panels of SwiftUI `.floatingPanel` calls that give no layout, when the files declare no
  /// layout and there are several (upstream's MultiPanel: two panels on one view): `panel`,
  /// `panel2`, … in source order, each with FloatingPanel's default layout and its own modifiers.
  /// Those setups are removed from `setups`. Nil (and nothing removed) for fewer than two.
  static func defaultPanels(_ setups: inout [SurfaceSetup]) -> [String: PanelConfig]? {
    let mine = setups.indices.filter { setups[$0].isSwiftUI && setups[$0].layoutType == nil }
      .sorted { (setups[$0].file, setups[$0].line) < (setups[$1].file, setups[$1].line) }
    guard mine.count > 1 else { return nil }
    var panels: [String: PanelConfig] = [:]
    for (n, i) in mine.enumerated() {
      var p = PanelConfig()
      p.appearance = setups[i].appearance?.value
      setups[i].apply(to: &p)
      panels[n == 0 ? "panel" : "panel\(n + 1)"] = p
    }
    let taken = Set(mine)
    setups = setups.indices.filter { !taken.contains($0) }.map { setups[$0] }
    return panels
  }
}
