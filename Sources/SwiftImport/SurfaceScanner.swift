import ConfigFormat
import FloatingPanel
import SwiftSyntax

/// Finds the ``SurfaceSetup`` of every code block of a file: `let a = SurfaceAppearance()` with
/// the assignments to it that follow (`a.cornerRadius = 8`, shadows made with
/// `SurfaceAppearance.Shadow()`), and assignments to a controller (`fpc.layout = …`,
/// `fpc.surfaceView.containerMargins = …`). Assignments inside `if #available` count; those inside
/// another `if` are skipped with a line.
final class SurfaceScanner: SyntaxVisitor {
  /// The blocks that make an appearance or set a controller's layout or behaviour.
  private(set) var setups: [SurfaceSetup] = []
  /// One entry per value that could not be read.
  private(set) var skips: [Unevaluable] = []
  private let file: Int
  private let evaluator: SwiftEvaluator
  /// Whether the block scanned now is inside a `FloatingPanelController` subclass or extension
  /// (where `layout = …` and `surfaceView.appearance.cornerRadius = …` set the controller itself).
  private var insideController = false

  /// A scanner of file `file` whose values `evaluator` computes.
  init(file: Int, evaluator: SwiftEvaluator) {
    self.file = file
    self.evaluator = evaluator
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    var setup = SurfaceSetup(file: file, line: evaluator.line(node), owners: Self.owners(of: Syntax(node)))
    // An `if`'s branch: its parent block already named each assignment in it ("set inside an `if`").
    setup.isBranch = node.parent?.parent?.is(IfExprSyntax.self) ?? false
    var locals = Locals()
    insideController = Self.isInsideController(Syntax(node))
    scan(node, into: &setup, &locals, conditional: false)
    if let name = locals.appearanceName, let a = locals.appearances[name] {
      setup.appearance = (Self.finish(a, systems: locals.systems[name] ?? [:], setsBackground: locals.setsBackground.contains(name)), locals.appearanceLine)
    }
    if let edits = locals.appearances[Self.inPlace], !locals.inPlaceKeys.isEmpty {
      setup.inPlace = SurfaceSetup.InPlaceEdits(appearance: edits, keys: locals.inPlaceKeys, systems: locals.systems[Self.inPlace] ?? [:])
    }
    if setup.isRelevant { setups.append(setup) }
    return .visitChildren
  }

  /// The appearances and shadows made in a block, by variable name.
  struct Locals {
    var appearances: [String: SurfaceAppearance] = [:]
    var borders: [String: (width: Double?, color: Color?)] = [:]
    var shadows: [String: SurfaceAppearance.Shadow?] = [:]
    var appearanceName: String?
    var appearanceLine = 0
    /// The properties of the controller's own appearance changed in place.
    var inPlaceKeys: Set<String> = []
    /// The system colours of each appearance, by field (`backgroundColor`, `border.color`).
    var systems: [String: [String: SystemColor]] = [:]
    /// The appearances whose background the block sets.
    var setsBackground: Set<String> = []
  }

  /// The name under which ``Locals`` keeps a controller's appearance changed in place.
  static let inPlace = "surfaceView.appearance"

  /// Whether `node` is inside a `floatingPanel(_:layoutFor:)` method (``LayoutChoiceFinder``).
  static func isInsideLayoutFor(_ node: Syntax) -> Bool {
    var p = node.parent
    while let n = p {
      if let f = n.as(FunctionDeclSyntax.self) { return LayoutChoiceFinder.layoutForParameter(f) != nil }
      p = n.parent
    }
    return false
  }

  /// Whether `node` is inside a class that inherits `FloatingPanelController` or an extension of it.
  static func isInsideController(_ node: Syntax) -> Bool {
    var p = node.parent
    while let n = p {
      if let c = n.as(ClassDeclSyntax.self) {
        return c.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("FloatingPanelController") } ?? false
      }
      if let x = n.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription.hasSuffix("FloatingPanelController") }
      p = n.parent
    }
    return false
  }

  private func scan(_ items: CodeBlockItemListSyntax, into setup: inout SurfaceSetup, _ locals: inout Locals, conditional: Bool) {
    for item in items {
      switch item.item {
      case .decl(let d):
        guard !conditional, let v = d.as(VariableDeclSyntax.self) else { continue }
        for b in v.bindings {
          guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let call = b.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let type = SwiftEvaluator.chain(call.calledExpression)?.joined(separator: ".")
          else { continue }
          if type == "SurfaceAppearance" || type == "FloatingPanel.SurfaceAppearance" {
            locals.appearances[name] = SurfaceAppearance()
            locals.appearanceName = locals.appearanceName ?? name
            locals.appearanceLine = evaluator.line(b)
          } else if type.hasSuffix("SurfaceAppearance.Shadow") {
            locals.shadows[name] = SurfaceAppearance.Shadow()
          }
        }
      case .expr(let e):
        expression(e, &setup, &locals, conditional: conditional)
      case .stmt(let s):
        if let e = s.as(ExpressionStmtSyntax.self)?.expression { expression(e, &setup, &locals, conditional: conditional) }
        // `return SearchPanelPadLayout()` (a `layoutFor` delegate): the block's settings go with that layout.
        if !conditional, setup.layoutType == nil, let call = s.as(ReturnStmtSyntax.self)?.expression?.as(FunctionCallExprSyntax.self),
          let type = SwiftEvaluator.chain(call.calledExpression)?.last, type.hasSuffix("Layout")
        {
          setup.layoutType = type
        }
      }
    }
  }

  private func expression(_ e: ExprSyntax, _ setup: inout SurfaceSetup, _ locals: inout Locals, conditional: Bool) {
    if let f = e.as(IfExprSyntax.self) {
      // A `layoutFor` delegate's branches: each is a block of its own, with the layout it returns.
      if Self.isInsideLayoutFor(Syntax(f)) { return }
      let available = f.conditions.allSatisfy { $0.condition.is(AvailabilityConditionSyntax.self) }
      scan(f.body.statements, into: &setup, &locals, conditional: conditional || !available)
      if case .codeBlock(let block) = f.elseBody { scan(block.statements, into: &setup, &locals, conditional: true) }
      return
    }
    guard let seq = e.as(SequenceExprSyntax.self), seq.elements.count >= 3 else { return }
    let parts = Array(seq.elements.prefix(3))
    guard parts[1].is(AssignmentExprSyntax.self), var lhs = SwiftEvaluator.chain(parts[0]) else { return }
    // `a.cornerRadius = 10 + 2`, `a = b ?? c`: the right side is the rest of the sequence, as one
    // expression (a detached copy, so its errors take the assignment's line).
    let whole = seq.elements.count == 3
    let rhs = whole ? parts[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(seq.elements.dropFirst(2).prefix(SwiftEvaluator.maximumSequence + 1).map(\.detached))))
    if lhs.first == "self" { lhs.removeFirst() }
    if insideController, lhs.count == 1 { lhs.insert("self", at: 0) }
    guard lhs.count >= 2 else { return }
    // `fpc.surfaceView.appearance.cornerRadius = 24`: the controller's appearance changed in place.
    // `fpc.surfaceView.layer.cornerCurve = .continuous` (or its `containerView`'s layer, which
    // upstream's SurfaceView rounds): the same as the appearance's `cornerCurve`.
    let layerCurve = lhs.count >= 3 && lhs.suffix(2) == ["layer", "cornerCurve"]
      && ["surfaceView", "containerView"].contains(lhs[lhs.count - 3])
    if lhs.count >= 3, layerCurve || (lhs[lhs.count - 3] == "surfaceView" && lhs[lhs.count - 2] == "appearance") {
      if locals.appearances[Self.inPlace] == nil { locals.appearances[Self.inPlace] = SurfaceAppearance() }
      lhs = [Self.inPlace, lhs[lhs.count - 1]]
    }
    let tracked = locals.appearances[lhs[0]] != nil || locals.shadows[lhs[0]] != nil
    guard tracked || Self.controllerKeys.contains(lhs.suffix(2).joined(separator: ".")) || Self.controllerKeys.contains(lhs.last ?? "") else {
      return
    }
    guard !conditional else {
      skips.append(Unevaluable(line: evaluator.line(seq), reason: "`\(SwiftEvaluator.excerpt(parts[0]))`: it is set inside an `if`"))
      return
    }
    var ev = evaluator
    do throws(Unevaluable) {
      if tracked {
        try assignLocal(lhs, rhs, &locals, &ev)
        if lhs[0] == Self.inPlace { locals.inPlaceKeys.insert(lhs[1]) }
      } else {
        try assignController(lhs, rhs, &setup, &ev)
      }
    } catch {
      skips.append(Unevaluable(line: whole ? error.line : evaluator.line(seq), reason: "`\(SwiftEvaluator.excerpt(parts[0]))`: \(error.reason)"))
    }
  }

  /// What a block may set on a controller, by the last one or two names of the assigned path.
  static let controllerKeys: Set<String> = [
    "layout", "behavior", "isRemovalInteractionEnabled", "surfaceView.containerMargins", "surfaceView.contentPadding",
    "surfaceView.grabberHandleSize", "surfaceView.grabberHandlePadding", "surfaceView.appearance", "grabberHandle.barColor",
    "grabberHandle.isHidden", "backdropView.backgroundColor",
  ]

  private func assignController(_ lhs: [String], _ rhs: ExprSyntax, _ s: inout SurfaceSetup, _ ev: inout SwiftEvaluator) throws(Unevaluable) {
    let key = Self.controllerKeys.contains(lhs.suffix(2).joined(separator: ".")) ? lhs.suffix(2).joined(separator: ".") : lhs.last ?? ""
    switch key {
    case "layout", "behavior":
      // `SearchLayout()`, or a layout stored in a constant (`fpc.layout = searchLayout`).
      let made = rhs.as(FunctionCallExprSyntax.self).flatMap { SwiftEvaluator.chain($0.calledExpression)?.last }
      guard let type = made ?? SwiftEvaluator.chain(rhs)?.last else {
        throw ev.cannot(rhs, "is not a layout or behaviour made here (`SearchLayout()`)")
      }
      if key == "layout" { s.layoutType = type } else { s.behaviorType = type }
    case "surfaceView.appearance":
      if let call = rhs.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { s.appearanceSource = SwiftEvaluator.chain(call.calledExpression)?.last }
      else if let name = SwiftEvaluator.chain(rhs)?.last { s.appearanceSource = name }
    case "isRemovalInteractionEnabled":
      guard case .bool(let b) = try ev.value(of: rhs) else { throw ev.cannot(rhs) }
      s.removal = b
    case "surfaceView.containerMargins": s.margins = try Self.insets(rhs, &ev)
    case "surfaceView.contentPadding": s.padding = try Self.insets(rhs, &ev)
    case "surfaceView.grabberHandleSize":
      guard case .size(let w, let h) = try ev.value(of: rhs), w > 0, h > 0, w <= 1000, h <= 1000 else { throw ev.cannot(rhs, "is not a size in (0, 1000]") }
      s.grabberSize = Size(width: w, height: h)
    case "surfaceView.grabberHandlePadding": s.grabberInset = try Self.number(rhs, &ev, -1000...1000)
    case "grabberHandle.barColor":
      var system: SystemColor?
      s.grabberColor = try Self.color(rhs, &ev, system: &system)
      s.systemColors["grabber.color"] = system
    case "grabberHandle.isHidden":
      guard case .bool(let b) = try ev.value(of: rhs) else { throw ev.cannot(rhs) }
      s.grabberHidden = b
    default:
      var system: SystemColor?
      s.backdropColor = try Self.color(rhs, &ev, system: &system)
      s.systemColors["backdropColor"] = system
    }
  }
}
