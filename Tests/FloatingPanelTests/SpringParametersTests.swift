import Testing
@testable import FloatingPanel

@Suite("SpringParameters: response/rate ↔ ζ ↔ duration/bounce ↔ stiffness/damping/mass (motion.md §5)")
struct SpringParametersTests {
  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance * max(1, abs(b)) }

  @Test("Apple's check: Spring(duration: 0.5, bounce: 0.3) is mass 1, stiffness 157.9, damping 17.6")
  func appleDurationBounce() throws {
    let s = try SpringParameters(duration: 0.5, bounce: 0.3)
    #expect(close(s.dampingRatio, 0.7))
    #expect(abs(s.stiffness() - 157.91) < 0.005)
    #expect(abs(s.damping() - 17.59) < 0.005)
    #expect(close(s.stiffness(), 16 * Double.pi * Double.pi))  // (2π/0.5)²
  }

  @Test("Apple's check: Spring(mass: 1, stiffness: 100, damping: 10) is duration 0.628, bounce 0.5")
  func appleStiffnessDamping() throws {
    let s = try SpringParameters(mass: 1, stiffness: 100, damping: 10)
    #expect(close(s.duration, 2 * Double.pi / 10))
    #expect(abs(s.duration - 0.628) < 0.0005)
    #expect(close(s.bounce, 0.5))
    #expect(close(s.angularFrequency, 10))
  }

  @Test("FloatingPanel's defaults: response 0.4 s and rate 0.991 give ζ ≈ 0.5756, the engine's value")
  func floatingPanelDefaults() throws {
    let s = try SpringParameters(responseTime: 0.4, decelerationRate: 0.991)
    #expect(s.dampingRatio == NumericSpring.dampingRatio(decelerationRate: 0.991, responseTime: 0.4, velocity: 500))
    #expect(abs(s.dampingRatio - 0.5755516802484569) < 1e-12)
    #expect(close(s.decelerationRate, 0.991, 1e-12))
    #expect(close(s.bounce, 1 - 0.5755516802484569))
  }

  @Test("rate ↔ ζ round trip: r = exp(−2π·ζ·0.001/T) inverts ζ = ln(r)/(−2π·0.001/T)",
        arguments: [0.1, 0.25, 0.4, 0.7, 1.5], [0.05, 0.3, 0.5756, 1, 1.7, 4])
  func rateRoundTrip(t: Double, z: Double) throws {
    let r = SpringParameters.decelerationRate(dampingRatio: z, responseTime: t)
    #expect(r > 0 && r < 1)
    #expect(close(SpringParameters.dampingRatio(decelerationRate: r, responseTime: t), z))
    let s = try SpringParameters(responseTime: t, decelerationRate: r)
    #expect(close(s.dampingRatio, z))
    #expect(close(s.decelerationRate, r, 1e-14))
  }

  @Test("bounce ↔ ζ: 1 − ζ up to ζ = 1, 1/ζ − 1 (negative) beyond, and back",
        arguments: [-0.9, -0.5, -0.2, 0, 0.15, 0.3, 0.5, 0.9])
  func bounceRoundTrip(bounce: Double) throws {
    let z = SpringParameters.dampingRatio(bounce: bounce)
    #expect(close(SpringParameters.bounce(dampingRatio: z), bounce))
    let s = try SpringParameters(duration: 0.5, bounce: bounce)
    #expect(close(s.bounce, bounce))
    #expect(s.duration == 0.5)
    #expect((bounce < 0) == (s.dampingRatio > 1))
  }

  @Test("bounce checkpoints: 0 ↔ ζ 1, −0.5 ↔ ζ 2, 0.3 ↔ ζ 0.7")
  func bounceCheckpoints() {
    #expect(SpringParameters.dampingRatio(bounce: 0) == 1)
    #expect(SpringParameters.dampingRatio(bounce: -0.5) == 2)
    #expect(close(SpringParameters.dampingRatio(bounce: 0.3), 0.7))
    #expect(SpringParameters.bounce(dampingRatio: 2) == -0.5)
    #expect(SpringParameters.bounce(dampingRatio: 1) == 0)
  }

  @Test("stiffness/damping/mass round trip at several masses: k = ω²m, c = 2ζωm",
        arguments: [0.25, 1, 2.5, 40], [0.2, 1, 3])
  func physicalRoundTrip(mass: Double, z: Double) throws {
    let s = try SpringParameters(responseTime: 0.35, dampingRatio: z)
    let w = 2 * Double.pi / 0.35
    #expect(close(s.stiffness(mass: mass), w * w * mass))
    #expect(close(s.damping(mass: mass), 2 * z * w * mass))
    let back = try SpringParameters(mass: mass, stiffness: s.stiffness(mass: mass), damping: s.damping(mass: mass))
    #expect(close(back.responseTime, 0.35))
    #expect(close(back.dampingRatio, z))
  }

  @Test("the whole chain: response/rate → ζ → duration/bounce → stiffness/damping/mass → response/rate")
  func wholeChain() throws {
    for (t, r) in [(0.4, 0.991), (0.3, 0.982355), (0.65, 0.990859), (0.2, 0.95), (1.2, 0.9995)] {
      let a = try SpringParameters(responseTime: t, decelerationRate: r)
      let b = try SpringParameters(duration: a.duration, bounce: a.bounce)
      let c = try SpringParameters(mass: 3, stiffness: b.stiffness(mass: 3), damping: b.damping(mass: 3))
      #expect(close(c.responseTime, t))
      #expect(close(c.dampingRatio, a.dampingRatio))
      #expect(close(c.decelerationRate, r, 1e-12))
    }
  }

  @Test("settling time to 0.1 %: 0.785 s for duration 0.5 bounce 0.3, 0.735 s for bounce 0")
  func settlingTime() throws {
    #expect(abs(try SpringParameters(duration: 0.5, bounce: 0.3).settlingTime() - 0.785) < 0.0005)
    #expect(abs(try SpringParameters(duration: 0.5, bounce: 0).settlingTime() - 0.7345) < 0.0005)
    // critically damped: e^(−x)(1 + x) = 0.01 at x = 6.64
    let w = 2 * Double.pi / 0.5
    #expect(abs(try SpringParameters(duration: 0.5, bounce: 0).settlingTime(tolerance: 0.01) * w - 6.638) < 0.001)
    // an overdamped spring settles later than the critically damped one
    #expect(try SpringParameters(duration: 0.5, bounce: -0.3).settlingTime() > 0.735)
  }

  @Test("out-of-range inputs throw invalidBehavior naming the value")
  func invalidInputs() {
    #expect(throws: FloatingPanelError.self) { try SpringParameters(responseTime: 0.4, decelerationRate: 1) }
    #expect(throws: FloatingPanelError.self) { try SpringParameters(responseTime: 0.4, decelerationRate: 0) }
    #expect(throws: FloatingPanelError.self) { try SpringParameters(responseTime: 0, decelerationRate: 0.99) }
    #expect(throws: FloatingPanelError.self) { try SpringParameters(responseTime: .nan, dampingRatio: 1) }
    #expect(throws: FloatingPanelError.self) { try SpringParameters(responseTime: 0.4, dampingRatio: 0) }
    #expect(throws: FloatingPanelError.self) { try SpringParameters(duration: 0.5, bounce: 1) }
    #expect(throws: FloatingPanelError.self) { try SpringParameters(duration: 0.5, bounce: -1) }
    #expect(throws: FloatingPanelError.self) { try SpringParameters(duration: -1, bounce: 0) }
    #expect(throws: FloatingPanelError.self) { try SpringParameters(mass: 0, stiffness: 100, damping: 10) }
    #expect(throws: FloatingPanelError.self) { try SpringParameters(mass: 1, stiffness: -100, damping: 10) }
    #expect(throws: FloatingPanelError.self) { try SpringParameters(mass: 1, stiffness: 100, damping: 0) }
    do {
      _ = try SpringParameters(duration: 0.5, bounce: 1.2)
      Issue.record("bounce 1.2 was accepted")
    } catch {
      #expect(error.description.contains("bounce 1.2 must be between −1 and 1"))
    }
  }
}
