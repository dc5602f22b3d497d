import Foundation
import RenderTestSupport
import Testing
@testable import playground
@testable import PlaygroundWindow

extension PlaygroundSuite {
  /// `playground bench window --refresh-rate 120` end to end (SDL's dummy driver): the window
  /// paces at 120 Hz and says so, and counts the intervals over 16.7 ms; a rate out of range is
  /// one line and status 64.
  @Suite struct BenchWindowRefreshRateTests {
    @Test func pacedAt120AndCountsIntervalsOver16ms() throws {
      let binary = ReplayTests.executable()
      try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first")
      let (status, out, err) = try DisplayTestLock.withDummyVideo {
        try ReplayTests.launch(
          binary, ["bench", "window", "--size", "640x480", "--frames", "20", "--idle-seconds", "0.5", "--refresh-rate", "120", "--json"])
      }
      #expect(status == 0, "\(err)")
      let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
      #expect(json["pacedHz"] as? Double == 120)
      #expect(json["dragFrames"] as? Int == 20)
      let over16 = try #require(json["intervalsOver16_7ms"] as? Int)
      #expect(over16 >= (json["intervalsOver33ms"] as? Int ?? -1) && over16 <= 19)
      let (bad, badOut, badErr) = try ReplayTests.launch(binary, ["bench", "window", "--refresh-rate", "0"])
      #expect(bad == 64 && badOut.isEmpty)
      #expect(badErr.contains("--refresh-rate '0' is not a refresh rate"), "\(badErr)")
    }
  }
}
