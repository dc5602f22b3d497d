import PropertyBased
import Testing
@testable import FloatingPanel

/// Issue 35, defect 5: the release velocity is bounded whatever times the input carries —
/// samples closer than half a millisecond are one sample, times that go backwards are ignored,
/// and the estimate is clamped to ±10⁶ pt/s (`VelocityEstimator`'s rules).
@Suite("release velocity: floor, backwards times, clamp")
struct VelocityBoundTests {
  @Test("two pointer events in the same millisecond: the second is left out of the estimate")
  func sameMillisecond() {
    var e = VelocityEstimator()
    e.add(position: 0, time: 0.000)
    e.add(position: 10, time: 0.016)
    e.add(position: 30, time: 0.016)  // same SDL millisecond: 20 pt in 0 s
    #expect(e.velocity(at: 0.016) == 625)
    e.add(position: 40, time: 0.0164)  // 0.4 ms later: still under the floor
    #expect(e.velocity(at: 0.0164) == 625)
    e.add(position: 20, time: 0.017)  // the next millisecond counts
    #expect(abs(e.velocity(at: 0.017) - 934.0659340659) < 1e-6)  // least squares through (0, 0), (16, 10), (17, 20) ms
  }

  @Test("times 1e-15 s apart (the issue's probe): no estimate, not -2.5e16 pt/s")
  func femtoseconds() {
    var e = VelocityEstimator()
    for i in 0..<10 { e.add(position: 400 - Double(i) * 25, time: 0.1 + Double(i) * 1e-15) }
    #expect(e.velocity(at: 0.1) == 0)  // one sample kept
  }

  @Test("a time that goes backwards is ignored: it cannot flip a flick")
  func backwards() {
    var e = VelocityEstimator()
    for i in 0...4 { e.add(position: 400 - Double(i) * 20, time: Double(i) * 0.01) }  // up at 2000 pt/s
    #expect(e.velocity(at: 0.04) == -2000)
    e.add(position: 380, time: 0.035)  // earlier than the newest sample, back down: ignored
    e.add(position: 390, time: -5)
    #expect(e.velocity(at: 0.04) == -2000)
    #expect(e.velocity(at: 0.0) == -2000)  // a release "before" the newest sample counts as at it
    e.add(position: 300, time: 0.05)  // time goes on from the newest kept sample
    #expect(abs(e.velocity(at: 0.05) + 2000) < 1e-9)
  }

  @Test("non-finite times and positions are ignored")
  func nonFinite() {
    var e = VelocityEstimator()
    e.add(position: 0, time: 0)
    e.add(position: .nan, time: 0.01)
    e.add(position: 5, time: .infinity)
    e.add(position: .infinity, time: 0.01)
    e.add(position: 10, time: 0.01)
    #expect(e.velocity(at: 0.01) == 1000)
    #expect(e.velocity(at: .nan) == 0)
  }

  @Test("a fit faster than 10⁶ pt/s is clamped to ±maximumSpeed")
  func clamp() {
    var e = VelocityEstimator()
    e.add(position: 0, time: 0)
    e.add(position: 5_000, time: 0.001)  // 5·10⁶ pt/s
    #expect(e.velocity(at: 0.001) == VelocityEstimator.maximumSpeed)
    var f = VelocityEstimator()
    f.add(position: 0, time: 0)
    f.add(position: -1e300, time: 0.0005)
    #expect(f.velocity(at: 0.0005) == -1_000_000)
  }

  @Test("any samples at all (backwards, duplicated, extreme): the estimate is finite and within ±10⁶")
  func bounded() async {
    await propertyCheck(
      count: 300, input: zip(Gen.double(in: -1e12...1e12), Gen.double(in: -1...1)).array(of: 2...40)
    ) { samples in
      var e = VelocityEstimator()
      for (p, t) in samples { e.add(position: p, time: t) }
      let v = e.velocity(at: samples.last?.1 ?? 0)
      #expect(v.isFinite && abs(v) <= VelocityEstimator.maximumSpeed)
    }
  }

  @Test("the panel: moves 1e-15 s apart and in the same millisecond give a bounded release that settles", arguments: Mirror.all)
  func panelSettles(m: Mirror) throws {
    let (p, _) = try m.panel()
    p.pointerDown(at: m.point(420), time: 1)
    for i in 1...8 { p.pointerMove(to: m.point(420 - Double(i) * 40), time: 1 + Double(i) * 1e-15) }
    p.pointerMove(to: m.point(40), time: 1.001)
    p.pointerMove(to: m.point(20), time: 1.001)  // same millisecond
    guard case .released(let v) = p.pointerUp(at: m.point(20), time: 1.001) else {
      Issue.record("not released")
      return
    }
    #expect(v.isFinite && abs(v) <= VelocityEstimator.maximumSpeed)
    #expect(abs(v - m.vel(-380_000)) < 1e-3)  // the 1e-15-s moves left out: 380 pt in 1 ms, toward full
    var frames = 0
    while p.phase != .idle && frames < 600 {
      p.step(1.0 / 60)
      frames += 1
    }
    #expect(frames < 600, "never settles")
    #expect(p.state == .full && p.location == m.loc(18))
  }

  @Test("a given release velocity is clamped too; NaN is 0", arguments: [(1e308, 1e6), (-.infinity, -1e6), (.nan, 0), (1234, 1234)] as [(Double, Double)])
  func givenVelocity(given: Double, expected: Double) throws {
    let (p, _) = try Mirror(position: .bottom).panel()
    p.pointerDown(at: Point(x: 200, y: 420), time: 0)
    p.pointerMove(to: Point(x: 200, y: 410), time: 0.016)
    #expect(p.pointerUp(at: Point(x: 200, y: 410), time: 0.032, velocity: given) == .released(velocity: expected))
  }
}
