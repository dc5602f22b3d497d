import ConfigFormat
import SwiftSyntax

/// Reads the conditions an app writes about the window's size: `newCollection.horizontalSizeClass
/// == .regular`, `traitCollection.userInterfaceIdiom != .pad`, `size.width >= 700`, joined by
/// `&&` or commas, in parentheses or not; the subject of a `switch` on a size class or idiom.
/// Anything else (`item.title.contains("Right")`, `||`, `!`) is not a size condition: nil.
///
/// ```swift
/// VariantReader.condition(of: ["newCollection.horizontalSizeClass", "==", ".compact"])   // horizontalSizeClass compact
/// ```
enum VariantReader {
  typealias Condition = PanelVariant.Condition

  /// The trait a chain ends with (`fpc.traitCollection.horizontalSizeClass` → horizontal size class).
  enum Trait: Equatable {
    case horizontal, vertical, idiom
    init?(_ chain: [String]) {
      switch chain.last {
      case "horizontalSizeClass": self = .horizontal
      case "verticalSizeClass": self = .vertical
      case "userInterfaceIdiom": self = .idiom
      default: return nil
      }
    }
  }

  /// The condition `trait == value` (`negated`: `!=`), nil when the value is not one of the
  /// trait's two values (`.unspecified`, `.tv`).
  static func condition(_ trait: Trait, _ value: String, negated: Bool = false) -> Condition? {
    var c = Condition()
    switch trait {
    case .horizontal, .vertical:
      guard var v = Condition.SizeClass(rawValue: value) else { return nil }
      if negated { v = v == .compact ? .regular : .compact }
      if trait == .horizontal { c.horizontalSizeClass = v } else { c.verticalSizeClass = v }
    case .idiom:
      guard var v = Condition.Idiom(rawValue: value) else { return nil }
      if negated { v = v == .pad ? .phone : .pad }
      c.idiom = v
    }
    return c
  }

  /// Both conditions at once; nil when they contradict (`horizontalSizeClass` compact and regular).
  static func both(_ a: Condition, _ b: Condition) -> Condition? {
    func merge<T: Equatable>(_ x: T?, _ y: T?, _ ok: inout Bool) -> T? {
      if let x, let y, x != y { ok = false }
      return x ?? y
    }
    var out = Condition(), ok = true
    out.horizontalSizeClass = merge(a.horizontalSizeClass, b.horizontalSizeClass, &ok)
    out.verticalSizeClass = merge(a.verticalSizeClass, b.verticalSizeClass, &ok)
    out.idiom = merge(a.idiom, b.idiom, &ok)
    out.minWidth = [a.minWidth, b.minWidth].compactMap { $0 }.max()
    out.maxWidth = [a.maxWidth, b.maxWidth].compactMap { $0 }.min()
    if let lo = out.minWidth, let hi = out.maxWidth, lo >= hi { ok = false }
    return ok ? out : nil
  }

  /// Whether `c` says nothing (every window meets it).
  static func isEmpty(_ c: Condition) -> Bool { c == Condition() }

  /// The condition of `if` conditions (all must hold), nil when one is not a size condition.
  static func condition(of conditions: ConditionElementListSyntax, sizeName: String?, _ ev: inout SwiftEvaluator) -> Condition? {
    var out = Condition()
    for element in conditions {
      guard case .expression(let e) = element.condition, let c = condition(of: e, sizeName: sizeName, &ev), let m = both(out, c) else { return nil }
      out = m
    }
    return out
  }

  /// The condition of one expression.
  static func condition(of e: ExprSyntax, sizeName: String?, _ ev: inout SwiftEvaluator) -> Condition? {
    if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let inner = t.elements.first, inner.label == nil {
      return condition(of: inner.expression, sizeName: sizeName, &ev)
    }
    if let s = e.as(SequenceExprSyntax.self) { return condition(of: Array(s.elements), sizeName: sizeName, &ev) }
    if let i = e.as(InfixOperatorExprSyntax.self) { return condition(of: [i.leftOperand, i.operator, i.rightOperand], sizeName: sizeName, &ev) }
    return nil
  }

  /// The condition of a sequence's elements: comparisons joined by `&&`.
  static func condition(of elements: [ExprSyntax], sizeName: String?, _ ev: inout SwiftEvaluator) -> Condition? {
    var parts: [[ExprSyntax]] = [[]]
    for e in elements {
      if let op = e.as(BinaryOperatorExprSyntax.self) {
        if op.operator.text == "&&" { parts.append([]); continue }
        if op.operator.text == "||" { return nil }
      }
      parts[parts.count - 1].append(e)
    }
    var out = Condition()
    for p in parts {
      let c: Condition?
      switch p.count {
      case 1: c = condition(of: p[0], sizeName: sizeName, &ev)
      case 3: c = comparison(p[0], p[1], p[2], sizeName: sizeName, &ev)
      default: c = nil
      }
      guard let c, let m = both(out, c) else { return nil }
      out = m
    }
    return isEmpty(out) ? nil : out
  }

  /// `trait == .value`, `trait != .value`, `size.width >= 700` (also `>`, `<`, `<=`).
  static func comparison(_ lhs: ExprSyntax, _ op: ExprSyntax, _ rhs: ExprSyntax, sizeName: String?, _ ev: inout SwiftEvaluator) -> Condition? {
    guard let o = op.as(BinaryOperatorExprSyntax.self)?.operator.text, let chain = SwiftEvaluator.chain(lhs) else { return nil }
    if let trait = Trait(chain) {
      guard o == "==" || o == "!=", let value = SwiftEvaluator.chain(rhs)?.last else { return nil }
      return condition(trait, value, negated: o == "!=")
    }
    guard let sizeName, chain == [sizeName, "width"], let n = (try? ev.value(of: rhs))?.number, n.isFinite, n >= 0,
      n <= PanelConfig.Anchor.maxInset
    else { return nil }
    var c = Condition()
    switch o {
    case ">=": c.minWidth = n
    case ">": c.minWidth = n.nextUp
    case "<": c.maxWidth = n
    case "<=": c.maxWidth = n.nextUp
    default: return nil
    }
    return c
  }
}
