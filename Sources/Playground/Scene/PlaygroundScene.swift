import FloatingPanel

/// The playground's scene, independent of SDL: a search panel, a detail panel and a modal panel
/// in one ``FloatingPanelContainer`` over a map, plus focus, the edge in use, the list's scroll
/// offset and the help overlay. The window, the headless `screenshot` and `bench` commands and the
/// tests all drive this one model; ``SceneRenderer`` draws it.
///
/// Pointer input goes through the container's `pointerDown/Move/Up` exactly as `replay` does, and
/// the window steps it by the nominal frame interval (1/60 s), so a gesture moves a panel the same
/// way in both.
///
/// ```swift
/// let scene = try PlaygroundScene(size: Size(width: 390, height: 844), position: .bottom)
/// scene.perform(.moveFocused(toDigit: 1))   // search panel to full
/// scene.settle()
/// ```
///
/// Side panels (left/right): the engine tracks scroll content along its main axis (x), but the
/// list scrolls vertically, on the cross axis. So for a side panel the scene does not give the
/// engine a ``ScrollModel``; a drag that starts in the list is held back until it has moved 4 pt:
/// mostly vertical, it scrolls the list (``sideScroll``) and the panel stays; mostly horizontal, the
/// held-back pointer-down and the move are handed to the container and the panel follows. The wheel
/// scrolls a side panel's list in every state.
public final class PlaygroundScene {
  /// One frame at 60 Hz: the `h` the window and the commands step the engine by.
  public static let frameInterval = 1.0 / 60
  /// Below this window size the scene keeps its last good layout and draws nothing.
  public static let minimumSize = Size(width: 240, height: 240)
  /// How far one wheel notch scrolls, in points.
  public static let wheelStep = 48.0

  /// The panels' container (z-order and pointer routing).
  public let container: FloatingPanelContainer
  /// The search panel.
  public let search: FloatingPanelController
  /// The detail panel (hidden until a place is tapped).
  public let detail: FloatingPanelController
  /// The modal panel with a backdrop (hidden until M).
  public let modal: FloatingPanelController
  /// The places listed.
  public let places: [Place]

  /// The window size the layout was last resolved for, in points.
  public private(set) var size: Size
  /// Pixels per point.
  public private(set) var scale: Double
  /// Whether the last resize was too small to lay out (drawing is skipped then).
  public private(set) var isTooSmall = false
  /// The edge of the search and detail panels.
  public private(set) var edge: FloatingPanelPosition
  /// Whether the clearly-landscape layout is in use (``OrientationRule``).
  public private(set) var isLandscape: Bool
  /// The focused panel (keys act on it).
  public private(set) var focus: PanelRole = .search
  /// The place shown in the detail panel.
  public private(set) var selectedPlace: Int?
  /// Whether the detail panel is open (shown or moving).
  public private(set) var isDetailOpen = false
  /// Whether the help overlay is shown.
  public var showsHelp = false
  /// The sidebar list's scroll state (left/right panels only).
  public private(set) var sideScroll: ScrollModel
  /// The last panel release, for checks.
  public private(set) var lastRelease: ReleaseRecord?
  /// A short message for the HUD (e.g. a key that does nothing) and the frames it stays.
  public private(set) var status: (text: String, frames: Int)?

  /// Layouts that replace the playground's own (from a config file's `anchors`), by role.
  public private(set) var layoutOverrides: [PanelRole: FloatingPanelLayoutSettings] = [:]

  private var searchStateBeforeDetail: FloatingPanelState = .half
  private var gesture = Gesture.none
  private var wasSideAtLastConfigure = false

  private enum Gesture {
    case none
    case engine(downOnBackdrop: Bool)
    case sidePending(down: Point, time: Double)
    case sideList(last: Point)
  }

  /// Creates the scene at `size` points with the search panel at `position` at half.
  ///
  /// - Throws: `FloatingPanelError` when `size` cannot hold the panels.
  public init(
    size: Size, scale: Double = 1, position: FloatingPanelPosition = .bottom, places: [Place] = PlaceCatalog.places
  ) throws(FloatingPanelError) {
    let env = LayoutEnvironment(containerSize: size, scale: scale)
    let landscape = OrientationRule.isLandscape(size)
    self.size = size
    self.scale = scale
    self.edge = position
    self.isLandscape = landscape
    self.places = places
    container = try FloatingPanelContainer(environment: env)
    search = try FloatingPanelController(
      name: PanelRole.search.rawValue, layout: SceneLayouts.search(position: position, landscape: landscape), environment: env)
    detail = try FloatingPanelController(
      name: PanelRole.detail.rawValue, layout: SceneLayouts.detail(position: position, landscape: landscape), environment: env)
    modal = try FloatingPanelController(
      name: PanelRole.modal.rawValue, layout: SceneLayouts.modal(containerSize: size, landscape: landscape), environment: env)
    sideScroll = ScrollModel(contentLength: SearchPanelMetrics.contentLength(rows: places.count), viewportLength: 0)
    for panel in [search, detail, modal] {
      panel.surfaceAppearance = SceneLayouts.appearance()
      try container.add(panel)
    }
    detail.isRemovalInteractionEnabled = true
    modal.isRemovalInteractionEnabled = true
    modal.isBackdropTapToDismissEnabled = true
    try detail.move(to: .hidden, animated: false)
    try modal.move(to: .hidden, animated: false)
    try applyLayouts()
  }

  // MARK: - Panels by role

  /// The panel playing `role`.
  public func panel(_ role: PanelRole) -> FloatingPanelController {
    switch role {
    case .search: return search
    case .detail: return detail
    case .modal: return modal
    }
  }

  /// The focused panel.
  public var focusedPanel: FloatingPanelController { panel(focus) }

  /// The search panel's metrics now.
  public var searchMetrics: SearchPanelMetrics { SearchPanelMetrics(panel: search, containerSize: size) }

  /// The list's scroll offset now (engine model for top/bottom panels, ``sideScroll`` for sides).
  public var listOffset: Double { search.position.isVertical ? (search.scroll?.offset ?? 0) : sideScroll.offset }

  /// Whether anything is moving (a drag or a spring).
  public var isMoving: Bool { container.isMoving }

  // MARK: - Layout

  /// Resizes the window. Returns false (and keeps the last good layout) when the new size is too
  /// small to hold the panels; drawing is skipped until a usable size arrives.
  @discardableResult
  public func resize(to newSize: Size, scale newScale: Double? = nil) -> Bool {
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
  public func setEdge(_ position: FloatingPanelPosition) {
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

  /// Replaces the playground's layouts of some panels with `overrides` (the others get the
  /// playground's own layout back). Nothing changes when one of them does not fit the window.
  ///
  /// - Throws: `FloatingPanelError` when a layout cannot be resolved at the current size.
  public func setLayoutOverrides(_ overrides: [PanelRole: FloatingPanelLayoutSettings]) throws(FloatingPanelError) {
    let old = layoutOverrides
    layoutOverrides = overrides
    do {
      try applyLayouts()
    } catch {
      layoutOverrides = old
      try? applyLayouts()
      throw error
    }
    resetListOffset()
  }

  private func applyLayouts() throws(FloatingPanelError) {
    isLandscape = OrientationRule.isLandscape(size)
    let margins = SceneLayouts.margins(position: edge, landscape: isLandscape)
    search.containerMargins = layoutOverrides[.search] == nil ? margins : .zero
    detail.containerMargins = layoutOverrides[.detail] == nil ? margins : .zero
    try search.setLayout(layoutOverrides[.search] ?? SceneLayouts.search(position: edge, landscape: isLandscape))
    try detail.setLayout(layoutOverrides[.detail] ?? SceneLayouts.detail(position: edge, landscape: isLandscape))
    let modalMargins = isLandscape ? EdgeInsets(bottom: SceneLayouts.floatingInset) : .zero
    modal.containerMargins = layoutOverrides[.modal] == nil ? modalMargins : .zero
    try modal.setLayout(layoutOverrides[.modal] ?? SceneLayouts.modal(containerSize: size, landscape: isLandscape))
    configureScroll()
  }

  /// Gives the engine the list's scroll model (top/bottom) or sizes the sidebar's own model.
  private func configureScroll() {
    let metrics = searchMetrics
    let content = SearchPanelMetrics.contentLength(rows: places.count)
    let position = search.position
    if position.isVertical {
      let old = search.scroll
      var model = ScrollModel(contentLength: content, viewportLength: metrics.viewportLength)
      model.offset = old.map { model.clamp($0.offset) } ?? model.handoverOffset(for: position)
      if wasSideAtLastConfigure || old == nil { model.offset = model.handoverOffset(for: position) }
      search.scroll = model
      search.trackingInset = SearchPanelMetrics.headerLength
      wasSideAtLastConfigure = false
    } else {
      search.scroll = nil
      search.trackingInset = 0
      sideScroll = ScrollModel(contentLength: content, viewportLength: metrics.viewportLength, offset: sideScroll.offset)
      wasSideAtLastConfigure = true
    }
  }

  private func resetListOffset() {
    if var model = search.scroll {
      model.offset = model.handoverOffset(for: search.position)
      search.scroll = model
    }
    sideScroll.offset = 0
  }

  // MARK: - Time

  /// Advances every spring by `h` seconds and tidies up: a removed or hidden detail panel closes
  /// (the search panel returns to its state), focus leaves hidden panels.
  public func step(_ h: Double = PlaygroundScene.frameInterval) {
    container.step(h)
    if isDetailOpen, !detail.isVisible, !detail.isAnimating, !detail.isTouching {
      isDetailOpen = false
      if search.state == .tip, search.resolvedLayout.contains(searchStateBeforeDetail), searchStateBeforeDetail != .tip {
        try? search.move(to: searchStateBeforeDetail, animated: true)
      }
    }
    if !focusedPanel.isVisible {
      if let next = [PanelRole.modal, .detail, .search].first(where: { panel($0).isVisible }) { focus = next }
    }
    if let s = status {
      status = s.frames > 1 ? (s.text, s.frames - 1) : nil
    }
  }

  /// Steps until nothing moves (at most `maxFrames` frames); returns the frames stepped.
  @discardableResult
  public func settle(maxFrames: Int = 600) -> Int {
    var n = 0
    while n < maxFrames && (container.isMoving || (isDetailOpen && !detail.isVisible)) {
      step()
      n += 1
    }
    step()
    return n + 1
  }

  // MARK: - Actions

  /// What keys do, without SDL.
  public enum Action: Equatable, Sendable {
    /// 1, 2, 3, 4 (and 5+ for custom states): the focused panel to full, half, tip, hidden.
    case moveFocused(toDigit: Int)
    /// Step the focused panel one anchor more (true) or less (false) expanded.
    case stepFocused(expand: Bool)
    /// An arrow key: moves the focused panel's moving edge that way by one anchor.
    case arrow(dx: Int, dy: Int)
    /// Focus the next visible panel.
    case focusNext
    /// Put the panels on an edge.
    case setEdge(FloatingPanelPosition)
    /// Show/hide the modal.
    case toggleModal
    /// Show/hide the help overlay.
    case toggleHelp
    /// Close help, then the modal, then the detail panel.
    case escape
  }

  /// Performs `action`.
  public func perform(_ action: Action) {
    switch action {
    case .moveFocused(let digit):
      let p = focusedPanel
      guard let state = Self.state(forDigit: digit, in: p.resolvedLayout) else {
        say("\(focus.rawValue) panel has no state for key \(digit)")
        return
      }
      guard state == .hidden || p.resolvedLayout.contains(state) else {
        say("\(focus.rawValue) panel has no '\(state.rawValue)' anchor")
        return
      }
      if focus == .detail, state != .hidden, !isDetailOpen { isDetailOpen = true }
      try? p.move(to: state, animated: true)
    case .stepFocused(let expand):
      stepFocused(expand: expand)
    case .arrow(let dx, let dy):
      let p = focusedPanel.position
      let along: Int
      switch p {
      case .bottom: along = -dy
      case .top: along = dy
      case .left: along = dx
      case .right: along = -dx
      }
      guard along != 0 else { return }
      stepFocused(expand: along > 0)
    case .focusNext:
      let visible = PanelRole.allCases.filter { panel($0).isVisible }
      guard !visible.isEmpty else { return }
      let i = visible.firstIndex(of: focus).map { ($0 + 1) % visible.count } ?? 0
      focus = visible[i]
    case .setEdge(let position):
      setEdge(position)
    case .toggleModal:
      if modal.isVisible && modal.state != .hidden {
        modal.hide(animated: true)
      } else {
        container.bringToFront(modal)
        modal.show(animated: true)
        focus = .modal
      }
    case .toggleHelp:
      showsHelp.toggle()
    case .escape:
      if showsHelp {
        showsHelp = false
      } else if modal.isVisible && modal.state != .hidden {
        modal.hide(animated: true)
      } else if isDetailOpen {
        closeDetail()
      }
    }
  }

  /// The state a digit key selects: 1 full, 2 half, 3 tip, 4 hidden, then the layout's custom
  /// states (not built in) from most to least expanded as 5, 6, …
  public static func state(forDigit digit: Int, in layout: ResolvedLayout) -> FloatingPanelState? {
    let custom = layout.sortedStates.filter { FloatingPanelState.builtIn(named: $0.rawValue) == nil }
      .sorted { $0.order > $1.order }
    let all = FloatingPanelState.builtIn + custom
    guard digit >= 1, digit <= all.count else { return nil }
    return all[digit - 1]
  }

  private func stepFocused(expand: Bool) {
    let p = focusedPanel
    let layout = p.resolvedLayout
    let target: FloatingPanelState
    if p.state == .hidden || !p.isVisible {
      guard expand else { return }
      target = layout.leastExpandedState == .hidden ? layout.mostExpandedState : layout.leastExpandedState
    } else {
      target = expand ? layout.moreExpanded(than: p.state) : layout.lessExpanded(than: p.state)
    }
    guard target != p.state || !p.isVisible else { return }
    if focus == .detail, target != .hidden { isDetailOpen = true }
    try? p.move(to: target, animated: true)
  }

  /// Opens the detail panel for place `index`: the search panel goes to tip and the detail panel
  /// comes up at half in front of it.
  public func openDetail(place index: Int) {
    guard places.indices.contains(index) else { return }
    selectedPlace = index
    if !isDetailOpen {
      searchStateBeforeDetail = search.state
      isDetailOpen = true
    }
    if search.isVisible, search.resolvedLayout.contains(.tip) { try? search.move(to: .tip, animated: true) }
    container.bringToFront(detail)
    if modal.isVisible { container.bringToFront(modal) }
    try? detail.move(to: .half, animated: true)
    focus = .detail
  }

  /// Closes the detail panel (the search panel returns when it has gone).
  public func closeDetail() {
    guard isDetailOpen else { return }
    detail.hide(animated: true)
  }

  /// Shows `text` in the HUD for `frames` frames (default 150: 2.5 s at 60 fps).
  public func say(_ text: String, frames: Int = 150) { status = (text, max(1, frames)) }

  // MARK: - Pointer

  /// A pointer went down at `point` (window points) at `time` (s).
  public func pointerDown(at point: Point, time: Double) {
    guard case .none = gesture, !isTooSmall else { return }
    let target = container.hitTest(point)
    if case .panel(let name) = target, let role = PanelRole(rawValue: name) { focus = role }
    if case .panel(PanelRole.search.rawValue) = target, !search.position.isVertical,
      !search.grabberBand.contains(point), let area = searchMetrics.list.intersection(searchMetrics.clip),
      area.contains(point)
    {
      gesture = .sidePending(down: point, time: time)
      return
    }
    let hit = container.pointerDown(at: point, time: time)
    if case .backdrop = hit {
      gesture = .engine(downOnBackdrop: true)
    } else {
      gesture = .engine(downOnBackdrop: false)
    }
  }

  /// The pointer moved to `point` at `time`.
  public func pointerMove(to point: Point, time: Double) {
    switch gesture {
    case .none:
      return
    case .engine:
      container.pointerMove(to: point, time: time)
    case .sidePending(let down, let t0):
      let dx = point.x - down.x, dy = point.y - down.y
      guard max(abs(dx), abs(dy)) >= 4 else { return }
      if abs(dy) > abs(dx) {
        sideScroll.scroll(by: -dy)
        gesture = .sideList(last: point)
      } else {
        container.pointerDown(at: down, time: t0)
        container.pointerMove(to: point, time: time)
        gesture = .engine(downOnBackdrop: false)
      }
    case .sideList(let last):
      sideScroll.scroll(by: -(point.y - last.y))
      gesture = .sideList(last: point)
    }
  }

  /// The pointer went up at `point` at `time`: a release springs the panel; a tap opens a place,
  /// presses a button or (on the modal's backdrop) dismisses the modal.
  public func pointerUp(at point: Point, time: Double) {
    let current = gesture
    gesture = .none
    switch current {
    case .none, .sideList:
      return
    case .sidePending(let down, let t0):
      container.pointerDown(at: down, time: t0)
      if case .tap(let p) = container.pointerUp(at: point, time: time) { tap(at: p) }
    case .engine(let onBackdrop):
      let active = container.activePanel
      let before = active?.state
      let result = container.pointerUp(at: point, time: time)
      switch result {
      case .tap(let p):
        if !onBackdrop { tap(at: p) }
      case .released(let v):
        if let active, let before {
          lastRelease = ReleaseRecord(
            panel: active.name, stateBefore: before, location: active.location, velocity: v, stateAfter: active.state)
        }
      case .none:
        break
      }
    }
  }

  private func cancelGesture() {
    if case .engine = gesture { container.activePanel?.pointerCancel(time: 0) }
    gesture = .none
  }

  /// A tap (no movement) at `point`.
  private func tap(at point: Point) {
    guard case .panel(let name) = container.hitTest(point), let role = PanelRole(rawValue: name) else { return }
    switch role {
    case .search:
      if let row = searchMetrics.row(at: point, offset: listOffset, count: places.count) { openDetail(place: row) }
    case .detail:
      if DetailPanelMetrics(detail: detail, containerSize: size).closeButton.contains(point) { closeDetail() }
    case .modal:
      if DetailPanelMetrics(modal: modal, containerSize: size).buttons.contains(where: { $0.contains(point) }) {
        modal.hide(animated: true)
      }
    }
  }

  /// A wheel scroll of `notches` (positive: content moves down, toward its start) at `point`.
  /// Top/bottom lists scroll only in a scrollable state at rest (motion.md §6); sidebars always.
  public func wheel(notches: Double, at point: Point) {
    guard !isTooSmall, notches.isFinite, case .panel(PanelRole.search.rawValue) = container.hitTest(point) else { return }
    let m = searchMetrics
    guard let area = m.list.intersection(m.clip), area.contains(point) else { return }
    let delta = -notches * Self.wheelStep
    if search.position.isVertical {
      guard var model = search.scroll, search.allowsScroll(in: search.state), !search.isAnimating, !search.isTouching
      else { return }
      model.scroll(by: delta)
      search.scroll = model
    } else {
      sideScroll.scroll(by: delta)
    }
  }
}
