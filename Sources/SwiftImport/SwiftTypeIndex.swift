import SwiftSyntax

/// The types of one parsed file that import-swift reads: every class, struct, enum and extension
/// (at any depth) with what it inherits and its members, and the custom states declared as
/// `static let name = FloatingPanelState(rawValue:order:)`.
///
/// ```swift
/// let index = SwiftTypeIndex(tree)
/// index.types.filter { $0.inherits.contains("FloatingPanelLayout") }
/// ```
struct SwiftTypeIndex {
  /// One declaration of a type (an extension is one more).
  struct TypeDecl {
    /// The type's name (an extension's extended type, last component).
    var name: String
    /// The names in its inheritance clause.
    var inherits: [String]
    /// Its members.
    var members: MemberBlockItemListSyntax
    /// The node, for its line.
    var node: Syntax
  }

  /// What a member property is: an initial value or a getter's body.
  enum PropertyValue {
    /// `let x: T = expr` or `var x = expr`.
    case initializer(ExprSyntax)
    /// `var x: T { … }` or `var x: T { get { … } }`.
    case getter(CodeBlockItemListSyntax)
  }

  /// Every type declaration and extension in source order.
  private(set) var types: [TypeDecl] = []
  /// `static let` constants of any type or extension: identifier and initial value (custom states
  /// among them, e.g. `static let lastQuart = FloatingPanelState(rawValue: "lastQuart", order: 750)`).
  private(set) var stateConstants: [(name: String, value: ExprSyntax)] = []
  /// The same `static let`/`static var` constants by `Type.name` (what `Type.name` and, inside the
  /// type, a bare `name` refer to), e.g. `MapPanelLayout.WidthSize` → `291`.
  private(set) var constants: [String: ExprSyntax] = [:]

  /// Indexes `tree`.
  init(_ tree: SourceFileSyntax) {
    let v = Visitor(viewMode: .sourceAccurate)
    v.walk(tree)
    types = v.types
    for t in types {
      for item in t.members {
        guard let d = item.decl.as(VariableDeclSyntax.self), d.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else {
          continue
        }
        for b in d.bindings {
          if let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let e = b.initializer?.value {
            stateConstants.append((name, e))
            if constants["\(t.name).\(name)"] == nil { constants["\(t.name).\(name)"] = e }
          }
        }
      }
    }
  }

  /// The members of a class, struct, enum or extension declaration; nil for another node.
  static func memberList(of node: Syntax) -> MemberBlockItemListSyntax? {
    if let d = node.as(ClassDeclSyntax.self) { return d.memberBlock.members }
    if let d = node.as(StructDeclSyntax.self) { return d.memberBlock.members }
    if let d = node.as(EnumDeclSyntax.self) { return d.memberBlock.members }
    return node.as(ExtensionDeclSyntax.self)?.memberBlock.members
  }

  /// The property `name` among `members`: its value and node; nil when absent.
  static func property(_ name: String, in members: MemberBlockItemListSyntax) -> (PropertyValue, Syntax)? {
    for item in members {
      guard let d = item.decl.as(VariableDeclSyntax.self) else { continue }
      for b in d.bindings {
        guard b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
        if let e = b.initializer?.value { return (.initializer(e), Syntax(b)) }
        switch b.accessorBlock?.accessors {
        case .getter(let body): return (.getter(body), Syntax(b))
        case .accessors(let list):
          if let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body {
            return (.getter(body.statements), Syntax(b))
          }
        case nil: break
        }
      }
    }
    return nil
  }

  /// Whether `members` declare a property `name` (with or without a value).
  static func declaresStored(_ name: String, in members: MemberBlockItemListSyntax) -> Bool {
    members.contains { item in
      item.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } ?? false
    }
  }

  /// The function `name` among `members` with a body; nil when absent.
  static func function(_ name: String, in members: MemberBlockItemListSyntax) -> FunctionDeclSyntax? {
    for item in members {
      if let f = item.decl.as(FunctionDeclSyntax.self), f.name.text == name, f.body != nil { return f }
    }
    return nil
  }

  /// The name a function body calls its parameter `i` by (nil for `_`).
  static func parameterName(_ f: FunctionDeclSyntax, _ i: Int) -> String? {
    let params = f.signature.parameterClause.parameters
    guard i < params.count else { return nil }
    let p = params[params.index(params.startIndex, offsetBy: i)]
    let name = (p.secondName ?? p.firstName).text
    return name == "_" ? nil : name
  }

  private final class Visitor: SyntaxVisitor {
    var types: [TypeDecl] = []

    func add(_ name: String, _ clause: InheritanceClauseSyntax?, _ members: MemberBlockSyntax, _ node: some SyntaxProtocol) {
      let inherits = clause?.inheritedTypes.map { $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" } ?? []
      types.append(TypeDecl(name: name, inherits: inherits, members: members.members, node: Syntax(node)))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name.text, node.inheritanceClause, node.memberBlock, node)
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name.text, node.inheritanceClause, node.memberBlock, node)
      return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name.text, node.inheritanceClause, node.memberBlock, node)
      return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
      add(name, node.inheritanceClause, node.memberBlock, node)
      return .visitChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
