import ConfigFormat
import Foundation
import Testing

/// `AtomicFile.writeFirstFree`: the one rule for screenshots, recordings and backups — the first
/// name with nothing there (a dangling link counts as taken), never a replaced file.
@Suite("AtomicFile.writeFirstFree: the first free name, never over a file")
struct FirstFreeNameTests {
  @Test("taken names, a directory and a dangling link are skipped; the first free one is written and returned")
  func skipsTaken() throws {
    let dir = try TuningFixtures.temporaryDirectory("first-free")
    defer { TuningFixtures.cleanup(dir) }
    let names = (1...5).map { dir + "/shot-\($0).png" }
    try "mine".write(toFile: names[0], atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: names[1], withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(atPath: names[2], withDestinationPath: dir + "/nowhere")
    let written = try AtomicFile.writeFirstFree(Array("new".utf8), candidates: names)
    #expect(written == names[3])
    #expect(try String(contentsOfFile: names[0], encoding: .utf8) == "mine")
    #expect(try String(contentsOfFile: names[3], encoding: .utf8) == "new")
    #expect(!FileManager.default.fileExists(atPath: dir + "/nowhere"))  // the link was not followed
    #expect(try AtomicFile.writeFirstFree(Array("next".utf8), candidates: names) == names[4])
    #expect(try AtomicFile.writeFirstFree(Array("none".utf8), candidates: names) == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).count == 5)  // no temporary file left
  }

  @Test("a directory that cannot be written is an error naming the file, not 'all taken'")
  func unwritable() throws {
    let dir = try TuningFixtures.temporaryDirectory("first-free-ro")
    defer { TuningFixtures.cleanup(dir) }
    let missing = dir + "/no-such-dir"
    #expect(throws: FileWriteError.self) {
      _ = try AtomicFile.writeFirstFree(Array("x".utf8), candidates: [missing + "/a.png", missing + "/b.png"])
    }
  }
}
