import Foundation
import PlaygroundUI
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow

extension PlaygroundSuite {
  /// Issue 20, item 4: `screenshot` and `filmstrip` take `--display-rate` (the gesture's clock,
  /// the scene's settling).
  @Suite("display rate: screenshot and filmstrip")
  struct DisplayRateCommandTests {
    static let flick = DisplayRateReplayTests.flick

    @Test("screenshot --display-rate: the script runs on that clock; the scene settles at that rate")
    func screenshot() throws {
      let gesture = try ScreenshotCommand.parse(["--out", "x.png", "--script", Self.flick, "--at", "0.2", "--display-rate", "120"]).shot()
      #expect(gesture.script?.0.fps == 120 && gesture.script?.0.displayRate == .hz120)
      let plain = try ScreenshotCommand.parse(["--out", "x.png", "--script", Self.flick, "--at", "0.2"]).shot()
      #expect(plain.script?.0.fps == 60 && plain.script?.0.displayRate == nil)
      let scene = try ScreenshotCommand.parse(["--out", "x.png", "--display-rate", "120"]).shot()
      #expect(scene.setup.displayRate == .hz120)
      #expect(throws: (any Error).self) { try ScreenshotCommand.parse(["--out", "x.png", "--display-rate", "144"]) }
    }

    @Test("filmstrip --display-rate 120 draws the 120-Hz frames; 60 is the strip without the flag")
    func filmstrip() throws {
      let binary = ReplayTests.executable()
      try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first: \(binary.path)")
      let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rate-strip-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: dir) }
      func strip(_ extra: [String], _ name: String) throws -> Data {
        let out = dir.appendingPathComponent(name).path
        let args = ["filmstrip", "--script", Self.flick, "--frames", "2", "--from", "0.15", "--to", "0.2", "--scale", "1", "--background", "plain", "--out", out]
        let (status, _, err) = try ReplayTests.launch(binary, args + extra)
        #expect(status == 0, "\(err)")
        return try Data(contentsOf: URL(fileURLWithPath: out))
      }
      let plain = try strip([], "plain.png"), sixty = try strip(["--display-rate", "60"], "60.png"), fast = try strip(["--display-rate", "120"], "120.png")
      #expect(plain == sixty)
      #expect(plain != fast)  // at 0.15 s the 60-Hz panel is at 58.1 pt, the 120-Hz one at 49.6 pt
    }
  }
}
