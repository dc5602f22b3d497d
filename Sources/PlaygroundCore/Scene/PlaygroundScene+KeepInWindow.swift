import FloatingPanel

/// The release spring never carries a floating card's moving edge out of the window (sheets and
/// sidebars, attached to an edge, move exactly as the engine and `replay` say; a script with
/// `"keepInViewport": true`, as a recording of a card writes, replays the card's bounds too). A fast flick to
/// full overshoots the anchor (FloatingPanel's under-damped spring); with a floating card 8 pt
/// from the top that put its rounded corners outside the window for ~150 ms, which Maps never
/// shows. The card's spring gets the window as its ``FloatingPanelController/attractionLimit``:
/// it stops at the window's edge and settles on the anchor from there, in the same motion (the
/// plot shows one release).
extension PlaygroundScene {
  /// Gives the search and detail panels, as floating cards, the window as their spring's bounds.
  func limitSpringsToWindow() {
    let floating = OrientationRule.usesFloatingCard(size)
    for role in [PanelRole.search, .detail] {
      let p = panel(role)
      guard floating, layoutOverrides[role] == nil else {
        p.attractionLimit = nil
        continue
      }
      p.attractionLimit = ReplayRunner.viewportLimit(p.position, viewport: size)
    }
  }
}
