import ConfigFormat

extension TuningSession {
  /// After the window was resized: switches each config panel with size-class variants
  /// (``PanelVariant``) to the one live at the new size and says which on the HUD and the
  /// terminal (`layout for 1024×768: search: idiom pad`). Returns whether a panel switched.
  ///
  /// ```swift
  /// scene.resize(to: Size(width: 1024, height: 768))
  /// if tuning.followWindowSize() { needsFrame = true }
  /// ```
  @discardableResult
  package func followWindowSize() -> Bool {
    let lines = tuner.followWindowSize()
    guard !lines.isEmpty else { return false }
    syncModel()
    let w = Int(scene.size.width.rounded()), h = Int(scene.size.height.rounded())
    let text = "layout for \(w)×\(h): " + lines.joined(separator: "; ")
    scene.say(text, frames: 240)
    report("playground: \(text)", false)
    return true
  }

  /// One line naming the live variant of each config panel with variants, or nil when the config
  /// has none (said once when the window opens).
  package var liveVariantNotice: String? {
    let lines = tuner.liveVariantLines
    return lines.isEmpty ? nil : "live variants: " + lines.joined(separator: "; ")
  }
}
