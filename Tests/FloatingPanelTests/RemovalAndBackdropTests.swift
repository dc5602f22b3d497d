import Testing
@testable import FloatingPanel

@Suite("Removal and backdrop (motion.md §7)")
struct RemovalAndBackdropTests {
  /// From tip (731) dragged to 760: distance to hidden (900) is 140; k = v / 140.
  func swipe(_ m: Mirror, velocity v: Double, threshold: Double = 5.5) throws -> (FloatingPanelController, FloatingPanelEventRecorder) {
    let (p, r) = try m.panel(layout: m.standardLayout(initial: .tip), behavior: FloatingPanelBehaviorSettings(removalInteractionVelocityThreshold: threshold))
    p.isRemovalInteractionEnabled = true
    p.pointerDown(at: m.point(740), time: 0)
    p.pointerMove(to: m.point(769), time: 0.05)
    _ = r.drain()
    p.pointerUp(at: m.point(769), time: 0.06, velocity: m.vel(v))
    return (p, r)
  }

  @Test("k = v / distance ≥ 5.5 removes; just below does not", arguments: Mirror.all)
  func threshold(m: Mirror) throws {
    let (removed, r) = try swipe(m, velocity: 770)  // 770 / 140 = 5.5
    #expect(r.drain().names == ["willRemove", "didChangeState:hidden"])
    #expect(removed.phase == .hiding)
    removed.settle()
    #expect(removed.phase == .removed)
    #expect(removed.location == m.loc(900))
    #expect(r.drain().last == .didRemove)
    let (kept, _) = try swipe(m, velocity: 769)  // 5.49
    #expect(kept.state != .hidden)
    #expect(kept.phase == .attracting)
  }

  @Test("a fast swipe away from hidden never removes", arguments: Mirror.all)
  func wrongDirection(m: Mirror) throws {
    let (p, _) = try swipe(m, velocity: -5000)
    #expect(p.state == .half)
  }

  @Test("removal is off by default", arguments: Mirror.all)
  func offByDefault(m: Mirror) throws {
    let (p, _) = try m.panel(layout: m.standardLayout(initial: .tip))
    p.pointerDown(at: m.point(740), time: 0)
    p.pointerMove(to: m.point(769), time: 0.05)
    p.pointerUp(at: m.point(769), time: 0.06, velocity: m.vel(5000))
    #expect(p.state == .tip)
  }

  @Test("removal starts with the release speed and shows again", arguments: Mirror.all)
  func removalSpring(m: Mirror) throws {
    let (p, _) = try swipe(m, velocity: 2000)
    #expect(p.attraction?.v == m.vel(2000))
    #expect(p.attraction?.zeta == 0.8)
    p.settle()
    p.show(animated: false)
    #expect(p.phase == .idle)
    #expect(p.state == .tip)
    #expect(p.location == m.loc(731))
  }

  @Test("backdrop alpha at rest is a(state); hidden 0", arguments: Mirror.all)
  func atRest(m: Mirror) throws {
    let (p, _) = try m.panel()
    #expect(p.backdropAlpha == 0)
    try p.move(to: .full, animated: false)
    #expect(p.backdropAlpha == 0.3)
    try p.move(to: .hidden, animated: false)
    #expect(p.backdropAlpha == 0)
  }

  @Test("backdrop alpha interpolates while dragging", arguments: Mirror.all)
  func whileDragging(m: Mirror) throws {
    let (p, _) = try m.panel()
    p.pointerDown(at: m.point(420), time: 0)
    p.pointerMove(to: m.point(220), time: 0.1)  // location 200, moving toward full
    // between full (0.3) and half (0): 0.3 · (1 − (200 − 18)/382) = 0.15707
    #expect(abs(p.backdropAlpha - 0.15706806282722513) < 1e-12)
    p.pointerMove(to: m.point(120), time: 0.2)  // 100
    #expect(abs(p.backdropAlpha - 0.2356020942408377) < 1e-12)
    p.pointerMove(to: m.point(0), time: 0.3)  // −20: past full
    #expect(p.backdropAlpha == 0.3)
  }

  @Test("backdrop alpha follows the spring from its start value", arguments: Mirror.all)
  func whileSpringing(m: Mirror) throws {
    let (p, _) = try m.panel()
    try p.move(to: .full, animated: true)
    p.step(1.0 / 60)  // 383.5555
    let expected = 0.3 * (1 - (383.55552581157855 - 18) / 382)
    #expect(abs(p.backdropAlpha - expected) < 1e-9)
    p.settle()
    #expect(p.backdropAlpha == 0.3)
  }

  @Test("the backdrop formula's missing ends use most / least expanded")
  func formula() throws {
    let (p, _) = try Mirror(position: .bottom).panel()
    let l = p.resolvedLayout
    #expect(backdropAlpha(at: 800, translation: 5, layout: l) == 0)  // beyond tip
    #expect(backdropAlpha(at: 18, translation: 0, layout: l) == 0.3)
    #expect(abs(backdropAlpha(at: 200, translation: -1, layout: l) - 0.15706806282722513) < 1e-12)
  }
}
