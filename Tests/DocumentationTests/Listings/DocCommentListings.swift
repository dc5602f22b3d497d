import FloatingPanel

// The examples in the engine's doc comments (shown on its symbol pages), compiled here.
// `ArticleListingTests` checks each against its comment; `DocCommentListingTests` checks the values
// their comments state.

// listing: doc-behavior
struct SnappyBehavior: FloatingPanelBehavior {
  var springResponseTime: Double { 0.3 }
  func shouldProjectMomentum(to state: FloatingPanelState) -> Bool { true }
  func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool {
    edge == .top
  }
}
// end listing

// listing: doc-layout
struct MyLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .tip
  let anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(
      absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
    .tip: FloatingPanelLayoutAnchor(
      absoluteInset: 44, edge: .bottom, referenceGuide: .safeArea),
  ]
  func backdropAlpha(for state: FloatingPanelState) -> Double {
    state == .full ? 0.3 : 0
  }
}
// end listing

/// The landscape layout `MapDelegate` names (not part of its doc comment).
struct LandscapeLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .left
  let initialState: FloatingPanelState = .half
  let anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [
    .half: FloatingPanelLayoutAnchor(absoluteInset: 375, edge: .left, referenceGuide: .superview)
  ]
}

// listing: doc-delegate
final class MapDelegate: FloatingPanelControllerDelegate {
  func floatingPanel(
    _ fpc: FloatingPanelController, layoutFor size: Size
  ) -> (any FloatingPanelLayout)? {
    size.width > size.height ? LandscapeLayout() : FloatingPanelBottomLayout()
  }
}
// end listing

// listing: doc-state
extension FloatingPanelState {
  static let lastQuart = FloatingPanelState(rawValue: "lastQuart", order: 750)
}
// end listing

// listing: doc-target-policy
struct NearestPolicy: FloatingPanelTargetStatePolicy {
  func targetState(
    in context: FloatingPanelReleaseContext
  ) -> FloatingPanelState {
    let here = context.translationHeight
    func distance(_ s: FloatingPanelState) -> Double {
      abs((context.height(of: s) ?? .infinity) - here)
    }
    let nearest = context.reachableStates.min { distance($0) < distance($1) }
    return nearest ?? context.state
  }
}
// end listing

/// The statement-style examples, each in a function that returns what it made.
enum DocCommentListings {
  static func displayRate(_ panel: FloatingPanelController) {
    // listing: doc-display-rate
    let rate = DisplayRate.hz120
    while panel.isAnimating { panel.step(rate.frameInterval) }  // 120 a second
    // end listing
  }

  static func controller() throws -> (start: Double, panel: FloatingPanelController) {
    // listing: doc-controller
    let panel = try FloatingPanelController(
      layout: FloatingPanelBottomLayout(),
      environment: LayoutEnvironment(
        containerSize: Size(width: 390, height: 844), scale: 3))
    let y = panel.location                              // 422 (half)
    panel.pointerDown(at: Point(x: 195, y: y + 10), time: 0)
    panel.pointerMove(to: Point(x: 195, y: y - 90), time: 0.1)
    panel.pointerUp(at: Point(x: 195, y: y - 90), time: 0.12, velocity: -800)
    while panel.isAnimating { panel.step(1.0 / 60) }    // now at .full
    // end listing
    return (y, panel)
  }

  static func container(_ container: FloatingPanelContainer, search: FloatingPanelController, point: Point) throws {
    // listing: doc-container
    // A tap on the search panel's surface (not on a backdrop above it)
    // expands it.
    if let hit = container.panel(at: point), !hit.isBackdrop,
       hit.panel === search {
      try search.move(to: .full, animated: true)
    }
    // end listing
  }

  static func recorder(_ panel: FloatingPanelController, drive: () -> Void) -> [FloatingPanelEvent] {
    // listing: doc-recorder
    let recorder = FloatingPanelEventRecorder()
    panel.delegate = recorder
    // … drive the panel …
    let events = recorder.drain()   // [.shouldBeginDragging, …]
    // end listing
    _ = events
    drive()
    return recorder.drain()
  }

  static func anchors() -> [FloatingPanelLayoutAnchor] {
    // listing: doc-layout-anchor
    // FloatingPanelBottomLayout's full and half:
    let full = FloatingPanelLayoutAnchor(
      absoluteInset: 18, edge: .top, referenceGuide: .safeArea)
    let half = FloatingPanelLayoutAnchor(
      fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea)
    // end listing
    return [full, half]
  }

  static func layoutSettings() -> FloatingPanelLayoutSettings {
    // listing: doc-layout-settings
    let layout = FloatingPanelLayoutSettings(
      position: .top, initialState: .half,
      anchors: [
        .full: FloatingPanelLayoutAnchor(
          absoluteInset: 18, edge: .bottom, referenceGuide: .safeArea),
        .half: FloatingPanelLayoutAnchor(
          fractionalInset: 0.5, edge: .top, referenceGuide: .safeArea),
      ])
    // end listing
    return layout
  }

  static func flickAdvance() -> (FloatingPanelBehaviorSettings, FlickAdvanceTargetStatePolicy) {
    // listing: doc-flick-advance
    var settings = FloatingPanelBehaviorSettings()
    settings.minimumFlickVelocity = 400   // wraps settings.targetPolicy
    // or, in a behaviour of your own:
    let policy = FlickAdvanceTargetStatePolicy(
      minimumVelocity: 400, fallback: FloatingPanelProjectionPolicy())
    // end listing
    return (settings, policy)
  }

  static func notchAnchor() -> FloatingPanelNotchLayoutAnchor {
    // listing: doc-notch-anchor
    // 60 % of the container's height:
    let anchor = FloatingPanelNotchLayoutAnchor { available in available * 0.6 }
    // end listing
    return anchor
  }

  static func notchLayout(_ panel: FloatingPanelController) throws -> FloatingPanelNotchLayout {
    // listing: doc-notch-layout
    let layout = FloatingPanelNotchLayout(numberOfNotches: 3, initialNotch: 1) {
      index, available in [0.1, 0.5, 0.9][index] * available
    }
    let top = FloatingPanelNotchLayout.state(forNotchAt: 2)
    try panel.move(to: top, animated: true)
    // end listing
    return layout
  }

  static func springs() throws -> [Double] {
    // listing: doc-spring-parameters
    let s = try SpringParameters(duration: 0.5, bounce: 0.3)
    let k = s.stiffness()   // 157.91 (mass 1)
    let c = s.damping()     // 17.59
    let t = try SpringParameters(mass: 1, stiffness: 100, damping: 10)
    let duration = t.duration   // 0.628
    let bounce = t.bounce       // 0.5
    let fp = try SpringParameters(responseTime: 0.4, decelerationRate: 0.991)
    let zeta = fp.dampingRatio  // 0.5756
    // end listing
    return [k, c, duration, bounce, zeta]
  }

  static func appearance() -> SurfaceAppearance {
    // listing: doc-surface-appearance
    var look = SurfaceAppearance()
    look.cornerRadius = 16
    look.shadows = [
      .init(color: .black, offset: Point(x: 0, y: 16), opacity: 0.12, radius: 16,
            spread: 8),
      .init(color: .black, offset: Point(x: 0, y: 2), opacity: 0.08, radius: 24),
    ]
    // end listing
    return look
  }

  static func continuousCorners() -> SurfaceAppearance {
    // listing: doc-surface-corner-curve
    var look = SurfaceAppearance(cornerRadius: 38)
    look.cornerCurve = .continuous  // as upstream's Maps example
    // end listing
    return look
  }

  static func surfaceView() -> Rect {
    // listing: doc-surface-view-geometry
    let g = SurfaceViewGeometry(
      position: .bottom, size: Size(width: 320, height: 480),
      containerMargins: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    let card = g.containerFrame   // (16, 16, 288, 448)
    // end listing
    return card
  }

  static func velocity() -> Double {
    // listing: doc-velocity
    var e = VelocityEstimator()
    e.add(position: 100, time: 0.000)
    e.add(position: 110, time: 0.016)
    let v = e.velocity(at: 0.016)   // 625 pt/s
    // end listing
    return v
  }
}
