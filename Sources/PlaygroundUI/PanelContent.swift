import FloatingPanel
import PlaygroundCore

/// What ``SceneRenderer`` draws inside each panel, after its chrome: the playground's own content
/// (the search list, the place's details, the modal's text), nothing (`screenshot --content none`:
/// the chrome alone, as a host program's panels look before it draws into them), or a host
/// program's drawing (``custom(_:)``, called for each visible panel in z-order, over its chrome and
/// under the panels above it).
///
/// ```swift
/// drawing.content = .none
/// drawing.content = .custom { role, panel in try program.drawContent(of: role, in: panel.contentFrame) }
/// ```
package enum PanelContent {
  /// The playground's content.
  case playground
  /// Nothing: the panel's chrome only.
  case none
  /// A host's drawing, given the panel's role and its controller (its ``FloatingPanelController/contentFrame``).
  case custom((PanelRole, FloatingPanelController) throws -> Void)

  /// Draws a non-playground content of `panel` (nothing for ``none``).
  func draw(_ role: PanelRole, _ panel: FloatingPanelController) throws {
    if case .custom(let body) = self { try body(role, panel) }
  }
}
