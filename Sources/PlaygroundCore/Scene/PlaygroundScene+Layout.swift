import FloatingPanel

/// Window size, edge and layout overrides: everything that re-resolves the panels' anchors.
extension PlaygroundScene {
  /// Resizes the window. Returns false (and keeps the last good layout) when the new size is too
  /// small to hold the panels; drawing is skipped until a usable size arrives.
  @discardableResult
  package func resize(to newSize: Size, scale newScale: Double? = nil) -> Bool {
    guard newSize.width >= Self.minimumSize.width, newSize.height >= Self.minimumSize.height else {
      isTooSmall = true
      return false
    }
    let env = LayoutEnvironment(containerSize: newSize, scale: newScale ?? scale)
    do {
      try container.updateEnvironment(env)
    } catch {
      isTooSmall = true
      return false
    }
    size = newSize
    scale = newScale ?? scale
    isTooSmall = false
    do {
      try applyLayouts()
    } catch {
      isTooSmall = true
      return false
    }
    return true
  }

  /// Puts the search and detail panels on `position` (their states are kept). A panel whose
  /// layout comes from a config file (``layoutOverrides``) stays where the file puts it.
  package func setEdge(_ position: FloatingPanelPosition) {
    guard position != edge else { return }
    cancelGesture()
    edge = position
    try? applyLayouts()
    resetListOffset()
    let pinned = [PanelRole.search, .detail].filter { layoutOverrides[$0] != nil }
    if !pinned.isEmpty {
      say("the \(pinned.map(\.rawValue).joined(separator: " and ")) layout comes from the config file; it stays")
    }
  }

  /// Replaces the playground's layouts of some panels with `overrides` and their container
  /// margins with `margins` (zero when not listed); the others get the playground's own layout
  /// back. Nothing changes when one of them does not fit the window.
  ///
  /// - Throws: `FloatingPanelError` when a layout cannot be resolved at the current size.
  package func setLayoutOverrides(
    _ overrides: [PanelRole: FloatingPanelLayoutSettings], margins: [PanelRole: EdgeInsets] = [:]
  ) throws(FloatingPanelError) {
    let old = (layoutOverrides, marginOverrides)
    layoutOverrides = overrides
    marginOverrides = margins
    do {
      try applyLayouts()
    } catch {
      (layoutOverrides, marginOverrides) = old
      try? applyLayouts()
      throw error
    }
    resetListOffset()
  }

  func applyLayouts() throws(FloatingPanelError) {
    isLandscape = OrientationRule.isLandscape(size)
    let floating = OrientationRule.usesFloatingCard(size)
    let margins = SceneLayouts.margins(position: edge, floating: floating)
    search.containerMargins = layoutOverrides[.search] == nil ? margins : marginOverrides[.search] ?? .zero
    detail.containerMargins = layoutOverrides[.detail] == nil ? margins : marginOverrides[.detail] ?? .zero
    try search.setLayout(layoutOverrides[.search] ?? SceneLayouts.search(position: edge, floating: floating))
    try detail.setLayout(layoutOverrides[.detail] ?? SceneLayouts.detail(position: edge, floating: floating))
    let modalMargins = floating ? EdgeInsets(bottom: SceneLayouts.floatingInset) : .zero
    modal.containerMargins = layoutOverrides[.modal] == nil ? modalMargins : marginOverrides[.modal] ?? .zero
    try modal.setLayout(layoutOverrides[.modal] ?? SceneLayouts.modal(containerSize: size, floating: floating))
    limitSpringsToWindow()
    configureScroll()
  }

  /// Gives the engine the list's scroll model (top/bottom) or sizes the sidebar's own model.
  func configureScroll() {
    let metrics = searchMetrics
    let content = SearchPanelMetrics.contentLength(rows: places.count)
    let position = search.position
    if position.isVertical {
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
      sideScroll = ScrollModel(contentLength: content, viewportLength: metrics.viewportLength, offset: sideScroll.offset)
      wasSideAtLastConfigure = true
    }
  }

  func resetListOffset() {
    if var model = search.scroll {
      model.offset = listRestOffset
      search.scroll = model
    }
    sideScroll.offset = 0
    listMomentum = nil
  }
}
