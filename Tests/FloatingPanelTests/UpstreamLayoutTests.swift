import Testing
@testable import FloatingPanel

/// Upstream FloatingPanel's `LayoutTests.swift` (expected values unchanged; translation in
/// `UpstreamSupport.swift`). `CustomSafeAreaFloatingPanelController` is a container whose safe area
/// is (64, 0, 0, 34). `updateInteractiveEdgeConstraint(diff:scrollingContent:)` is a drag by `diff`:
/// with `scrollingContent: false` a pan on the panel, with `true` a pan that begins in tracked
/// content at the most expanded anchor (the content scrolls and the panel stays). Not ported: the
/// two `scrollingContent: true` rows at the least expanded end (this engine's content scrolls only
/// at the most expanded anchor), the containerView overflow frame and the NSLayoutConstraint
/// identities (`firstAnchor`/`secondAnchor`/`multiplier`) of the anchor tests, whose constants are
/// checked as resolved locations instead.
@Suite("Upstream LayoutTests")
struct UpstreamLayoutTests {
  static let customSafeArea = EdgeInsets(top: 64, left: 0, bottom: 0, right: 34)

  @Test func layoutAdapter_topAndBottomMostState() throws {
    let fpc = try UpstreamPanel.make()
    #expect(fpc.resolvedLayout.mostExpandedState == .full)
    #expect(fpc.resolvedLayout.leastExpandedState == .tip)
    let withHidden = FloatingPanelLayoutSettings(
      position: .bottom, initialState: .hidden,
      anchors: [
        .full: UpstreamLayouts.sv(18, .top, .safeArea),
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        .hidden: UpstreamLayouts.sv(0, .bottom),
      ])
    let twoPositions = FloatingPanelLayoutSettings(
      position: .bottom, initialState: .tip,
      anchors: [
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        .tip: UpstreamLayouts.sv(69, .bottom, .safeArea),
      ])
    try fpc.setLayout(withHidden)
    #expect(fpc.resolvedLayout.mostExpandedState == .full)
    #expect(fpc.resolvedLayout.leastExpandedState == .hidden)
    try fpc.setLayout(twoPositions)
    #expect(fpc.resolvedLayout.mostExpandedState == .half)
    #expect(fpc.resolvedLayout.leastExpandedState == .tip)
  }

  typealias SegmentRow = (Int, pos: Double, forwardY: Bool, lower: FloatingPanelState?, upper: FloatingPanelState?)

  func assertLayoutSegment(_ fpc: FloatingPanelController, _ rows: [SegmentRow]) {
    for (line, pos, forward, lower, upper) in rows {
      let segment = fpc.resolvedLayout.segment(at: pos, forward: forward)
      #expect(segment.lower == lower, "row at line \(line)")
      #expect(segment.upper == upper, "row at line \(line)")
    }
  }

  @Test func layoutSegment_3position() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.testLayout(initial: .half))
    let fullPos = fpc.surfaceLocation(for: .full), halfPos = fpc.surfaceLocation(for: .half), tipPos = fpc.surfaceLocation(for: .tip)
    let minPos = Double.leastNormalMagnitude, maxPos = Double.greatestFiniteMagnitude
    assertLayoutSegment(fpc, [
      (#line, pos: minPos, forwardY: true, lower: nil, upper: .full),
      (#line, pos: minPos, forwardY: false, lower: nil, upper: .full),
      (#line, pos: fullPos, forwardY: true, lower: .full, upper: .half),
      (#line, pos: fullPos, forwardY: false, lower: nil, upper: .full),
      (#line, pos: halfPos, forwardY: true, lower: .half, upper: .tip),
      (#line, pos: halfPos, forwardY: false, lower: .full, upper: .half),
      (#line, pos: tipPos, forwardY: true, lower: .tip, upper: nil),
      (#line, pos: tipPos, forwardY: false, lower: .half, upper: .tip),
      (#line, pos: maxPos, forwardY: true, lower: .tip, upper: nil),
      (#line, pos: maxPos, forwardY: false, lower: .tip, upper: nil),
    ])
  }

  @Test func layoutSegment_2positions() throws {
    let layout = FloatingPanelLayoutSettings(position: .bottom, initialState: .half, anchors: UpstreamLayouts.testLayout().anchors.filter { $0.key != .tip })
    let fpc = try UpstreamPanel.make(layout: layout)
    let fullPos = fpc.surfaceLocation(for: .full), halfPos = fpc.surfaceLocation(for: .half)
    let minPos = Double.leastNormalMagnitude, maxPos = Double.greatestFiniteMagnitude
    assertLayoutSegment(fpc, [
      (#line, pos: minPos, forwardY: true, lower: nil, upper: .full),
      (#line, pos: minPos, forwardY: false, lower: nil, upper: .full),
      (#line, pos: fullPos, forwardY: true, lower: .full, upper: .half),
      (#line, pos: fullPos, forwardY: false, lower: nil, upper: .full),
      (#line, pos: halfPos, forwardY: true, lower: .half, upper: nil),
      (#line, pos: halfPos, forwardY: false, lower: .full, upper: .half),
      (#line, pos: maxPos, forwardY: true, lower: .half, upper: nil),
      (#line, pos: maxPos, forwardY: false, lower: .half, upper: nil),
    ])
  }

  @Test func layoutSegment_1positions() throws {
    let layout = FloatingPanelLayoutSettings(position: .bottom, initialState: .full, anchors: UpstreamLayouts.testLayout().anchors.filter { $0.key == .full })
    let fpc = try UpstreamPanel.make(layout: layout)
    let fullPos = fpc.surfaceLocation(for: .full)
    let minPos = Double.leastNormalMagnitude, maxPos = Double.greatestFiniteMagnitude
    assertLayoutSegment(fpc, [
      (#line, pos: minPos, forwardY: true, lower: nil, upper: .full),
      (#line, pos: minPos, forwardY: false, lower: nil, upper: .full),
      (#line, pos: fullPos, forwardY: true, lower: .full, upper: nil),
      (#line, pos: fullPos, forwardY: false, lower: nil, upper: .full),
      (#line, pos: maxPos, forwardY: true, lower: .full, upper: nil),
      (#line, pos: maxPos, forwardY: false, lower: .full, upper: nil),
    ])
  }

  /// One interaction from the current location: a pan on the grabber area moved by each `diff`
  /// (cumulative, as upstream's constraint is `initial + diff`); returns the locations.
  func drag(_ fpc: FloatingPanelController, diffs: [Double]) -> [Double] {
    let sign = -fpc.position.expandingSign
    let start = fpc.location + 10 * sign
    fpc.pointerDown(at: Point(x: 187, y: start), time: 0)
    var result: [Double] = []
    for (i, d) in diffs.enumerated() {
      fpc.pointerMove(to: Point(x: 187, y: start + d), time: 0.01 * Double(i + 1))
      result.append(fpc.location)
    }
    fpc.pointerCancel(time: 1)
    fpc.settleForTest()
    return result
  }

  /// `scrollingContent: true` at the most expanded anchor: a pan that begins in the tracked list.
  func dragScrollingContent(_ fpc: FloatingPanelController, diff: Double) -> Double {
    fpc.scroll = ScrollModel(contentLength: 5000, viewportLength: 300)
    fpc.grabberAreaOffset = 0  // some of these surfaces are shorter than the 36-pt grabber area
    defer { fpc.grabberAreaOffset = 36 }
    let depth = min(100, fpc.position.mainLength(of: fpc.surfaceFrame.size) / 2)
    let start = fpc.location - depth * fpc.position.expandingSign
    fpc.pointerDown(at: Point(x: 187, y: start), time: 0)
    fpc.pointerMove(to: Point(x: 187, y: start + diff), time: 0.01)
    let location = fpc.location
    fpc.pointerUp(at: Point(x: 187, y: start + diff), time: 0.02, velocity: 0)
    fpc.scroll = nil
    return location
  }

  @Test func updateInteractiveEdgeConstraint() throws {
    let fpc = try UpstreamPanel.make()
    try fpc.move(to: .full, animated: false)
    let fullPos = fpc.surfaceLocation(for: .full), tipPos = fpc.surfaceLocation(for: .tip)
    #expect(dragScrollingContent(fpc, diff: -100.0) == fullPos)
    let next = drag(fpc, diffs: [100.0, tipPos - fullPos, tipPos - fullPos + 100.0])
    #expect(next[0] == fullPos + 100.0)
    #expect(next[1] == tipPos)
    #expect(next[2] == tipPos + 100.0)
  }

  @Test func updateInteractiveEdgeConstraint_bottomEdge() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.top2BottomLayout())
    try fpc.move(to: .tip, animated: false)
    #expect(fpc.surfaceViewFrame == Rect(x: 0.0, y: -667.0 + 60.0, width: 375.0, height: 667))
    #expect(fpc.location == 60.0)  // interactionConstraint.constant
    let fullPos = fpc.surfaceLocation(for: .full), tipPos = fpc.surfaceLocation(for: .tip)
    let next = drag(fpc, diffs: [100.0, fullPos - tipPos, fullPos - tipPos + 100])
    #expect(next[0] == tipPos + 100.0)
    #expect(next[1] == fullPos)
    #expect(next[2] == fullPos + 100.0)
  }

  @Test func updateInteractiveEdgeConstraintWithHidden() throws {
    let layout = FloatingPanelLayoutSettings(
      position: .bottom, initialState: .hidden, anchors: [.full: UpstreamLayouts.sv(18, .bottom, .safeArea), .hidden: UpstreamLayouts.sv(0, .bottom)])
    let fpc = try UpstreamPanel.make(layout: layout)
    try fpc.move(to: .full, animated: false)
    let fullPos = fpc.surfaceLocation(for: .full), hiddenPos = fpc.surfaceLocation(for: .hidden)
    #expect(dragScrollingContent(fpc, diff: -100.0) == fullPos)
    let next = drag(fpc, diffs: [-100.0, hiddenPos - fullPos + 100.0])
    #expect(next[0] == fullPos - 100.0)
    #expect(next[1] == hiddenPos + 100.0)
  }

  @Test func updateInteractiveEdgeConstraintWithHidden_bottomEdge() throws {
    let layout = FloatingPanelLayoutSettings(
      position: .top, initialState: .hidden, anchors: [.full: UpstreamLayouts.sv(18, .bottom, .safeArea), .hidden: UpstreamLayouts.sv(0, .top)])
    let fpc = try UpstreamPanel.make(layout: layout)
    try fpc.move(to: .full, animated: false)
    let fullPos = fpc.surfaceLocation(for: .full), hiddenPos = fpc.surfaceLocation(for: .hidden)
    #expect(dragScrollingContent(fpc, diff: 100.0) == fullPos)
    let next = drag(fpc, diffs: [100.0, hiddenPos - fullPos + 100.0])
    #expect(next[0] == fullPos + 100.0)
    #expect(next[1] == hiddenPos + 100.0)
  }

  @Test func updateInteractiveTopConstraintWithMinusInsets() throws {
    let layout = FloatingPanelLayoutSettings(
      position: .bottom, initialState: .full, anchors: [.full: UpstreamLayouts.sv(-200, .top, .safeArea), .tip: UpstreamLayouts.sv(-200, .bottom, .safeArea)])
    let fpc = try UpstreamPanel.make(layout: layout)
    let fullPos = fpc.surfaceLocation(for: .full), tipPos = fpc.surfaceLocation(for: .tip)
    #expect(dragScrollingContent(fpc, diff: -100.0) == fullPos)
    let next = drag(fpc, diffs: [-100.0, tipPos - fullPos + 100.0])
    #expect(next[0] == fullPos - 100)
    #expect(next[1] == tipPos + 100)
  }

  @Test func surfaceLocation() throws {
    let myLayout = UpstreamLayouts.testLayout()
    let fpc = try UpstreamPanel.make(layout: myLayout, safeArea: Self.customSafeArea)
    let bounds = fpc.environment.bounds, insets = fpc.environment.safeAreaInsets
    #expect(fpc.surfaceLocation(for: .full) == 20.0)
    #expect(fpc.surfaceLocation(for: .half) == bounds.height - 250.0)
    #expect(fpc.surfaceLocation(for: .tip) == bounds.height - 60.0)
    #expect(fpc.surfaceLocation(for: .hidden) == bounds.height + 100.0)
    try fpc.setLayout(UpstreamLayouts.testLayout(guide: .safeArea))
    #expect(fpc.surfaceLocation(for: .full) == 20.0 + insets.top)
    #expect(fpc.surfaceLocation(for: .half) == bounds.height - 250.0 + insets.bottom)
    #expect(fpc.surfaceLocation(for: .tip) == bounds.height - 60.0 + insets.bottom)
    #expect(fpc.surfaceLocation(for: .hidden) == bounds.height + 100.0)
  }

  @Test func surfaceLocation_bottomEdge() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.top2BottomLayout(), safeArea: Self.customSafeArea)
    let bounds = fpc.environment.bounds, insets = fpc.environment.safeAreaInsets
    #expect(fpc.surfaceLocation(for: .full) == bounds.height - 0.0)
    #expect(fpc.surfaceLocation(for: .half) == 250.0)
    #expect(fpc.surfaceLocation(for: .tip) == 60.0)
    #expect(fpc.surfaceLocation(for: .hidden) == -100.0)
    try fpc.setLayout(UpstreamLayouts.top2BottomLayout(guide: .safeArea))
    #expect(fpc.surfaceLocation(for: .full) == bounds.height - 0.0 + insets.bottom)
    #expect(fpc.surfaceLocation(for: .half) == 250.0 + insets.top)
    #expect(fpc.surfaceLocation(for: .tip) == 60.0 + insets.top)
    #expect(fpc.surfaceLocation(for: .hidden) == -100.0)
  }

  /// The anchor constraints' constants as resolved locations: `surface edge = guide edge + c`.
  @Test(arguments: [FloatingPanelPosition.top, .bottom])
  func layoutAnchor(position: FloatingPanelPosition) throws {
    let env = LayoutEnvironment(containerSize: Size(width: 375, height: 667), safeAreaInsets: Self.customSafeArea, scale: 2)
    let context = AnchorContext(position: position, environment: env)
    let safe = env.safeArea, view = env.bounds
    for (inset, edge, guide, base, sign) in [
      (0.0, FloatingPanelReferenceEdge.top, FloatingPanelLayoutReferenceGuide.safeArea, safe.minY, 1.0),
      (100.0, .top, .safeArea, safe.minY, 1.0), (0.0, .top, .superview, view.minY, 1.0), (100.0, .top, .superview, view.minY, 1.0),
      (0.0, .bottom, .safeArea, safe.maxY, -1.0), (100.0, .bottom, .safeArea, safe.maxY, -1.0),
      (0.0, .bottom, .superview, view.maxY, -1.0), (100.0, .bottom, .superview, view.maxY, -1.0),
    ] {
      #expect(try FloatingPanelLayoutAnchor(absoluteInset: inset, edge: edge, referenceGuide: guide).location(in: context) == base + sign * inset)
    }
    for (fraction, edge, guide) in [
      (0.0, FloatingPanelReferenceEdge.top, FloatingPanelLayoutReferenceGuide.safeArea), (0.5, .top, .safeArea),
      (0.0, .top, .superview), (0.5, .top, .superview), (0.0, .bottom, .safeArea), (0.5, .bottom, .safeArea),
      (0.0, .bottom, .superview), (0.5, .bottom, .superview),
    ] {
      let r = env.rect(of: guide)
      let expected = edge == .top ? r.minY + fraction * r.height : r.maxY - fraction * r.height
      #expect(try FloatingPanelLayoutAnchor(fractionalInset: fraction, edge: edge, referenceGuide: guide).location(in: context) == expected)
    }
  }

  /// The intrinsic anchors with a 420-pt content: top → `surface.bottom = guide.top + c`,
  /// bottom → `surface.top = guide.bottom + c`, with upstream's constants c.
  @Test func intrinsicLayoutAnchor() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 375, height: 667), safeAreaInsets: Self.customSafeArea, scale: 2)
    let rows: [(FloatingPanelIntrinsicLayoutAnchor, Double)] = [
      (.init(absoluteOffset: 0.0, referenceGuide: .safeArea), 420), (.init(absoluteOffset: 42.0, referenceGuide: .safeArea), 420 - 42),
      (.init(absoluteOffset: 0.0, referenceGuide: .superview), 420), (.init(absoluteOffset: 42.0, referenceGuide: .superview), 420 - 42),
      (.init(fractionalOffset: 0.0, referenceGuide: .safeArea), 420), (.init(fractionalOffset: 0.5, referenceGuide: .safeArea), 210),
      (.init(fractionalOffset: 1.0, referenceGuide: .safeArea), 0), (.init(fractionalOffset: 0.0, referenceGuide: .superview), 420),
      (.init(fractionalOffset: 0.5, referenceGuide: .superview), 210), (.init(fractionalOffset: 1.0, referenceGuide: .superview), 0),
    ]
    for (anchor, c) in rows {
      let guide = env.rect(of: anchor.referenceGuide)
      let top = AnchorContext(position: .top, environment: env, intrinsicLength: 420)
      #expect(try anchor.location(in: top) == guide.minY + c)
      let bottom = AnchorContext(position: .bottom, environment: env, intrinsicLength: 420)
      #expect(try anchor.location(in: bottom) == guide.maxY + -c)
    }
  }

  @Test func offsetFromMostExpandedAnchor() throws {
    do {
      let fpc = try UpstreamPanel.make(layout: FloatingPanelBottomLayout())
      try fpc.move(to: .full, animated: false)
      #expect(fpc.offsetFromMostExpandedAnchor == 0.0)
      try fpc.move(to: .half, animated: false)
      #expect(fpc.offsetFromMostExpandedAnchor == fpc.surfaceLocation(for: .half) - fpc.surfaceLocation(for: .full))
    }
    do {
      let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.topPositioned)
      try fpc.move(to: .full, animated: false)
      #expect(fpc.offsetFromMostExpandedAnchor == 0.0)
      try fpc.move(to: .half, animated: false)
      #expect(fpc.offsetFromMostExpandedAnchor == -(fpc.surfaceLocation(for: .half) - fpc.surfaceLocation(for: .full)))
    }
  }
}
