import Testing
@testable import FloatingPanel

/// Upstream FloatingPanel's `CoreTests.swift` beyond the target-state tables (expected values
/// unchanged; translation in `UpstreamSupport.swift`). Not ported, UIKit only: `test_scrollLock`
/// (scroll indicators and bounces), `test_keep_pan_gesture_disabled` (a gesture recogniser),
/// `test_adjustScrollContentInsetIfNeeded*` (UIScrollView content insets), the trait-collection
/// step of `test_updateBackdropAlpha`, and `statePublisher`'s non-nil check (Combine).
@Suite("Upstream CoreTests: backdrop, scrolling, state")
struct UpstreamCoreTests {
  @Test func getBackdropAlpha_1positions() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.onePosition)
    let fullPos = fpc.surfaceLocation(for: .full)
    #expect(fpc.getBackdropAlpha(at: fullPos - 100.0, with: -100.0) == 0.3)
    #expect(fpc.getBackdropAlpha(at: fullPos, with: 0) == 0.3)
    #expect(fpc.getBackdropAlpha(at: fullPos + 100.0, with: 100.0) < 0.3)
  }

  @Test func getBackdropAlpha_1positionsWithInitialHidden() throws {
    let layout = FloatingPanelLayoutSettings(position: .bottom, initialState: .hidden, anchors: [.full: UpstreamLayouts.sv(20, .top)])
    let fpc = try UpstreamPanel.make(layout: layout)
    let fullPos = fpc.surfaceLocation(for: .full), hiddenPos = fpc.surfaceLocation(for: .hidden)
    #expect(fpc.getBackdropAlpha(at: fullPos - 100.0, with: -100.0) == 0.3)
    #expect(fpc.getBackdropAlpha(at: fullPos, with: 0.0) == 0.3)
    #expect(fpc.getBackdropAlpha(at: hiddenPos, with: 100.0) == 0.0)
  }

  @Test func getBackdropAlpha_2positions() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.twoPositions)
    let fullPos = fpc.surfaceLocation(for: .full), halfPos = fpc.surfaceLocation(for: .half)
    let distance1 = abs(halfPos - fullPos)
    try fpc.move(to: .full, animated: false)
    #expect(fpc.getBackdropAlpha(at: fullPos, with: 0.0) == 0.3)
    #expect(fpc.getBackdropAlpha(at: fullPos + distance1 * 0.5, with: distance1) == 0.3 * 0.5)
    #expect(fpc.getBackdropAlpha(at: halfPos, with: distance1) == 0.0)
    try fpc.move(to: .half, animated: false)
    #expect(fpc.getBackdropAlpha(at: halfPos, with: 0.0) == 0.0)
    #expect(fpc.getBackdropAlpha(at: fullPos + distance1 * 0.5, with: -0.5 * distance1) == 0.3 * 0.5)
    #expect(fpc.getBackdropAlpha(at: fullPos, with: -1 * distance1) == 0.3)
  }

  @Test func getBackdropAlpha_2positionsWithHidden() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.twoPositionsWithHidden)
    let fullPos = fpc.surfaceLocation(for: .full), hiddenPos = fpc.surfaceLocation(for: .hidden)
    #expect(fpc.getBackdropAlpha(at: fullPos - 100.0, with: -100.0) == 0.3)
    #expect(fpc.getBackdropAlpha(at: fullPos, with: 0.0) == 0.3)
    #expect(fpc.getBackdropAlpha(at: hiddenPos, with: 100.0) == 0.0)
  }

  @Test func getBackdropAlpha_3positions() throws {
    let fpc = try UpstreamPanel.make()
    let fullPos = fpc.surfaceLocation(for: .full), halfPos = fpc.surfaceLocation(for: .half), tipPos = fpc.surfaceLocation(for: .tip)
    let distance1 = abs(halfPos - fullPos), distance2 = abs(tipPos - halfPos)
    try fpc.move(to: .full, animated: false)
    #expect(fpc.getBackdropAlpha(at: fullPos, with: 0.0) == 0.3)
    #expect(fpc.getBackdropAlpha(at: fullPos + distance1 * 0.5, with: distance1 * 0.5) == 0.3 * 0.5)
    #expect(fpc.getBackdropAlpha(at: halfPos, with: distance1) == 0.0)
    try fpc.move(to: .half, animated: false)
    #expect(fpc.getBackdropAlpha(at: halfPos, with: 0.0) == 0.0)
    #expect(fpc.getBackdropAlpha(at: fullPos + distance1 * 0.5, with: -0.5 * distance1) == 0.3 * 0.5)
    #expect(fpc.getBackdropAlpha(at: fullPos, with: -1 * distance1) == 0.3)
    try fpc.move(to: .tip, animated: false)
    #expect(fpc.getBackdropAlpha(at: tipPos, with: 0.0) == 0.0)
    #expect(fpc.getBackdropAlpha(at: halfPos + distance2 * 0.5, with: -0.5 * distance2) == 0.0)
    #expect(fpc.getBackdropAlpha(at: halfPos, with: -1 * distance2) == 0.0)
  }

  /// `BackdropTestLayout` (0.3 at full and tip) and `BackdropTestLayout2` (0 everywhere). The
  /// delegate answers `layoutFor size:`; upstream's last step resizes to `.zero`, which this engine
  /// refuses, so the port resizes to 667 × 375.
  @Test func updateBackdropAlpha() throws {
    let backdrop = FloatingPanelLayoutSettings(
      position: .bottom, initialState: .hidden, anchors: UpstreamLayouts.testLayout().anchors,
      backdropAlphas: [.full: 0.3, .half: 0.0, .tip: 0.3])
    var backdrop2 = UpstreamLayouts.testLayout()
    backdrop2.backdropAlphas = [:]
    final class TestDelegate: FloatingPanelControllerDelegate {
      var layout: any FloatingPanelLayout
      init(_ layout: any FloatingPanelLayout) { self.layout = layout }
      func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: Size) -> (any FloatingPanelLayout)? { layout }
    }
    let acc = 0.000_001
    let delegate = TestDelegate(backdrop2)
    let fpc = try UpstreamPanel.make(layout: backdrop)
    fpc.delegate = delegate
    try fpc.move(to: .full, animated: false)
    #expect(abs(fpc.backdropAlpha - 0.3) <= acc)
    try fpc.move(to: .half, animated: false)
    #expect(abs(fpc.backdropAlpha - 0.0) <= acc)
    try fpc.move(to: .tip, animated: false)
    #expect(abs(fpc.backdropAlpha - 0.3) <= acc)
    try fpc.move(to: .full, animated: true)
    fpc.settleForTest()
    #expect(abs(fpc.backdropAlpha - 0.3) <= acc)
    try fpc.move(to: .half, animated: true)
    fpc.settleForTest()
    #expect(abs(fpc.backdropAlpha - 0.0) <= acc)
    try fpc.move(to: .tip, animated: true)
    fpc.contentMode = .fitToBounds
    #expect(fpc.backdropAlpha == 0.0)  // changing the content mode must not affect the backdrop
    fpc.settleForTest()
    #expect(abs(fpc.backdropAlpha - 0.3) <= acc)
    try fpc.move(to: .full, animated: false)
    #expect(abs(fpc.backdropAlpha - 0.3) <= acc)
    delegate.layout = backdrop
    try fpc.invalidateLayout()
    #expect(abs(fpc.backdropAlpha - 0.3) <= acc)
    delegate.layout = backdrop2
    try fpc.updateEnvironment(LayoutEnvironment(containerSize: Size(width: 667, height: 375), scale: 2))
    #expect(fpc.backdropAlpha == 0.0)
  }

  /// Upstream asks `layoutFor traitCollection` when the delegate is set; here the delegate's
  /// `layoutFor size:` is asked by `invalidateLayout()`.
  @Test func initial_surface_position() throws {
    let layout = FloatingPanelLayoutSettings(position: .top, initialState: .full, anchors: [.full: UpstreamLayouts.sv(20, .bottom)])
    final class Delegate: FloatingPanelControllerDelegate {
      let layout: any FloatingPanelLayout
      init(_ layout: any FloatingPanelLayout) { self.layout = layout }
      func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: Size) -> (any FloatingPanelLayout)? { layout }
    }
    do {
      let delegate = Delegate(layout)
      let fpc = try UpstreamPanel.make()
      fpc.delegate = delegate
      try fpc.invalidateLayout()
      #expect(fpc.position == .top)
    }
    do {
      let fpc = try UpstreamPanel.make()
      try fpc.setLayout(layout)
      #expect(fpc.position == .top)
    }
  }

  @Test func is_scrollable() throws {
    final class Delegate: FloatingPanelControllerDelegate {
      var shouldScroll = false
      func floatingPanel(_ fpc: FloatingPanelController, shouldAllowToScroll scroll: ScrollModel, in state: FloatingPanelState) -> Bool {
        shouldScroll
      }
    }
    let fpc = try UpstreamPanel.make(layout: FloatingPanelBottomLayout())
    let delegate = Delegate()
    fpc.scroll = ScrollModel(contentLength: 2000, viewportLength: 600)  // track(scrollView:)
    #expect(fpc.allowsScroll(in: .full))
    #expect(!fpc.allowsScroll(in: .half))
    fpc.delegate = delegate
    #expect(!fpc.allowsScroll(in: .full))
    #expect(!fpc.allowsScroll(in: .half))
    delegate.shouldScroll = true
    #expect(fpc.allowsScroll(in: .full))
    #expect(fpc.allowsScroll(in: .half))
  }

  /// A pan that begins and is cancelled, then a scroll to 100 and an animated move: the offset stays.
  @Test func initial_scroll_offset_reset() throws {
    let fpc = try UpstreamPanel.make(layout: FloatingPanelBottomLayout())
    fpc.scroll = ScrollModel(contentLength: 2000, viewportLength: 600)
    try fpc.move(to: .full, animated: false)
    let p = Point(x: 187, y: fpc.location + 10)
    fpc.pointerDown(at: p, time: 0)
    fpc.pointerCancel(time: 0.1)
    fpc.settleForTest()
    let expect = 100.0
    fpc.scroll?.offset = expect
    #expect(fpc.scroll?.offset == expect)
    try fpc.move(to: .half, animated: true)
    fpc.settleForTest()
    #expect(fpc.scroll?.offset == expect)
  }

  /// `endWithoutAttraction(.full)`: a release exactly on the full anchor.
  @Test func handleGesture_endWithoutAttraction() throws {
    final class Delegate: FloatingPanelControllerDelegate {
      var willAttract: Bool?
      func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) { willAttract = attract }
    }
    let fpc = try UpstreamPanel.make()
    let delegate = Delegate()
    fpc.delegate = delegate
    #expect(fpc.state == .half)
    let x = 187.0, start = fpc.location + 10, full = fpc.surfaceLocation(for: .full)
    fpc.pointerDown(at: Point(x: x, y: start), time: 0)
    fpc.pointerMove(to: Point(x: x, y: start - (fpc.location - full)), time: 0.1)
    fpc.pointerUp(at: Point(x: x, y: start - (fpc.surfaceLocation(for: .half) - full)), time: 0.2, velocity: 0)
    #expect(fpc.state == .full)
    #expect(fpc.surfaceLocation(for: .full) == fpc.location)
    #expect(delegate.willAttract == false)
  }

  /// `statePublisher` (Combine) as the recorded didChangeState events after the current state.
  @Test func statePublisher() throws {
    let fpc = try UpstreamPanel.make()
    #expect(fpc.state == .half)
    let recorder = FloatingPanelEventRecorder()
    fpc.delegate = recorder
    var receivedStates: [FloatingPanelState] = [fpc.state]
    func collect() {
      for case .didChangeState(let s) in recorder.drain() { receivedStates.append(s) }
    }
    #expect(receivedStates == [.half])
    try fpc.move(to: .full, animated: false)
    collect()
    #expect(fpc.state == .full)
    #expect(receivedStates == [.half, .full])
    try fpc.move(to: .tip, animated: false)
    collect()
    #expect(fpc.state == .tip)
    #expect(receivedStates == [.half, .full, .tip])
    try fpc.move(to: .half, animated: false)
    collect()
    #expect(fpc.state == .half)
    #expect(receivedStates == [.half, .full, .tip, .half])
  }
}
