import Foundation
import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// ``ListMomentum``: the glide's distance and its independence of the frame rate.
@Suite struct ListMomentumTests {
  @Test("a glide is frame-rate independent and travels v / (1000 · ln(1/0.998))")
  func glideDistance() {
    /// Distance over the first 0.5 s at `fps`, and the whole glide.
    func travel(fps: Int) -> (half: Double, all: Double) {
      var g = ListMomentum(velocity: 1000)
      var x = 0.0, n = 0, half = 0.0
      while !g.isFinished {
        x += g.step(1.0 / Double(fps))
        n += 1
        if n == fps / 2 { half = x }
      }
      return (half, x)
    }
    #expect(abs(ListMomentum.distance(from: 1000) - 499.5) < 0.1)
    #expect(abs(travel(fps: 60).half - travel(fps: 120).half) < 1e-9)
    #expect(abs(travel(fps: 60).half - ListMomentum.distance(from: 1000) * (1 - pow(0.998, 500))) < 1e-6)
    #expect(abs(travel(fps: 60).all - (ListMomentum.distance(from: 1000) - ListMomentum.distance(from: 10))) < 0.5)
  }
}
