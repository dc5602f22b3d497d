import FloatingPanel

extension SearchList {
  /// What `panel` allows its list now: scrolling in a scrollable state at rest, the return to the
  /// start once it has left that state (the engine's scroll tracking); a side panel's list
  /// scrolls in every state.
  static func host(of panel: FloatingPanelController) -> Host {
    guard panel.position.isVertical else { return .side }
    let allows = panel.allowsScroll(in: panel.state)
    return Host(isVertical: true, scrolls: allows && !panel.isAnimating && !panel.isTouching, returns: !allows && !panel.isTouching)
  }

  /// Gives the engine of `panel` the list's scroll model (top/bottom panels) or sizes the
  /// sidebar's own model (left/right), for a list of `contentLength` points in a viewport of
  /// `viewportLength`; a `plain` panel has no list (every drag moves it).
  mutating func configure(_ panel: FloatingPanelController, contentLength: Double, viewportLength: Double, plain: Bool) {
    let position = panel.position
    if plain {
      panel.scroll = nil
      panel.trackingInset = 0
    } else if position.isVertical {
      let old = panel.scroll
      var model = ScrollModel(contentLength: contentLength, viewportLength: viewportLength)
      model.offset = old.map { model.clamp($0.offset) } ?? Self.restOffset
      if wasSideAtLastConfigure || old == nil { model.offset = Self.restOffset }
      panel.scroll = model
      // The list starts below the header (bottom panels) or above the grabber band (top panels,
      // laid out like a pull-down: field at the top, grabber at the moving edge).
      panel.trackingInset = position == .top ? SearchPanelMetrics.topGrabberBand : SearchPanelMetrics.headerLength
      wasSideAtLastConfigure = false
    } else {
      panel.scroll = nil
      panel.trackingInset = 0
      resizeSide(viewportLength: viewportLength, contentLength: contentLength)
      wasSideAtLastConfigure = true
    }
  }

  /// Puts the list of `panel` back at its start (both models).
  mutating func reset(_ panel: FloatingPanelController) {
    if var model = panel.scroll {
      model.offset = Self.restOffset
      panel.scroll = model
    }
    resetSide()
  }

  /// One frame of the list of `panel`: the glide and the return to the start
  /// (``step(_:engine:host:)``).
  mutating func step(_ h: Double, panel: FloatingPanelController) {
    var engine = panel.scroll
    step(h, engine: &engine, host: Self.host(of: panel))
    if engine != panel.scroll { panel.scroll = engine }
  }

  /// A wheel scroll of `notches` of the list of `panel` (``wheel(notches:engine:host:)``).
  mutating func wheel(notches: Double, panel: FloatingPanelController) {
    var engine = panel.scroll
    wheel(notches: notches, engine: &engine, host: Self.host(of: panel))
    if engine != panel.scroll { panel.scroll = engine }
  }
}
