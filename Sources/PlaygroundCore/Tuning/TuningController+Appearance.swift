import ConfigFormat
import FloatingPanel

extension TuningController {
  /// `role`'s panel's look as on screen: its surface appearance and its backdrop colour.
  package func appearance(of role: PanelRole) -> PanelAppearance {
    PanelAppearance(surface: scene.panel(role).surfaceAppearance, backdropColor: scene.backdropColors[role] ?? .black)
  }

  /// Gives `role`'s panel the look `appearance` (an edit of the Appearance page): the surface at
  /// once, the backdrop colour from the next frame; ``currentConfig`` (save, export) carries it.
  /// The panel is customised: a preset no longer describes it.
  package func setAppearance(_ appearance: PanelAppearance, for role: PanelRole) {
    guard appearance != self.appearance(of: role) else { return }
    noteChange()
    presetName = nil
    isCustomised = true
    scene.panel(role).surfaceAppearance = appearance.surface
    scene.backdropColors[role] = appearance.backdropColor
  }
}
