import Testing
@testable import FloatingPanel

/// OverlayContainer's `HeightConstraintOverlayTranslationControllerTests` (notches 100, 200, 300),
/// "Dragging" and "should target index based on target policy", expected values unchanged. A
/// translation controller's drag by `offset` is a pointer moved by `offset` on a bottom panel;
/// `usesFunction: false` (the height clamped between the end notches) is
/// ``RubberBandTranslationFunction`` with both bounces off; willStartDragging / willEndDragging are
/// the delegate's willBeginDragging / willEndDragging; willMove / didMove to an index and the
/// constraint are the target reported at willEndDragging, the final state and its height.
@Suite("Upstream OverlayContainer: HeightConstraintOverlayTranslationControllerTests")
struct UpstreamOverlayTranslationTests {
  struct FixedPolicy: FloatingPanelTargetStatePolicy {
    var index: Int
    func targetState(in context: FloatingPanelReleaseContext) -> FloatingPanelState { OverlayPort.notch(index) }
  }

  struct ClampingBehavior: FloatingPanelBehavior {
    var policy: (any FloatingPanelTargetStatePolicy)?
    var targetStatePolicy: any FloatingPanelTargetStatePolicy { policy ?? FloatingPanelProjectionPolicy() }
    var translationFunction: (any FloatingPanelTranslationFunction)? {
      RubberBandTranslationFunction(bouncesAtMaximumHeight: false, bouncesAtMinimumHeight: false)
    }
  }

  func panel(at notch: Int, policy: (any FloatingPanelTargetStatePolicy)? = nil) throws -> (FloatingPanelController, FloatingPanelEventRecorder) {
    let p = try OverlayPort.panel(heights: [0: 100, 1: 200, 2: 300], initial: notch)
    try p.setBehavior(ClampingBehavior(policy: policy))
    let r = FloatingPanelEventRecorder()
    p.delegate = r
    return (p, r)
  }

  var constant: (FloatingPanelController) -> Double { { $0.resolvedLayout.translationHeight(at: $0.location) } }

  /// start + dragOverlay(withOffset:): the pointer goes down on the panel and moves by `offset`.
  func drag(_ p: FloatingPanelController, offset: Double) -> Point {
    let start = Point(x: 150, y: p.location + 10)
    p.pointerDown(at: start, time: 0)
    let to = Point(x: 150, y: start.y + offset)
    p.pointerMove(to: to, time: 0.016)
    return to
  }

  @Test func shouldUpdateDraggingState() throws {
    let (p, r) = try panel(at: 0)
    #expect(!r.events.contains(.willBeginDragging))
    var at = drag(p, offset: -1.0)
    #expect(r.events.contains(.willBeginDragging))
    p.pointerUp(at: at, time: 0.03, velocity: 0)
    #expect(r.events.contains { if case .willEndDragging = $0 { true } else { false } })
    p.settleForTest()
    _ = r.drain()
    at = drag(p, offset: -1.0)
    #expect(r.events.contains(.willBeginDragging))
    p.pointerUp(at: at, time: 0.03, velocity: 0)
  }

  @Test func shouldUpdateConstraint() throws {
    var (p, _) = try panel(at: 0)
    _ = drag(p, offset: -1.0)
    #expect(constant(p) == 101.0)
    (p, _) = try panel(at: 2)
    _ = drag(p, offset: 1.0)
    #expect(constant(p) == 299.0)
  }

  @Test func shouldNotUpdateConstraintIfMaximumIsReached() throws {
    let (p, _) = try panel(at: 2)
    _ = drag(p, offset: -1.0)
    #expect(constant(p) == 300)
  }

  @Test func shouldNotUpdateConstraintIfMinimumIsReached() throws {
    let (p, _) = try panel(at: 0)
    _ = drag(p, offset: 1.0)
    #expect(constant(p) == 100)
  }

  @Test func shouldTargetIndexBasedOnTargetPolicy() throws {
    for index in [0, 1, 2] {
      let (p, r) = try panel(at: 1, policy: FixedPolicy(index: index))
      let at = drag(p, offset: -1.0)
      p.pointerUp(at: at, time: 0.03, velocity: 0)
      p.settleForTest()
      let willMove = r.events.compactMap { if case .willEndDragging(_, let t) = $0 { t } else { nil } }.last
      #expect(willMove == OverlayPort.notch(index))
      #expect(p.state == OverlayPort.notch(index))
      #expect(constant(p) == [100.0, 200, 300][index])
    }
  }
}
