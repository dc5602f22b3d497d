import Testing
@testable import FloatingPanel

/// Issue 20, item 4: the display rate the numeric spring steps at (upstream's display link:
/// `h = targetTimestamp − timestamp`, ζ independent of `h`).
@Suite("display rate: the numeric spring at 60 and 120 Hz")
struct DisplayRateTests {
  @Test("the two rates, their frame intervals, and nothing else")
  func rates() {
    #expect(DisplayRate.hz60.frameInterval == 1.0 / 60 && DisplayRate.hz120.frameInterval == 1.0 / 120)
    #expect(DisplayRate(framesPerSecond: 120) == .hz120 && DisplayRate(framesPerSecond: 60) == .hz60)
    #expect(DisplayRate(framesPerSecond: 90) == nil && DisplayRate(framesPerSecond: 120.5) == nil && DisplayRate(framesPerSecond: .nan) == nil)
    #expect(DisplayRate.hz60.other == .hz120 && DisplayRate.hz120.other == .hz60)
    #expect(DisplayRate.hz120.description == "120 Hz")
  }

  @Test("a 500 pt/s release toward full steps by 1/120 s: ζ is the same, the steps are smaller and more of them")
  func releaseAt120() throws {
    func release(_ rate: DisplayRate) throws -> (first: Double, frames: Int, extreme: Double) {
      // SpringTests' release of a bottom panel (Mirror's layout): from 380 at -500 pt/s toward full at 18.
      let (panel, _) = try Mirror(position: .bottom).panel()
      panel.pointerDown(at: Point(x: 195, y: 420), time: 0)
      panel.pointerMove(to: Point(x: 195, y: 400), time: 0.016)  // location 380
      panel.pointerUp(at: Point(x: 195, y: 400), time: 0.02, velocity: -500)
      #expect(abs((panel.attraction?.zeta ?? 0) - 0.5755516802484569) < 1e-12)
      panel.step(rate.frameInterval)
      let first = panel.location
      var frames = 1, extreme = first
      while panel.isAnimating {
        panel.step(rate.frameInterval)
        frames += 1
        extreme = min(extreme, panel.location)
      }
      #expect(panel.location == 18)
      return (first, frames, extreme)
    }
    let sixty = try release(.hz60), fast = try release(.hz120)
    // The recurrence by hand (x0 = 380, v0 = -500, xt = 18, ζ 0.57555, ω = 2π/0.4, h = 1/120).
    let w = 2 * Double.pi / 0.4, z = 0.5755516802484569, h = 1.0 / 120
    let f = 1 + 2 * h * z * w, det = f + h * h * w * w
    #expect(abs(fast.first - (f * 380 - 500 * h + h * h * w * w * 18) / det) < 1e-9)
    #expect(abs(sixty.first - 355.80517340217983) < 1e-9)
    #expect(fast.extreme < sixty.extreme - 2)  // overshoots further past 18 at 120 Hz
    #expect(sixty.frames == 32 && fast.frames > 2 * 25)
  }
}
