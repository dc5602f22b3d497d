import ConfigFormat

extension TuningController {
  /// Switches the scene to the dark (or light) appearance: every panel whose config look has
  /// system colours (``PanelAppearance/systemColors``) draws their value in that appearance;
  /// fixed colours stay. The window's dark-mode key and `screenshot --appearance dark` use it.
  ///
  /// ```swift
  /// tuning.setDarkMode(true)   // `.systemBackground` draws #000000, `.secondarySystemBackground` #1C1C1E
  /// ```
  package func setDarkMode(_ on: Bool) {
    scene.darkMode = on
    guard let applied = appliedConfig else { return }
    for r in PanelRole.allCases {
      guard let look = placement.panel(for: r, in: applied)?.appearance, !look.systemColors.isEmpty else { continue }
      let shown = look.resolved(dark: on)
      scene.panel(r).surfaceAppearance = shown.surface
      scene.backdropColors[r] = shown.backdropColor
    }
    noteChange()
  }
}
