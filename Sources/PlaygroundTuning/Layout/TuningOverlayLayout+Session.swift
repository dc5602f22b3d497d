import FloatingPanel
import PlaygroundCore

extension TuningOverlayLayout {
  /// Where `session`'s cards go in its scene's window, keeping clear of the HUD's reserved frame
  /// `hud` (nil: no HUD): the shown page's rows, the window of them around its focused row, and
  /// the plot page in a narrow window, clear of the panels' headers at rest and of the focused
  /// panel's anchor handles.
  package init(session: TuningSession, avoiding hud: Rect?) {
    self.init(
      size: session.scene.size, edge: session.scene.edge, rowCount: session.cardRowCount, avoiding: hud,
      focus: session.card.focus,
      plotPage: session.showsPlotPage, headers: HUDPlacement.headers(session.scene) + session.handles)
  }
}
