import Testing
@testable import FloatingPanel

@Suite("Layout: anchors, hidden, ordering, rounding (motion.md §2, §8)")
struct LayoutTests {
  @Test("inset anchors against superview and safe area", arguments: Mirror.all)
  func insetAnchors(m: Mirror) throws {
    // Safe area: 47 pt at the far edge, 34 at the near edge (an iPhone in portrait, for bottom).
    let env = m.environment(scale: 2, far: 47, near: 34)
    let (p, _) = try m.panel(environment: env)
    let r = p.resolvedLayout
    #expect(r.location(of: .full) == m.loc(65))  // 47 + 18
    #expect(r.location(of: .half) == m.loc(406.5))  // 766 − 0.5 × 719
    #expect(r.location(of: .tip) == m.loc(697))  // 766 − 69
    #expect(r.location(of: .hidden) == m.loc(900))  // 100 pt beyond the panel's own superview edge
    // superview guide ignores the insets
    let sup = FloatingPanelLayoutSettings(
      position: m.position, initialState: .half,
      anchors: [
        .full: FloatingPanelLayoutAnchor(absoluteInset: 18, edge: m.farEdge, referenceGuide: .superview),
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.25, edge: m.nearEdge, referenceGuide: .superview),
      ])
    let (q, _) = try m.panel(layout: sup, environment: env)
    #expect(q.resolvedLayout.location(of: .full) == m.loc(18))
    #expect(q.resolvedLayout.location(of: .half) == m.loc(600))
  }

  @Test("negative insets put an anchor off screen", arguments: Mirror.all)
  func negativeInset(m: Mirror) throws {
    let layout = m.standardLayout(extra: [.tip: FloatingPanelLayoutAnchor(absoluteInset: -20, edge: m.nearEdge, referenceGuide: .superview)])
    let (p, _) = try m.panel(layout: layout)
    #expect(p.resolvedLayout.location(of: .tip) == m.loc(820))
  }

  @Test("fractional anchors are rounded to the pixel grid", arguments: Mirror.all)
  func pixelRounding(m: Mirror) throws {
    // 0.3 × 800 = 240 from the near edge → 560; with a 1/3-pt scale offset: 0.1234 × 800 = 98.72
    let layout = m.standardLayout(extra: [.tip: FloatingPanelLayoutAnchor(fractionalInset: 0.1234, edge: m.nearEdge, referenceGuide: .superview)])
    let (p, _) = try m.panel(layout: layout, environment: m.environment(scale: 3))
    // 800 − 98.72 = 701.28 → ×3 = 2103.84 → 2104 / 3
    let expected = m.flips ? 98.72 : 701.28
    #expect(p.resolvedLayout.location(of: .tip) == roundToPixel(expected, scale: 3))
    #expect(p.resolvedLayout.location(of: .tip) == (m.flips ? 296.0 / 3 : 2104.0 / 3))
  }

  @Test("pixel rounding: truncate at 1e-9, then ties away from zero")
  func roundingFunction() {
    #expect(roundToPixel(166.75, scale: 3) == 500.0 / 3)
    #expect(roundToPixel(0.5, scale: 1) == 1)
    #expect(roundToPixel(-0.5, scale: 1) == -1)
    #expect(roundToPixel(1.25, scale: 2) == 1.5)
    #expect(roundToPixel(-1.25, scale: 2) == -1.5)
    // 0.4999999999 truncates to 0.499999999 first, so it rounds down, not to 1
    #expect(roundToPixel(0.4999999999, scale: 1) == 0)
    // the truncation step: 2.4999999999999 is 2.499999999 after truncation → 2 at scale 1, 2.5 at scale 2
    #expect(roundToPixel(2.4999999999999, scale: 2) == 2.5)
    #expect(roundToPixel(10.2, scale: 1) == 10)
  }

  @Test("intrinsic anchors show the intrinsic length minus the offset", arguments: Mirror.all)
  func intrinsicAnchors(m: Mirror) throws {
    let layout = FloatingPanelLayoutSettings(
      position: m.position, initialState: .full,
      anchors: [
        .full: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .superview),
        .half: FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0.5, referenceGuide: .superview),
        .tip: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 20, referenceGuide: .safeArea),
      ])
    let (p, _) = try m.panel(layout: layout, environment: m.environment(far: 40, near: 30))
    p.contentPadding = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    try p.setContentLengths(intrinsic: 290)  // I = 290 + 10 padding = 300
    #expect(p.resolvedLayout.location(of: .full) == m.loc(500))  // 800 − 300
    #expect(p.resolvedLayout.location(of: .half) == m.loc(650))  // 800 − 300 + 150
    #expect(p.resolvedLayout.location(of: .tip) == m.loc(490))  // 770 − 300 + 20
    #expect(p.location == m.loc(500))
  }

  @Test("adaptive anchors follow the content length and its bound", arguments: Mirror.all)
  func adaptiveAnchors(m: Mirror) throws {
    let layout = FloatingPanelLayoutSettings(
      position: m.position, initialState: .full,
      anchors: [
        .full: FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: 0, referenceGuide: .superview, contentBoundingGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: 60, edge: m.nearEdge, referenceGuide: .superview),
      ])
    let (p, _) = try m.panel(layout: layout, environment: m.environment(far: 50, near: 0))
    try p.setContentLengths(adaptive: 200)
    #expect(p.location == m.loc(600))
    try p.setContentLengths(adaptive: 5000)  // bounded by the safe area's 750
    #expect(p.location == m.loc(50))
  }

  @Test("a declared hidden anchor is a normal, reachable anchor", arguments: Mirror.all)
  func declaredHidden(m: Mirror) throws {
    let layout = m.standardLayout(initial: .tip, extra: [.hidden: FloatingPanelLayoutAnchor(absoluteInset: 10, edge: m.nearEdge, referenceGuide: .superview)])
    let (p, _) = try m.panel(layout: layout)
    #expect(p.resolvedLayout.location(of: .hidden) == m.loc(790))
    #expect(p.resolvedLayout.sortedStates.contains(.hidden))
    // a fast flick from tip (731) toward it lands there
    p.pointerDown(at: m.point(740), time: 0)
    p.pointerMove(to: m.point(760), time: 0.05)
    p.pointerUp(at: m.point(760), time: 0.05, velocity: m.vel(2000))
    #expect(p.state == .hidden)
  }

  @Test("S is sorted by coordinate; most and least expanded by order", arguments: Mirror.all)
  func ordering(m: Mirror) throws {
    let lastQuart = FloatingPanelState(rawValue: "lastQuart", order: 750)
    let layout = m.standardLayout(extra: [lastQuart: FloatingPanelLayoutAnchor(fractionalInset: 0.75, edge: m.nearEdge, referenceGuide: .safeArea)])
    let (p, _) = try m.panel(layout: layout)
    let names = p.resolvedLayout.sortedStates.map(\.rawValue)
    let expanding = ["full", "lastQuart", "half", "tip"]
    #expect(names == (m.flips ? expanding.reversed() : expanding))
    #expect(p.resolvedLayout.mostExpandedState == .full)
    #expect(p.resolvedLayout.leastExpandedState == .tip)
    #expect(p.resolvedLayout.location(of: lastQuart) == m.loc(200))
    let single = FloatingPanelLayoutSettings(position: m.position, initialState: .half, anchors: [.half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: m.nearEdge, referenceGuide: .safeArea)])
    let (q, _) = try m.panel(layout: single)
    #expect(q.resolvedLayout.leastExpandedState == .hidden)
    #expect(q.resolvedLayout.mostExpandedState == .half)
  }

  @Test("the default layout: full 18 / half 0.5 / tip 69 from the safe area, initial half, backdrop 0.3 at full")
  func defaultLayout() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3)
    let p = try FloatingPanelController(layout: FloatingPanelBottomLayout(), environment: env)
    #expect(p.state == .half)
    #expect(p.resolvedLayout.location(of: .full) == 65)
    #expect(p.resolvedLayout.location(of: .half) == 1286.0 / 3)  // 810 − 381.5 = 428.5 → 1285.5 px → 1286 px
    #expect(p.resolvedLayout.location(of: .tip) == 741)
    #expect(p.resolvedLayout.backdropAlpha(at: .full) == 0.3)
    #expect(p.resolvedLayout.backdropAlpha(at: .half) == 0)
    #expect(p.resolvedLayout.backdropAlpha(at: .hidden) == 0)
  }

  @Test("switching to a layout without the current state moves to its initial state", arguments: Mirror.all)
  func switchLayout(m: Mirror) throws {
    let (p, r) = try m.panel()
    try p.move(to: .full, animated: false)
    _ = r.drain()
    let noFull = FloatingPanelLayoutSettings(
      position: m.position, initialState: .tip,
      anchors: [
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: m.nearEdge, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: m.nearEdge, referenceGuide: .safeArea),
      ])
    try p.setLayout(noFull)
    #expect(p.state == .tip)
    #expect(p.location == m.loc(700))
    #expect(r.drain().names == ["didChangeState:tip", "didMove"])
    // a layout that keeps the state keeps it, at the new anchor
    try p.setLayout(m.standardLayout())
    #expect(p.state == .tip)
    #expect(p.location == m.loc(731))
  }

  @Test("resizing re-resolves anchors; a spring retargets without a jump", arguments: Mirror.all)
  func resize(m: Mirror) throws {
    let (p, _) = try m.panel()
    try p.move(to: .full, animated: true)
    p.step(1.0 / 60)
    let mid = p.location
    var env = m.environment()
    env.safeAreaInsets = m.environment(far: 20).safeAreaInsets
    try p.updateEnvironment(env)
    #expect(p.location == mid)  // no jump
    p.settle()
    #expect(p.location == m.loc(38))
  }
}
