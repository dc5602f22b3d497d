import Testing
@testable import FloatingPanel

/// OverlayContainer's policies inside the engine (issue item 4), for all four positions with the
/// `Mirror` geometry (full 18, half 400, tip 731, hidden 900 in bottom-panel coordinates; main length 800).
@Suite("Engine policies: rushing forward, threshold dismissal, translation function, notch heights")
struct EnginePolicyTests {
  /// A drag from half to `at` released with `v` (bottom-panel coordinates).
  func release(_ m: Mirror, behavior: any FloatingPanelBehavior, at: Double, v: Double, removal: Bool = false, initial: FloatingPanelState = .half)
    throws -> (FloatingPanelController, FloatingPanelEventRecorder)
  {
    let (p, r) = try m.panel(layout: m.standardLayout(initial: initial), behavior: behavior)
    p.isRemovalInteractionEnabled = removal
    let start = (p.resolvedLayout.location(of: initial) ?? 0)
    let from = m.flips ? Mirror.mainLength - start : start
    p.pointerDown(at: m.point(from + 20), time: 0)
    p.pointerMove(to: m.point(at + 20), time: 0.05)
    _ = r.drain()
    p.pointerUp(at: m.point(at + 20), time: 0.06, velocity: m.vel(v))
    return (p, r)
  }

  @Test("rushing forward: a 300 pt/s release above its 100 pt/s minimum moves forward where FloatingPanel's rule stays", arguments: Mirror.all)
  func rushingForward(m: Mirror) throws {
    var settings = FloatingPanelBehaviorSettings()
    let (stays, _) = try release(m, behavior: settings, at: 395, v: -300)
    #expect(stays.state == .half)  // FloatingPanel: pY = 395 − 149.7, progress 0.405 < 0.5
    settings.targetPolicy = .rushingForward(RushingForwardTargetStatePolicy(minimumVelocity: 100))
    let (rushes, r) = try release(m, behavior: settings, at: 395, v: -300)
    #expect(rushes.state == .full)  // projected height 405 + 30: nearest half and full, forward → full
    #expect(r.drain().names.contains("willEndDragging:full"))
    settings.targetPolicy = .rushingForward(RushingForwardTargetStatePolicy())  // 400 pt/s: nearest only
    let (nearest, _) = try release(m, behavior: settings, at: 395, v: -300)
    #expect(nearest.state == .half)
  }

  @Test("threshold dismissal drives the real removal: willRemove, the dismissing spring, didRemove, removed", arguments: Mirror.all)
  func thresholdRemoval(m: Mirror) throws {
    var settings = FloatingPanelBehaviorSettings()
    settings.dismissal = .threshold(ThresholdDismissalPolicy(dismissingVelocity: .value(2400), dismissingPosition: .none))
    let (kept, _) = try release(m, behavior: settings, at: 749, v: 2300, removal: true, initial: .tip)
    #expect(kept.phase == .attracting && kept.state == .tip)  // FloatingPanel's rule would remove: 2300 / 151 ≥ 5.5
    let (removed, r) = try release(m, behavior: settings, at: 749, v: 2500, removal: true, initial: .tip)
    #expect(r.drain().names == ["willRemove", "didChangeState:hidden"])
    #expect(removed.phase == .hiding && removed.attraction?.kind == .remove && removed.attraction?.v == m.vel(2500))
    removed.settle()
    #expect(removed.phase == .removed && removed.location == m.loc(900))
    #expect(r.drain().suffix(1) == [.didRemove])
    settings.dismissal = .threshold(ThresholdDismissalPolicy(dismissingVelocity: .none, dismissingPosition: .state(.half)))
    let (below, _) = try release(m, behavior: settings, at: 749, v: 0, removal: true, initial: .tip)
    #expect(below.phase == .hiding)  // the target (tip, height 69) is below half's height 400
  }

  @Test("rubber-band translation function: log past the most expanded end, clamped at a non-bouncing end", arguments: Mirror.all)
  func translationFunction(m: Mirror) throws {
    var settings = FloatingPanelBehaviorSettings()
    settings.rubberBandFunction = RubberBandTranslationFunction(bouncesAtMinimumHeight: false)
    let (p, _) = try m.panel(layout: m.standardLayout(initial: .full), behavior: settings)
    p.pointerDown(at: m.point(40), time: 0)
    p.pointerMove(to: m.point(-60), time: 0.05)  // 100 past full: height 882 → 782 · (1 + 0.5 log10(882/782)) = 802.43
    #expect(abs(p.location - m.loc(800 - 802.43)) < 1e-9)
    p.pointerMove(to: m.point(900), time: 0.1)  // past tip: clamped
    #expect(p.location == m.loc(731))
  }

  @Test("notch heights from the available space follow a resize", arguments: Mirror.all)
  func notchHeights(m: Mirror) throws {
    let layout = FloatingPanelNotchLayout(position: m.position, numberOfNotches: 3, initialNotch: 1) { i, available in [0.1, 0.5, 0.9][i] * available }
    let p = try FloatingPanelController(layout: layout, environment: m.environment())
    #expect(p.location == m.loc(400))
    try p.move(to: FloatingPanelNotchLayout.state(forNotchAt: 2), animated: false)
    #expect(p.location == m.loc(80))
    #expect(p.resolvedLayout.mostExpandedState == FloatingPanelNotchLayout.state(forNotchAt: 2))
    let bigger = m.position.isVertical ? Size(width: 400, height: 1000) : Size(width: 1000, height: 400)
    try p.updateEnvironment(LayoutEnvironment(containerSize: bigger, scale: 2))
    #expect(p.resolvedLayout.translationHeight(at: p.location) == 900)
  }
}
