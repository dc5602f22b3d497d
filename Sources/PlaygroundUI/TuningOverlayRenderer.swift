import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// Draws a ``TuningSession``'s cards over the scene when they are shown: the tuning card
/// (``TuningPanelRenderer``) and the plot of the focused panel's last release
/// (``MotionPlotRenderer``) with its timeline strip, where the frame's ``FrameLayout`` puts them,
/// and under them the onion skin of a scrubbed motion (``OnionSkinRenderer``).
///
/// ```swift
/// let overlay = try TuningOverlayRenderer(renderer: renderer, panels: sceneRenderer.panels)
/// let layout = try FrameLayout(scene: scene, tuning: tuning, info: nil, showsHUD: false, measuring: sceneRenderer.measuring)
/// try sceneRenderer.draw(scene, hud: layout.hud)
/// try overlay.draw(tuning, layout: layout)
/// ```
package final class TuningOverlayRenderer {
  /// The tuning card.
  package let card: TuningPanelRenderer
  /// The motion plot.
  package let plot: MotionPlotRenderer
  /// The focused panel's anchor lines.
  package let anchors: AnchorLinesRenderer
  /// The trail of a scrubbed or slowly played motion.
  let onion: OnionSkinRenderer

  /// Creates the renderers on `renderer`, sharing `panels`' baked chrome and `text`'s text cache
  /// (pass the scene renderer's).
  ///
  /// - Throws: `FontNotFoundError` (naming the package to install) when no font is installed.
  package init(renderer: Renderer, panels: PanelRenderer, text: TextRenderer? = nil) throws {
    let text = try text ?? TextRenderer(renderer: renderer)
    card = try TuningPanelRenderer(renderer: renderer, panels: panels, text: text)
    plot = try MotionPlotRenderer(renderer: renderer, panels: panels, text: text)
    anchors = AnchorLinesRenderer(renderer: renderer, panels: panels, text: text)
    onion = OnionSkinRenderer(renderer: renderer, panels: panels)
  }

  /// Draws `session`'s cards where the frame's `layout` puts them, at the scene's scale: the
  /// anchor lines, the tuning card, the plot, then the anchor labels over them; nothing when the
  /// cards are hidden or the scene is too small to draw.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func draw(_ session: TuningSession, layout: FrameLayout) throws {
    guard session.isShown, !session.scene.isTooSmall, let frame = layout.card else { return }
    let s = session.scene.scale
    try onion.draw(layout.trail, scale: s)
    try anchors.drawLines(layout.anchorLines, of: session.scene.panel(session.role), scale: s)
    card.title = session.title
    switch session.page {
    case .behaviour: try card.draw(session.model, in: frame, scale: s)
    case .appearance: try card.draw(session.look, in: frame, scale: s)
    }
    if let plotFrame = layout.plot {
      let trace = session.plotTrace
      try plot.draw(trace, second: session.secondCurve, note: layout.plotNote, in: plotFrame, scale: s)
      try plot.drawTimeline(session.timelineStrip, trace: trace, in: plotFrame, scale: s)
    }
    try anchors.drawLabels(layout.anchorLabels, scale: s)
  }
}
