import SwiftSyntax

/// Finds layouts made by an initializer call with an `anchors:` dictionary literal, stored in a
/// constant or property (`let offlineSelectPanelLayout = PanelLayout(position: .bottom,
/// initialState: .half, anchors: [...])`): an app's own `FloatingPanelLayout` type whose values
/// come from its initializer's arguments.
final class CallLayoutFinder: SyntaxVisitor {
  /// The variable's name, its binding (for the line) and the call.
  private(set) var found: [(name: String, node: Syntax, call: FunctionCallExprSyntax)] = []

  /// A finder over one file.
  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
      call.arguments.contains(where: { $0.label?.text == "anchors" && $0.expression.is(DictionaryExprSyntax.self) })
    else { return .visitChildren }
    found.append((name, Syntax(node), call))
    return .skipChildren
  }
}
