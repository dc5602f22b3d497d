import ConfigFormat
import SwiftSyntax

/// One `floatingPanel(_:layoutFor:)` delegate method (`layoutFor newCollection: UITraitCollection`
/// or `layoutFor size: CGSize`): the layouts it returns and the size conditions under which.
///
/// ```swift
/// // if newCollection.horizontalSizeClass == .compact { return FloatingPanelBottomLayout() }
/// // return SearchPanelPadLayout()
/// choice.branches.map(\.layoutType) == ["FloatingPanelBottomLayout", "SearchPanelPadLayout"]
/// ```
struct LayoutChoice {
  /// One returned layout.
  struct Branch {
    /// When it is returned (checked in order); nil: otherwise (the default).
    var when: PanelVariant.Condition?
    /// The type of the layout returned (`SearchPanelPadLayout`).
    var layoutType: String
    /// The lines of the block that returns it (its settings, e.g. `containerMargins`, go with it).
    var lines: ClosedRange<Int>
  }

  /// The type that declares the method (the delegate).
  var owner: String
  /// The file's index and the method's line.
  var file: Int, line: Int
  /// The layouts returned, in the order the method checks them.
  var branches: [Branch] = []
}

/// Finds the ``LayoutChoice`` of every `layoutFor` delegate method of a file, with one
/// ``Unevaluable`` per branch whose condition is not a size class, idiom or width, or whose
/// returned value is not a layout made there.
final class LayoutChoiceFinder: SyntaxVisitor {
  private(set) var choices: [LayoutChoice] = []
  private(set) var skips: [Unevaluable] = []
  private let file: Int
  private var evaluator: SwiftEvaluator

  init(file: Int, evaluator: SwiftEvaluator) {
    self.file = file
    self.evaluator = evaluator
    super.init(viewMode: .sourceAccurate)
  }

  /// The name of the size parameter of a `layoutFor` method (`newCollection`, `size`), nil when
  /// `f` is not one.
  static func layoutForParameter(_ f: FunctionDeclSyntax) -> String? {
    let params = Array(f.signature.parameterClause.parameters)
    guard f.name.text == "floatingPanel", params.count == 2, params[1].firstName.text == "layoutFor" else { return nil }
    return (params[1].secondName ?? params[1].firstName).text
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let param = Self.layoutForParameter(node), let body = node.body else { return .visitChildren }
    let type = params(node).last?.type.trimmedDescription ?? ""
    var choice = LayoutChoice(owner: Self.owner(of: Syntax(node)) ?? "", file: file, line: evaluator.line(node))
    read(body.statements, PanelVariant.Condition(), sizeName: type.hasSuffix("CGSize") ? param : nil, into: &choice)
    if !choice.branches.isEmpty { choices.append(choice) }
    return .skipChildren
  }

  private func params(_ f: FunctionDeclSyntax) -> [FunctionParameterSyntax] { Array(f.signature.parameterClause.parameters) }

  /// The name of the type or extension around `node`.
  static func owner(of node: Syntax) -> String? {
    var p = node.parent
    while let n = p {
      if let c = n.as(ClassDeclSyntax.self) { return c.name.text }
      if let s = n.as(StructDeclSyntax.self) { return s.name.text }
      if let x = n.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) }
      p = n.parent
    }
    return nil
  }

  /// Reads `items` under `ctx`; returns whether they always return.
  @discardableResult
  private func read(_ items: CodeBlockItemListSyntax, _ ctx: PanelVariant.Condition, sizeName: String?, into choice: inout LayoutChoice) -> Bool {
    let lines = evaluator.line(items)...max(evaluator.line(items), items.endLocation(converter: evaluator.converter).line)
    for item in items {
      switch item.item {
      case .stmt(let s):
        if let r = s.as(ReturnStmtSyntax.self) {
          returned(r.expression, ctx, lines: lines, sizeName: sizeName, into: &choice)
          return true
        }
        if let e = s.as(ExpressionStmtSyntax.self)?.expression, expression(e, ctx, sizeName: sizeName, into: &choice) { return true }
        if let g = s.as(GuardStmtSyntax.self) {
          skips.append(evaluator.cannot(g.conditions, "is a `guard` on the layout's conditions; write it as an `if` for import-swift to read it"))
        }
      case .expr(let e):
        if expression(e, ctx, sizeName: sizeName, into: &choice) { return true }
      case .decl:
        continue
      }
    }
    return false
  }

  /// Reads an `if` or `switch`; returns whether every path of it returns.
  private func expression(_ e: ExprSyntax, _ ctx: PanelVariant.Condition, sizeName: String?, into choice: inout LayoutChoice) -> Bool {
    if let f = e.as(IfExprSyntax.self) {
      guard let c = VariantReader.condition(of: f.conditions, sizeName: sizeName, &evaluator) else {
        skips.append(evaluator.cannot(f.conditions, "is not a size class, idiom or width condition; the layouts returned under it are imported as panels of their own"))
        return false
      }
      var always = false
      if let inner = VariantReader.both(ctx, c) { always = read(f.body.statements, inner, sizeName: sizeName, into: &choice) }
      switch f.elseBody {
      case .codeBlock(let block)?: return read(block.statements, ctx, sizeName: sizeName, into: &choice) && always
      case .ifExpr(let next)?: return expression(ExprSyntax(next), ctx, sizeName: sizeName, into: &choice) && always
      case nil: return false
      }
    }
    guard let sw = e.as(SwitchExprSyntax.self) else { return false }
    guard let chain = SwiftEvaluator.chain(sw.subject), let trait = VariantReader.Trait(chain) else {
      skips.append(evaluator.cannot(sw.subject, "is not a size class or idiom; the layouts returned in the `switch` are imported as panels of their own"))
      return false
    }
    var always = true
    for case .switchCase(let c) in sw.cases {
      switch c.label {
      case .default:
        always = read(c.statements, ctx, sizeName: sizeName, into: &choice) && always
      case .case(let label):
        for item in label.caseItems {
          guard let value = SwiftEvaluator.chain(item.pattern.as(ExpressionPatternSyntax.self)?.expression)?.last,
            let cond = VariantReader.condition(trait, value)
          else {
            if item.pattern.trimmedDescription != ".unspecified" {
              skips.append(evaluator.cannot(item.pattern, "is not a size class or idiom value"))
            }
            continue
          }
          if let inner = VariantReader.both(ctx, cond) { always = read(c.statements, inner, sizeName: sizeName, into: &choice) && always }
        }
      }
    }
    return always
  }

  /// `return SearchLayout()` or `return condition ? PadLayout() : PhoneLayout()`.
  private func returned(_ e: ExprSyntax?, _ ctx: PanelVariant.Condition, lines: ClosedRange<Int>, sizeName: String?, into choice: inout LayoutChoice) {
    guard let e else { return }
    if let s = e.as(SequenceExprSyntax.self), let k = s.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
      let t = s.elements[k].as(UnresolvedTernaryExprSyntax.self), s.elements.index(after: k) != s.elements.endIndex
    {
      let cond = Array(s.elements[..<k]), otherwise = s.elements[s.elements.index(after: k)]
      guard let c = VariantReader.condition(of: cond, sizeName: sizeName, &evaluator) else {
        skips.append(evaluator.cannot(s, "is not a size class, idiom or width condition; the layouts it returns are imported as panels of their own"))
        return
      }
      if let inner = VariantReader.both(ctx, c) { returned(t.thenExpression, inner, lines: lines, sizeName: sizeName, into: &choice) }
      returned(otherwise, ctx, lines: lines, sizeName: sizeName, into: &choice)
      return
    }
    guard let call = e.as(FunctionCallExprSyntax.self), let type = SwiftEvaluator.chain(call.calledExpression)?.last, type.hasSuffix("Layout") else {
      skips.append(evaluator.cannot(e, "is not a layout made here (`SearchLayout()`)"))
      return
    }
    choice.branches.append(LayoutChoice.Branch(when: VariantReader.isEmpty(ctx) ? nil : ctx, layoutType: type, lines: lines))
  }
}
