/// One live panel: its layout, behaviour, state, surface location and the motion in progress.
/// The only reference type per panel; everything it computes is a pure function of the layout, the
/// container, the behaviour, the pointer events and the time steps it is given.
///
/// ```swift
/// let panel = try FloatingPanelController(
///   layout: FloatingPanelBottomLayout(),
///   environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3))
/// let y = panel.location                                   // 422 (half)
/// panel.pointerDown(at: Point(x: 195, y: y + 10), time: 0)
/// panel.pointerMove(to: Point(x: 195, y: y - 90), time: 0.1)
/// panel.pointerUp(at: Point(x: 195, y: y - 90), time: 0.12, velocity: -800)
/// while panel.isAnimating { panel.step(1.0 / 60) }   // now at .full
/// ```
public final class FloatingPanelController {
  /// The panel's name (for routing, logs and replays).
  public let name: String
  /// The layout in use; change it with ``setLayout(_:)``.
  public private(set) var layout: any FloatingPanelLayout
  /// The behaviour in use; change it with ``setBehavior(_:)`` (applies to the next motion).
  public private(set) var behavior: any FloatingPanelBehavior
  /// Receives callbacks, in the orders listed on ``FloatingPanelControllerDelegate``.
  public weak var delegate: (any FloatingPanelControllerDelegate)?
  /// Whether a fast swipe toward hidden removes the panel (default false).
  public var isRemovalInteractionEnabled = false
  /// Whether a tap on the backdrop hides the panel (default false).
  public var isBackdropTapToDismissEnabled = false
  /// The look of the surface.
  public var surfaceAppearance = SurfaceAppearance()
  /// Margins between the container and the surface (default zero). A margin on the fixed edge
  /// rounds all four corners.
  public var containerMargins = EdgeInsets.zero
  /// Padding between the surface and its content, counted in the intrinsic length.
  public var contentPadding = EdgeInsets.zero
  /// The tracked scroll content (a list), if any; `ScrollTrackingTests.swift` pins the rules.
  public var scroll: ScrollModel?
  /// Distance from the moving edge where the tracked content begins (e.g. below a search field).
  public var trackingInset: Double = 0

  /// The band along the moving edge that always drags the panel, in points (upstream FloatingPanel's
  /// `SurfaceView.grabberAreaOffset`, also 36).
  public static let grabberBandLength: Double = 36

  /// The container.
  public private(set) var environment: LayoutEnvironment
  /// The layout resolved in the container: anchor locations, S, hidden location.
  public private(set) var resolvedLayout: ResolvedLayout
  /// The current state (changes at the start of an attraction, not at its end).
  public internal(set) var state: FloatingPanelState
  /// The surface location: main-axis coordinate of the moving edge, in points.
  public internal(set) var location: Double
  /// What the panel is doing.
  public internal(set) var phase: FloatingPanelPhase = .idle
  /// The running spring, if any.
  public internal(set) var attraction: Attraction?
  /// The intrinsic content length along the main axis (for intrinsic anchors).
  public private(set) var intrinsicContentLength: Double = 0
  /// The adaptive content length along the main axis (for adaptive anchors).
  public private(set) var adaptiveContentLength: Double = 0

  var drag: DragSession?

  /// Creates a panel shown at its layout's initial state. Throws for an impossible layout,
  /// behaviour or container (the error names the problem).
  public init(
    name: String = "panel", layout: any FloatingPanelLayout,
    behavior: any FloatingPanelBehavior = FloatingPanelDefaultBehavior(), environment: LayoutEnvironment
  ) throws(FloatingPanelError) {
    try behavior.validate()
    let resolved = try ResolvedLayout(layout: layout, context: AnchorContext(position: layout.position, environment: environment))
    self.name = name
    self.layout = layout
    self.behavior = behavior
    self.environment = environment
    self.resolvedLayout = resolved
    self.state = layout.initialState
    self.location = resolved.p(layout.initialState)
  }

  // MARK: - Derived values

  /// The position of the panel.
  public var position: FloatingPanelPosition { resolvedLayout.position }

  /// Whether a spring is running.
  public var isAnimating: Bool { attraction != nil }

  /// Whether a pointer is down on the panel.
  public var isTouching: Bool { drag != nil }

  /// Whether the panel is on screen or moving (not hidden at rest, not removed).
  public var isVisible: Bool {
    phase != .removed && !(state == .hidden && phase == .idle && location == resolvedLayout.p(.hidden))
  }

  /// The backdrop alpha now: interpolated while moving (``FloatingPanel/backdropAlpha(at:translation:layout:)``),
  /// `a(state)` at rest.
  public var backdropAlpha: Double {
    if phase == .removed { return 0 }
    if let drag, drag.mode == .panel {
      return FloatingPanel.backdropAlpha(at: location, translation: location - drag.locationStart, layout: resolvedLayout)
    }
    if let a = attraction {
      return FloatingPanel.backdropAlpha(at: location, translation: location - a.startLocation, layout: resolvedLayout)
    }
    return resolvedLayout.backdropAlpha(at: state)
  }

  /// The margin on the panel's fixed edge.
  var fixedEdgeMargin: Double {
    switch position {
    case .bottom: return containerMargins.bottom
    case .top: return containerMargins.top
    case .left: return containerMargins.left
    case .right: return containerMargins.right
    }
  }

  /// The surface rectangle in container coordinates. Its moving edge is at ``location``; it reaches
  /// the fixed edge (less the margin) and is at least as long as at the most expanded state, so it
  /// extends past the container when less expanded (FloatingPanel's static content mode).
  public var surfaceFrame: Rect {
    let size = environment.containerSize
    let m = containerMargins
    let cross = layout.surfacePlacement.crossRange(in: environment, position: position)
    let most = resolvedLayout.p(resolvedLayout.mostExpandedState)
    switch position {
    case .bottom:
      let fixed = size.height - m.bottom
      let len = max(fixed - location, fixed - most, 0)
      return Rect(x: cross.start + m.left, y: location, width: cross.length - m.left - m.right, height: len)
    case .top:
      let fixed = m.top
      let len = max(location - fixed, most - fixed, 0)
      return Rect(x: cross.start + m.left, y: location - len, width: cross.length - m.left - m.right, height: len)
    case .left:
      let fixed = m.left
      let len = max(location - fixed, most - fixed, 0)
      return Rect(x: location - len, y: cross.start + m.top, width: len, height: cross.length - m.top - m.bottom)
    case .right:
      let fixed = size.width - m.right
      let len = max(fixed - location, fixed - most, 0)
      return Rect(x: location, y: cross.start + m.top, width: len, height: cross.length - m.top - m.bottom)
    }
  }

  /// What a renderer needs: surface frame, rounded corners and grabber frame.
  public var surfaceGeometry: SurfaceGeometry {
    SurfaceGeometry(position: position, frame: surfaceFrame, appearance: surfaceAppearance, hasFixedEdgeMargin: fixedEdgeMargin > 0)
  }

  /// The part of the surface within `length` points of the moving edge.
  func band(from start: Double, length: Double) -> Rect {
    let f = surfaceFrame
    switch position {
    case .bottom: return Rect(x: f.minX, y: location + start, width: f.width, height: length)
    case .top: return Rect(x: f.minX, y: location - start - length, width: f.width, height: length)
    case .left: return Rect(x: location - start - length, y: f.minY, width: length, height: f.height)
    case .right: return Rect(x: location + start, y: f.minY, width: length, height: f.height)
    }
  }

  /// The 36-pt grabber band along the moving edge.
  public var grabberBand: Rect { band(from: 0, length: Self.grabberBandLength) }

  /// The region of the tracked content: the surface beyond ``trackingInset`` from the moving edge.
  public var trackingFrame: Rect { band(from: trackingInset, length: 1e7).intersection(surfaceFrame) ?? .zero }

  /// Whether `point` is on the visible surface.
  public func surfaceContains(_ point: Point) -> Bool {
    guard phase != .removed, !(state == .hidden && phase == .idle) else { return false }
    return surfaceFrame.contains(point)
  }

  /// Whether `state` is scrollable (asks the delegate; default: only the most expanded state).
  public func allowsScroll(in state: FloatingPanelState) -> Bool {
    if let delegate { return delegate.floatingPanel(self, shouldAllowToScrollIn: state) }
    return defaultAllowsScroll(in: state)
  }

  /// FloatingPanel's default for scrolling: only in the most expanded state.
  func defaultAllowsScroll(in state: FloatingPanelState) -> Bool { state == resolvedLayout.mostExpandedState }

  // MARK: - Configuration

  /// Replaces the layout. If the current state has no anchor in it, the panel moves to the new
  /// layout's initial state (see `LayoutTests.swift`). Throws (and keeps the old layout) when it is invalid.
  public func setLayout(_ newLayout: any FloatingPanelLayout) throws(FloatingPanelError) {
    let resolved = try resolve(newLayout, in: environment)
    let positionChanged = newLayout.position != layout.position
    layout = newLayout
    if positionChanged { stopMotion() }
    apply(resolved)
  }

  /// Replaces the behaviour; a motion in progress keeps its parameters. Throws when invalid.
  public func setBehavior(_ newBehavior: any FloatingPanelBehavior) throws(FloatingPanelError) {
    try newBehavior.validate()
    behavior = newBehavior
  }

  /// Moves the panel into a resized container: anchors are re-resolved; a panel at rest sits on its
  /// anchor's new location, a spring retargets, a drag keeps its location.
  public func updateEnvironment(_ newEnvironment: LayoutEnvironment) throws(FloatingPanelError) {
    apply(try resolve(layout, in: newEnvironment), environment: newEnvironment)
  }

  /// Moves the panel into `newEnvironment` with its layout already resolved there (by
  /// ``resolve(_:in:)``).
  func apply(_ resolved: ResolvedLayout, environment newEnvironment: LayoutEnvironment) {
    environment = newEnvironment
    apply(resolved)
  }

  /// Sets the intrinsic and adaptive content lengths (main axis, points) and re-resolves anchors.
  public func setContentLengths(intrinsic: Double? = nil, adaptive: Double? = nil) throws(FloatingPanelError) {
    let oldI = intrinsicContentLength, oldA = adaptiveContentLength
    if let intrinsic { intrinsicContentLength = intrinsic }
    if let adaptive { adaptiveContentLength = adaptive }
    do {
      apply(try resolve(layout, in: environment))
    } catch {
      intrinsicContentLength = oldI
      adaptiveContentLength = oldA
      throw error
    }
  }

  /// `layout` resolved in `environment` with this panel's content lengths, margins and padding.
  func resolve(_ layout: any FloatingPanelLayout, in environment: LayoutEnvironment) throws(FloatingPanelError) -> ResolvedLayout {
    let p = contentPadding, m = containerMargins, position = layout.position
    let extra = position.isVertical ? p.top + p.bottom + m.top + m.bottom : p.left + p.right + m.left + m.right
    let context = AnchorContext(
      position: position, environment: environment,
      intrinsicLength: intrinsicContentLength + extra, adaptiveLength: adaptiveContentLength + extra)
    return try ResolvedLayout(layout: layout, context: context)
  }

  private func apply(_ resolved: ResolvedLayout) {
    resolvedLayout = resolved
    if state != .hidden, !resolved.contains(state) {
      stopMotion()
      state = resolved.initialState
      delegate?.floatingPanelDidChangeState(self)
      location = resolved.p(state)
      delegate?.floatingPanelDidMove(self)
      return
    }
    if var a = attraction {
      a.targetLocation = resolved.p(a.target)
      attraction = a
    } else if drag?.mode != .panel, phase != .removed {
      location = resolved.p(state)
    } else if phase == .removed {
      location = resolved.p(.hidden)
    }
  }

  /// Ends a drag or spring without callbacks (used when the layout changes position).
  private func stopMotion() {
    drag = nil
    attraction = nil
    if phase != .removed { phase = .idle }
  }
}
