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
/// mostly vertical, it scrolls the list (``sideScroll``) and the panel stays; mostly horizontal, the
/// held-back pointer-down and the move are handed to the container and the panel follows. The wheel
/// scrolls a side panel's list in every state.
package final class PlaygroundScene {
  /// One frame at 60 Hz: the `h` the window and the commands step the engine by.
  package static let frameInterval = 1.0 / 60
  /// Below this window size the scene keeps its last good layout and draws nothing.
  package static let minimumSize = Size(width: 240, height: 240)
  /// How far one wheel notch scrolls, in points.
  package static let wheelStep = 48.0

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
  package internal(set) var size: Size
  /// Pixels per point.
  package internal(set) var scale: Double
  /// Whether the last resize was too small to lay out (drawing is skipped then).
  package internal(set) var isTooSmall = false
  /// The edge of the search and detail panels.
  package internal(set) var edge: FloatingPanelPosition
  /// Whether the clearly-landscape layout is in use (``OrientationRule``).
  package internal(set) var isLandscape: Bool
  /// The focused panel (keys act on it).
  package internal(set) var focus: PanelRole = .search
  /// The place shown in the detail panel.
  package internal(set) var selectedPlace: Int?
  /// Whether the detail panel is open (shown or moving).
  package internal(set) var isDetailOpen = false
  /// Whether the help overlay is shown.
  package var showsHelp = false
  /// The sidebar list's scroll state (left/right panels only).
  package internal(set) var sideScroll: ScrollModel
  /// The last panel release, for checks.
  package internal(set) var lastRelease: ReleaseRecord?
  /// A short message for the HUD (e.g. a key that does nothing) and the frames it stays.
  package internal(set) var status: (text: String, frames: Int)?

  /// Layouts that replace the playground's own (from a config file's `anchors`), by role.
  package internal(set) var layoutOverrides: [PanelRole: FloatingPanelLayoutSettings] = [:]
  /// The container margins of the panels whose layout is overridden (zero when not listed).
  package internal(set) var marginOverrides: [PanelRole: EdgeInsets] = [:]
  /// Each panel's backdrop colour (black when not listed), from a config file's appearance.
  package var backdropColors: [PanelRole: Color] = [:]

  /// The list's glide after a flick (nil: at rest).
  package internal(set) var listMomentum: ListMomentum?
  /// Frames the list's scroll indicator stays shown (it shows while the list scrolls or glides).
  package internal(set) var scrollIndicatorFrames = 0

  var searchStateBeforeDetail: FloatingPanelState = .half
  var gesture = Gesture.none
  var wasSideAtLastConfigure = false
  var listSamples = VelocityEstimator()
  var listSampleStart = 0.0

  /// Where a press went down and what it hit.
  struct Press {
    var point: Point
    var time: Double
    var role: PanelRole?
    var onBackdrop: Bool
    var onMap: Bool
    var inSideList: Bool
  }

  enum Gesture {
    case none
    /// Pressed, still within ``PlaygroundScene/tapSlop``: nothing has reached the engine yet.
    case pending(Press)
    /// Swallowed (a press that closed the help overlay, or a drag on the map).
    case ignored
    /// The engine's container has the gesture; `role` is the panel whose surface was pressed.
    case engine(downOnBackdrop: Bool, role: PanelRole?)
    case sideList(last: Point)
  }

  /// Creates the scene at `size` points with the search panel at `position` at half.
  ///
  /// - Throws: `FloatingPanelError` when `size` cannot hold the panels.
  package init(
    size: Size, scale: Double = 1, position: FloatingPanelPosition = .bottom, places: [Place] = PlaceCatalog.places
  ) throws(FloatingPanelError) {
    let env = LayoutEnvironment(containerSize: size, scale: scale)
    let landscape = OrientationRule.isLandscape(size), floating = OrientationRule.usesFloatingCard(size)
    self.size = size
    self.scale = scale
    self.edge = position
    self.isLandscape = landscape
    self.places = places
    container = try FloatingPanelContainer(environment: env)
    search = try FloatingPanelController(
      name: PanelRole.search.rawValue, layout: SceneLayouts.search(position: position, floating: floating), environment: env)
    detail = try FloatingPanelController(
      name: PanelRole.detail.rawValue, layout: SceneLayouts.detail(position: position, floating: floating), environment: env)
    modal = try FloatingPanelController(
      name: PanelRole.modal.rawValue, layout: SceneLayouts.modal(containerSize: size, floating: floating), environment: env)
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

  /// The focused panel.
  package var focusedPanel: FloatingPanelController { panel(focus) }

  /// The search panel's metrics now.
  package var searchMetrics: SearchPanelMetrics { SearchPanelMetrics(panel: search, containerSize: size) }

  /// The list's scroll offset now (engine model for top/bottom panels, ``sideScroll`` for sides).
  package var listOffset: Double { search.position.isVertical ? (search.scroll?.offset ?? 0) : sideScroll.offset }

  /// Whether anything is moving (a drag or a spring).
  package var isMoving: Bool { container.isMoving }

  // MARK: - Time

  /// Advances every spring by `h` seconds and tidies up: a detail panel on its way to hidden
  /// closes at once (the search panel rises back to its state while the detail panel leaves),
  /// focus leaves panels a user cannot see, and the list glides or returns to its start.
  ///
  /// With `elapsed` (the window passes the real time since its last frame), springs run by the
  /// closed-form integrator advance by `elapsed` instead, so a dropped frame does not slow them;
  /// the numeric spring always advances by the nominal `h`, as FloatingPanel does on iOS.
  package func step(_ h: Double = PlaygroundScene.frameInterval, elapsed: Double? = nil) {
    for panel in container.panels {
      panel.step(panel.attraction?.integrator == .closedForm ? (elapsed ?? h) : h)
    }
    if isDetailOpen, detail.state == .hidden || !detail.isVisible, !detail.isTouching {
      isDetailOpen = false
      if search.state == .tip, search.resolvedLayout.contains(searchStateBeforeDetail), searchStateBeforeDetail != .tip {
        try? search.move(to: searchStateBeforeDetail, animated: true)
      }
    }
    if !isFocusable(focus) {
      if let next = [PanelRole.modal, .detail, .search].first(where: isFocusable) { focus = next }
    }
    stepList(h)
    if let s = status {
      status = s.frames > 1 ? (s.text, s.frames - 1) : nil
    }
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

  /// Shows `text` in the HUD for `frames` frames (default 150: 2.5 s at 60 fps).
  package func say(_ text: String, frames: Int = 150) { status = (text, max(1, frames)) }
}
