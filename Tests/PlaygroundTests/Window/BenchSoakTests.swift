import Foundation
import RenderTestSupport
import Testing
@testable import playground
@testable import PlaygroundWindow

extension PlaygroundSuite {
  /// `playground bench soak` end to end, short: the child window (SDL's dummy driver here) takes
  /// eight seconds of seeded input through SDL's queue, and the parent reports its RSS, input and
  /// files; without a display it is one line and exit status 2.
  @Suite struct BenchSoakTests {
    @Test func anEightSecondSoakReportsItsInputRSSAndFiles() throws {
      let binary = ReplayTests.executable()
      try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first")
      let (status, out, err) = try DisplayTestLock.withDummyVideo {
        try ReplayTests.launch(binary, [
          "bench", "soak", "--seconds", "8", "--seed", "5", "--sample-every", "0.5", "--size", "640x480",
          // Eight seconds are all warm-up (and a sanitizer's shadow memory); four were too few for
          // the window's own reading at load 15 (a train at 16:48 had none).
          "--max-growth", "1000",
        ])
      }
      #expect(status == 0, "\(err)")
      #expect(err.isEmpty)
      let lines = out.split(separator: "\n").map(String.init)
      #expect(lines.first?.hasPrefix("soak 8 s, seed 5, 640x480 on dummy") == true)
      #expect(lines.contains { $0.hasPrefix("  input: ") && $0.contains(" drags, ") })
      // Outside readings every 0.5 s (the first may be before exec), and the window's own at
      // 640x480 (each waits for the gesture under way to end, then draws 0.5 s at that size).
      let outside = lines.filter { $0.range(of: #"^ +[0-9]+\.[0-9] {18,}[0-9]+\.[0-9]$"#, options: .regularExpression) != nil }
      let atSize = lines.filter { $0.range(of: #"^ +[0-9]+\.[0-9] {3,12}[0-9]+\.[0-9]$"#, options: .regularExpression) != nil }
      #expect(outside.count >= 3)
      #expect(atSize.count >= 1)
      #expect(lines.contains("      t (s)   at 640x480   as it ran"))
      #expect(lines.contains { $0.hasPrefix("        end ") })
      #expect(lines.contains { $0.hasPrefix("  RSS growth at 640x480 from 4 s to the end: ") && $0.hasSuffix(" MiB (limit 1000.0)") })
      #expect(lines.contains { $0.hasPrefix("  crashes: none; files: ") && $0.contains(" readable, 0 lost; ") })
      #expect(lines.last == "  result: ok")
    }

    @Test func noDisplayIsOneLineAndExitTwo() throws {
      let binary = ReplayTests.executable()
      try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first")
      let (status, out, err) = try DisplayTestLock.run {
        unsetenv("SDL_VIDEODRIVER")
        unsetenv("DISPLAY")
        unsetenv("WAYLAND_DISPLAY")
        return try ReplayTests.launch(binary, ["bench", "soak", "--seconds", "1"])
      }
      #expect(status == 2)
      #expect(out.isEmpty)
      #expect(err.hasPrefix("playground: no display available"))
      #expect(err.split(separator: "\n").count == 1)
    }

    @Test func badOptionsAreUsageErrors() throws {
      let binary = ReplayTests.executable()
      let (status, out, err) = try ReplayTests.launch(binary, ["bench", "soak", "--seconds", "0"])
      #expect(status == 64)
      #expect(out.isEmpty)
      #expect(err.hasPrefix("Error: --seconds must be between 1 and 86400"))
    }
  }
}
