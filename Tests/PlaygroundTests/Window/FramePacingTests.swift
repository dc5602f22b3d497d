import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import Testing

/// The pieces of honest frame timing: present intervals and dropped frames, the pacer's schedule,
/// the HUD's present line, and which springs follow real time.
@Suite struct FramePacingTests {
  static let h = 1.0 / 60

  @Test("an interval of about k frames drops k − 1; on-time and slightly late frames drop none")
  func droppedFrames() {
    var p = PresentStats(interval: Self.h, capacity: 8)
    for d in [0.0167, 0.0180, 0.0334, 0.0240, 0.0600, 0.0166] { p.add(d) }
    // 0.0167 → 1, 0.018 → 1, 0.0334 → 2 (1 dropped), 0.024 → 1.44 → 1, 0.06 → 3.6 → 4 (3 dropped)
    #expect(p.dropped == 4)
    #expect(p.milliseconds.p50 == 18.0)
    #expect(p.milliseconds.max == 60.0)
    p.add(-1)
    p.add(.nan)
    #expect(p.milliseconds.count == 6)  // nonsense is not a frame
  }

  @Test("the ring keeps only the last intervals: an old hitch leaves the numbers")
  func ringForgets() {
    var p = PresentStats(interval: Self.h, capacity: 4)
    p.add(0.1)
    for _ in 0..<4 { p.add(Self.h) }
    #expect(p.dropped == 0)
    #expect(p.milliseconds.max < 16.7)
    #expect(p.milliseconds.count == 4)
  }

  @Test("the HUD line: p50, p99, drops over the span, and the integrator")
  func summaryLine() throws {
    var p = PresentStats(interval: Self.h, capacity: 180)
    #expect(p.summary(integrator: .numeric) == nil)
    for i in 0..<180 { p.add(i == 90 ? 2 * Self.h : Self.h) }
    let s = try #require(p.summary(integrator: .numeric))
    #expect(s.line == "present p50 16.7 · p99 16.7 ms · 1 dropped in 3 s · numeric spring")
    var c = s
    c.integrator = .closedForm
    #expect(c.line.hasSuffix("· closed-form spring (real time)"))
  }

  @Test("the detailed HUD (key I) shows the present line under the CPU frame line, only when the window gives it")
  func hudLine() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let summary = PresentSummary(p50: 16.7, p99: 18.04, dropped: 2, seconds: 3, integrator: .numeric)
    let hud = HUDLayout(scene: scene, info: HUDInfo(frameP50: 1.25, frameP99: 3.5, presents: summary, detailed: true)) { Double($0.count) * 6 }
    #expect(hud.lines.map(\.text).prefix(2) == [
      "frame p50 1.25 ms · p99 3.50 ms", "present p50 16.7 · p99 18.0 ms · 2 dropped in 3 s · numeric spring",
    ])
    let plain = HUDLayout(scene: scene, info: HUDInfo(frameP50: 1.25, frameP99: 3.5, detailed: true)) { Double($0.count) * 6 }
    #expect(!plain.lines.contains { $0.text.hasPrefix("present") })
  }

  @Test("the pacer keeps absolute deadlines, and restarts rather than bursting when far behind")
  func pacerSchedule() {
    var pacer = FramePacer(interval: 0.01)
    #expect(pacer.advance(now: 5.0) == 5.01)
    #expect(abs(pacer.advance(now: 5.013) - 5.02) < 1e-12)  // a late frame does not shift the grid
    #expect(abs(pacer.advance(now: 5.021) - 5.03) < 1e-12)
    #expect(abs(pacer.advance(now: 5.2) - 5.21) < 1e-12)  // 17 frames late: a new schedule from now
    pacer.restart()
    #expect(pacer.deadline == nil)
    #expect(pacer.advance(now: 7) == 7.01)
  }

  /// The window's clock itself: this one waits 20 ms of real time (it is what is tested).
  @Test("the monotonic sleep reaches its deadline and returns at once for a past one")
  func monotonicSleep() {
    let clock = SystemClock()
    let start = MonotonicClock.now
    clock.wait(until: start + 0.02)
    #expect(MonotonicClock.now >= start + 0.02)
    let before = MonotonicClock.now
    clock.wait(until: before - 1)
    #expect(MonotonicClock.now - before < 0.01)
  }

  @Test("the pacer waits on its clock until each frame's deadline, on the grid")
  func pacerWaitsOnItsClock() {
    let clock = ManualClock(now: 5)
    var pacer = FramePacer(interval: 0.01, clock: clock)
    pacer.waitForNextFrame()
    #expect(clock.now == 5.01)
    clock.advance(by: 0.003)  // a frame's work
    pacer.waitForNextFrame()
    #expect(abs(clock.now - 5.02) < 1e-12)
    clock.advance(by: 0.5)  // a stall: a new schedule from now, no burst
    pacer.waitForNextFrame()
    #expect(abs(clock.now - 5.53) < 1e-12)
    #expect(clock.waits.count == 3)
  }

  /// Two scenes, one frame of 3 nominal intervals of real time: the closed-form spring goes as far
  /// as three 1/60 s steps would take it; the numeric spring goes one nominal step.
  @Test("closed-form springs advance by the real elapsed time; numeric ones by the nominal step")
  func elapsedDrivesClosedFormOnly() throws {
    for integrator in [SpringIntegrator.closedForm, .numeric] {
      let real = try PlaygroundScene(size: Size(width: 390, height: 844))
      let nominal = try PlaygroundScene(size: Size(width: 390, height: 844))
      for s in [real, nominal] {
        try s.search.setBehavior(FloatingPanelBehaviorSettings(springIntegrator: integrator))
        try s.search.move(to: .full, animated: true)
      }
      real.step(Self.h, elapsed: 3 * Self.h)
      for _ in 0..<(integrator == .closedForm ? 3 : 1) { nominal.step(Self.h) }
      #expect(abs(real.search.location - nominal.search.location) < 1e-9, "\(integrator)")
      #expect(real.search.location < real.search.resolvedLayout.location(of: .half)! - 1, "\(integrator) moved")
    }
  }
}
