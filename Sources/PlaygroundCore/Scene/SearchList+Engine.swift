import FloatingPanel

extension SearchList {
  /// What the search panel `search` allows its list now: scrolling in a scrollable state at rest,
  /// the return to the start once it has left that state (the engine's scroll tracking); a side
  /// panel's list scrolls in every state.
  static func host(of search: FloatingPanelController) -> Host {
    guard search.position.isVertical else { return .side }
    let allows = search.allowsScroll(in: search.state)
    return Host(isVertical: true, scrolls: allows && !search.isAnimating && !search.isTouching, returns: !allows && !search.isTouching)
  }

  /// Gives the engine of `search` the list's scroll model (top/bottom panels) or sizes the
  /// sidebar's own model (left/right), for a list of `contentLength` points in a viewport of
  /// `viewportLength`; a `plain` panel has no list (every drag moves it).
  mutating func configure(_ search: FloatingPanelController, contentLength: Double, viewportLength: Double, plain: Bool) {
    let position = search.position
    if plain {
      search.scroll = nil
      search.trackingInset = 0
    } else if position.isVertical {
      let old = search.scroll
      var model = ScrollModel(contentLength: contentLength, viewportLength: viewportLength)
      model.offset = old.map { model.clamp($0.offset) } ?? Self.restOffset
      if wasSideAtLastConfigure || old == nil { model.offset = Self.restOffset }
      search.scroll = model
      // The list starts below the header (bottom panels) or above the grabber band (top panels,
      // laid out like a pull-down: field at the top, grabber at the moving edge).
      search.trackingInset = position == .top ? SearchPanelMetrics.topGrabberBand : SearchPanelMetrics.headerLength
      wasSideAtLastConfigure = false
    } else {
      search.scroll = nil
      search.trackingInset = 0
      resizeSide(viewportLength: viewportLength)
      wasSideAtLastConfigure = true
    }
  }

  /// Puts the list of `search` back at its start (both models).
  mutating func reset(_ search: FloatingPanelController) {
    if var model = search.scroll {
      model.offset = Self.restOffset
      search.scroll = model
    }
    resetSide()
  }

  /// One frame of the list of `search`: the glide and the return to the start
  /// (``step(_:engine:host:)``).
  mutating func step(_ h: Double, search: FloatingPanelController) {
    var engine = search.scroll
    step(h, engine: &engine, host: Self.host(of: search))
    if engine != search.scroll { search.scroll = engine }
  }

  /// A wheel scroll of `notches` of the list of `search` (``wheel(notches:engine:host:)``).
  mutating func wheel(notches: Double, search: FloatingPanelController) {
    var engine = search.scroll
    wheel(notches: notches, engine: &engine, host: Self.host(of: search))
    if engine != search.scroll { search.scroll = engine }
  }
}
