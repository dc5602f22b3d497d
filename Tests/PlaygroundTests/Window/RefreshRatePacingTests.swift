import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

extension PlaygroundSuite {
  /// Issue 23, item 2: the window paces at the display's refresh rate (60 Hz when it reports 0)
  /// or at `--refresh-rate`, while the numeric spring steps by the display rate in real time
  /// (``DisplayStepClock``); the HUD's present line says the rate.
  @Suite("window: refresh-rate pacing")
  struct RefreshRatePacingTests {
    @Test("the rate: --refresh-rate, else the display's, 0 taken as 60, no display: the display rate")
    func pacingRate() {
      #expect(AppLoop.pacingRate(override: nil, display: 144, displayRate: .hz60) == 144)
      #expect(AppLoop.pacingRate(override: nil, display: 0, displayRate: .hz120) == 60)
      #expect(AppLoop.pacingRate(override: 120, display: 60, displayRate: .hz60) == 120)
      #expect(AppLoop.pacingRate(override: nil, display: nil, displayRate: .hz120) == 120)
    }

    /// Runs `frames` paced frame slots of a 1-key spring on a display of `display` Hz (the loop
    /// at `displayRate`, `override` as --refresh-rate); returns the frame starts, the search
    /// panel's location, and where the numeric spring at `displayRate` is after `steps` steps.
    static func paced(
      display: Int?, displayRate: DisplayRate, override: Int? = nil, frames: Int = 3, steps: Int = 3
    ) throws -> (starts: [Double], location: Double, expected: Double) {
      let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
      w.target.refreshRate = display
      w.app.refreshRate = override
      w.app.fixDisplayRate(displayRate)
      let start = w.app.scene.search.location
      let target = try #require(w.app.scene.search.resolvedLayout.location(of: .full))
      var starts: [Double] = []
      w.app.onFrame = { starts.append($0.start) }
      w.key(.digit(1))
      try w.app.run(maxFrames: w.app.frameSlots + frames, paced: true)
      var (x, v) = (start, 0.0)
      for _ in 0..<steps {
        (x, v) = NumericSpring.step(x: x, v: v, target: target, zeta: 1, omega: 2 * .pi / 0.4, h: displayRate.frameInterval)
      }
      return (starts, w.app.scene.search.location, x)
    }

    @Test("a 120-Hz display: 8.33-ms deadlines; the spring at the display rate 60 steps 1/60 s every other frame, in real time")
    func display120() throws {
      let r = try Self.paced(display: 120, displayRate: .hz60, frames: 6, steps: 3)
      #expect(r.starts.count == 6)
      for (a, b) in zip(r.starts.dropFirst(), r.starts) { #expect(abs(a - b - 1.0 / 120) < 1e-9) }
      #expect(abs(r.location - r.expected) < 1e-9)  // 50 ms: 3 steps of 1/60 s, not 6
    }

    @Test("a display that reports 0 Hz paces at 60 (16.67 ms); at --display-rate 120 each frame makes two 1/120-s steps")
    func unknownIs60() throws {
      let r = try Self.paced(display: 0, displayRate: .hz120, frames: 3, steps: 6)
      for (a, b) in zip(r.starts.dropFirst(), r.starts) { #expect(abs(a - b - 1.0 / 60) < 1e-9) }
      #expect(abs(r.location - r.expected) < 1e-9)  // 50 ms: 6 steps of 1/120 s, not 3
    }

    @Test("at 120 Hz with --display-rate 120, one 1/120-s step a frame, as at 60 Hz with 60")
    func matched120() throws {
      let r = try Self.paced(display: 120, displayRate: .hz120, frames: 6, steps: 6)
      #expect(abs(r.location - r.expected) < 1e-9)
    }

    @Test("--refresh-rate 144 overrides a 60-Hz display")
    func override() throws {
      let r = try Self.paced(display: 60, displayRate: .hz60, override: 144)
      for (a, b) in zip(r.starts.dropFirst(), r.starts) { #expect(abs(a - b - 1.0 / 144) < 1e-9) }
    }

    @Test("the HUD's present line says the rate it paces at")
    func hudLine() throws {
      var s = PresentSummary(p50: 8.3, p99: 9.14, dropped: 0, seconds: 3, integrator: .numeric)
      #expect(s.line == "present p50 8.3 · p99 9.1 ms · 0 dropped in 3 s · numeric spring")
      s.pacedHz = 120
      #expect(s.line == "present p50 8.3 · p99 9.1 ms at 120 Hz · 0 dropped in 3 s · numeric spring")
      let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
      w.target.refreshRate = 120
      w.key(.letter("i"))
      w.key(.letter("m"))  // something moving, so every slot is drawn
      try w.app.run(maxFrames: w.app.frameSlots + 31, paced: true)
      let lines = try #require(w.app.driver.layout.hud).lines.map(\.text)
      let present = try #require(lines.first { $0.hasPrefix("present p50 ") })
      #expect(present.hasPrefix("present p50 8.3 · p99 8.3 ms at 120 Hz · 0 dropped in "), "\(present)")
    }

    @Test("--refresh-rate takes 24…500 whole Hz; anything else is one line naming the range")
    func option() throws {
      #expect(try RefreshRateOption.parse("144") == 144)
      for bad in ["10", "501", "59.9", "fast", ""] {
        #expect(throws: (any Error).self) { try RefreshRateOption.parse(bad) }
      }
      let binary = ReplayTests.executable()
      try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first")
      let (status, out, err) = try ReplayTests.launch(binary, ["window", "--refresh-rate", "1000"])
      #expect(status == 64)
      #expect(out.isEmpty)
      #expect(err.contains("--refresh-rate '1000' is not a refresh rate; use a whole number of Hz from 24 to 500"), "\(err)")
    }
  }
}
