import SwiftSyntax

/// The signatures of upstream FloatingPanel's protocol requirements that import-swift reads
/// (2.x and 3.x, and 1.x's layout and behaviour methods): argument labels and parameter types,
/// the way Swift matches a method to a requirement. `shouldProjectMomentum(_:for: CGPoint)` has
/// the name of a requirement but is none: upstream never calls it.
///
/// ```swift
/// Requirements.signatures["shouldProjectMomentum"]   // (_: FloatingPanelController, to: FloatingPanelState), 1.x's (…, for: FloatingPanelPosition)
/// ```
enum Requirements {
  /// One parameter: its argument label (`_` for none) and its type's last name.
  typealias Parameter = (label: String, type: String)

  /// The accepted signatures by method name.
  static let signatures: [String: [[Parameter]]] = [
    "backdropAlpha": [[("for", "FloatingPanelState")]],
    "prepareLayout": [[("surfaceView", "UIView"), ("in", "UIView")]],
    "insetFor": [[("position", "FloatingPanelPosition")]],
    "backdropAlphaFor": [[("position", "FloatingPanelPosition")]],
    "shouldProjectMomentum": [
      [("_", "FloatingPanelController"), ("to", "FloatingPanelState")],
      [("_", "FloatingPanelController"), ("for", "FloatingPanelPosition")],
    ],
    "redirectionalProgress": [
      [("_", "FloatingPanelController"), ("from", "FloatingPanelState"), ("to", "FloatingPanelState")],
      [("_", "FloatingPanelController"), ("from", "FloatingPanelPosition"), ("to", "FloatingPanelPosition")],
    ],
    "allowsRubberBanding": [[("for", "UIRectEdge")]],
  ]

  /// The labels and type names of `f`'s parameters (`FloatingPanel.FloatingPanelState` → `FloatingPanelState`).
  static func signature(of f: FunctionDeclSyntax) -> [Parameter] {
    f.signature.parameterClause.parameters.map { p in
      (p.firstName.text, p.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "")
    }
  }

  /// `name(_: FloatingPanelController, to: FloatingPanelState)`.
  static func describe(_ name: String, _ parameters: [Parameter]) -> String {
    "\(name)(" + parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
  }
}
