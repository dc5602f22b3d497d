import Testing
@testable import FloatingPanel

@Suite("Invalid input gives typed errors, never a crash")
struct ErrorTests {
  @Test("an edge that does not fit the position", arguments: Mirror.all)
  func edgeMismatch(m: Mirror) {
    let wrong: FloatingPanelReferenceEdge = m.position.isVertical ? .left : .top
    let layout = m.standardLayout(extra: [.tip: FloatingPanelLayoutAnchor(absoluteInset: 69, edge: wrong, referenceGuide: .safeArea)])
    #expect(throws: FloatingPanelError.invalidLayout("edge '\(wrong.rawValue)' does not fit a \(m.position.rawValue) panel; use \(m.position.isVertical ? "top or bottom" : "left or right")")) {
      _ = try m.panel(layout: layout)
    }
  }

  @Test("two states with the same order")
  func duplicateOrder() {
    let m = Mirror(position: .bottom)
    let twin = FloatingPanelState(rawValue: "twin", order: 500)
    let layout = m.standardLayout(extra: [twin: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, referenceGuide: .safeArea)])
    #expect(throws: FloatingPanelError.invalidLayout("states 'half' and 'twin' have the same order 500; orders must be unique")) {
      _ = try m.panel(layout: layout)
    }
  }

  @Test("an empty anchor set, and an initial state without an anchor")
  func emptyAnchors() {
    let empty = FloatingPanelLayoutSettings(position: .bottom, initialState: .half, anchors: [:])
    #expect(throws: FloatingPanelError.invalidLayout("the layout has no anchors; give at least one state an anchor (e.g. half)")) {
      _ = try Mirror(position: .bottom).panel(layout: empty)
    }
    let noInitial = FloatingPanelLayoutSettings(position: .bottom, initialState: .tip, anchors: [.half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea)])
    #expect(throws: FloatingPanelError.invalidLayout("initial state 'tip' has no anchor; use one of half or hidden")) {
      _ = try Mirror(position: .bottom).panel(layout: noInitial)
    }
  }

  @Test("NaN and infinite insets", arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteInset(v: Double) {
    let m = Mirror(position: .right)
    let layout = m.standardLayout(extra: [.tip: FloatingPanelLayoutAnchor(absoluteInset: v, edge: .right, referenceGuide: .safeArea)])
    #expect(throws: FloatingPanelError.self) { _ = try m.panel(layout: layout) }
    let frac = m.standardLayout(extra: [.tip: FloatingPanelLayoutAnchor(fractionalInset: v, edge: .right, referenceGuide: .safeArea)])
    #expect(throws: FloatingPanelError.self) { _ = try m.panel(layout: frac) }
  }

  @Test("zero-size, non-finite or over-inset containers", arguments: [
    LayoutEnvironment(containerSize: Size(width: 0, height: 800)),
    LayoutEnvironment(containerSize: Size(width: 400, height: 0)),
    LayoutEnvironment(containerSize: Size(width: .nan, height: 800)),
    LayoutEnvironment(containerSize: Size(width: 400, height: 800), safeAreaInsets: EdgeInsets(top: 500, bottom: 300)),
    LayoutEnvironment(containerSize: Size(width: 400, height: 800), safeAreaInsets: EdgeInsets(top: -1)),
    LayoutEnvironment(containerSize: Size(width: 400, height: 800), scale: 0),
  ])
  func badContainer(env: LayoutEnvironment) {
    #expect(throws: FloatingPanelError.self) {
      _ = try FloatingPanelController(layout: FloatingPanelBottomLayout(), environment: env)
    }
  }

  @Test("a panel keeps its last good container when resized to nothing")
  func resizeToZero() throws {
    let (p, _) = try Mirror(position: .bottom).panel()
    #expect(throws: FloatingPanelError.self) {
      try p.updateEnvironment(LayoutEnvironment(containerSize: Size(width: 1, height: 0)))
    }
    #expect(p.location == 400)
    #expect(p.environment.containerSize == Size(width: 400, height: 800))
  }

  @Test("NaN, infinite, negative and out-of-range behaviour parameters", arguments: [
    FloatingPanelBehaviorSettings(springDecelerationRate: .nan),
    FloatingPanelBehaviorSettings(springDecelerationRate: 1),
    FloatingPanelBehaviorSettings(springResponseTime: 0),
    FloatingPanelBehaviorSettings(springResponseTime: -0.4),
    FloatingPanelBehaviorSettings(springResponseTime: .infinity),
    FloatingPanelBehaviorSettings(momentumProjectionRate: 1.5),
    FloatingPanelBehaviorSettings(removalInteractionVelocityThreshold: -1),
  ])
  func badBehavior(b: FloatingPanelBehaviorSettings) throws {
    #expect(throws: FloatingPanelError.self) { _ = try Mirror(position: .bottom).panel(behavior: b) }
    let (p, _) = try Mirror(position: .bottom).panel()
    #expect(throws: FloatingPanelError.self) { try p.setBehavior(b) }
  }

  @Test("moving to a state without an anchor")
  func unknownState() throws {
    let (p, _) = try Mirror(position: .left).panel()
    #expect(throws: FloatingPanelError.unknownState("'lastQuart' has no anchor in this layout (states: tip, half, full)")) {
      try p.move(to: FloatingPanelState(rawValue: "lastQuart", order: 750), animated: true)
    }
  }

  @Test("error messages read as one line naming the problem")
  func messages() {
    #expect(FloatingPanelError.invalidLayout("x").description == "invalid layout: x")
    #expect(FloatingPanelError.invalidBehavior("y").description == "invalid behavior: y")
  }
}
