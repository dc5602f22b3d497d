import FloatingPanel
import PanelRendering
import PlaygroundCore
import SDLKit

/// Draws a ``TuningSession``'s cards over the scene when they are shown: the tuning card
/// (``TuningPanelRenderer``) and the plot of the focused panel's last release
/// (``MotionPlotRenderer``), where ``TuningOverlayLayout`` puts them.
///
/// ```swift
/// let overlay = try TuningOverlayRenderer(renderer: renderer, panels: sceneRenderer.panels)
/// try sceneRenderer.render(scene, hud: hud)
/// try overlay.draw(tuning)
/// ```
package final class TuningOverlayRenderer {
  /// The tuning card.
  package let card: TuningPanelRenderer
  /// The motion plot.
  package let plot: MotionPlotRenderer
  /// The focused panel's anchor lines.
  package let anchors: AnchorLinesRenderer

  /// Creates the renderers on `renderer`, sharing `panels`' baked chrome and `text`'s text cache
  /// (pass the scene renderer's).
  ///
  /// - Throws: `FontNotFoundError` (naming the package to install) when no font is installed.
  package init(renderer: Renderer, panels: PanelRenderer, text: TextRenderer? = nil) throws {
    let text = try text ?? TextRenderer(renderer: renderer)
    card = try TuningPanelRenderer(renderer: renderer, panels: panels, text: text)
    plot = try MotionPlotRenderer(renderer: renderer, panels: panels, text: text)
    anchors = AnchorLinesRenderer(renderer: renderer, panels: panels, text: text)
  }

  /// Draws `session`'s cards at the scene's scale; nothing when they are hidden or the scene is
  /// too small to draw.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func draw(_ session: TuningSession) throws {
    guard session.isShown, !session.scene.isTooSmall else { return }
    let layout = session.overlayLayout
    let s = session.scene.scale
    try anchors.drawLines(session)
    card.title = session.title
    switch session.page {
    case .behaviour: try card.draw(session.model, in: layout.card(rowCount: session.model.rows.count), scale: s)
    case .appearance: try card.draw(session.look, in: layout.card(rowCount: session.look.rows.count), scale: s)
    }
    if let frame = layout.plot { try plot.draw(session.trace, in: frame, scale: s) }
    try anchors.drawLabels(session)
  }
}
