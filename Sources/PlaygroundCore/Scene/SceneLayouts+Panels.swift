import FloatingPanel

extension SceneLayouts {
  /// Gives the scene's three panels their layouts for a `size` window with the search and detail
  /// panels on `edge`: the playground's own, or those `overrides` sets (a config file's anchors
  /// and margins); a floating card's content mode, and its spring's bounds.
  ///
  /// The release spring never carries a floating card's moving edge out of the window (sheets and
  /// sidebars, attached to an edge, move exactly as the engine and `replay` say; a script with
  /// `"keepInViewport": true`, as a recording of a card writes, replays the card's bounds too). A
  /// fast flick to full overshoots the anchor (FloatingPanel's under-damped spring); with a
  /// floating card 8 pt from the top that put its rounded corners outside the window for ~150 ms,
  /// which Maps never shows. The card's spring gets the window as its
  /// ``FloatingPanelController/attractionLimit``: it stops at the window's edge and settles on the
  /// anchor from there, in the same motion (the plot shows one release).
  ///
  /// - Throws: `FloatingPanelError` when a layout cannot be resolved at `size`.
  static func apply(
    search: FloatingPanelController, detail: FloatingPanelController, modal: FloatingPanelController,
    overrides: PanelOverrides, size: Size, edge: FloatingPanelPosition
  ) throws(FloatingPanelError) {
    let floating = OrientationRule.usesFloatingCard(size)
    let margins = Self.margins(position: edge, floating: floating)
    search.containerMargins = overrides.margins(for: .search, default: margins)
    detail.containerMargins = overrides.margins(for: .detail, default: margins)
    // A floating card ends 8 pt inside the window in every state, its far corners shown, as
    // upstream's Maps example on iPad (`contentMode = .fitToBounds`) and as the detail card.
    let mode: FloatingPanelContentMode = floating && edge.isVertical ? .fitToBounds : .static
    search.contentMode = mode
    detail.contentMode = mode
    try search.setLayout(overrides.layout(for: .search, default: Self.search(position: edge, floating: floating)))
    try detail.setLayout(overrides.layout(for: .detail, default: Self.detail(position: edge, floating: floating)))
    let modalMargins = floating ? EdgeInsets(bottom: floatingInset) : .zero
    modal.containerMargins = overrides.margins(for: .modal, default: modalMargins)
    try modal.setLayout(overrides.layout(for: .modal, default: Self.modal(containerSize: size, floating: floating)))
    for (role, p) in [(PanelRole.search, search), (.detail, detail)] {
      p.attractionLimit = floating && overrides.layouts[role] == nil ? ReplayRunner.viewportLimit(p.position, viewport: size) : nil
    }
  }
}
