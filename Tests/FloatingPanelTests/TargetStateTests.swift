import Testing
@testable import FloatingPanel

/// Releases from the standard layout (bottom coordinates: full 18, half 400, tip 731), mirrored.
@Suite("Choosing the target state (motion.md §4)")
struct TargetStateTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var from: FloatingPanelState
    var cur: Double
    var v: Double
    var expected: FloatingPanelState
    var note: String
    var testDescription: String { note }
  }

  static let cases: [Case] = [
    // projection 380 − 0.499·100 = 330.1: progress |330.1 − 400| / 382 = 0.183 → stay at half
    Case(from: .half, cur: 380, v: -100, expected: .half, note: "slow pull up stays"),
    // 380 − 0.499·500 = 130.5; (400 − 130.5)/382 = 0.705 > 0.5 → full
    Case(from: .half, cur: 380, v: -500, expected: .full, note: "flick up reaches full"),
    // flick down hard from half at 420: projection 420 + 2495 clamped to P(next(tip)) = 731 → tip
    Case(from: .half, cur: 420, v: 5000, expected: .tip, note: "hard flick down moves one anchor"),
    // from tip, a huge upward flick still only reaches half (one anchor): pY clamped to P(full)=18,
    // from = tip, to = half: progress (731 − 18)/331 > 0.5 → half
    Case(from: .tip, cur: 700, v: -8000, expected: .half, note: "one anchor limit from tip"),
    // no velocity: direction from cur − P(state); 560 is past the middle of half–tip (565.5)? no → half
    Case(from: .half, cur: 560, v: 0, expected: .half, note: "v=0 below midpoint stays"),
    Case(from: .half, cur: 570, v: 0, expected: .tip, note: "v=0 past midpoint moves"),
    // released beyond full: segment gives (none, full) → from = full
    Case(from: .full, cur: -30, v: 0, expected: .full, note: "past the end returns"),
    // exactly on an anchor with no velocity: stays
    Case(from: .half, cur: 400, v: 0, expected: .half, note: "on anchor"),
    // moving down slowly from full: 100 + 0.499·200 = 199.8, progress (199.8 − 18)/382 = 0.476 → full
    Case(from: .full, cur: 100, v: 200, expected: .full, note: "slow from full stays"),
    Case(from: .full, cur: 100, v: 300, expected: .half, note: "faster from full moves"),
  ]

  @Test("release table", arguments: Mirror.all, cases)
  func table(m: Mirror, c: Case) throws {
    let (p, _) = try m.panel()
    let target = TargetStatePolicy.targetState(
      from: c.from, location: m.loc(c.cur), velocity: m.vel(c.v), layout: p.resolvedLayout, behavior: FloatingPanelDefaultBehavior())
    #expect(target == c.expected)
  }

  @Test("projection: cur + v · r / (1000(1 − r)); 0.499 v at the default rate")
  func projection() {
    #expect(abs(TargetStatePolicy.projection(of: 100, velocity: 1000, rate: 0.998) - 599) < 1e-9)
    #expect(abs(TargetStatePolicy.projection(of: 0, velocity: 1000, rate: 0.99) - 99) < 1e-9)
  }

  @Test("shouldProjectMomentum lets a flick pass several anchors", arguments: Mirror.all)
  func projectMomentum(m: Mirror) throws {
    let (p, _) = try m.panel()
    let b = FloatingPanelBehaviorSettings(projectMomentumStates: [.full])
    // from tip at 700, v −1800: pY = 700 − 898.2 = −198.2 → segment (none, full) → to = full
    let target = TargetStatePolicy.targetState(from: .tip, location: m.loc(700), velocity: m.vel(-1800), layout: p.resolvedLayout, behavior: b)
    #expect(target == .full)
    let limited = TargetStatePolicy.targetState(from: .tip, location: m.loc(700), velocity: m.vel(-1800), layout: p.resolvedLayout, behavior: FloatingPanelDefaultBehavior())
    #expect(limited == .half)
  }

  @Test("redirectional progress decides between from and to", arguments: Mirror.all)
  func redirectional(m: Mirror) throws {
    let (p, _) = try m.panel()
    // from half at 380, v = −300: pY = 230.3; progress (400 − 230.3)/382 = 0.444
    let low = FloatingPanelBehaviorSettings(redirectionalProgress: 0.4)
    let high = FloatingPanelBehaviorSettings(redirectionalProgress: 0.45)
    #expect(TargetStatePolicy.targetState(from: .half, location: m.loc(380), velocity: m.vel(-300), layout: p.resolvedLayout, behavior: low) == .full)
    #expect(TargetStatePolicy.targetState(from: .half, location: m.loc(380), velocity: m.vel(-300), layout: p.resolvedLayout, behavior: high) == .half)
    // clamped to [0, 1]: 7 behaves like 1 (never move unless past to), −3 like 0
    let over = FloatingPanelBehaviorSettings(redirectionalProgress: 7)
    #expect(TargetStatePolicy.targetState(from: .half, location: m.loc(380), velocity: m.vel(-500), layout: p.resolvedLayout, behavior: over) == .half)
  }

  @Test("fewer than two anchors: stay", arguments: Mirror.all)
  func singleAnchor(m: Mirror) throws {
    let layout = FloatingPanelLayoutSettings(position: m.position, initialState: .half, anchors: [.half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: m.nearEdge, referenceGuide: .safeArea)])
    let (p, _) = try m.panel(layout: layout)
    #expect(TargetStatePolicy.targetState(from: .half, location: m.loc(100), velocity: m.vel(-3000), layout: p.resolvedLayout, behavior: FloatingPanelDefaultBehavior()) == .half)
  }

  @Test("the willEndDragging hook replaces the target", arguments: Mirror.all)
  func hook(m: Mirror) throws {
    final class ToTip: FloatingPanelControllerDelegate {
      func floatingPanelWillEndDragging(_ fpc: FloatingPanelController, withVelocity velocity: Double, targetState: inout FloatingPanelState) {
        targetState = .tip
      }
    }
    let (p, r) = try m.panel()
    let hook = ToTip()
    r.forward = hook
    p.pointerDown(at: m.point(420), time: 0)
    p.pointerMove(to: m.point(300), time: 0.05)
    p.pointerUp(at: m.point(300), time: 0.06, velocity: m.vel(-1500))
    #expect(p.state == .tip)
    p.settle()
    #expect(p.location == m.loc(731))
  }
}
