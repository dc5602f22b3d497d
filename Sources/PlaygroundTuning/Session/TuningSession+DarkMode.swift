import PlaygroundCore

extension TuningSession {
  /// Dark mode on or off (Shift+D): every panel whose config look has system colours draws
  /// their other value (``PanelTuner/setDarkMode(_:)``), and the HUD says which is on.
  ///
  /// ```swift
  /// tuning.toggleDarkMode()   // `.systemBackground` #FFFFFF → #000000
  /// ```
  package func toggleDarkMode() {
    tuner.setDarkMode(!scene.darkMode)
    scene.say(scene.darkMode ? "dark mode on" : "dark mode off", frames: 120)
  }
}
