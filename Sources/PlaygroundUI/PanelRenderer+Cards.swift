import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning

/// Shapes the playground draws with the panel chrome: free-standing rounded rectangles (fields,
/// buttons, tracks, knobs) and floating cards (help, tuning, plot).
extension PanelRenderer {
  /// Draws `look` on a free-standing rectangle `r` (points) with all corners rounded.
  func drawShape(_ r: Rect, look: SurfaceAppearance, scale: Double) throws {
    try drawPanel(
      SurfaceGeometry(position: .bottom, frame: r, roundedCorners: .all, grabberFrame: .zero), appearance: look,
      scale: scale)
  }

  /// A flat rounded rectangle of `color`; nothing when a side is under `minimumSide` points.
  func fillRoundedRect(_ r: Rect, radius: Double, color: Color, scale: Double, minimumSide: Double = 2) throws {
    guard r.width >= minimumSide, r.height >= minimumSide else { return }
    try drawShape(
      r, look: SurfaceAppearance(backgroundColor: color, cornerRadius: radius, shadows: [], showsGrabber: false),
      scale: scale)
  }

  /// A floating card at `frame`: the scene's panel look (white, shadow) without a grabber, with
  /// `cornerRadius` (default: the panels').
  func drawCard(_ frame: Rect, cornerRadius: Double? = nil, scale: Double) throws {
    var look = SceneLayouts.appearance()
    if let cornerRadius { look.cornerRadius = cornerRadius }
    look.showsGrabber = false
    try drawShape(frame, look: look, scale: scale)
  }
}
