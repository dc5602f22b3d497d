import Testing
@testable import FloatingPanel

@Suite("Several panels in one container")
struct ContainerTests {
  /// A search panel (standard layout) under a detail panel (half / tip).
  func scene(_ m: Mirror) throws -> (FloatingPanelContainer, FloatingPanelController, FloatingPanelController) {
    let env = m.environment()
    let c = try FloatingPanelContainer(environment: env)
    let search = try FloatingPanelController(name: "search", layout: m.standardLayout(initial: .tip), environment: env)
    let detailLayout = FloatingPanelLayoutSettings(
      position: m.position, initialState: .half,
      anchors: [
        .half: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: m.nearEdge, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: 120, edge: m.nearEdge, referenceGuide: .safeArea),
      ], backdropAlphas: [:])
    let detail = try FloatingPanelController(name: "detail", layout: detailLayout, environment: env)
    try c.add(search)
    try c.add(detail)
    return (c, search, detail)
  }

  @Test("the pointer goes to the topmost panel under it", arguments: Mirror.all)
  func topmost(m: Mirror) throws {
    let (c, search, detail) = try scene(m)
    // search at tip (731), detail at half (500): at 750 both are under the pointer
    #expect(c.hitTest(m.point(750)) == .panel("detail"))
    #expect(c.hitTest(m.point(300)) == .nothing)
    c.bringToFront(search)
    #expect(c.hitTest(m.point(750)) == .panel("search"))
    c.bringToFront(detail)
    #expect(c.pointerDown(at: m.point(600), time: 0) == .panel("detail"))
    c.pointerMove(to: m.point(650), time: 0.02)
    #expect(detail.location == m.loc(550))
    #expect(search.location == m.loc(731))
  }

  @Test("one drag at a time", arguments: Mirror.all)
  func oneDrag(m: Mirror) throws {
    let (c, search, detail) = try scene(m)
    c.pointerDown(at: m.point(600), time: 0)
    #expect(c.pointerDown(at: m.point(750), time: 0.01) == .nothing)  // a second pointer is ignored
    c.pointerMove(to: m.point(560), time: 0.02)
    #expect(c.activePanel === detail)
    c.pointerUp(at: m.point(560), time: 0.03, velocity: 0)
    #expect(c.activePanel == nil)
    #expect(search.location == m.loc(731))
  }

  @Test("a translucent backdrop blocks panels below it; alpha 0 lets events through", arguments: Mirror.all)
  func backdrop(m: Mirror) throws {
    let env = m.environment()
    let c = try FloatingPanelContainer(environment: env)
    let search = try FloatingPanelController(name: "search", layout: m.standardLayout(initial: .half), environment: env)
    let modal = try FloatingPanelController(name: "modal", layout: m.standardLayout(initial: .tip), environment: env)
    modal.isBackdropTapToDismissEnabled = true
    try c.add(search)
    try c.add(modal)
    #expect(c.hitTest(m.point(500)) == .panel("search"))  // modal at tip: alpha 0 passes through
    try modal.move(to: .full, animated: false)  // alpha 0.3 now
    c.bringToFront(modal)
    #expect(c.hitTest(m.point(10)) == .backdrop("modal"))
    c.pointerDown(at: m.point(10), time: 0)
    c.pointerUp(at: m.point(10), time: 0.05)
    #expect(modal.state == .hidden)
    modal.settle()
    #expect(c.hitTest(m.point(500)) == .panel("search"))
  }

  @Test("the grabber band drags its panel before the list", arguments: Mirror.all)
  func grabberFirst(m: Mirror) throws {
    let (c, search, _) = try scene(m)
    c.bringToFront(search)
    search.scroll = ScrollModel(contentLength: 3000, viewportLength: 500, offset: m.flips ? 2500 : 0)
    try search.move(to: .full, animated: false)
    c.pointerDown(at: m.point(30), time: 0)
    c.pointerMove(to: m.point(10), time: 0.02)
    #expect(search.location == m.loc(-2))
    #expect(search.scroll?.offset == (m.flips ? 2500 : 0))
  }

  @Test("panels have their own layout, behaviour and state; resizing moves both", arguments: Mirror.all)
  func independent(m: Mirror) throws {
    let (c, search, detail) = try scene(m)
    try search.setBehavior(FloatingPanelBehaviorSettings(springResponseTime: 0.2))
    try search.move(to: .full, animated: true)
    try detail.move(to: .tip, animated: true)
    c.step(1.0 / 60)
    #expect(search.isAnimating && detail.isAnimating)
    var env = m.environment()
    env.safeAreaInsets = m.environment(near: 20).safeAreaInsets
    try c.updateEnvironment(env)
    while c.isMoving { c.step(1.0 / 60) }
    #expect(search.state == .full && search.location == m.loc(18))
    #expect(detail.state == .tip && detail.location == m.loc(660))
    #expect(throws: FloatingPanelError.self) { try c.updateEnvironment(LayoutEnvironment(containerSize: .zero)) }
    #expect(c.environment == env)
  }

  @Test("panel(at:) names the panel by identity, also when two panels share a name", arguments: Mirror.all)
  func panelAtIsTyped(m: Mirror) throws {
    let env = m.environment()
    let c = try FloatingPanelContainer(environment: env)
    let below = try FloatingPanelController(name: "twin", layout: m.standardLayout(initial: .half), environment: env)
    let above = try FloatingPanelController(name: "twin", layout: m.standardLayout(initial: .tip), environment: env)
    try c.add(below)
    try c.add(above)
    // below at half (400), above at tip (731): at 600 only the lower one is under the pointer
    let hit = try #require(c.panel(at: m.point(600)))
    #expect(hit.panel === below && !hit.isBackdrop)
    #expect(c.panel(at: m.point(760))?.panel === above)
    #expect(c.panel(at: m.point(300)) == nil)
    // At 760 both are under the pointer and the upper one takes it (a lookup by name would find `below`).
    #expect(c.pointerDown(at: m.point(760), time: 0) == .panel("twin"))
    #expect(c.activePanel === above)
    c.pointerUp(at: m.point(760), time: 0.05, velocity: 0)
    try above.move(to: .full, animated: false)  // alpha 0.3: its backdrop now covers everything
    let blocked = try #require(c.panel(at: m.point(5)))
    #expect(blocked.panel === above && blocked.isBackdrop)
  }
}
