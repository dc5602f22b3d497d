import Testing
@testable import FloatingPanel

@Suite("Attraction: the numeric spring and the closed-form option (motion.md §5)")
struct SpringTests {
  @Test("damping ratio: ≈ 0.5756 with the defaults for fast releases, 1 for slow ones")
  func dampingRatio() {
    let z = NumericSpring.dampingRatio(decelerationRate: 0.991, responseTime: 0.4, velocity: 500)
    #expect(abs(z - 0.5755516802484569) < 1e-12)
    #expect(NumericSpring.dampingRatio(decelerationRate: 0.991, responseTime: 0.4, velocity: 300) == 1)
    #expect(NumericSpring.dampingRatio(decelerationRate: 0.991, responseTime: 0.4, velocity: -301) == z)
  }

  @Test("one implicit-Euler step uses the new position in the velocity update")
  func oneStep() {
    let w = 2 * Double.pi / 0.4
    let (x, v) = NumericSpring.step(x: 0, v: 0, target: 100, zeta: 1, omega: w, h: 1.0 / 60)
    #expect(abs(x - 4.304836174979435) < 1e-9)
    #expect(abs(v - 247.1712018027191) < 1e-9)
    // using the old position (0) in the velocity update would give 258.3…
  }

  @Test("a release springs with the release velocity and settles exactly on the anchor", arguments: Mirror.all)
  func release(m: Mirror) throws {
    let (p, _) = try m.panel()
    p.pointerDown(at: m.point(420), time: 0)
    p.pointerMove(to: m.point(400), time: 0.016)  // location 380
    p.pointerUp(at: m.point(400), time: 0.02, velocity: m.vel(-500))
    #expect(p.state == .full)  // the state changes at the start
    #expect(p.phase == .attracting)
    p.step(1.0 / 60)
    #expect(abs(p.location - m.loc(355.80517340217983)) < 1e-9)
    p.step(1.0 / 60)
    #expect(abs(p.location - m.loc(322.1259215686701)) < 1e-9)
    var frames = 2, extreme = p.location
    while p.isAnimating {
      p.step(1.0 / 60)
      frames += 1
      extreme = m.flips ? max(extreme, p.location) : min(extreme, p.location)
    }
    #expect(frames == 32)
    #expect(abs(extreme - m.loc(7.1640649033614)) < 1e-9)  // ζ ≈ 0.58 overshoots full (18) by ~10.8 pt
    #expect(p.location == m.loc(18))
    #expect(p.phase == .idle)
  }

  @Test("an animated move springs from rest, critically damped", arguments: Mirror.all)
  func animatedMove(m: Mirror) throws {
    let (p, _) = try m.panel()
    try p.move(to: .full, animated: true)
    #expect(p.attraction?.zeta == 1)
    #expect(p.attraction?.v == 0)
    p.step(1.0 / 60)
    #expect(abs(p.location - m.loc(383.55552581157855)) < 1e-9)
    #expect(p.settle() == 45)
    #expect(p.location == m.loc(18))
  }

  @Test("show and hide use response 0.25 s and ζ 0.8", arguments: Mirror.all)
  func showHide(m: Mirror) throws {
    let (p, _) = try m.panel()
    p.hide(animated: true)
    #expect(p.phase == .hiding)
    #expect(p.attraction?.zeta == 0.8)
    #expect(abs((p.attraction?.omega ?? 0) - 2 * Double.pi / 0.25) < 1e-12)
    p.step(1.0 / 60)
    #expect(abs(p.location - m.loc(447.5328763355032)) < 1e-9)
    #expect(p.settle() == 22)
    #expect(p.location == m.loc(900))
    #expect(p.state == .hidden)
    #expect(!p.isVisible)
    p.show(animated: true)
    #expect(p.phase == .showing)
    #expect(p.state == .half)
    p.settle()
    #expect(p.location == m.loc(400))
  }

  @Test("a non-animated move jumps", arguments: Mirror.all)
  func jump(m: Mirror) throws {
    let (p, r) = try m.panel()
    try p.move(to: .tip, animated: false)
    #expect(p.location == m.loc(731))
    #expect(p.state == .tip)
    #expect(!p.isAnimating)
    #expect(r.drain().names == ["didChangeState:tip", "didMove"])
  }

  @Test("changing the behaviour does not disturb a moving panel", arguments: Mirror.all)
  func behaviourChangeMidFlight(m: Mirror) throws {
    let (p, _) = try m.panel()
    let (q, _) = try m.panel()
    try p.move(to: .full, animated: true)
    try q.move(to: .full, animated: true)
    p.step(1.0 / 60)
    q.step(1.0 / 60)
    try q.setBehavior(FloatingPanelBehaviorSettings(springResponseTime: 1.5))
    for _ in 0..<20 {
      p.step(1.0 / 60)
      q.step(1.0 / 60)
      #expect(p.location == q.location)
    }
  }

  @Test("closed form: positions agree across frame rates", arguments: [30.0, 120.0, 144.0])
  func closedFormPositions(fps: Double) {
    let w = 2 * Double.pi / 0.4, z = 0.5755516802484569
    var a = (x: 380.0, v: -500.0), b = (x: 380.0, v: -500.0)
    // 0.5 s in 60-Hz steps vs. in steps at `fps`
    for _ in 0..<30 { a = ClosedFormSpring.step(x: a.x, v: a.v, target: 18, zeta: z, omega: w, dt: 1.0 / 60) }
    let n = Int((0.5 * fps).rounded())
    for _ in 0..<n { b = ClosedFormSpring.step(x: b.x, v: b.v, target: 18, zeta: z, omega: w, dt: 1 / fps) }
    #expect(abs(a.x - b.x) < 1e-9)
    #expect(abs(a.v - b.v) < 1e-7)
  }

  @Test("closed form: the same exact curve for ζ < 1, = 1 and > 1 (position at 0.2 s)", arguments: [0.3, 1.0, 1.7])
  func closedFormRegimes(z: Double) {
    let w = 2 * Double.pi / 0.4
    var s = (x: 100.0, v: 0.0)
    for _ in 0..<12 { s = ClosedFormSpring.step(x: s.x, v: s.v, target: 0, zeta: z, omega: w, dt: 1.0 / 60) }
    let one = ClosedFormSpring.step(x: 100, v: 0, target: 0, zeta: z, omega: w, dt: 0.2)
    #expect(abs(s.x - one.x) < 1e-9)
    if z == 1 {
      // critically damped from rest: x(t) = x0·e^(−ωt)(1 + ωt); at 0.2 s, ωt = π
      #expect(abs(one.x - 100 * (1 + Double.pi) * 0.04321391826377226) < 1e-9)
    }
  }

  @Test("closed form settles within one frame of the same time at 30, 60, 120 and 144 Hz", arguments: Mirror.all)
  func closedFormSettle(m: Mirror) throws {
    let b = FloatingPanelBehaviorSettings(springIntegrator: .closedForm)
    var times: [Double] = []
    for fps in [30.0, 60, 120, 144] {
      let (p, _) = try m.panel(behavior: b)
      p.pointerDown(at: m.point(420), time: 0)
      p.pointerMove(to: m.point(400), time: 0.016)
      p.pointerUp(at: m.point(400), time: 0.02, velocity: m.vel(-500))
      let frames = p.settle(h: 1 / fps)
      #expect(p.location == m.loc(18))
      let t = Double(frames) / fps
      // the continuous settle instant is 0.69988 s; each rate settles on its first frame after it
      #expect(t >= 0.69987 && t < 0.69988 + 1 / fps)
      times.append(t)
    }
    let spread = (times.max() ?? 0) - (times.min() ?? 0)
    #expect(spread <= 1.0 / 30)
  }

  @Test("numeric spring, by contrast, depends on the frame rate")
  func numericDependsOnRate() throws {
    let m = Mirror(position: .bottom)
    var frames: [Double] = []
    for fps in [30.0, 144] {
      let (p, _) = try m.panel()
      try p.move(to: .full, animated: true)
      frames.append(Double(p.settle(h: 1 / fps)) / fps)
    }
    #expect(abs(frames[0] - frames[1]) > 1.0 / 30)
  }
}
