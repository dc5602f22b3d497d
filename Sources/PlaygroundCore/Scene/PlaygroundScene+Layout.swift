import FloatingPanel

/// Layout overrides and the layouts themselves: what re-resolves the panels' anchors (``resize(to:scale:)`` and
/// ``setEdge(_:)`` call it too) and gives the list its scroll model.
extension PlaygroundScene {
  /// Layouts that replace the playground's own (from a config file's `anchors`), by role.
  package var layoutOverrides: [PanelRole: FloatingPanelLayoutSettings] { overrides.layouts }
  /// The container margins of the panels whose layout is overridden (zero when not listed).
  package var marginOverrides: [PanelRole: EdgeInsets] { overrides.margins }
  /// Counts every change of the layouts, margins and backdrop colours set over the playground's own.
  package var overridesRevision: Int { overrides.revision }
  /// Each panel's backdrop colour (black when not listed), from a config file's appearance.
  package var backdropColors: [PanelRole: Color] {
    get { overrides.backdropColors }
    set { overrides.backdropColors = newValue }
  }

  /// Replaces the playground's layouts of some panels with `overrides` and their container
  /// margins with `margins` (zero when not listed); the others get the playground's own layout
  /// back. Nothing changes when one of them does not fit the window.
  ///
  /// - Throws: `FloatingPanelError` when a layout cannot be resolved at the current size.
  package func setLayoutOverrides(
    _ layouts: [PanelRole: FloatingPanelLayoutSettings], margins: [PanelRole: EdgeInsets] = [:]
  ) throws(FloatingPanelError) {
    let old = overrides
    overrides.setLayouts(layouts, margins: margins)
    do {
      try applyLayouts()
    } catch {
      overrides = old
      try? applyLayouts()
      throw error
    }
    resetListOffset()
  }

  func applyLayouts() throws(FloatingPanelError) {
    let floating = OrientationRule.usesFloatingCard(size)
    let margins = SceneLayouts.margins(position: edge, floating: floating)
    search.containerMargins = overrides.margins(for: .search, default: margins)
    detail.containerMargins = overrides.margins(for: .detail, default: margins)
    // A floating card ends 8 pt inside the window in every state, its far corners shown, as
    // upstream's Maps example on iPad (`contentMode = .fitToBounds`) and as the detail card.
    let mode: FloatingPanelContentMode = floating && edge.isVertical ? .fitToBounds : .static
    search.contentMode = mode
    detail.contentMode = mode
    try search.setLayout(overrides.layout(for: .search, default: SceneLayouts.search(position: edge, floating: floating)))
    try detail.setLayout(overrides.layout(for: .detail, default: SceneLayouts.detail(position: edge, floating: floating)))
    let modalMargins = floating ? EdgeInsets(bottom: SceneLayouts.floatingInset) : .zero
    modal.containerMargins = overrides.margins(for: .modal, default: modalMargins)
    try modal.setLayout(overrides.layout(for: .modal, default: SceneLayouts.modal(containerSize: size, floating: floating)))
    limitSpringsToWindow()
    configureScroll()
  }

  /// Gives the engine the list's scroll model (top/bottom) or sizes the sidebar's own model.
  func configureScroll() {
    let metrics = searchMetrics
    let content = SearchPanelMetrics.contentLength(rows: places.count)
    let position = search.position
    if plainRoles.contains(.search) {
      search.scroll = nil  // a plain panel has no list: every drag moves it
      search.trackingInset = 0
    } else if position.isVertical {
      let old = search.scroll
      var model = ScrollModel(contentLength: content, viewportLength: metrics.viewportLength)
      model.offset = old.map { model.clamp($0.offset) } ?? listRestOffset
      if wasSideAtLastConfigure || old == nil { model.offset = listRestOffset }
      search.scroll = model
      // The list starts below the header (bottom panels) or above the grabber band (top panels,
      // laid out like a pull-down: field at the top, grabber at the moving edge).
      search.trackingInset = position == .top ? SearchPanelMetrics.topGrabberBand : SearchPanelMetrics.headerLength
      wasSideAtLastConfigure = false
    } else {
      search.scroll = nil
      search.trackingInset = 0
      list.resizeSide(viewportLength: metrics.viewportLength)
      wasSideAtLastConfigure = true
    }
  }

  func resetListOffset() {
    if var model = search.scroll {
      model.offset = listRestOffset
      search.scroll = model
    }
    list.resetSide()
  }
}
