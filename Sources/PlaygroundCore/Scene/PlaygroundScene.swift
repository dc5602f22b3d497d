import FloatingPanel

/// The playground's scene, independent of SDL: a search panel, a detail panel and a modal panel
/// in one ``FloatingPanelContainer`` over a map, plus focus, the edge in use, the list's scroll
/// offset and the help overlay. The window, the headless `screenshot` and `bench` commands and the
/// tests all drive this one model; `SceneRenderer` (PlaygroundUI) draws it.
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
/// mostly vertical, it scrolls the list (``SearchList``) and the panel stays; mostly horizontal, the
/// held-back pointer-down and the move are handed to the container and the panel follows. The wheel
/// scrolls a side panel's list in every state.
package final class PlaygroundScene {
  /// One frame at 60 Hz: the `h` the window and the commands step the engine by.
  package static let frameInterval = 1.0 / 60
  /// Below this window size the scene keeps its last good layout and draws nothing.
  package static let minimumSize = Size(width: 240, height: 240)
  /// How far one wheel notch scrolls, in points (``SearchList/wheelStep``).
  package static let wheelStep = SearchList.wheelStep

  /// The panels' container (z-order and pointer routing).
  package let container: FloatingPanelContainer
  /// The search panel.
  package let search: FloatingPanelController
  /// The detail panel (hidden until a place is tapped).
  package let detail: FloatingPanelController
  /// The modal panel with a backdrop (hidden until M).
  package let modal: FloatingPanelController
  /// The places listed.
  package let places: [Place]

  /// The window size the layout was last resolved for, in points.
  package private(set) var size: Size
  /// Pixels per point.
  package private(set) var scale: Double
  /// Whether the last resize was too small to lay out (drawing is skipped then).
  package private(set) var isTooSmall = false
  /// The edge of the search and detail panels.
  package private(set) var edge: FloatingPanelPosition
  /// Whether the help overlay is shown (opening it shows its first page; closing it forgets
  /// that Start opened it on the game pad's buttons).
  package var showsHelp = false {
    didSet {
      if showsHelp != oldValue { helpPage = 0 }
      if !showsHelp { helpShowsGamepad = false }
    }
  }
  /// The help overlay's page shown (from 0); H shows the next and closes after the last.
  package var helpPage = 0
  /// How many pages the help overlay took in the last frame's layout (``HelpPages``; the window
  /// loop passes it on), so that H knows whether a next page follows.
  package var helpPageCount = 1
  /// Whether a game pad is attached (the keys' help then says Start shows its buttons).
  package var gamepadAttached = false
  /// Whether the help overlay lists the game pad's buttons instead of the keys (opened with
  /// Start; cleared when the help closes).
  package var helpShowsGamepad = false
  /// The display rate the scene steps at when no `h` is given (``step(_:elapsed:)``,
  /// ``settle(maxFrames:)``): numeric springs step once per display frame by its interval, as
  /// FloatingPanel does on a 60 or 120 Hz iPhone (default 60 Hz: ``frameInterval``).
  package var displayRate = DisplayRate.hz60
  /// The last panel release, for checks.
  package private(set) var lastRelease: ReleaseRecord? { didSet { releaseCount &+= 1 } }
  /// How many releases there were (two equal releases in a row count twice; the A/B ghost follows).
  package private(set) var releaseCount = 0
  /// Reduce Motion (``ReducedMotion``): programmatic state changes are short critically damped
  /// moves; drags are unchanged.
  package var reducedMotion = false {
    didSet {
      for panel in [search, detail, modal] { panel.delegate = reducedMotion ? reducedMotionDelegate : nil }
    }
  }
  private let reducedMotionDelegate = ReducedMotion()
  /// Where the scene's short messages for the HUD go (e.g. a key that does nothing): the app
  /// shows them in its status line (default: dropped). The scene keeps no status itself.
  package var onNotice: (Notice) -> Void = { _ in }
  /// Told of every input the search panel's engine takes, in order: pointer events with the time
  /// the engine was given, and moves (nil time). A recording (``SessionRecorder``) listens.
  package var onSearchInput: ((ReplayScript.Event.Action, _ time: Double?) -> Void)?

  /// The focused panel, the place shown and the detail panel's state (``SceneSelection``).
  var selection = SceneSelection()
  /// The panels' lists, by panel: the search panel's rows and a host program's lists (``PanelLists``).
  var lists: PanelLists
  /// Who owns the press going on (``GestureArbiter``).
  var arbiter = GestureArbiter()
  /// Whether no press is under way (the gesture arbiter is idle).
  package var isPressIdle: Bool { arbiter.isIdle }
  /// Layouts, margins and backdrop colours a config file sets (``PanelOverrides``).
  var overrides = PanelOverrides()
  /// Whether the panels draw their system colours' dark values (``PanelTuner/setDarkMode(_:)``).
  package var darkMode = false
  /// The places whose panel is a config's plain panel: drawn with neutral content, no list.
  package var plainRoles: Set<PanelRole> = [] { didSet { if plainRoles != oldValue { configureScroll() } } }

  /// Creates the scene at `size` points with the search panel at `position` at half.
  ///
  /// - Throws: `FloatingPanelError` when `size` cannot hold the panels.
  package init(
    size: Size, scale: Double = 1, position: FloatingPanelPosition = .bottom, places: [Place] = PlaceCatalog.places
  ) throws(FloatingPanelError) {
    let env = LayoutEnvironment(containerSize: size, scale: scale)
    let floating = OrientationRule.usesFloatingCard(size)
    self.size = size
    self.scale = scale
    self.edge = position
    self.places = places
    container = try FloatingPanelContainer(environment: env)
    search = try FloatingPanelController(
      name: PanelRole.search.rawValue, layout: SceneLayouts.search(position: position, floating: floating), environment: env)
    detail = try FloatingPanelController(
      name: PanelRole.detail.rawValue, layout: SceneLayouts.detail(position: position, floating: floating), environment: env)
    modal = try FloatingPanelController(
      name: PanelRole.modal.rawValue, layout: SceneLayouts.modal(containerSize: size, floating: floating), environment: env)
    lists = PanelLists(searchLength: SearchPanelMetrics.contentLength(rows: places.count))
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
  package func panel(_ role: PanelRole) -> FloatingPanelController {
    switch role {
    case .search: return search
    case .detail: return detail
    case .modal: return modal
    }
  }

  /// The role of `panel` (by identity); nil for a panel that is not one of the scene's.
  package func role(of panel: FloatingPanelController) -> PanelRole? {
    PanelRole.allCases.first { self.panel($0) === panel }
  }

  /// The focused panel's role (keys act on it).
  package var focus: PanelRole { selection.focus }
  /// The place shown in the detail panel.
  package var selectedPlace: Int? { selection.place }
  /// Whether the detail panel is open (shown or moving).
  package var isDetailOpen: Bool { selection.isDetailOpen }
  /// Whether the clearly-landscape layout is in use (``OrientationRule``).
  package var isLandscape: Bool { OrientationRule.isLandscape(size) }

  /// The focused panel.
  package var focusedPanel: FloatingPanelController { panel(focus) }

  /// The search panel's metrics now.
  package var searchMetrics: SearchPanelMetrics { SearchPanelMetrics(panel: search, containerSize: size) }

  /// The search list's scroll offset now (``listOffset(of:)``).
  package var listOffset: Double { listOffset(of: .search) }

  /// Whether anything is moving (a drag or a spring).
  package var isMoving: Bool { container.isMoving }

  // MARK: - Window and edge

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
    let pinned = [PanelRole.search, .detail].filter(overrides.isPinned)
    if !pinned.isEmpty {
      say("the \(pinned.map(\.rawValue).joined(separator: " and ")) layout comes from the config file; it stays")
    }
  }

  // MARK: - Time

  /// Advances every spring by `h` seconds and tidies up: a detail panel on its way to hidden
  /// closes at once (the search panel rises back to its state while the detail panel leaves),
  /// focus leaves panels a user cannot see, and the list glides or returns to its start.
  ///
  /// With `elapsed` (the window passes the real time since its last frame), springs run by the
  /// closed-form integrator advance by `elapsed` instead, so a dropped frame does not slow them;
  /// the numeric spring always advances by the nominal `h`, as FloatingPanel does on iOS.
  /// Without `h`, the scene steps by one frame of its ``displayRate``.
  package func step(_ h: Double? = nil, elapsed: Double? = nil) {
    let h = h ?? displayRate.frameInterval
    for panel in container.panels {
      panel.step(panel.attraction?.integrator == .closedForm ? (elapsed ?? h) : h)
    }
    if isDetailOpen, detail.state == .hidden || !detail.isVisible, !detail.isTouching {
      let before = selection.closeDetail()
      if search.state == .tip, search.resolvedLayout.contains(before), before != .tip {
        move(search, to: before, animated: true)
      }
    }
    selection.keepFocusVisible(isFocusable)
    selection.tickFocusCue()
    stepList(h)
  }

  /// Steps until nothing moves (at most `maxFrames` frames); returns the frames stepped.
  @discardableResult
  package func settle(maxFrames: Int = 600) -> Int {
    var n = 0
    while n < maxFrames && (container.isMoving || (isDetailOpen && !detail.isVisible) || isListMoving) {
      step()
      n += 1
    }
    step()
    return n + 1
  }

  // MARK: - Layouts: the playground's own, or a config file's (``PanelOverrides``); ``resize(to:scale:)``
  // and ``setEdge(_:)`` re-resolve them too

  /// Layouts that replace the playground's own (from a config file's `anchors`), by role.
  package var layoutOverrides: [PanelRole: FloatingPanelLayoutSettings] { overrides.layouts }
  /// The container margins of the panels whose layout is overridden (zero when not listed).
  package var marginOverrides: [PanelRole: EdgeInsets] { overrides.margins }
  /// The backdrop alphas a config file gives panels whose layout is the playground's (by state name).
  package var backdropOverrides: [PanelRole: [String: Double]] { overrides.backdrops }
  /// Counts every change of the layouts, margins and backdrop colours set over the playground's own.
  package var overridesRevision: Int { overrides.revision }
  /// Each panel's backdrop colour (black when not listed), from a config file's appearance.
  package var backdropColors: [PanelRole: Color] {
    get { overrides.backdropColors }
    set { overrides.backdropColors = newValue }
  }

  /// Replaces the playground's layouts of some panels with `overrides` and their container
  /// margins with `margins` (zero when not listed); the others get the playground's own layout
  /// back, with the backdrop alphas `backdrops` gives them (nil: as they were). Nothing changes
  /// when one of them does not fit the window.
  ///
  /// - Throws: `FloatingPanelError` when a layout cannot be resolved at the current size.
  package func setLayoutOverrides(
    _ layouts: [PanelRole: FloatingPanelLayoutSettings], margins: [PanelRole: EdgeInsets] = [:],
    backdrops: [PanelRole: [String: Double]]? = nil
  ) throws(FloatingPanelError) {
    let old = overrides
    overrides.setLayouts(layouts, margins: margins, backdrops: backdrops ?? overrides.backdrops)
    do {
      try applyLayouts()
    } catch {
      overrides = old
      try? applyLayouts()
      throw error
    }
    resetListOffset()
  }

  /// Re-resolves the panels' layouts (``SceneLayouts/apply(search:detail:modal:overrides:size:edge:)``)
  /// and gives the list its scroll model.
  func applyLayouts() throws(FloatingPanelError) {
    try SceneLayouts.apply(search: search, detail: detail, modal: modal, overrides: overrides, size: size, edge: edge)
    configureScroll()
  }

  /// Gives each panel's engine its list's scroll model (top/bottom) or sizes the sidebar's own
  /// model (``PanelLists/configure(_:_:viewportLength:plain:)``); a panel without a list gets none.
  func configureScroll() {
    for role in PanelRole.allCases {
      lists.configure(role, panel(role), viewportLength: listMetrics(of: role).viewportLength, plain: plainRoles)
    }
  }

  func resetListOffset() {
    for role in lists.roles {
      let p = panel(role)
      lists.update(role) { $0.reset(p) }
    }
  }

  /// Keeps a release (`result`) of `panel` from `before` that springs it as ``lastRelease`` (the one
  /// place a ``ReleaseRecord`` is made: drags, flicks, G and the stick); returns its velocity, nil
  /// when the engine took no release.
  @discardableResult
  func recordRelease(_ result: PointerReleaseResult, of panel: FloatingPanelController, from before: FloatingPanelState) -> Double? {
    guard case .released(let v) = result else { return nil }
    lastRelease = ReleaseRecord(
      panel: panel.name, stateBefore: before, location: panel.location, velocity: v, stateAfter: panel.state)
    return v
  }

  /// Tells the app (``onNotice``) to show `text` in the HUD for `frames` frames (default 150:
  /// 2.5 s at 60 fps).
  package func say(_ text: String, frames: Int = 150) { onNotice(Notice(text: text, frames: frames)) }
}
