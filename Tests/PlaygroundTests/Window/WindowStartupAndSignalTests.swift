import FloatingPanel
import Foundation
import RenderTestSupport
import SDLKit
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport

extension PlaygroundSuite {
  /// Issue 11, items 3, 4, 9 and 10: the window survives a huge resize; empty or bogus video
  /// drivers and a bogus Wayland display give one line and status 2; a corrupt font falls back;
  /// SIGTERM ends the window like Q.
  @Suite struct WindowStartupAndSignalTests {
    @Test("a resize to 100000×100000 is drawn at the 8192 cap and the window is asked back to it")
    func hugeResize() throws {
      let w = try LoopHarness(size: SceneSize(width: 390, height: 844))  // its target reports resizes as events
      let app = w.app
      try app.run(maxFrames: app.frameCount + 1, paced: false)
      w.target.setSize(width: 100_000, height: 100_000)
      try app.run(maxFrames: app.frameCount + 2, paced: false)
      #expect(app.scene.size == Size(width: 8192, height: 8192))
      #expect(app.target.size.width <= 8192 && app.target.size.height <= 8192)
    }

    /// Runs the binary with `environment` changes (nil removes a variable).
    static func launch(_ args: [String], environment changes: [String: String?]) throws -> (Int32, String, String) {
      try ReplayTests.launch(ReplayTests.executable(), args, environment: changes)
    }

    @Test("SDL_VIDEODRIVER=\"\" means not set; a bogus driver or Wayland display: one line, status 2", arguments: [
      ["SDL_VIDEODRIVER": "", "DISPLAY": nil, "WAYLAND_DISPLAY": nil],
      ["SDL_VIDEODRIVER": "bogus", "DISPLAY": nil, "WAYLAND_DISPLAY": nil],
      ["SDL_VIDEODRIVER": nil, "DISPLAY": nil, "WAYLAND_DISPLAY": "bogus", "XDG_RUNTIME_DIR": nil],
    ] as [[String: String?]])
    func displayProblems(environment: [String: String?]) throws {
      let (status, out, err) = try Self.launch(["window", "--frames", "3"], environment: environment)
      #expect(status == 2)
      #expect(out.isEmpty)
      #expect(err.hasPrefix("playground: no display available"))
      #expect(err.split(separator: "\n").count == 1 && err.hasSuffix("\n"), "\(err)")
    }

    @Test("a negative --size names it on the first line (status 64, argument parser's usage lines after)")
    func negativeSize() throws {
      let (status, _, err) = try Self.launch(["screenshot", "--size", "-5x-5", "--out", "/tmp/never.png"], environment: [:])
      #expect(status == 64)
      #expect(err.split(separator: "\n").first?.contains("--size -5x-5 must be between 240x240 and 8192x8192 points") == true, "\(err)")
    }

    @Test("a corrupt Inter font is skipped: the locator falls back to DejaVu")
    func fontFallback() throws {
      let dir = try TuningFixtures.temporaryDirectory("font")
      defer { TuningFixtures.cleanup(dir) }
      let corrupt = dir + "/Inter-Regular.otf"
      try Data("OTTO not really a font".utf8).write(to: URL(fileURLWithPath: corrupt))
      let dejavu = FontLocator.debianCandidates(for: .regular).last ?? ""
      try #require(FontLocator.isReadableFile(dejavu), "needs fonts-dejavu-core")
      let locator = FontLocator(candidates: { _ in [corrupt, dejavu] })
      #expect(try locator.locate(weight: .regular) == dejavu)
    }

    @Test("SIGTERM ends the window like Q: a normal exit, not death by the signal")
    func sigterm() throws {
      let p = Process()
      p.executableURL = ReplayTests.executable()
      p.arguments = ["window", "--size", "390x844"]
      var env = ProcessInfo.processInfo.environment
      env["SDL_VIDEODRIVER"] = "dummy"
      p.environment = env
      p.standardOutput = FileHandle.nullDevice
      let err = Pipe()
      p.standardError = err
      try p.run()
      // Wait until the window is up: SIGTERM is caught (bit 15 of SigCgt) once SDL is initialised.
      let errFD = err.fileHandleForReading.fileDescriptor
      let ready = Waiting.until(timeout: 20, reading: errFD) { Waiting.catches(SIGTERM, pid: p.processIdentifier) }.satisfied
      #expect(ready, "SIGTERM is never caught")
      kill(p.processIdentifier, SIGTERM)
      // Its stderr closes when it exits.
      Waiting.until(timeout: 10, reading: errFD) { !p.isRunning }
      if p.isRunning { kill(p.processIdentifier, SIGKILL) }
      p.waitUntilExit()
      #expect(p.terminationReason == .exit)
      #expect(p.terminationStatus == 0)
    }
  }
}
