import ConfigFormat

extension TuningController {
  /// Re-applies the config when the window's size makes another variant of a panel live
  /// (``PanelVariant``: a size class or width crossed), as an app's `layoutFor` delegate gives a
  /// new layout on rotation. A panel edited since the config was applied keeps its edits: what
  /// is on screen goes back in its variant's place first (``currentConfig``). Returns one line
  /// per panel that switched (`search: horizontalSizeClass regular`), empty when none did or the
  /// config has no variants; a variant that does not fit the window is told to ``onProblem``.
  ///
  /// ```swift
  /// scene.resize(to: Size(width: 1024, height: 768))
  /// tuning.followWindowSize()   // ["search: idiom pad"]
  /// ```
  @discardableResult
  package func followWindowSize() -> [String] {
    guard let applied, !liveVariants.isEmpty else { return [] }
    let now = applied.liveVariants(in: scene.size), before = liveVariants
    guard now != before else { return [] }
    var next = applied
    if isCustomised {
      let current = currentConfig
      for name in applied.panelNames { next.panels[name] = current.panels[name] ?? applied.panels[name] }
    }
    if let error = apply(next) {
      onProblem("the layout for this window size does not fit: \(error)")
      return []
    }
    let switched = Set(now.keys.filter { now[$0] != before[$0] })
    return liveVariantLines.filter { line in switched.contains { line.hasPrefix("\($0): ") } }
  }

  /// The live variant of each config panel with variants, one line each (`search: default`,
  /// `detail: horizontalSizeClass regular`), in name order: what the window shows.
  package var liveVariantLines: [String] {
    applied?.liveVariantLines(in: scene.size) ?? []
  }
}
