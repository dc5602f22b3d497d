import SwiftSyntax

/// Reads the members of one layout or behaviour type (its declaration and extensions): the value
/// of a property, the expression a getter returns, and a function's result with its parameters
/// bound. Every value that cannot be computed becomes one ``Unevaluable`` in ``skips``.
struct MemberReader {
  /// The type's members, from each of its declarations.
  let members: [MemberBlockItemListSyntax]
  /// Computes values.
  var evaluator: SwiftEvaluator
  /// What could not be read, each with the property it was for.
  var skips: [Unevaluable] = []

  /// A reader of `members`.
  init(members: [MemberBlockItemListSyntax], evaluator: SwiftEvaluator) {
    self.members = members
    self.evaluator = evaluator
  }

  /// The property `name`: nil when the type does not declare it (or it could not be computed,
  /// which adds a skip).
  mutating func property(_ name: String) -> SwiftValue? {
    for m in members {
      guard let (value, _) = SwiftTypeIndex.property(name, in: m) else { continue }
      do throws(Unevaluable) {
        switch value {
        case .initializer(let e): return try evaluator.value(of: e)
        case .getter(let body): return try evaluator.returned(by: body)
        }
      } catch {
        skip(name, error)
        return nil
      }
    }
    for m in members {
      for item in m {
        guard let d = item.decl.as(VariableDeclSyntax.self),
          let b = d.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
        else { continue }
        skip(name, at: b, "a stored property without a value in the source (set in init or at run time)")
        return nil
      }
    }
    return nil
  }

  /// The expression the property `name` is or returns (a getter with one `return` or one
  /// expression), for callers that read a literal's structure (a dictionary of anchors).
  func expression(of name: String) -> (ExprSyntax?, Syntax)? {
    for m in members {
      guard let (value, node) = SwiftTypeIndex.property(name, in: m) else { continue }
      switch value {
      case .initializer(let e): return (e, node)
      case .getter(let body): return (Self.returnedExpression(body), node)
      }
    }
    return nil
  }

  /// The expression of a body that is one `return x` or one expression `x`.
  static func returnedExpression(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard body.count == 1, let only = body.first else { return nil }
    switch only.item {
    case .expr(let e): return e
    case .stmt(let s): return s.as(ReturnStmtSyntax.self)?.expression ?? s.as(ExpressionStmtSyntax.self)?.expression
    case .decl: return nil
    }
  }

  /// The function `name`, if declared with the signature of one of upstream's requirements of
  /// that name (``Requirements``): a method of the same name with other labels or types is
  /// not the requirement — upstream never calls it — so it is one skip and nil.
  mutating func function(_ name: String) -> FunctionDeclSyntax? {
    guard let f = hasFunction(name) else { return nil }
    guard let wanted = Requirements.signatures[name] else { return f }
    let signature = Requirements.signature(of: f)
    if wanted.contains(where: { $0.elementsEqual(signature, by: ==) }) { return f }
    let text = Requirements.describe(name, signature)
    let expected = wanted.map { Requirements.describe(name, $0) }.joined(separator: " or ")
    skip(text, at: f.name, "not upstream's requirement \(expected), so upstream never calls it; kept FloatingPanel's default")
    return nil
  }

  /// The function `name` with a body, whatever its signature.
  func hasFunction(_ name: String) -> FunctionDeclSyntax? {
    for m in members { if let f = SwiftTypeIndex.function(name, in: m) { return f } }
    return nil
  }

  /// The result of function `f` with its parameter `index` bound to each of `values`; nil (and
  /// a skip for `what`) when one of them cannot be computed.
  mutating func results(of f: FunctionDeclSyntax, binding index: Int?, to values: [SwiftValue], what: String) -> [SwiftValue]? {
    guard let body = f.body?.statements else { return nil }
    var out: [SwiftValue] = []
    let saved = evaluator.bindings
    defer { evaluator.bindings = saved }
    for v in values {
      if let index, let name = SwiftTypeIndex.parameterName(f, index) { evaluator.bindings[name] = v }
      do throws(Unevaluable) {
        out.append(try evaluator.returned(by: body))
      } catch {
        skip(what, error)
        return nil
      }
    }
    return out
  }

  /// Records that `what` was skipped.
  mutating func skip(_ what: String, _ error: Unevaluable) {
    skips.append(Unevaluable(line: error.line, reason: "\(what): \(error.reason)"))
  }

  /// Records that `what` at `node` was skipped for `reason`.
  mutating func skip(_ what: String, at node: some SyntaxProtocol, _ reason: String) {
    skips.append(Unevaluable(line: evaluator.line(node), reason: "\(what): \(reason)"))
  }
}

extension MemberReader {
  /// The line of the property `name` (0 when absent).
  func line(of name: String) -> Int {
    for m in members { if let (_, node) = SwiftTypeIndex.property(name, in: m) { return evaluator.line(node) } }
    return 0
  }
}
