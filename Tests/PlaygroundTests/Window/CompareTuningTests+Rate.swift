import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import SDLKit
import Testing

extension CompareTuningTests {
  @Test("O at 60 Hz: the plot's second curve is the same release at 120 Hz, frame for frame `replay --display-rate 120` of the recording")
  func otherRateCurve() throws {
    let dir = try TuningFixtures.temporaryDirectory("ab-rate")
    defer { TuningFixtures.cleanup(dir) }
    let w = try Self.window()
    w.key(.letter("o"))
    try w.frame()
    #expect(w.app.driver.status.text == "plot: compare 60/120 Hz: no release yet; drag and let go, or F")
    w.app.recorder.directory = dir
    w.key(.letter("r"), .control)
    try w.frame()
    w.key(.letter("f"))
    try w.frame()
    try w.settle()
    w.key(.letter("r"), .control)
    try w.frame()
    let curve = try #require(w.app.tuning.secondCurve)
    #expect(curve.label == "120 Hz" && curve.mainLabel == "60 Hz")
    let fast = curve.trace.samples
    #expect(fast.first?.t == w.app.tuning.trace?.samples.first?.t)
    #expect(abs(fast[1].t - fast[0].t - 1.0 / 120) < 1e-12)
    // FloatingPanel's numeric spring stepped by 1/120 s, computed here: 422 → 18 at 1000 pt/s, 0.4 s.
    let zeta = NumericSpring.dampingRatio(decelerationRate: 0.991, responseTime: 0.4, velocity: -1000)
    var (x, v) = (422.0, -1000.0)
    for k in 1...6 {
      (x, v) = NumericSpring.step(x: x, v: v, target: 18, zeta: zeta, omega: 2 * .pi / 0.4, h: 1.0 / 120)
      #expect(abs(fast[k].location - x) < 1e-9, "120 Hz frame \(k)")
    }
    // The recording replayed headless at 120 Hz passes through the same locations after the release.
    let script = try ReplayScript.load(path: dir + "/recording.json").at(displayRate: .hz120)
    let (frames, _) = try ReplayRunner(script: script).run()
    let replayed = frames.map(\.location)
    let start = try #require(replayed.firstIndex(of: fast[1].location))
    let expected = fast.dropFirst().map(\.location)
    #expect(Array(replayed[start...].prefix(expected.count)) == Array(expected.prefix(replayed.count - start)))
    #expect(expected.count > 40)
    // Figures differ: 120 Hz and 60 Hz are not the same motion.
    let slow = try #require(w.app.tuning.trace)
    #expect(slow.samples[1].location != fast[2].location || slow.metrics() != curve.trace.metrics())
    w.key(.letter("o"))
    try w.frame()
    #expect(w.app.tuning.secondCurve == nil)
    #expect(w.app.driver.status.text == "plot: 120 Hz curve off")
  }
}
