import Testing
@testable import FloatingPanel

/// `FloatingPanelController.attractionLimit`: a release spring stops at the bound and settles on
/// its anchor from there, in one attraction; without a limit the motion is upstream's.
@Suite("Attraction limit: a spring that would overshoot past a bound stops there")
struct AttractionLimitTests {
  /// A fast flick to full (18 pt from the top of 800): upstream's spring overshoots past 0.
  func flick(limit: ClosedRange<Double>?) throws -> (locations: [Double], attractions: Int, final: Double) {
    let (p, _) = try Mirror(position: .bottom).panel()
    p.attractionLimit = limit
    p.pointerDown(at: Point(x: 100, y: 420), time: 0)
    p.pointerMove(to: Point(x: 100, y: 300), time: 0.05)
    p.pointerUp(at: Point(x: 100, y: 300), time: 0.06, velocity: -6000)
    var locations: [Double] = [], starts: Set<Double> = []
    for _ in 0..<240 where p.isAnimating {
      if let a = p.attraction { starts.insert(a.startLocation) }
      p.step(1.0 / 60)
      locations.append(p.location)
    }
    return (locations, starts.count, p.location)
  }

  @Test func stopsAtTheBoundAndSettlesOnTheAnchor() throws {
    let free = try flick(limit: nil)
    #expect(free.locations.min()! < 0)  // upstream: the edge leaves the window
    let limited = try flick(limit: 0...Double.infinity)
    #expect(limited.locations.min()! == 0)  // stops at the bound …
    #expect(limited.final == 18)  // … and settles on full
    #expect(limited.attractions == 1)  // one motion, not a restarted one
    #expect(limited.locations.count > 5)
  }
}
