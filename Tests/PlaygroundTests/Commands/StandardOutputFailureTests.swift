import Foundation
import Testing
@testable import playground
@testable import PlaygroundWindow

/// Issue 24, item 3: every command checks its writes to standard output. With stdout on
/// `/dev/full` or closed, each exits with status 1 and one line on stderr naming standard output
/// (before: `export-swift` died on a `try!`, the others and `--help` exited 0 and lost the text).
@Suite("a command whose standard output cannot be written exits 1 with one line")
struct StandardOutputFailureTests {
  /// The package root (Assets are read from it).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized.path

  /// Every command that writes to stdout, with arguments that make it quick (outputs go to `dir`),
  /// and the prefix of its error line.
  static func commands(in dir: String) -> [(args: [String], who: String)] {
    [
      (["--help"], "playground"), (["screenshot", "--help"], "playground"), (["help", "snapshot"], "playground"),
      (["export-swift", "--config", root + "/Assets/presets/snappy.json"], "playground export-swift"),
      (["screenshot", "--out", dir + "/s.png", "--size", "240x240"], "playground screenshot"),
      (["filmstrip", "--script", root + "/Assets/snapshots/flick-card.json", "--frames", "2", "--scale", "1", "--out", dir + "/f.png"],
       "playground filmstrip"),
      (["snapshot", "record", dir + "/manifest.json"], "playground snapshot"),
      (["fuzz", "--seed", "1", "--cases", "20", "--every", "0"], "playground fuzz"),
      (["bench", "engine", "--frames", "100", "--replays", "1"], "playground bench engine"),
      (["bench", "render", "--frames", "10", "--size", "100x100"], "playground bench render"),
      (["bench", "--frames", "10", "--size", "240x240"], "playground bench"),
      (["replay", root + "/Assets/scripts/flick-to-full.json"], "playground replay"),
    ]
  }

  /// Runs the binary with `args` through `sh`, its stdout redirected by `redirection`
  /// (`> /dev/full`, `>&-`); returns the exit status and stderr.
  static func run(_ args: [String], redirection: String) throws -> (Int32, String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = ["-c", "exec \"$0\" \"$@\" \(redirection)", ReplayTests.executable().path] + args
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: e, as: UTF8.self))
  }

  @Test("stdout on /dev/full or closed: exit 1, one line naming standard output and why", arguments: ["> /dev/full", ">&-"])
  func everyCommand(redirection: String) throws {
    let dir = try TuningFixtures.temporaryDirectory("stdout")
    defer { TuningFixtures.cleanup(dir) }
    try #"{"cases": [{"name": "tiny", "size": "240x240", "state": "tip"}]}"#.write(
      toFile: dir + "/manifest.json", atomically: true, encoding: .utf8)
    let reason = redirection == ">&-" ? "Bad file descriptor" : "No space left on device"
    for (args, who) in Self.commands(in: dir) {
      let (status, err) = try Self.run(args, redirection: redirection)
      #expect(status == 1, "\(args): \(err)")
      #expect(err.split(separator: "\n", omittingEmptySubsequences: false).count == 2 && err.hasSuffix("\n"), "\(args): \(err)")
      #expect(err.hasPrefix("\(who): standard output: cannot write: \(reason)"), "\(args): \(err)")
    }
  }

  @Test("a closed stdout is not handed to a file the command opens: the PNG is whole, the status 1")
  func closedStdoutDoesNotReachFiles() throws {
    let dir = try TuningFixtures.temporaryDirectory("stdout-closed")
    defer { TuningFixtures.cleanup(dir) }
    let (status, _) = try Self.run(["screenshot", "--out", dir + "/s.png", "--size", "240x240"], redirection: ">&-")
    #expect(status == 1)
    let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/s.png"))
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(png.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))  // IEND, nothing after it
  }
}
