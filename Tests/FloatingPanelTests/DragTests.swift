import Testing
@testable import FloatingPanel

@Suite("Dragging: 1:1 follow, rubber banding, grabbing a moving panel (motion.md §3)")
struct DragTests {
  @Test("the panel follows the pointer 1:1, past the ends too when rubber banding is off", arguments: Mirror.all)
  func followsPointer(m: Mirror) throws {
    let (p, _) = try m.panel()
    p.pointerDown(at: m.point(420), time: 0)
    p.pointerMove(to: m.point(380), time: 0.016)
    #expect(p.location == m.loc(360))
    #expect(p.phase == .dragging)
    p.pointerMove(to: m.point(20), time: 0.032)  // 40 pt beyond full (18)
    #expect(p.location == m.loc(0))
    p.pointerMove(to: m.point(820), time: 0.048)  // 69 pt beyond tip (731)
    #expect(p.location == m.loc(800))
  }

  @Test("rubber banding past the most expanded end: c = minC − R(minC − c)", arguments: Mirror.all)
  func rubberBandExpanded(m: Mirror) throws {
    let b = FloatingPanelBehaviorSettings(rubberBandEdges: [m.expandedEnd])
    let (p, _) = try m.panel(behavior: b)
    p.pointerDown(at: m.point(420), time: 0)
    p.pointerMove(to: m.point(-62), time: 0.016)  // c = −82, 100 beyond full (18)
    // R(100) with L = 800: (1 − 1/(0.55·100/800 + 1))·800 = 51.461988…
    #expect(abs(p.location - m.loc(18 - 51.46198830409361)) < 1e-9)
    p.pointerMove(to: m.point(769), time: 0.032)  // other end not banded: 1:1
    #expect(p.location == m.loc(749))
  }

  @Test("rubber banding past the least expanded end", arguments: Mirror.all)
  func rubberBandCollapsed(m: Mirror) throws {
    let b = FloatingPanelBehaviorSettings(rubberBandEdges: [m.collapsedEnd])
    let (p, _) = try m.panel(behavior: b)
    p.pointerDown(at: m.point(420), time: 0)
    p.pointerMove(to: m.point(801), time: 0.016)  // c = 781, 50 beyond tip (731)
    // R(50) = 26.586102…
    #expect(abs(p.location - m.loc(731 + 26.586102719033278)) < 1e-9)
    p.pointerMove(to: m.point(0), time: 0.032)  // c = −20, not banded at this end
    #expect(p.location == m.loc(-20))
  }

  @Test("rubber band function values")
  func rubberBandFunction() {
    #expect(rubberBand(0, length: 800) == 0)
    #expect(abs(rubberBand(100, length: 800) - 51.46198830409361) < 1e-12)
    #expect(rubberBand(1e9, length: 800) < 800)
  }

  @Test("grabbing an animating panel stops it where it is, with no jump", arguments: Mirror.all)
  func grabMidAttraction(m: Mirror) throws {
    let (p, r) = try m.panel()
    try p.move(to: .full, animated: true)
    for _ in 0..<5 { p.step(1.0 / 60) }
    let onScreen = p.location
    #expect(onScreen != m.loc(400) && onScreen != m.loc(18))
    _ = r.drain()
    let grab = Point(x: p.surfaceFrame.midX, y: p.surfaceFrame.midY)
    #expect(p.pointerDown(at: grab, time: 1))
    #expect(p.location == onScreen)
    #expect(!p.isAnimating)
    #expect(r.drain().names == ["didEndAttracting"])
    p.step(1.0 / 60)
    #expect(p.location == onScreen)
    // the drag continues from there
    let main = m.position.mainAxis(of: grab)
    let moved = m.position.isVertical ? Point(x: grab.x, y: main + 10) : Point(x: main + 10, y: grab.y)
    p.pointerMove(to: moved, time: 1.016)
    #expect(p.location == onScreen + 10)
  }

  @Test("an up away from the last drag point first moves there", arguments: Mirror.all)
  func upMovesFirst(m: Mirror) throws {
    let (p, r) = try m.panel()
    p.pointerDown(at: m.point(420), time: 0)
    p.pointerMove(to: m.point(410), time: 0.016)
    _ = r.drain()
    p.pointerUp(at: m.point(430), time: 0.032, velocity: 0)
    #expect(r.drain().names.first == "didMove")
    #expect(p.state == .half)
  }

  @Test("a down outside the surface starts no drag", arguments: Mirror.all)
  func downOutside(m: Mirror) throws {
    let (p, _) = try m.panel()
    #expect(!p.pointerDown(at: m.point(300), time: 0))  // surface starts at 400
    p.pointerMove(to: m.point(200), time: 0.1)
    #expect(p.location == m.loc(400))
  }

  @Test("shouldBeginDragging false refuses the drag", arguments: Mirror.all)
  func refuse(m: Mirror) throws {
    final class No: FloatingPanelControllerDelegate {
      func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool { false }
    }
    let (p, _) = try m.panel()
    let no = No()
    p.delegate = no
    p.pointerDown(at: m.point(420), time: 0)
    p.pointerMove(to: m.point(300), time: 0.1)
    #expect(p.location == m.loc(400))
    #expect(p.pointerUp(at: m.point(300), time: 0.12) == .none)
  }
}

@Suite("Release velocity estimator")
struct VelocityEstimatorTests {
  @Test("a constant-speed drag gives its exact speed")
  func constantSpeed() {
    var e = VelocityEstimator()
    for i in 0...10 { e.add(position: 100 + Double(i) * 10, time: Double(i) * 0.008) }
    #expect(abs(e.velocity(at: 0.08) - 1250) < 1e-6)
  }

  @Test("only the last 100 ms count")
  func window() {
    var e = VelocityEstimator()
    // slow for a long time, then 5 fast samples over 40 ms
    for i in 0..<30 { e.add(position: Double(i), time: Double(i) * 0.016) }
    let t0 = 29 * 0.016
    for i in 1...5 { e.add(position: 29 + Double(i) * 20, time: t0 + Double(i) * 0.008) }
    let v = e.velocity(at: t0 + 0.04)
    // the fit uses the 9 samples of the last 100 ms (4 slow, 5 fast); a first/last estimate over all
    // samples would give (129 − 0) / 0.504 ≈ 256
    #expect(abs(v - 1170.4545454545) < 1e-6)
  }

  @Test("a finger held still before release gives 0")
  func stillness() {
    var e = VelocityEstimator()
    e.add(position: 0, time: 0)
    e.add(position: 50, time: 0.02)
    #expect(e.velocity(at: 0.02) == 2500)
    #expect(e.velocity(at: 0.0701) == 0)  // more than 50 ms after the last sample
  }

  @Test("fewer than two samples give 0")
  func tooFew() {
    var e = VelocityEstimator()
    #expect(e.velocity(at: 0) == 0)
    e.add(position: 10, time: 0)
    #expect(e.velocity(at: 0) == 0)
  }

  @Test("one jittery sample moves a least-squares fit less than a two-point difference")
  func jitter() {
    var e = VelocityEstimator()
    let ts = [0.0, 0.016, 0.032, 0.048, 0.064]
    let ps = [0.0, 16, 32, 48, 69]  // 1000 pt/s with +5 pt noise on the last sample
    for (t, p) in zip(ts, ps) { e.add(position: p, time: t) }
    let v = e.velocity(at: 0.064)
    let twoPoint = (69.0 - 48) / 0.016  // 1312.5
    #expect(abs(v - 1000) < abs(twoPoint - 1000))
    #expect(abs(v - 1062.5) < 1e-9)  // least squares over the 5 samples
  }

  @Test("the panel uses the estimate when no velocity is given", arguments: Mirror.all)
  func panelUsesEstimate(m: Mirror) throws {
    let (p, r) = try m.panel()
    p.pointerDown(at: m.point(420), time: 0)
    for i in 1...6 { p.pointerMove(to: m.point(420 - Double(i) * 10), time: Double(i) * 0.01) }
    _ = r.drain()
    p.pointerUp(at: m.point(360), time: 0.06)
    // 1000 pt/s toward full from 340: projection 340 − 499 → full
    let ending = r.drain().compactMap { e -> Double? in
      if case .willEndDragging(let v, _) = e { return v } else { return nil }
    }
    #expect(ending.count == 1)
    #expect(abs((ending.first ?? 0) - m.vel(-1000)) < 1e-6)
    #expect(p.state == .full)
  }
}
