import FloatingPanel
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

@Suite("Motion plot: trace recording and read-outs")
struct MotionMetricsTests {
  @Test("overshoot in pt and %, settle time and peak velocity of a sampled motion")
  func metrics() {
    // from 0 toward 100: passes it by 8 pt, comes back, within 0.5 pt from t = 0.4
    let xs: [(Double, Double, Double)] = [(0, 0, 900), (0.1, 70, 600), (0.2, 108, -50), (0.3, 99, -20), (0.4, 100.3, 2), (0.5, 100, 0)]
    let m = MotionMetrics(samples: xs.map { MotionSample(t: $0.0, location: $0.1, velocity: $0.2) }, start: 0, target: 100)
    #expect(m.overshoot == 8)
    #expect(m.overshootPercent == 8)
    #expect(m.settleTime == 0.4)
    #expect(m.peakVelocity == 900)
    // moving toward smaller coordinates, never passing the target
    let down = MotionMetrics(
      samples: [MotionSample(t: 1, location: 500, velocity: -100), MotionSample(t: 1.5, location: 300, velocity: 0)], start: 500, target: 300)
    #expect(down.overshoot == 0 && down.overshootPercent == 0)
    #expect(down.settleTime == 0.5)
    // still moving: no settle time
    let moving = MotionMetrics(samples: [MotionSample(t: 0, location: 0, velocity: 1)], start: 0, target: 10)
    #expect(moving.settleTime == nil)
  }

  @Test("the recorder keeps the last release with the anchors, and its metrics match the engine's spring")
  func recorder() throws {
    let (panel, rec) = try TuningFixtures.flickUp(frames: 120)
    let trace = try #require(rec.last)
    #expect(trace.target == "full")
    #expect(trace.isFinished)
    #expect(trace.anchors.map(\.name) == ["full", "half", "tip"])
    #expect(trace.samples.last?.location == panel.location)
    let m = trace.metrics()
    #expect(m.overshoot > 1)  // ζ ≈ 0.58 overshoots
    #expect(m.peakVelocity > 1000)
    #expect((m.settleTime ?? 99) < 1.5)
    #expect(trace.axis == "y")
  }

  @Test("a side panel's trace is on the x axis and starts where the panel was")
  func sidePanelAxis() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 1024, height: 640), scale: 1)
    let layout = FloatingPanelLayoutSettings(
      position: .left, initialState: .half,
      anchors: [
        .full: FloatingPanelLayoutAnchor(absoluteInset: 375, edge: .left, referenceGuide: .superview),
        .half: FloatingPanelLayoutAnchor(absoluteInset: 260, edge: .left, referenceGuide: .superview),
      ], backdropAlphas: [:])
    let panel = try FloatingPanelController(layout: layout, environment: env)
    let rec = MotionRecorder()
    try panel.move(to: .full, animated: true)
    for n in 1...60 {
      panel.step(1.0 / 60)
      rec.record(panel, time: Double(n) / 60)
    }
    let trace = try #require(rec.last)
    #expect(trace.axis == "x")
    #expect(trace.startLocation == 260 && trace.targetLocation == 375)
    #expect(trace.anchors.map(\.name) == ["half", "full"])  // by location, left to right
    #expect(trace.anchors.map(\.location) == [260, 375])
  }

  @Test("the plot's read-out in words: no '-0.0', no 'settles in not yet'")
  func plotWording() {
    let flat = MotionMetrics(samples: [MotionSample(t: 0, location: 400, velocity: 0), MotionSample(t: 0.1, location: 200, velocity: 0)],
                             start: 400, target: 200)
    #expect(flat.summary == "no overshoot · settled in 0.10 s")
    let moving = MotionMetrics(
      samples: [MotionSample(t: 0, location: 400, velocity: -900), MotionSample(t: 0.1, location: 190, velocity: -50)],
      start: 400, target: 200)
    #expect(moving.summary == "overshoot 10.0 pt (5.0 %) · still moving")
    let exact = MotionMetrics(samples: [MotionSample(t: 0, location: 200, velocity: 0)], start: 400, target: 200)
    #expect(exact.overshoot.sign == .plus && exact.summary.hasPrefix("no overshoot"))
  }
}
