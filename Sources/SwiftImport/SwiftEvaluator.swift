import ConfigFormat
import FloatingPanel
import SwiftOperators
import SwiftSyntax

/// Computes the value of an expression of an iOS app's Swift source where it is made of
/// literals: numbers with `+ - * /`, `CGFloat(…)`, implicit members, comparisons and `&& || !`,
/// ternaries, `UIScrollView.DecelerationRate.normal/.fast.rawValue` (0.998 and 0.99), anchors,
/// `FloatingPanelState(rawValue:order:)`, `UIColor`, `CGSize`, `UIEdgeInsets` and parameters bound
/// by the caller (`state` in `backdropAlpha(for state:)`). Anything else throws ``Unevaluable``.
///
/// ```swift
/// var e = SwiftEvaluator(converter: converter, states: [:])
/// try e.value(of: expr)   // `.fast.rawValue - 0.003` → .number(0.987)
/// ```
struct SwiftEvaluator {
  /// Maps nodes to lines.
  let converter: SourceLocationConverter
  /// Custom states declared as `static let name = FloatingPanelState(rawValue:order:)`, by identifier.
  let states: [String: SwiftValue]
  /// Parameters and local constants by name.
  var bindings: [String: SwiftValue] = [:]
  /// The file's static constants by `Type.name` (``SwiftTypeIndex/constants``).
  var constants: [String: ExprSyntax] = [:]
  /// The type whose members are read (a bare `WidthSize` inside it is `Type.WidthSize`), and
  /// its members: a stored property with an initial value (`let inset: CGFloat = 16`) is read
  /// where a body names it (`inset`, `self.inset`).
  var owner: (type: String, members: [MemberBlockItemListSyntax])?
  /// Where the custom states looked up are recorded (``StateLookups``), when a file is read
  /// before the states of the files after it are known.
  var lookups: StateLookups?
  /// The nesting depth of the expression being evaluated.
  private var depth = 0

  /// The deepest expression evaluated (deeper ones are skipped, so the stack stays bounded).
  static let maximumDepth = 64
  /// The longest operator sequence folded (`a + b + …`).
  static let maximumSequence = 64

  /// Creates an evaluator.
  init(converter: SourceLocationConverter, states: [String: SwiftValue]) {
    self.converter = converter
    self.states = states
  }

  /// The line of `node` (1-based).
  func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

  /// An ``Unevaluable`` at `node`, quoting its text (shortened, on one line).
  func cannot(_ node: some SyntaxProtocol, _ why: String = "is not a literal") -> Unevaluable {
    Unevaluable(line: line(node), reason: "`\(Self.excerpt(node))` \(why)")
  }

  /// `node`'s source on one line, at most 60 characters.
  static func excerpt(_ node: some SyntaxProtocol) -> String {
    let words = node.trimmedDescription.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    return words.count > 60 ? String(words.prefix(57)) + "…" : words
  }

  /// The value of `expr`.
  mutating func value(of expr: ExprSyntax) throws(Unevaluable) -> SwiftValue {
    guard depth < Self.maximumDepth else { throw cannot(expr, "is nested too deeply") }
    depth += 1
    defer { depth -= 1 }
    if let e = expr.as(IntegerLiteralExprSyntax.self) {
      let text = e.literal.text.replacingOccurrences(of: "_", with: "")
      if let v = Int(text) { return .number(Double(v)) }
      if text.hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) { return .number(Double(v)) }
      throw cannot(e)
    }
    if let e = expr.as(FloatLiteralExprSyntax.self) {
      guard let v = Double(e.literal.text.replacingOccurrences(of: "_", with: "")), v.isFinite else { throw cannot(e) }
      return .number(v)
    }
    if let e = expr.as(BooleanLiteralExprSyntax.self) { return .bool(e.literal.tokenKind == .keyword(.true)) }
    if expr.is(NilLiteralExprSyntax.self) { return .none }
    if let e = expr.as(StringLiteralExprSyntax.self) {
      guard e.segments.count == 1, let s = e.segments.first?.as(StringSegmentSyntax.self), e.openingPounds == nil else {
        throw cannot(e, "is not a plain string literal")
      }
      return .string(s.content.text)
    }
    if let e = expr.as(TupleExprSyntax.self), e.elements.count == 1, let only = e.elements.first, only.label == nil {
      return try value(of: only.expression)
    }
    if let e = expr.as(PrefixOperatorExprSyntax.self) {
      let v = try value(of: e.expression)
      switch (e.operator.text, v) {
      case ("-", .number(let d)): return .number(-d)
      case ("+", .number(let d)): return .number(d)
      case ("!", .bool(let b)): return .bool(!b)
      default: throw cannot(e)
      }
    }
    if let e = expr.as(SequenceExprSyntax.self) {
      guard e.elements.count <= Self.maximumSequence else { throw cannot(e, "is too long an expression") }
      var failed = false
      let folded = OperatorTable.standardOperators.foldAll(e.detached) { _ in failed = true }  // detached: folding in place copies the whole tree
      guard !failed, let f = folded.as(ExprSyntax.self), !f.is(SequenceExprSyntax.self) else { throw cannot(e, "uses an unknown operator") }
      do {
        return try value(of: f)
      } catch {
        throw Unevaluable(line: line(e), reason: error.reason)  // the folded copy has no lines of its own
      }
    }
    if let e = expr.as(InfixOperatorExprSyntax.self) { return try infix(e) }
    if let e = expr.as(TernaryExprSyntax.self) {
      guard case .bool(let c) = try value(of: e.condition) else { throw cannot(e.condition, "is not a condition of literals") }
      return try value(of: c ? e.thenExpression : e.elseExpression)
    }
    if let e = expr.as(ArrayExprSyntax.self) {
      var out: [SwiftValue] = []
      for element in e.elements { out.append(try value(of: element.expression)) }
      return .array(out)
    }
    if let e = expr.as(DeclReferenceExprSyntax.self) {
      if let v = bindings[e.baseName.text] { return v }
      if let v = try stored(e.baseName.text, at: e) { return v }
      throw cannot(e, "is a variable, not a literal")
    }
    if let e = expr.as(MemberAccessExprSyntax.self) { return try member(e) }
    if let e = expr.as(FunctionCallExprSyntax.self) { return try call(e) }
    throw cannot(expr)
  }

  /// `a + b`, `state == .full`, `a && b`, …
  private mutating func infix(_ e: InfixOperatorExprSyntax) throws(Unevaluable) -> SwiftValue {
    guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { throw cannot(e) }
    let l = try value(of: e.leftOperand)
    if op == "&&" || op == "||", case .bool(let a) = l {
      if op == "&&" && !a { return .bool(false) }
      if op == "||" && a { return .bool(true) }
      guard case .bool(let b) = try value(of: e.rightOperand) else { throw cannot(e.rightOperand, "is not a condition of literals") }
      return .bool(b)
    }
    let r = try value(of: e.rightOperand)
    if case .number(let a) = l, case .number(let b) = r, let v = Self.arithmetic(op, a, b) {
      guard v.isFinite else { throw cannot(e, "overflows (its value is not a finite number)") }
      return .number(v)
    }
    switch (op, l, r) {
    case ("<", .number(let a), .number(let b)): return .bool(a < b)
    case (">", .number(let a), .number(let b)): return .bool(a > b)
    case ("<=", .number(let a), .number(let b)): return .bool(a <= b)
    case (">=", .number(let a), .number(let b)): return .bool(a >= b)
    case ("==", _, _): return .bool(Self.same(l, r))
    case ("!=", _, _): return .bool(!Self.same(l, r))
    default: throw cannot(e)
    }
  }

  /// `a op b` for `+ - * /` (nil for another operator or a division by zero).
  static func arithmetic(_ op: String, _ a: Double, _ b: Double) -> Double? {
    switch op {
    case "+": return a + b
    case "-": return a - b
    case "*": return a * b
    case "/": return b != 0 ? a / b : nil
    default: return nil
    }
  }

  /// Equality of two values; states and members compare by name.
  static func same(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
    if let x = a.name, let y = b.name { return x == y }
    return a == b
  }

  /// The dotted names of `expr` (`UIScrollView.DecelerationRate.fast` → three names), nil when
  /// it is not a chain of names.
  static func chain(_ expr: ExprSyntax?) -> [String]? {
    guard let expr else { return [] }
    if let d = expr.as(DeclReferenceExprSyntax.self) { return [d.baseName.text] }
    if let m = expr.as(MemberAccessExprSyntax.self), let base = chain(m.base) { return base + [m.declName.baseName.text] }
    return nil
  }

  /// `.full`, `FloatingPanelState.full`, `.fast.rawValue`, `UIColor.black`, `CGFloat.leastNonzeroMagnitude`.
  private mutating func member(_ e: MemberAccessExprSyntax) throws(Unevaluable) -> SwiftValue {
    let name = e.declName.baseName.text
    guard let names = Self.chain(ExprSyntax(e)) else { throw cannot(e) }
    if name == "rawValue", names.count >= 2 {
      switch names[names.count - 2] {
      case "fast": return .number(0.99)
      case "normal": return .number(0.998)
      default: throw cannot(e, "is not a deceleration rate (.normal or .fast)")
      }
    }
    lookups?.record(name, states[name])
    if let state = states[name] { return state }
    if names.count == 2, names[0] == "self", let v = try stored(name, at: e) { return v }
    if names.count >= 2, let c = constants[names.suffix(2).joined(separator: ".")] { return try value(of: c) }
    let qualifiers = Set(names.dropLast())
    guard qualifiers.isSubset(of: Self.knownTypes) else { throw cannot(e, "is not a literal") }
    if let color = Self.colors[name], qualifiers.isEmpty || qualifiers.contains("UIColor") { return .color(color) }
    if SystemColor.named(name) != nil, qualifiers.isEmpty || qualifiers.contains("UIColor") { return .systemColor(name) }
    switch name {
    case "leastNonzeroMagnitude", "leastNormalMagnitude": return .number(0)
    case "zero": return .member("zero")
    default: break
    }
    return .member(name)
  }

  /// The types whose static members import-swift knows by name.
  static let knownTypes: Set<String> = [
    "FloatingPanel", "FloatingPanelState", "FloatingPanelPosition", "FloatingPanelReferenceEdge",
    "FloatingPanelLayoutReferenceGuide", "FloatingPanelLayoutContentBoundingGuide", "UIRectEdge", "UIColor", "CGFloat",
    "UIEdgeInsets", "CGSize", "CGPoint", "UIScrollView", "DecelerationRate", "CALayerCornerCurve",
  ]

  /// `UIColor`'s named colours import-swift knows (UIKit's values for the fixed ones).
  static let colors: [String: Color] = [
    "black": .black, "white": .white, "clear": .clear,
    "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3), "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
    "lightGray": Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3), "red": Color(red: 1, green: 0, blue: 0),
    "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
  ]
}
