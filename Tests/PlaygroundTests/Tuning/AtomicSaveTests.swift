import ConfigFormat
import Foundation
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

@Suite("ConfigFile: atomic save (temporary file, fsync, rename)")
struct AtomicSaveTests {
  func entries(_ dir: String) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir).sorted() }

  @Test("saving over an existing file replaces it whole, keeps its mode and leaves no temporary file")
  func saveOverExisting() throws {
    let dir = try TuningFixtures.temporaryDirectory("save")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/tuning.json"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    let config = try PlaygroundConfig.decode(TuningFixtures.sample)
    try ConfigFile.save(config, to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == config.jsonText())
    #expect(try ConfigFile.load(path: path) == config)
    #expect(try entries(dir) == ["tuning.json"])
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test("a failure mid-write leaves the old file intact and removes the temporary file")
  func failureMidWrite() throws {
    let dir = try TuningFixtures.temporaryDirectory("save-fail")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/tuning.json"
    let old = TuningFixtures.sample
    try old.write(toFile: path, atomically: false, encoding: .utf8)
    let bytes = Array(String(repeating: "new content ", count: 1000).utf8)
    var calls = 0
    var targetDuringWrite: String?
    do {
      try AtomicFile.write(bytes, to: path) { fd, buffer in
        calls += 1
        // the program could die here: the target must still be the old file
        targetDuringWrite = try? String(contentsOfFile: path, encoding: .utf8)
        if calls == 1 { return write(fd, buffer.baseAddress, buffer.count / 2) }  // a short write
        errno = ENOSPC
        return -1
      }
      Issue.record("the failing write was not reported")
    } catch {
      #expect(error.description.contains("cannot write"))
      #expect(error.description.contains("the file was not changed"))
      #expect(error.file == path)
    }
    #expect(calls == 2)
    #expect(targetDuringWrite == old)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == old)
    #expect(try entries(dir) == ["tuning.json"])
  }

  @Test("saving into a missing directory is an error naming it, and creates nothing")
  func missingDirectory() throws {
    let dir = try TuningFixtures.temporaryDirectory("save-missing")
    defer { TuningFixtures.cleanup(dir) }
    let config = try PlaygroundConfig.decode(TuningFixtures.sample)
    do {
      try ConfigFile.save(config, to: dir + "/nope/tuning.json")
      Issue.record("saved into a missing directory")
    } catch {
      #expect(error.description.contains("cannot create a temporary file in '\(dir)/nope'"))
    }
    #expect(try entries(dir).isEmpty)
  }
}
