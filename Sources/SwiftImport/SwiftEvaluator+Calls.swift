import ConfigFormat
import FloatingPanel
import SwiftSyntax

/// The initialisers and methods ``SwiftEvaluator`` computes: `CGFloat(x)`, anchors,
/// `FloatingPanelState(rawValue:order:)`, colours, sizes, insets, `withAlphaComponent(_:)` and
/// `[…].contains(x)`; and upstream's intrinsic and adaptive anchors.
extension SwiftEvaluator {
  /// The value of a call.
  mutating func call(_ e: FunctionCallExprSyntax) throws(Unevaluable) -> SwiftValue {
    let labels = e.arguments.map { $0.label?.text ?? "_" }
    if let m = e.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
      let method = m.declName.baseName.text
      if method == "withAlphaComponent", labels == ["_"], case .color(var c) = try value(of: base),
        let a = try number(e, 0)
      {
        c.alpha = Self.unit(a)
        return .color(c)
      }
      if method == "contains", labels == ["_"], case .array(let list) = try value(of: base) {
        let v = try value(of: e.arguments[e.arguments.startIndex].expression)
        return .bool(list.contains { Self.same($0, v) })
      }
      if method == "init", let type = Self.chain(base)?.last { return try construct(type, labels, e) }
      if m.base != nil, let names = Self.chain(e.calledExpression), let type = names.last,
        Set(names.dropLast()).isSubset(of: Self.knownTypes)
      {
        return try construct(type, labels, e)
      }
      throw cannot(e)
    }
    guard let names = Self.chain(e.calledExpression), let type = names.last else { throw cannot(e) }
    return try construct(type, labels, e)
  }

  /// `Type(label: …)`.
  private mutating func construct(_ type: String, _ labels: [String], _ e: FunctionCallExprSyntax) throws(Unevaluable) -> SwiftValue {
    // `.init(width: 30, height: 4)` where the type is implied: the labels name it.
    if type == "init", let implied = Self.impliedTypes[labels] { return try construct(implied, labels, e) }
    switch (type, labels) {
    case ("Set", ["_"]), ("Array", ["_"]):
      guard case .array(let list) = try value(of: argument(e, 0)) else { throw cannot(e, "is not a list of literals") }
      return .array(list)
    case ("CGFloat", ["_"]), ("Double", ["_"]), ("Float", ["_"]):
      guard let v = try number(e, 0) else { throw cannot(e) }
      return .number(v)
    case ("FloatingPanelLayoutAnchor", ["absoluteInset", "edge", "referenceGuide"]),
      ("FloatingPanelLayoutAnchor", ["fractionalInset", "edge", "referenceGuide"]):
      guard let inset = try number(e, 0) else { throw cannot(e) }
      let edgeName = try value(of: argument(e, 1)).name ?? ""
      let guideName = try value(of: argument(e, 2)).name ?? ""
      guard let edge = FloatingPanelReferenceEdge(rawValue: edgeName) else { throw cannot(argument(e, 1), "is not an edge") }
      guard let guide = FloatingPanelLayoutReferenceGuide(rawValue: guideName) else {
        throw cannot(argument(e, 2), "is not a reference guide (.superview or .safeArea)")
      }
      return .anchor(
        labels[0] == "absoluteInset"
          ? FloatingPanelLayoutAnchor(absoluteInset: inset, edge: edge, referenceGuide: guide)
          : FloatingPanelLayoutAnchor(fractionalInset: inset, edge: edge, referenceGuide: guide))
    case ("FloatingPanelIntrinsicLayoutAnchor", _), ("FloatingPanelAdaptiveLayoutAnchor", _):
      return try contentAnchor(type, labels, e)
    case ("FloatingPanelState", ["rawValue", "order"]):
      guard case .string(let name) = try value(of: argument(e, 0)) else { throw cannot(argument(e, 0), "is not a string literal") }
      guard let order = try number(e, 1), order == order.rounded(), abs(order) <= 1_000_000 else {
        throw cannot(argument(e, 1), "is not an integer order")
      }
      return .state(name: name, order: Int(order))
    case ("UIColor", ["red", "green", "blue", "alpha"]), ("UIColor", ["displayP3Red", "green", "blue", "alpha"]):
      guard let r = try number(e, 0), let g = try number(e, 1), let b = try number(e, 2), let a = try number(e, 3) else {
        throw cannot(e)
      }
      return .color(Color(red: Self.unit(r), green: Self.unit(g), blue: Self.unit(b), alpha: Self.unit(a)))
    case ("UIColor", ["white", "alpha"]):
      guard let w = try number(e, 0), let a = try number(e, 1) else { throw cannot(e) }
      return .color(Color(red: Self.unit(w), green: Self.unit(w), blue: Self.unit(w), alpha: Self.unit(a)))
    case ("CGSize", ["width", "height"]), ("CGPoint", ["x", "y"]):
      guard let a = try number(e, 0), let b = try number(e, 1) else { throw cannot(e) }
      return .size(a, b)
    case ("UIEdgeInsets", ["top", "left", "bottom", "right"]):
      guard let t = try number(e, 0), let l = try number(e, 1), let b = try number(e, 2), let r = try number(e, 3) else {
        throw cannot(e)
      }
      return .insets(EdgeInsets(top: t, left: l, bottom: b, right: r))
    default:
      throw cannot(e)
    }
  }

  /// The type a `.init(…)` with these labels makes.
  static let impliedTypes: [[String]: String] = [
    ["width", "height"]: "CGSize", ["x", "y"]: "CGPoint", ["top", "left", "bottom", "right"]: "UIEdgeInsets",
    ["red", "green", "blue", "alpha"]: "UIColor", ["white", "alpha"]: "UIColor",
  ]

  /// A colour channel clamped to 0…1.
  private static func unit(_ v: Double) -> Double { max(0, min(1, v)) }

  /// The expression of argument `i`.
  private func argument(_ e: FunctionCallExprSyntax, _ i: Int) -> ExprSyntax {
    e.arguments[e.arguments.index(e.arguments.startIndex, offsetBy: i)].expression
  }

  /// Argument `i` as a number; throws when it is not one.
  private mutating func number(_ e: FunctionCallExprSyntax, _ i: Int) throws(Unevaluable) -> Double? {
    guard i < e.arguments.count else { return nil }
    let a = argument(e, i)
    guard case .number(let d) = try value(of: a) else { throw cannot(a, "is not a number") }
    return d
  }
}

extension SwiftEvaluator {
  /// The value of the stored property or static constant `name` of ``owner`` (a `let` or `var`
  /// with an initial value); nil when it has none. A `var` without one (set in `init` or at run
  /// time) throws: its value is not in the source.
  mutating func stored(_ name: String, at node: some SyntaxProtocol) throws(Unevaluable) -> SwiftValue? {
    guard let owner else { return nil }
    if let c = constants["\(owner.type).\(name)"] { return try value(of: c) }
    for m in owner.members {
      guard let (v, _) = SwiftTypeIndex.property(name, in: m) else { continue }
      switch v {
      case .initializer(let e): return try value(of: e)
      case .getter(let body): return try returned(by: body)
      }
    }
    for m in owner.members where SwiftTypeIndex.declaresStored(name, in: m) {
      throw cannot(node, "is a stored property without a value in the source (set in init or at run time)")
    }
    return nil
  }
}

extension SwiftEvaluator {
  /// `FloatingPanelIntrinsicLayoutAnchor(absoluteOffset:|fractionalOffset:referenceGuide:)` and
  /// `FloatingPanelAdaptiveLayoutAnchor(absoluteOffset:contentLayout:referenceGuide:contentBoundingGuide:)`
  /// (the content layout guide is the app's view: the config's `contentLength` stands for it).
  /// An adaptive anchor with a fractional offset throws: the engine's has an absolute one only.
  mutating func contentAnchor(_ type: String, _ labels: [String], _ e: FunctionCallExprSyntax) throws(Unevaluable) -> SwiftValue {
    var offset: Double?, fractional = false
    var guide = FloatingPanelLayoutReferenceGuide.safeArea, bounding: FloatingPanelLayoutReferenceGuide?
    for (i, label) in labels.enumerated() {
      let a = contentArgument(e, i)
      switch label {
      case "absoluteOffset", "fractionalOffset":
        guard case .number(let d) = try value(of: a), d.isFinite, abs(d) <= (label == "absoluteOffset" ? PanelConfig.Anchor.maxInset : PanelConfig.Anchor.maxFraction) else {
          throw cannot(a, "is not an offset in the config's range")
        }
        (offset, fractional) = (d, label == "fractionalOffset")
      case "referenceGuide":
        guard let g = FloatingPanelLayoutReferenceGuide(rawValue: try value(of: a).name ?? "") else { throw cannot(a, "is not a reference guide (.superview or .safeArea)") }
        guide = g
      case "contentBoundingGuide":
        let name = try value(of: a).name ?? ""
        if name != "none" {
          guard let g = FloatingPanelLayoutReferenceGuide(rawValue: name) else { throw cannot(a, "is not a bounding guide (.none, .superview or .safeArea)") }
          bounding = g
        }
      case "contentLayout": continue
      default: throw cannot(e, "is not one of upstream's initializers of \(type)")
      }
    }
    guard let offset else { throw cannot(e, "has no offset") }
    if type == "FloatingPanelIntrinsicLayoutAnchor" {
      let a = fractional
        ? FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: offset, referenceGuide: guide)
        : FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: offset, referenceGuide: guide)
      return .contentAnchor(.intrinsic(a))
    }
    guard !fractional else { throw cannot(e, "has a fractional offset; the playground's adaptive anchor takes points (absoluteOffset)") }
    return .contentAnchor(.adaptive(FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: offset, referenceGuide: guide, contentBoundingGuide: bounding)))
  }

  /// Argument `i` of `e`.
  private func contentArgument(_ e: FunctionCallExprSyntax, _ i: Int) -> ExprSyntax {
    e.arguments[e.arguments.index(e.arguments.startIndex, offsetBy: i)].expression
  }
}
