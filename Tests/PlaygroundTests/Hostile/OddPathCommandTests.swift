import Foundation
import Testing
@testable import playground
@testable import PlaygroundWindow

/// Issue 35, defect 2: every command that writes or reads next to a path takes one-character and
/// other odd but legal paths (`p`, `é`, `~`, a manifest named `m`, `--config c`) and does what it
/// says; a path that names a directory (`.`, `./`, `a/`) is one line and status 1, never a crash
/// (it was SIGILL, status 132, in Foundation's path splitting). Each run is in a fresh directory,
/// so the relative paths are as short as a user types them.
@Suite("one-character and odd output paths: written, or one line, never a crash")
struct OddPathCommandTests {
  /// Runs the binary in `dir`; returns status, stdout and stderr.
  static func run(_ args: [String], in dir: String, environment: [String: String?] = [:]) throws -> (Int32, String, String) {
    try ReplayTests.launch(ReplayTests.executable(), args, environment: environment, in: dir)
  }

  static let small = ["--size", "240x300"]

  @Test("screenshot and filmstrip write a one-character (or odd) file name", arguments: ["p", "é", "~", "-", "x.y"])
  func shortNamesWritten(name: String) throws {
    let dir = try TuningFixtures.temporaryDirectory("odd-out")
    defer { TuningFixtures.cleanup(dir) }
    let shot = try Self.run(["screenshot", "--out", name] + Self.small, in: dir)
    #expect(shot.0 == 0, "\(shot.2)")
    #expect(FileManager.default.contents(atPath: dir + "/" + name)?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    try FileManager.default.removeItem(atPath: dir + "/" + name)
    let strip = try Self.run(
      ["filmstrip", "--script", TuningFixtures.packageRoot + "/Assets/scripts/flick-to-full.json", "--frames", "2", "--scale", "1",
       "--out", name], in: dir)
    #expect(strip.0 == 0, "\(strip.2)")
    #expect(strip.1 == name + "\n")
    #expect(FileManager.default.contents(atPath: dir + "/" + name)?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
  }

  @Test("a path that names a directory: status 1, one line naming it, nothing written", arguments: [".", "./", "a/", "..", "sub/", "sub/."])
  func directoryNamesRefused(name: String) throws {
    let dir = try TuningFixtures.temporaryDirectory("odd-dir")
    defer { TuningFixtures.cleanup(dir) }
    try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
    for args in [
      ["screenshot", "--out", name] + Self.small,
      ["filmstrip", "--script", TuningFixtures.packageRoot + "/Assets/scripts/flick-to-full.json", "--frames", "2", "--out", name],
    ] {
      let (status, out, err) = try Self.run(args, in: dir)
      #expect(status == 1, "\(args) \(err)")
      #expect(out.isEmpty)
      #expect(err.split(separator: "\n").count == 1 && err.contains("\(name): names a directory, not a file"), "\(err)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["sub"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/sub").isEmpty)
  }

  @Test("a manifest named m: record writes its references next to it, verify passes")
  func oneCharacterManifest() throws {
    let dir = try TuningFixtures.temporaryDirectory("odd-manifest")
    defer { TuningFixtures.cleanup(dir) }
    try FileManager.default.copyItem(atPath: TuningFixtures.packageRoot + "/Assets/snapshots/my-panels.json", toPath: dir + "/c")
    try #"{"cases": [{"name": "k", "config": "c", "size": "240x300", "state": "half"}]}"#.write(
      toFile: dir + "/m", atomically: true, encoding: .utf8)
    let record = try Self.run(["snapshot", "record", "m"], in: dir)
    #expect(record.0 == 0, "\(record.2)")
    #expect(FileManager.default.contents(atPath: dir + "/k.png")?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    let verify = try Self.run(["snapshot", "verify", "m"], in: dir)
    #expect(verify.0 == 0, "\(verify.2)")
    // no staged file left behind
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["c", "k.png", "m"])
  }

  @Test("the window with --config c (dummy driver): opens, saves to c on Ctrl+S, status 0")
  func windowOneCharacterConfig() throws {
    let dir = try TuningFixtures.temporaryDirectory("odd-config")
    defer { TuningFixtures.cleanup(dir) }
    try FileManager.default.copyItem(atPath: TuningFixtures.packageRoot + "/Assets/presets/default.json", toPath: dir + "/c")
    let before = try String(contentsOfFile: dir + "/c", encoding: .utf8)
    let (status, _, err) = try Self.run(
      ["window", "--config", "c", "--size", "390x844", "--frames", "4", "--press", "s,right,ctrl+s"], in: dir,
      environment: ["SDL_VIDEODRIVER": "dummy"])
    #expect(status == 0, "\(err)")
    #expect(!err.contains("not saved"), "\(err)")
    let after = try String(contentsOfFile: dir + "/c", encoding: .utf8)
    #expect(after != before)  // the tuned value was saved into c
  }

  #if canImport(SwiftImport)
  @Test("import-swift --out with a one-character name writes the config; a directory name is one line", arguments: ["x", "é"])
  func importSwiftShortOut(name: String) throws {
    let dir = try TuningFixtures.temporaryDirectory("odd-import")
    defer { TuningFixtures.cleanup(dir) }
    let ok = try Self.run(["import-swift", SwiftImporterTests.maps, "--out", name], in: dir)
    #expect(ok.0 == 0, "\(ok.2)")
    #expect(try String(contentsOfFile: dir + "/" + name, encoding: .utf8).hasPrefix("{"))
    for bad in ["a/", "./", "."] {
      let (status, out, err) = try Self.run(["import-swift", SwiftImporterTests.maps, "--out", bad], in: dir)
      #expect(status == 1 && out.isEmpty, "\(bad): \(err)")
      #expect(err.split(separator: "\n").last?.contains("\(bad): names a directory, not a file") == true, "\(err)")
    }
  }
  #endif
}
