import Testing
@testable import FloatingPanel

/// ``FlickAdvanceTargetStatePolicy`` (the playground's flick rule, moved into the engine): a
/// release faster than the minimum velocity advances one anchor; a slower one is the fallback's.
/// The four-position cases use the `Mirror` geometry (full 18, half 400, tip 731, hidden 900 in
/// bottom-panel coordinates).
@Suite("Flick advance: a fast release moves one anchor, a slower one asks the fallback policy")
struct FlickAdvanceTests {
  /// A fallback that always answers `state` (the "proposed" target of the old rule).
  struct Fixed: FloatingPanelTargetStatePolicy {
    var state: FloatingPanelState
    func targetState(in context: FloatingPanelReleaseContext) -> FloatingPanelState { state }
  }

  @Test("faster than 400 pt/s always moves one anchor; slower keeps FloatingPanel's choice")
  func releases() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3)
    // redirectional progress 0.9: FloatingPanel alone springs back to half from a short flick
    func release(velocity: Double, rules: Bool = true) throws -> FloatingPanelState {
      var behavior = FloatingPanelBehaviorSettings(redirectionalProgress: 0.9)
      if rules { behavior.minimumFlickVelocity = 400 }
      let panel = try FloatingPanelController(layout: FloatingPanelBottomLayout(), behavior: behavior, environment: env)
      let y = panel.location + 10
      panel.pointerDown(at: Point(x: 195, y: y), time: 0)
      panel.pointerMove(to: Point(x: 195, y: y - 5), time: 0.016)
      panel.pointerUp(at: Point(x: 195, y: y - 5), time: 0.032, velocity: velocity)
      return panel.state
    }
    #expect(try release(velocity: -450, rules: false) == .half)
    #expect(try release(velocity: -450) == .full)
    #expect(try release(velocity: -350) == .half)
    #expect(try release(velocity: 450) == .tip)
    #expect(try release(velocity: 450, rules: false) == .half)
    let layout = try ResolvedLayout(layout: FloatingPanelBottomLayout(), context: AnchorContext(position: .bottom, environment: env))
    func target(from state: FloatingPanelState, proposed: FloatingPanelState, location: Double, velocity: Double) -> FloatingPanelState {
      let policy = FlickAdvanceTargetStatePolicy(minimumVelocity: 400, fallback: Fixed(state: proposed))
      return policy.targetState(in: FloatingPanelReleaseContext(state: state, location: location, velocity: velocity, layout: layout))
    }
    let full = try #require(layout.location(of: .full))
    let half = try #require(layout.location(of: .half))
    #expect(target(from: .full, proposed: .full, location: full - 30, velocity: -900) == .full)  // past the end
    #expect(target(from: .tip, proposed: .tip, location: full + 1, velocity: -401) == .full)  // dragged past half
    #expect(target(from: .tip, proposed: .tip, location: half + 100, velocity: -401) == .half)
    #expect(target(from: .full, proposed: .full, location: full + 1, velocity: 401) == .half)
    #expect(target(from: .full, proposed: .full, location: full + 1, velocity: 400) == .full)  // not faster
  }

  /// The target for a release from `state` at bottom-panel location `at` with bottom-panel velocity `v`.
  func target(_ m: Mirror, _ policy: FlickAdvanceTargetStatePolicy, from state: FloatingPanelState, at: Double, v: Double) throws
    -> FloatingPanelState
  {
    let layout = try m.panel().0.resolvedLayout
    return policy.targetState(in: FloatingPanelReleaseContext(state: state, location: m.loc(at), velocity: m.vel(v), layout: layout))
  }

  @Test("the anchor a fast flick advances to, on every edge", arguments: Mirror.all)
  func advances(m: Mirror) throws {
    let policy = FlickAdvanceTargetStatePolicy(minimumVelocity: 400, fallback: Fixed(state: .hidden))
    #expect(try target(m, policy, from: .half, at: 395, v: -500) == .full)  // toward expanded: the next anchor
    #expect(try target(m, policy, from: .half, at: 405, v: 500) == .tip)  // toward collapsed
    #expect(try target(m, policy, from: .half, at: 300, v: 500) == .tip)  // dragged back past half: still one on
    #expect(try target(m, policy, from: .tip, at: 300, v: -500) == .full)  // dragged past half: the first beyond 300
    #expect(try target(m, policy, from: .tip, at: 500, v: -500) == .half)
    #expect(try target(m, policy, from: .full, at: 10, v: -900) == .full)  // beyond the most expanded end
    #expect(try target(m, policy, from: .tip, at: 740, v: 900) == .tip)  // beyond the least expanded anchor
    #expect(try target(m, policy, from: .half, at: 395, v: -400) == .hidden)  // exactly 400: the fallback's answer
    #expect(try target(m, policy, from: .half, at: 395, v: 0) == .hidden)  // at rest (nearbyState): the fallback's
    let negative = FlickAdvanceTargetStatePolicy(minimumVelocity: -5, fallback: Fixed(state: .hidden))
    #expect(try target(m, negative, from: .half, at: 395, v: 0) == .hidden)  // a negative minimum counts as 0
    #expect(try target(m, negative, from: .half, at: 395, v: -1) == .full)
  }

  @Test("settings: the minimum flick velocity wraps the target policy, which decides slower releases", arguments: Mirror.all)
  func settingsWrapTargetPolicy(m: Mirror) throws {
    var settings = FloatingPanelBehaviorSettings(redirectionalProgress: 0.9)
    #expect(settings.targetStatePolicy is FloatingPanelProjectionPolicy)
    settings.minimumFlickVelocity = 400
    let policy = try #require(settings.targetStatePolicy as? FlickAdvanceTargetStatePolicy)
    #expect(policy.minimumVelocity == 400 && policy.fallback is FloatingPanelProjectionPolicy)
    #expect(try target(m, policy, from: .half, at: 395, v: -450) == .full)
    #expect(try target(m, policy, from: .half, at: 395, v: -350) == .half)  // FloatingPanel's: progress 0.43 < 0.9
    settings.targetPolicy = .rushingForward(RushingForwardTargetStatePolicy(minimumVelocity: 100))
    let rushing = try #require(settings.targetStatePolicy as? FlickAdvanceTargetStatePolicy)
    #expect(rushing.fallback is RushingForwardTargetStatePolicy)
    #expect(try target(m, rushing, from: .half, at: 395, v: -350) == .full)  // rushing forward above 100 pt/s
    #expect(try target(m, rushing, from: .half, at: 395, v: -50) == .half)  // nearest
  }

  @Test("the removal decision sees the advanced target: threshold dismissal below half removes a fast flick to tip",
        arguments: Mirror.all)
  func removalSeesAdvancedTarget(m: Mirror) throws {
    var settings = FloatingPanelBehaviorSettings(redirectionalProgress: 0.9)
    settings.dismissal = .threshold(ThresholdDismissalPolicy(dismissingVelocity: .none, dismissingPosition: .state(.half)))
    func release(_ settings: FloatingPanelBehaviorSettings) throws -> FloatingPanelController {
      let (p, _) = try m.panel(behavior: settings)
      p.isRemovalInteractionEnabled = true
      p.pointerDown(at: m.point(420), time: 0)
      p.pointerMove(to: m.point(425), time: 0.05)
      p.pointerUp(at: m.point(425), time: 0.06, velocity: m.vel(500))
      return p
    }
    let kept = try release(settings)
    #expect(kept.phase == .attracting && kept.state == .half)  // FloatingPanel's target: half, not below half
    settings.minimumFlickVelocity = 400
    let removed = try release(settings)
    #expect(removed.phase == .hiding && removed.attraction?.kind == .remove)  // target tip (height 69) < half's 400
  }
}
