/// One live panel: its layout, behaviour, state, surface location and the motion in progress.
/// The only reference type per panel; everything it computes is a pure function of the layout, the
/// container, the behaviour, the pointer events and the time steps it is given.
///
/// ```swift
/// let panel = try FloatingPanelController(
///   layout: FloatingPanelBottomLayout(),
///   environment: LayoutEnvironment(
///     containerSize: Size(width: 390, height: 844), scale: 3))
/// let y = panel.location                              // 422 (half)
/// panel.pointerDown(at: Point(x: 195, y: y + 10), time: 0)
/// panel.pointerMove(to: Point(x: 195, y: y - 90), time: 0.1)
/// panel.pointerUp(at: Point(x: 195, y: y - 90), time: 0.12, velocity: -800)
/// while panel.isAnimating { panel.step(1.0 / 60) }    // now at .full
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
  /// Margins between the surface and its visible card on all four sides, the moving edge included,
  /// as upstream's `SurfaceView.containerMargins` (default zero). A margin on the fixed edge rounds
  /// all four corners. Counted in the intrinsic length; like upstream, setting it moves the card at
  /// once but re-resolves the anchors only at the next layout (``invalidateLayout()``, a resize, a
  /// new layout or new content lengths).
  public var containerMargins = EdgeInsets.zero
  /// Padding between the card and its content, counted in the intrinsic length (re-resolved like
  /// ``containerMargins``).
  public var contentPadding = EdgeInsets.zero
  /// How the surface is sized as it moves (default ``FloatingPanelContentMode/static``).
  public var contentMode = FloatingPanelContentMode.static
  /// The length of the band along the moving edge that always drags the panel, in points (default
  /// 36, upstream's `SurfaceView.grabberAreaOffset`).
  public var grabberAreaOffset: Double = FloatingPanelController.grabberBandLength
  /// The tracked scroll content (a list), if any; `ScrollTrackingTests.swift` pins the rules.
  public var scroll: ScrollModel?
  /// Distance from the moving edge where the tracked content begins (e.g. below a search field).
  public var trackingInset: Double = 0
  /// Where a release spring may carry the moving edge, in points (nil: anywhere, as upstream
  /// FloatingPanel). A spring that reaches a bound stops there — its velocity drops to zero —
  /// and goes on to its anchor from rest, in the same attraction. No upstream counterpart: it
  /// keeps a floating card's corners inside the window when a flick overshoots an anchor that is
  /// only a few points from the window's edge (`AttractionLimitTests`). Drags are not limited.
  public var attractionLimit: ClosedRange<Double>?

  /// The default ``grabberAreaOffset``: 36 pt, as upstream.
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
  /// The completion of the motion in progress (move, show, hide), called once when it ends.
  var motionCompletion: (() -> Void)?
  /// The release being decided (for the delegate's default `shouldRemoveAt`).
  var pendingRelease: FloatingPanelReleaseContext?

  /// Creates a panel shown at its layout's initial state (at the hidden location when that is
  /// `hidden`). Throws for an impossible layout, behaviour or container (the error names the problem).
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

  // MARK: - Configuration

  /// Replaces the layout. If the current state has no anchor in it, the panel moves to the new
  /// layout's initial state (see `LayoutTests.swift`). Throws (and keeps the old layout) when it is invalid.
  public func setLayout(_ newLayout: any FloatingPanelLayout) throws(FloatingPanelError) {
    adopt(newLayout, resolved: try resolve(newLayout, in: environment), environment: environment)
  }

  /// Replaces the behaviour; a motion in progress keeps its parameters. Throws when invalid.
  public func setBehavior(_ newBehavior: any FloatingPanelBehavior) throws(FloatingPanelError) {
    try newBehavior.validate()
    behavior = newBehavior
  }

  /// Moves the panel into a resized container: when the size changes the delegate is asked for a
  /// layout (`layoutFor size:`, as upstream's `viewWillTransition(to:with:)`); anchors are
  /// re-resolved; a panel at rest sits on its anchor's new location, a spring retargets, a drag
  /// keeps its location. Throws (and changes nothing) when the layout cannot be resolved there.
  public func updateEnvironment(_ newEnvironment: LayoutEnvironment) throws(FloatingPanelError) {
    let newLayout = layout(for: newEnvironment)
    adopt(newLayout, resolved: try resolve(newLayout, in: newEnvironment), environment: newEnvironment)
  }

  /// Asks the delegate for the layout of the current container size (`layoutFor size:`), then
  /// re-resolves the anchors with the current margins, padding and content lengths, as upstream's
  /// `invalidateLayout()`. Throws (and keeps the old layout) when the result is invalid.
  public func invalidateLayout() throws(FloatingPanelError) {
    let newLayout = delegate?.floatingPanel(self, layoutFor: environment.containerSize) ?? layout
    adopt(newLayout, resolved: try resolve(newLayout, in: environment), environment: environment)
  }

  /// The layout for `newEnvironment`: the delegate's for a new size, else the current one.
  func layout(for newEnvironment: LayoutEnvironment) -> any FloatingPanelLayout {
    guard newEnvironment.containerSize != environment.containerSize else { return layout }
    return delegate?.floatingPanel(self, layoutFor: newEnvironment.containerSize) ?? layout
  }

  /// Takes `newLayout`, already resolved in `newEnvironment` (by ``resolve(_:in:)``).
  func adopt(_ newLayout: any FloatingPanelLayout, resolved: ResolvedLayout, environment newEnvironment: LayoutEnvironment) {
    let positionChanged = newLayout.position != layout.position
    layout = newLayout
    environment = newEnvironment
    if positionChanged { stopMotion() }
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

  /// Ends a drag or spring without delegate callbacks (used when the layout changes position or
  /// loses the current state); a pending completion is called, as for any interrupted motion.
  private func stopMotion() {
    drag = nil
    attraction = nil
    if phase != .removed { phase = .idle }
    finishMotion()
  }

  /// Calls and clears the completion of the motion that just ended or was interrupted.
  func finishMotion() {
    guard let completion = motionCompletion else { return }
    motionCompletion = nil
    completion()
  }
}
