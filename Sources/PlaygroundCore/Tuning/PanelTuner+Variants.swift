import ConfigFormat

extension PanelTuner {
  /// Shows another variant of a panel when the window's size makes it live (``PanelVariant``: a
  /// size class or width crossed), as an app's `layoutFor` delegate gives a new layout on
  /// rotation. The user's config (``tuned``) holds every edit in the variant it was made in, so
  /// the switch is no edit and loses none. Returns one line per panel that switched
  /// (`search: horizontalSizeClass regular`), empty when none did or the config has no variants;
  /// a variant that does not fit the window is told to ``onProblem``.
  ///
  /// ```swift
  /// scene.resize(to: Size(width: 1024, height: 768))
  /// tuner.followWindowSize()   // ["search: idiom pad"]
  /// ```
  @discardableResult
  package func followWindowSize() -> [String] {
    guard !liveVariants.isEmpty else { return [] }
    let config = tuned.config
    let now = config.liveVariants(in: scene.size), before = liveVariants
    guard now != before else { return [] }
    if let error = show(config) {
      onProblem("the layout for this window size does not fit: \(error)")
      return []
    }
    let switched = Set(now.keys.filter { now[$0] != before[$0] })
    return liveVariantLines.filter { line in switched.contains { line.hasPrefix("\($0): ") } }
  }

  /// The live variant of each config panel with variants, one line each (`search: default`,
  /// `detail: horizontalSizeClass regular`), in name order: what the window shows.
  package var liveVariantLines: [String] {
    tuned.config.liveVariantLines(in: scene.size)
  }
}
