import Testing
@testable import FloatingPanel

/// Upstream FloatingPanel's `ControllerTests.swift` (expected values unchanged; translation in
/// `UpstreamSupport.swift`). Upstream controllers start hidden and `showForTest()` shows them; here a
/// panel starts shown, so `shownForTest` hides it without animation and shows it again, which gives
/// the delegate the same calls. An animated move's completion is upstream's expectation; the
/// spring is stepped to rest instead of waiting on a run loop. Adapted: after
/// `move(to: .hidden, animated: true)` upstream reads UIKit's model layer, already at hidden; here
/// the location is read when the spring has settled. Not ported (UIKit only):
/// `test_warningRetainCycle` (OSLog), `test_updateLayout_willTransition` (trait collections) and the
/// two `UIView.animate` wrappers of `test_moveTo_didMoveDelegate`.
@Suite("Upstream ControllerTests")
struct UpstreamControllerTests {
  func shownForTest(layout: any FloatingPanelLayout = FloatingPanelBottomLayout(), delegate: UpstreamTestDelegate) throws -> FloatingPanelController {
    let fpc = try UpstreamPanel.make(layout: layout)
    try fpc.move(to: .hidden, animated: false)
    fpc.delegate = delegate
    fpc.show(animated: false)
    return fpc
  }

  @Test func addPanel() throws {
    let fpc = try FloatingPanelController(
      layout: FloatingPanelBottomLayout(), environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3))
    #expect(fpc.location == fpc.surfaceLocation(for: .half))
    try fpc.move(to: .tip, animated: false)
    #expect(fpc.location == fpc.surfaceLocation(for: .tip))
  }

  func moveTo(layout: any FloatingPanelLayout) throws {
    let delegate = UpstreamTestDelegate()
    #expect(delegate.position == .hidden)
    let fpc = try shownForTest(layout: layout, delegate: delegate)
    #expect(delegate.position == .half)
    fpc.hide(animated: false)
    #expect(delegate.position == .hidden)
    try fpc.move(to: .full, animated: false)
    #expect(fpc.state == .full)
    #expect(delegate.position == .full)
    #expect(fpc.location == fpc.surfaceLocation(for: .full))
    try fpc.move(to: .half, animated: false)
    #expect(fpc.state == .half)
    #expect(delegate.position == .half)
    #expect(fpc.location == fpc.surfaceLocation(for: .half))
    try fpc.move(to: .tip, animated: false)
    #expect(fpc.state == .tip)
    #expect(delegate.position == .tip)
    #expect(fpc.location == fpc.surfaceLocation(for: .tip))
    try fpc.move(to: .hidden, animated: false)
    #expect(fpc.state == .hidden)
    #expect(delegate.position == .hidden)
    #expect(fpc.location == fpc.surfaceLocation(for: .hidden))
    for target in [FloatingPanelState.full, .half, .tip] {
      var completed = 0
      try fpc.move(to: target, animated: true) {
        completed += 1
        #expect(fpc.location == fpc.surfaceLocation(for: target))
      }
      #expect(fpc.state == target)
      #expect(delegate.position == target)
      fpc.settleForTest()
      #expect(completed == 1)  // the expectation is fulfilled once
    }
    try fpc.move(to: .hidden, animated: true)
    #expect(fpc.state == .hidden)
    #expect(delegate.position == .hidden)
    fpc.settleForTest()
    #expect(fpc.location == fpc.surfaceLocation(for: .hidden))
  }

  @Test func moveTo() throws { try moveTo(layout: FloatingPanelBottomLayout()) }

  @Test func moveTo_bottomEdge() throws { try moveTo(layout: UpstreamLayouts.top2BottomLayout(initial: .half)) }

  @Test func moveWithNearbyPosition() throws {
    let delegate = UpstreamTestDelegate()
    #expect(delegate.position == .hidden)
    let fpc = try shownForTest(delegate: delegate)
    #expect(fpc.nearbyState == .half)
    fpc.hide(animated: false)
    #expect(fpc.nearbyState == .tip)
    try fpc.move(to: .full, animated: false)
    #expect(fpc.nearbyState == .full)
    #expect(fpc.surfaceViewFrame.minY == fpc.surfaceLocation(for: .full))
  }

  @Test func moveTo_didMoveDelegate() throws {
    let delegate = UpstreamTestDelegate()
    #expect(delegate.position == .hidden)
    let fpc = try shownForTest(delegate: delegate)
    do {
      var count = 0
      delegate.didMoveCallback = { _ in count += 1 }
      try fpc.move(to: .full, animated: false)
      #expect(count == 1)
    }
    do {
      var count = 0, completed = false
      delegate.didMoveCallback = { _ in count += 1 }
      try fpc.move(to: .half, animated: true) { completed = true }
      fpc.settleForTest()
      #expect(completed)
      #expect(count > 1)
    }
  }

  @Test func originSurfaceY() throws {
    let fpc = try UpstreamPanel.make()
    try fpc.move(to: .full, animated: false)
    #expect(fpc.location == fpc.surfaceLocation(for: .full))
    try fpc.move(to: .half, animated: false)
    #expect(fpc.location == fpc.surfaceLocation(for: .half))
    try fpc.move(to: .tip, animated: false)
    #expect(fpc.location == fpc.surfaceLocation(for: .tip))
    try fpc.move(to: .hidden, animated: false)
    #expect(fpc.location == fpc.surfaceLocation(for: .hidden))
  }

  @Test func contentMode() throws {
    let fpc = try UpstreamPanel.make()
    let height = fpc.environment.containerSize.height
    fpc.contentMode = .static
    try fpc.move(to: .full, animated: false)
    #expect(fpc.surfaceViewFrame.height == height - fpc.surfaceLocation(for: .full))
    try fpc.move(to: .half, animated: false)
    #expect(fpc.surfaceViewFrame.height == height - fpc.surfaceLocation(for: .full))
    try fpc.move(to: .tip, animated: false)
    #expect(fpc.surfaceViewFrame.height == height - fpc.surfaceLocation(for: .full))
    fpc.contentMode = .fitToBounds
    try fpc.move(to: .full, animated: false)
    #expect(fpc.surfaceViewFrame.height == height - fpc.surfaceLocation(for: .full))
    try fpc.move(to: .half, animated: false)
    #expect(fpc.surfaceViewFrame.height == height - fpc.surfaceLocation(for: .half))
    try fpc.move(to: .tip, animated: false)
    #expect(fpc.surfaceViewFrame.height == height - fpc.surfaceLocation(for: .tip))
  }

  @Test func switching_layout() throws {
    let first = FloatingPanelLayoutSettings(
      position: .bottom, initialState: .half,
      anchors: [.full: UpstreamLayouts.sv(16, .top, .safeArea), .half: UpstreamLayouts.sv(262, .top, .safeArea), .tip: UpstreamLayouts.sv(44, .bottom, .safeArea)])
    let second = FloatingPanelLayoutSettings(position: .bottom, initialState: .half, anchors: [.half: UpstreamLayouts.sv(262, .top, .safeArea)])
    let fpc = try UpstreamPanel.make(layout: first)
    try fpc.move(to: .tip, animated: false)
    try fpc.setLayout(second)
    try fpc.invalidateLayout()
    #expect(fpc.state == .half)
  }
}

/// Upstream's `StateTests.swift` and `ExtensionTests.swift` (the pixel rounding).
@Suite("Upstream StateTests and ExtensionTests")
struct UpstreamStateTests {
  @Test func nextAndPre() {
    var positions: [FloatingPanelState] = [.full, .half, .tip, .hidden]
    #expect(FloatingPanelState.full.next(in: positions) == .half)
    #expect(FloatingPanelState.full.pre(in: positions) == .full)
    #expect(FloatingPanelState.hidden.next(in: positions) == .hidden)
    #expect(FloatingPanelState.hidden.pre(in: positions) == .tip)
    positions = [.full, .hidden]
    #expect(FloatingPanelState.full.next(in: positions) == .hidden)
    #expect(FloatingPanelState.full.pre(in: positions) == .full)
    #expect(FloatingPanelState.hidden.next(in: positions) == .hidden)
    #expect(FloatingPanelState.hidden.pre(in: positions) == .full)
  }

  /// `CGFloat.rounded(by:)` is ``roundToPixel(_:scale:)``; upstream's `isEqual(to:on:)` is not ported.
  @Test func roundedByDisplayScale() {
    #expect(roundToPixel(333.222, scale: 3) == 333.3333333333333)
    #expect(roundToPixel(333.5, scale: 3) != 333.66666666666674)
    #expect(roundToPixel(-0.16666666666674246, scale: 3) == 0.0)
    #expect(roundToPixel(0.16666666666674246, scale: 3) == 0.0)
    #expect(roundToPixel(-0.3333333333374246, scale: 3) == -0.3333333333333333)
    #expect(roundToPixel(-0.3333333333074246, scale: 3) == -0.3333333333333333)
    #expect(roundToPixel(0.33333333333374246, scale: 3) == 0.3333333333333333)
    #expect(roundToPixel(0.33333333333074246, scale: 3) == 0.3333333333333333)
    #expect(roundToPixel(-0.16666666666674246, scale: 2) == 0.0)
    #expect(roundToPixel(0.16666666666674246, scale: 2) == 0.0)
    #expect(roundToPixel(-0.16666666666674246, scale: 6) == -0.16666666666666666)
    #expect(roundToPixel(0.16666666666674246, scale: 6) == 0.16666666666666666)
  }
}
