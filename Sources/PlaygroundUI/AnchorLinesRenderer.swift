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
/// try lines.drawLines(session)     // under the cards
/// try lines.drawLabels(session)    // over them
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

  /// Draws the lines' labels over the focused panel's edge (after the cards, so they stay visible).
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func drawLabels(_ session: TuningSession) throws {
    guard let (scene, panel) = Self.target(session) else { return }
    let s = scene.scale, frame = panel.surfaceFrame
    let cards = session.overlayLayout.cardFrames
    for (i, line) in session.anchors.lines(for: session.role).enumerated() {
      let width = try text.width(line.label, size: 12, weight: .semibold, scale: s) + 14
      var pill: Rect
      if panel.position.isVertical {
        let x = min(max(8, frame.maxX - width - 8), scene.size.width - width - 8)
        pill = Rect(x: x, y: line.location - 22, width: width, height: 18)
        if pill.minY < 4 { pill.origin.y = line.location + 4 }
      } else {
        pill = Rect(x: line.location + 6, y: 10 + Double(i) * 24, width: width, height: 18)
        if pill.maxX > scene.size.width - 4 { pill.origin.x = line.location - 6 - width }
      }
      // A label never sits on a card's text: it moves to the other side of its line, and is left
      // out (its line stays) when both sides are covered, unless it is the one being dragged.
      if !line.isDragged, cards.contains(where: { $0.intersection(pill) != nil }) {
        var other = pill
        if panel.position.isVertical {
          other.origin.y = pill.minY < line.location ? line.location + 4 : line.location - 22
        } else {
          other.origin.x = pill.minX > line.location ? line.location - 6 - width : line.location + 6
        }
        if cards.contains(where: { $0.intersection(other) != nil }) { continue }
        pill = other
      }
      try panels.fillRoundedRect(pill, radius: 9, color: line.isDragged ? Self.dragged : Self.line, scale: s)
      try text.text(line.label, pill.minX + 7, pill.minY + 1.5, size: 12, weight: .semibold, color: .white, clip: nil, scale: s)
    }
  }

  private static func target(_ session: TuningSession) -> (PlaygroundScene, FloatingPanelController)? {
    guard session.isShown, !session.scene.isTooSmall else { return nil }
    let panel = session.scene.panel(session.role)
    return panel.isVisible ? (session.scene, panel) : nil
  }
}
