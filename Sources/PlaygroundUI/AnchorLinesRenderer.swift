import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// Draws the focused panel's anchor lines while the tuning cards are shown (``AnchorEditor``):
/// a hairline across the window at each state's location, its handle (a round knob with a grip,
/// faded where a panel covers it) and a label pill saying the state and its anchor
/// (`half · 0.5 of safe area from bottom`, faded over a panel); the line being dragged is
/// thicker and orange.
///
/// ```swift
/// let lines = AnchorLinesRenderer(renderer: renderer, panels: panels, text: text)
/// try lines.drawLines(frameLayout.anchorLines, of: scene.search, scale: 1)  // under the cards
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

  /// Draws the anchor `lines` of `panel` the layout step listed (``FrameLayout/anchorLines``):
  /// each hairline's pieces off the panels' surfaces (``AnchorEditor/Line/pieces``), so that no
  /// line strikes through a list, and its handle; the cards go over them.
  ///
  /// - Throws: `SDLError` from drawing.
  package func drawLines(_ lines: [AnchorEditor.Line], of panel: FloatingPanelController, scale s: Double) throws {
    for line in lines {
      for piece in line.pieces {
        renderer.fill(piece.pixelRect(scale: s), color: (line.isDragged ? Self.dragged : Self.line).rgba, blendMode: .blend)
      }
      try drawHandle(line, vertical: panel.position.isVertical, scale: s)
    }
  }

  /// A knob: a white ring around a blue (orange while dragged) disc with a two-bar grip across
  /// the line's direction; faded when a panel covers it.
  private func drawHandle(_ line: AnchorEditor.Line, vertical: Bool, scale s: Double) throws {
    let k = line.handle, alpha = line.isCovered ? Self.fadedAlpha : 1
    try panels.fillRoundedRect(k, radius: k.width / 2, color: Color.white.withAlpha(alpha), scale: s)
    let disc = k.inset(by: EdgeInsets(top: 2.5, left: 2.5, bottom: 2.5, right: 2.5))
    try panels.fillRoundedRect(
      disc, radius: disc.width / 2, color: (line.isDragged ? Self.dragged : Self.line).withAlpha(alpha), scale: s)
    for offset in [-2.5, 1.5] {
      let bar = vertical
        ? Rect(x: k.midX - 4.5, y: k.midY + offset, width: 9, height: 1.5)
        : Rect(x: k.midX + offset, y: k.midY - 4.5, width: 1.5, height: 9)
      renderer.fill(bar.pixelRect(scale: s), color: Color.white.withAlpha(alpha).rgba, blendMode: .blend)
    }
  }

  /// How opaque a handle or label on a panel's surface is drawn.
  static let fadedAlpha = 0.3

  /// Draws the labels the layout step placed (``AnchorLabel``), after the cards so they stay
  /// visible.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func drawLabels(_ labels: [AnchorLabel], scale s: Double) throws {
    for label in labels {
      let alpha = label.isFaded && !label.isDragged ? Self.fadedAlpha : 1
      let color = (label.isDragged ? Self.dragged : Self.line).withAlpha(alpha)
      try panels.fillRoundedRect(label.frame, radius: 9, color: color, scale: s)
      let p = label.textOrigin
      try text.text(
        label.text, p.x, p.y, size: AnchorLabel.fontSize, weight: .semibold, color: Color.white.withAlpha(max(alpha, 0.6)),
        clip: nil, scale: s)
    }
  }
}
