import FloatingPanel
import Testing

/// Drives the ported layout, behaviour and delegate of "Porting from FloatingPanel on iOS" and
/// checks that each does what the article says it does.
@Suite struct PortingTests {
  /// A release at `velocity` (pt/s, + is down) after a 30-pt drag from the panel's edge.
  private func flick(_ panel: FloatingPanelController, velocity: Double) {
    let y = panel.location, dy: Double = velocity < 0 ? -30 : 30
    panel.pointerDown(at: Point(x: 195, y: y + 10), time: 0)
    panel.pointerMove(to: Point(x: 195, y: y + 10 + dy), time: 0.03)
    panel.pointerUp(at: Point(x: 195, y: y + 10 + dy), time: 0.04, velocity: velocity)
    while panel.isAnimating { panel.step(1.0 / 60) }
  }

  @Test func theLayoutResolvesToUpstreamNumbers() throws {
    let delegate = SearchPanelDelegate()
    let panel = try PortingListing.makeSearchPanel(delegate: delegate)
    #expect(panel.state == .tip)
    #expect(panel.location == 766)  // 844 − 34 − 44
    #expect(panel.resolvedLayout.location(of: .full) == 63)  // 47 + 16
    #expect(panel.resolvedLayout.backdropAlpha(at: .half) == 0.3)
    #expect(panel.resolvedLayout.backdropAlpha(at: .tip) == 0)
    #expect(panel.surfaceFrame.width == 390)  // portrait: the layout fills the width
    withExtendedLifetime(delegate) {}
  }

  @Test func theDelegateChoosesTheLandscapeLayoutOnResize() throws {
    let delegate = SearchPanelDelegate()
    let panel = try PortingListing.makeSearchPanel(delegate: delegate)
    try panel.updateEnvironment(LayoutEnvironment(containerSize: Size(width: 844, height: 390), scale: 3))
    #expect(panel.layout is MapsLandscapeLayout)
    #expect(panel.surfaceFrame.minX == 8)
    #expect(panel.surfaceFrame.width == 375)
    #expect(panel.location == 390 - 44)  // tip, in the new container (no safe area)
    try panel.updateEnvironment(LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3))
    #expect(panel.layout is MapsLayout)
    #expect(panel.surfaceFrame.width == 390)
  }

  @Test func theBehaviourProjectsAFastFlickPastHalfToFull() throws {
    let delegate = SearchPanelDelegate()
    let panel = try PortingListing.makeSearchPanel(delegate: delegate)
    flick(panel, velocity: -3000)
    #expect(panel.state == .full)
    // The same flick with FloatingPanel's default behaviour stops one anchor on, at half.
    let plain = try FloatingPanelController(layout: MapsLayout(), environment: panel.environment)
    flick(plain, velocity: -3000)
    #expect(plain.state == .half)
    withExtendedLifetime(delegate) {}
  }

  @Test func theDelegateSkipsHalfOnAFastFlickDownFromFull() throws {
    let delegate = SearchPanelDelegate()
    let panel = try PortingListing.makeSearchPanel(delegate: delegate)
    try panel.move(to: .full, animated: false)
    #expect(delegate.showsCancelButton)
    flick(panel, velocity: 2500)
    #expect(panel.state == .tip)
    #expect(!delegate.showsCancelButton)
    // Slower than the delegate's 2000 pt/s, the default rule stops at half.
    try panel.move(to: .full, animated: false)
    flick(panel, velocity: 1500)
    #expect(panel.state == .half)
  }

  @Test func theDelegateLetsTheListScrollAtFullAndHalfOnly() throws {
    let delegate = SearchPanelDelegate()  // the controller holds its delegate weakly, as on iOS
    let panel = try PortingListing.makeSearchPanel(delegate: delegate)
    #expect(panel.allowsScroll(in: .full))
    #expect(panel.allowsScroll(in: .half))
    #expect(!panel.allowsScroll(in: .tip))
    #expect(panel.surfaceAppearance.cornerRadius == 12)
    #expect(panel.trackingFrame.minY == panel.location + 56)
    withExtendedLifetime(delegate) {}
  }
}
