import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import Testing

extension PlaygroundSuite {
  /// Issue 20, item 4: the window at `--display-rate 120` (or a config's `"displayRate": 120`)
  /// paces at 1/120 s and steps the numeric spring by 1/120 s per frame.
  @Suite("window: display rate")
  struct WindowDisplayRateTests {
    @Test("--display-rate 120: a key's spring steps 1/120 s per frame and the paced loop waits 1/120 s")
    func fixedRate() throws {
      let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
      w.app.fixDisplayRate(.hz120)
      let start = w.app.scene.search.location
      let target = try #require(w.app.scene.search.resolvedLayout.location(of: .full))
      w.key(.digit(1))
      let t0 = w.clock.now
      try w.app.run(maxFrames: w.app.frameSlots + 3, paced: true)
      #expect(abs(w.clock.now - t0 - 3.0 / 120) < 1e-9)
      var (x, v) = (start, 0.0)
      for _ in 0..<3 { (x, v) = NumericSpring.step(x: x, v: v, target: target, zeta: 1, omega: 2 * .pi / 0.4, h: 1.0 / 120) }
      #expect(abs(w.app.scene.search.location - x) < 1e-9)
      // A config reloaded with another rate does not change a rate given on the command line.
      #expect(w.app.tuning.tuner.apply(try PlaygroundConfig.decode(#"{"displayRate": 60, "panels": {"search": {}}}"#)) == nil)
      #expect(w.app.scene.displayRate == .hz120)
    }

    @Test("a --config file's displayRate is the window's rate; saving keeps it")
    func configRate() throws {
      let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rate-window-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: dir) }
      let path = dir.appendingPathComponent("tuning.json").path
      try Data(#"{"displayRate": 120, "panels": {"search": {"behavior": {"springResponseTime": 0.3}}}}"#.utf8).write(to: URL(fileURLWithPath: path))
      let w = try LoopHarness(size: SceneSize(width: 390, height: 844), configPath: path)
      #expect(w.app.scene.displayRate == .hz120)
      let start = w.app.scene.search.location
      let target = try #require(w.app.scene.search.resolvedLayout.location(of: .full))
      w.key(.digit(1))
      try w.frame()
      let expected = NumericSpring.step(x: start, v: 0, target: target, zeta: 1, omega: 2 * .pi / 0.3, h: 1.0 / 120).x
      #expect(abs(w.app.scene.search.location - expected) < 1e-9)
      #expect(w.app.tuning.save())
      #expect(try PlaygroundConfig.decode(Data(contentsOf: URL(fileURLWithPath: path))).displayRate == .hz120)
    }
  }
}
