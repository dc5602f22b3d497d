import FloatingPanel
import Testing

/// The values the doc-comment examples state in their comments (the examples are in
/// `Listings/DocCommentListings.swift`).
@Suite struct DocCommentListingTests {
  @Test func theControllerExampleFlicksFromHalfToFull() throws {
    let (start, panel) = try DocCommentListings.controller()
    #expect(start == 422)
    #expect(panel.state == .full)
    #expect(!panel.isAnimating)
  }

  @Test func theDisplayRateExampleSettlesAtTheAnchor() throws {
    let panel = try FloatingPanelController(layout: FloatingPanelBottomLayout(), environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3))
    try panel.move(to: .full, animated: true)
    DocCommentListings.displayRate(panel)
    #expect(panel.location == 18 && !panel.isAnimating)
  }

  @Test func theSpringExampleNumbers() throws {
    let v = try DocCommentListings.springs()
    for (value, expected, digits) in [(v[0], 157.91, 0.005), (v[1], 17.59, 0.005), (v[2], 0.628, 0.0005), (v[3], 0.5, 1e-12), (v[4], 0.5756, 0.00005)] {
      #expect(abs(value - expected) <= digits, "\(value) is not \(expected)")
    }
  }

  @Test func theGeometryAndVelocityExamples() {
    #expect(DocCommentListings.surfaceView() == Rect(x: 16, y: 16, width: 288, height: 448))
    #expect(abs(DocCommentListings.velocity() - 625) < 1e-9)
    let look = DocCommentListings.appearance()
    #expect(look.shadows.count == 2 && look.shadows[0].spread == 8 && look.cornerRadius == 16)
  }

  @Test func theLayoutExamplesResolve() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3)
    let bottom = AnchorContext(position: .bottom, environment: env)
    let anchors = DocCommentListings.anchors()
    #expect(try anchors[0].location(in: bottom) == FloatingPanelBottomLayout().anchors[.full]?.location(in: bottom))
    #expect(try anchors[1].location(in: bottom) == FloatingPanelBottomLayout().anchors[.half]?.location(in: bottom))
    let top = try FloatingPanelController(layout: DocCommentListings.layoutSettings(), environment: env)
    #expect(top.position == .top && top.resolvedLayout.location(of: .full) == 844 - 34 - 18)
    let mine = try FloatingPanelController(layout: MyLayout(), behavior: SnappyBehavior(), environment: env)
    #expect(mine.location == 844 - 34 - 44 && mine.resolvedLayout.backdropAlpha(at: .full) == 0.3)
    #expect(try DocCommentListings.notchAnchor().location(in: bottom) == 844 - 0.6 * 844)
    #expect(FloatingPanelState.lastQuart.order == 750)
  }

  @Test func theFlickAdvanceExampleWrapsTheTargetPolicy() throws {
    let (settings, policy) = DocCommentListings.flickAdvance()
    let wrapped = try #require(settings.targetStatePolicy as? FlickAdvanceTargetStatePolicy)
    #expect(wrapped.minimumVelocity == 400 && wrapped.fallback is FloatingPanelProjectionPolicy)
    #expect(policy.minimumVelocity == 400 && policy.fallback is FloatingPanelProjectionPolicy)
  }

  @Test func theNotchExampleMovesToTheTopNotch() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 390, height: 800), scale: 1)
    let same = FloatingPanelNotchLayout(numberOfNotches: 3, initialNotch: 1) { i, a in [0.1, 0.5, 0.9][i] * a }
    let panel = try FloatingPanelController(layout: same, environment: env)
    #expect(panel.location == 400)  // notch 1: half of the container
    let layout = try DocCommentListings.notchLayout(panel)
    #expect(panel.state == FloatingPanelNotchLayout.state(forNotchAt: 2))
    while panel.isAnimating { panel.step(1.0 / 60) }
    #expect(panel.location == 80)  // notch 2: 0.9 × 800 from the bottom
    try panel.setLayout(layout)
    #expect(panel.location == 80)
  }

  @Test func theDelegateAndPolicyExamples() throws {
    let delegate = MapDelegate()
    let panel = try FloatingPanelController(layout: FloatingPanelBottomLayout(), environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)))
    panel.delegate = delegate
    try panel.updateEnvironment(LayoutEnvironment(containerSize: Size(width: 844, height: 390)))
    #expect(panel.layout is LandscapeLayout && panel.position == .left)
    // NearestPolicy: a release without momentum goes to the nearest anchor.
    var behavior = FloatingPanelBehaviorSettings()
    behavior.targetPolicy = .floatingPanel
    let layout = try ResolvedLayout(layout: FloatingPanelBottomLayout(), context: AnchorContext(position: .bottom, environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844))))
    let context = FloatingPanelReleaseContext(state: .half, location: 700, velocity: -5000, layout: layout, behavior: behavior)
    #expect(NearestPolicy().targetState(in: context) == .tip)
    withExtendedLifetime(delegate) {}
  }

  @Test func theContainerAndRecorderExamples() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
    let container = try FloatingPanelContainer(environment: env)
    let search = try FloatingPanelController(name: "search", layout: FloatingPanelBottomLayout(), environment: env)
    try container.add(search)
    try DocCommentListings.container(container, search: search, point: Point(x: 195, y: 600))
    #expect(search.state == .full)
    while search.isAnimating { search.step(1.0 / 60) }
    let events = DocCommentListings.recorder(search) {
      search.pointerDown(at: Point(x: 195, y: search.location + 10), time: 0)
      search.pointerMove(to: Point(x: 195, y: search.location + 60), time: 0.05)
    }
    #expect(events.map(\.name).prefix(2) == ["shouldBeginDragging", "willBeginDragging"])
  }
}
