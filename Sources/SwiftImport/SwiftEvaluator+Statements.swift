import SwiftSyntax

/// Runs the body of a computed property or a function that returns a literal: `return x`, a
/// single expression, `let` constants, `if`/`else` and `switch` over bound values (with
/// `case .a, .b:`, `default:` and `switch` or `if` used as an expression).
extension SwiftEvaluator {
  /// The value `body` returns.
  mutating func returned(by body: CodeBlockItemListSyntax) throws(Unevaluable) -> SwiftValue {
    if let v = try run(body) { return v }
    throw Unevaluable(line: line(body), reason: "the body returns no literal")
  }

  /// Runs `items`; the value of the first `return`, nil when they fall through.
  private mutating func run(_ items: CodeBlockItemListSyntax) throws(Unevaluable) -> SwiftValue? {
    let saved = bindings
    defer { bindings = saved }
    for (i, item) in items.enumerated() {
      switch item.item {
      case .stmt(let stmt):
        if let r = stmt.as(ReturnStmtSyntax.self) {
          guard let e = r.expression else { throw cannot(r, "returns nothing") }
          return try value(of: e)
        }
        if let s = stmt.as(ExpressionStmtSyntax.self) {
          if let v = try control(s.expression, implicit: items.count == 1) { return v }
          continue
        }
        throw cannot(stmt, "is a statement import-swift does not run")
      case .expr(let e):
        if let v = try control(e, implicit: items.count == 1 && i == 0) { return v }
        if items.count == 1 { return try value(of: e) }
        throw cannot(e, "is a statement import-swift does not run")
      case .decl(let d):
        guard let v = d.as(VariableDeclSyntax.self), v.bindingSpecifier.tokenKind == .keyword(.let) else {
          throw cannot(d, "is a declaration import-swift does not run")
        }
        for b in v.bindings {
          guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let e = b.initializer?.value else {
            throw cannot(b, "is not a constant with a literal value")
          }
          bindings[name] = try value(of: e)
        }
      }
    }
    return nil
  }

  /// `if` or `switch` (as a statement or, with `implicit`, as the returned expression); nil when
  /// `e` is neither and for a branch that falls through.
  private mutating func control(_ e: ExprSyntax, implicit: Bool) throws(Unevaluable) -> SwiftValue? {
    if let s = e.as(SwitchExprSyntax.self) {
      let subject = try value(of: s.subject)
      for case .switchCase(let c) in s.cases {
        if try matches(c.label, subject) { return try branch(c.statements, implicit: implicit) }
      }
      throw cannot(s.subject, "matches no case")
    }
    if let f = e.as(IfExprSyntax.self) {
      guard f.conditions.count == 1, case .expression(let c) = f.conditions[f.conditions.startIndex].condition else {
        throw cannot(f.conditions, "is not a condition of literals")
      }
      guard case .bool(let yes) = try value(of: c) else { throw cannot(c, "is not a condition of literals") }
      if yes { return try branch(f.body.statements, implicit: implicit) }
      switch f.elseBody {
      case .ifExpr(let next): return try control(ExprSyntax(next), implicit: implicit)
      case .codeBlock(let block): return try branch(block.statements, implicit: implicit)
      case nil: return nil
      }
    }
    if implicit { return try value(of: e) }
    return nil
  }

  /// A branch's value: what it returns, or (as an expression) its single expression.
  private mutating func branch(_ items: CodeBlockItemListSyntax, implicit: Bool) throws(Unevaluable) -> SwiftValue? {
    if implicit, items.count == 1, let only = items.first {
      if case .expr(let e) = only.item { return try value(of: e) }
      if case .stmt(let s) = only.item, let e = s.as(ExpressionStmtSyntax.self)?.expression { return try control(e, implicit: true) }
    }
    return try run(items)
  }

  /// Whether a `case .a, .b:` or `default:` label matches `subject`.
  private mutating func matches(_ label: SwitchCaseSyntax.Label, _ subject: SwiftValue) throws(Unevaluable) -> Bool {
    switch label {
    case .default: return true
    case .case(let c):
      for item in c.caseItems {
        guard item.whereClause == nil, let p = item.pattern.as(ExpressionPatternSyntax.self) else {
          throw cannot(item, "is a pattern import-swift does not match")
        }
        if Self.same(try value(of: p.expression), subject) { return true }
      }
      return false
    }
  }
}
