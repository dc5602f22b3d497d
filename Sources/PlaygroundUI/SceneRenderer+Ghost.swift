import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// The A/B ghost: the pinned tuning's panel drawn under its real panel (it never tints B) as a
/// translucent indigo surface with a 2-pt indigo outline and its grabber, labelled with a badge
/// ("A") at the start of its grabber band, so it reads as a second, unreal panel beside the real
/// one while they move apart; at rest it fades to a faint outline.
///
/// ```swift
/// drawing.ghost = (ghost, .search, false)   // drawScene draws it under the search panel
/// ```
extension SceneRenderer {
  /// The ghost's colour (iOS system indigo).
  static let ghostColor = Color(hex: 0x5856D6)

  /// The look of a ghost of a panel whose look is `look`: its corners and grabber, a surface of
  /// the ghost colour at 22 % and a 2-pt outline, no shadows.
  /// `outline`: only the outline (drawn over the real panel); else only the fill and grabber
  /// (drawn under it). At rest the fill goes and the outline fades to 35 %.
  static func ghostLook(_ look: SurfaceAppearance, atRest: Bool = false, outline: Bool = false) -> SurfaceAppearance {
    var g = look
    let clear = Color(hex: 0x5856D6, alpha: 0)
    g.backgroundColor = outline || atRest ? clear : Color(hex: 0x5856D6, alpha: 0.22)
    g.shadows = []
    g.border = outline ? SurfaceAppearance.Border(color: Color(hex: 0x5856D6, alpha: atRest ? 0.35 : 1), width: 2) : nil
    g.grabberColor = outline || atRest ? clear : ghostColor
    return g
  }

  /// Draws `ghost` (not one of the scene's panels) at `scale`: its fill, or (`outline`) its outline
  /// with a badge saying `label`; faded `atRest`.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func drawGhost(_ ghost: FloatingPanelController, label: String, atRest: Bool = false, outline: Bool = true, scale s: Double) throws {
    guard ghost.isVisible else { return }
    try panels.drawPanel(ghost.surfaceGeometry, appearance: Self.ghostLook(ghost.surfaceAppearance, atRest: atRest, outline: outline), scale: s)
    guard outline, !atRest else { return }
    let band = ghost.grabberBand
    let w = try text.width(label, size: 12, weight: .semibold, scale: s) + 12, h = 18.0
    let badge = ghost.position.isVertical
      ? Rect(x: band.minX + 16, y: band.midY - h / 2, width: w, height: h)
      : Rect(x: band.midX - w / 2, y: band.minY + 16, width: w, height: h)
    try panels.fillRoundedRect(badge, radius: h / 2, color: Self.ghostColor, scale: s)
    try text.text(label, badge.minX + 6, badge.minY + 1, size: 12, weight: .semibold, color: Color(hex: 0xFFFFFF), clip: nil, scale: s)
  }
}
