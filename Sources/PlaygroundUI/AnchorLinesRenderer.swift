import FloatingPanel
import PanelRendering
import PlaygroundCore
import SDLKit

/// Draws the focused panel's anchor lines while the tuning cards are shown (``AnchorEditor``):
/// a hairline across the window at each state's location with a label pill saying the state and
/// its anchor (`half · 0.5 of safe area from bottom`); the line being dragged is thicker and orange.
///
/// ```swift
/// let lines = AnchorLinesRenderer(renderer: renderer, panels: panels, text: text)
/// try lines.drawLines(session)                                   // under the cards
/// try lines.drawLabels(frameLayout.anchorLabels, scale: 1)         // over them
/// ```
package struct AnchorLinesRenderer {
  /// The target.
  package let renderer: Renderer
  /// Rounded label pills.
  package let panels: PanelRenderer
  /// Label text.
  package let text: TextRenderer

  static let line = Color(hex: 0x007AFF, alpha: 0.85)
  static let dragged = Color(hex: 0xFF9500)

  /// Draws `session`'s anchor lines (nothing when the cards are hidden); the cards go over them.
  ///
  /// - Throws: `SDLError` from drawing.
  package func drawLines(_ session: TuningSession) throws {
    guard let (scene, panel) = Self.target(session) else { return }
    for line in session.anchors.lines(for: session.role) {
      let thickness = line.isDragged ? 2.0 : 1.0
      let bar = panel.position.isVertical
        ? Rect(x: 0, y: line.location - thickness / 2, width: scene.size.width, height: thickness)
        : Rect(x: line.location - thickness / 2, y: 0, width: thickness, height: scene.size.height)
      renderer.fill(bar.pixelRect(scale: scene.scale), color: (line.isDragged ? Self.dragged : Self.line).rgba, blendMode: .blend)
    }
  }

  /// Draws the labels the layout step placed (``AnchorLabel``), after the cards so they stay
  /// visible.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func drawLabels(_ labels: [AnchorLabel], scale s: Double) throws {
    for label in labels {
      let color = label.isDragged ? Self.dragged : Self.line
      try panels.fillRoundedRect(label.frame, radius: 9, color: color, scale: s)
      let p = label.textOrigin
      try text.text(
        label.text, p.x, p.y, size: AnchorLabel.fontSize, weight: .semibold, color: .white, clip: nil, scale: s)
    }
  }

  private static func target(_ session: TuningSession) -> (PlaygroundScene, FloatingPanelController)? {
    guard session.isShown, !session.scene.isTooSmall else { return nil }
    let panel = session.scene.panel(session.role)
    return panel.isVisible ? (session.scene, panel) : nil
  }
}
