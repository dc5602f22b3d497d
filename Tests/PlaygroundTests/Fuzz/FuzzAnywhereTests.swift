import Foundation
import Testing

/// Issue 24: `playground fuzz` passes from any working directory, also when the binary is not in
/// the package (a copy in a temporary directory: no `Assets/` in the working directory, its
/// parents or next to the binary). It ran the window with `--config`, which printed "presets
/// unavailable" before the one "no display" line: two lines, a violation.
@Suite("fuzz from anywhere")
struct FuzzAnywhereTests {
  @Test("a copy of the binary, run from an empty directory: fuzz --seed 11 --cases 300 exits 0")
  func outsideThePackage() throws {
    let dir = try TuningFixtures.temporaryDirectory("fuzz-anywhere")
    defer { TuningFixtures.cleanup(dir) }
    let binary = dir + "/bin/playground", work = dir + "/empty"
    for d in [dir + "/bin", work] { try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true) }
    try ExecutableCopy.write(to: binary)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: binary)
    p.arguments = ["fuzz", "--seed", "11", "--cases", "300"]
    p.currentDirectoryURL = URL(fileURLWithPath: work)
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0, "\(String(decoding: e, as: UTF8.self))")
    #expect(String(decoding: o, as: UTF8.self).hasSuffix(" 0 violations\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: work).isEmpty)
  }
}
