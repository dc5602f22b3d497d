import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// The A/B ghost: the pinned tuning's panel drawn over the scene as a translucent indigo surface
/// with a 2-pt indigo outline and its grabber, labelled with a badge ("A") at the start of its
/// grabber band, so it reads as a second, unreal panel next to the real one.
///
/// ```swift
/// if let ghost = tuning.ghost { try drawing.drawGhost(ghost, label: "A", scale: scene.scale) }
/// ```
extension SceneRenderer {
  /// The ghost's colour (iOS system indigo).
  static let ghostColor = Color(hex: 0x5856D6)

  /// The look of a ghost of a panel whose look is `look`: its corners and grabber, a surface of
  /// the ghost colour at 22 % and a 2-pt outline, no shadows.
  static func ghostLook(_ look: SurfaceAppearance) -> SurfaceAppearance {
    var g = look
    g.backgroundColor = Color(hex: 0x5856D6, alpha: 0.22)
    g.shadows = []
    g.border = SurfaceAppearance.Border(color: ghostColor, width: 2)
    g.grabberColor = ghostColor
    return g
  }

  /// Draws `ghost` (not one of the scene's panels) at `scale` with a badge saying `label`.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func drawGhost(_ ghost: FloatingPanelController, label: String, scale s: Double) throws {
    guard ghost.isVisible else { return }
    try panels.drawPanel(ghost.surfaceGeometry, appearance: Self.ghostLook(ghost.surfaceAppearance), scale: s)
    let band = ghost.grabberBand
    let w = try text.width(label, size: 12, weight: .semibold, scale: s) + 12, h = 18.0
    let badge = ghost.position.isVertical
      ? Rect(x: band.minX + 16, y: band.midY - h / 2, width: w, height: h)
      : Rect(x: band.midX - w / 2, y: band.minY + 16, width: w, height: h)
    try panels.fillRoundedRect(badge, radius: h / 2, color: Self.ghostColor, scale: s)
    try text.text(label, badge.minX + 6, badge.minY + 1, size: 12, weight: .semibold, color: Color(hex: 0xFFFFFF), clip: nil, scale: s)
  }
}
