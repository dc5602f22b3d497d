import Foundation
import RenderTestSupport
import Testing
@testable import playground
@testable import PlaygroundWindow

extension PlaygroundSuite {
  /// `playground bench window` end to end: the child process opens a window (SDL's dummy driver
  /// here), drags through SDL's queue, idles, and the parent prints the numbers; without a display
  /// it is one line and exit status 2.
  @Suite struct BenchWindowCLITests {
    @Test func jsonReportOfADragAndAnIdleWindow() throws {
      let binary = ReplayTests.executable()
      try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first")
      let (status, out, err) = try DisplayTestLock.withDummyVideo {
        try ReplayTests.launch(binary, ["bench", "window", "--size", "640x480", "--frames", "30", "--idle-seconds", "0.5", "--json"])
      }
      #expect(status == 0, "\(err)")
      let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
      #expect(json["videoDriver"] as? String == "dummy")
      #expect(json["dragFrames"] as? Int == 30)  // a pointer move in every slot: every slot drawn
      #expect(json["idleFrames"] as? Int == 0)  // settled and left alone: nothing drawn
      let intervals = try #require(json["presentIntervalMs"] as? [String: Double])
      #expect((intervals["p50"] ?? 0) > 5)  // paced, not back to back
      #expect((json["execToFirstFrameMs"] as? Double ?? 0) > 0)
      #expect((json["rssMiB"] as? Double ?? 0) > 1)
      for key in ["droppedFrames", "intervalsOver33ms", "idleCPUPercent", "wakeLatenessMs", "presentCallMs", "loadAverage"] {
        #expect(json[key] != nil, "\(key)")
      }
    }

    @Test func noDisplayIsOneLineAndExitTwo() throws {
      let binary = ReplayTests.executable()
      try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first")
      let (status, out, err) = try DisplayTestLock.run {
        unsetenv("SDL_VIDEODRIVER")
        unsetenv("DISPLAY")
        unsetenv("WAYLAND_DISPLAY")
        return try ReplayTests.launch(binary, ["bench", "window", "--frames", "10"])
      }
      #expect(status == 2)
      #expect(out.isEmpty)
      #expect(err.hasPrefix("playground: no display available"))
      #expect(err.split(separator: "\n").count == 1)
    }
  }
}
