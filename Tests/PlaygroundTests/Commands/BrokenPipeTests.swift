import Foundation
import Testing

/// A reader that goes away is a failed write, not a death by signal: with the read end of its
/// standard output closed, a command exits with status 1 and one line on stderr naming standard
/// output (before: SIGPIPE killed it, status 128 + 13, with nothing said).
@Suite("a command whose standard output is a pipe nobody reads exits 1 with one line")
struct BrokenPipeTests {
  @Test("replay, export-swift, bench engine and fuzz into a closed pipe", arguments: [
    (["replay", StandardOutputFailureTests.root + "/Assets/scripts/flick-to-full.json"], "playground replay"),
    (["export-swift", "--config", StandardOutputFailureTests.root + "/Assets/presets/snappy.json"], "playground export-swift"),
    (["bench", "engine", "--frames", "100", "--replays", "1"], "playground bench engine"),
    (["fuzz", "--seed", "1", "--cases", "20", "--every", "0"], "playground fuzz"),
  ])
  func closedReader(args: [String], who: String) throws {
    // The read end is closed before the command starts: its first write meets a broken pipe.
    let p = Process()
    p.executableURL = ReplayTests.executable()
    p.arguments = args
    let out = Pipe(), err = Pipe()
    try out.fileHandleForReading.close()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    try out.fileHandleForWriting.close()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    let stderr = String(decoding: e, as: UTF8.self)
    #expect(p.terminationReason == .exit && p.terminationStatus == 1, "\(p.terminationReason) \(p.terminationStatus): \(stderr)")
    #expect(stderr.hasPrefix("\(who): standard output"), "\(stderr)")
    #expect(stderr.split(separator: "\n").count == 1 && stderr.hasSuffix("\n"), "\(stderr)")
  }
}
