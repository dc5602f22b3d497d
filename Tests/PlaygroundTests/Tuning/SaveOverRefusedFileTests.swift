import ConfigFormat
import Foundation
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow

/// Issue 24, item 2: Ctrl+S never destroys what the file on disk says when the window refused it
/// (it parses as JSON, but a value is out of range), and never overwrites a backup.
@Suite("Ctrl+S over a file the window refused backs it up; a save never overwrites a backup")
struct SaveOverRefusedFileTests {
  /// Parses as JSON, but a response time of 99 s is out of range: the HUD shows it red. (A panel
  /// name the scene has no place for is no longer refused since issue 30: it opens as a plain panel.)
  static let refused = #"{"panels":{"search":{"behavior":{"springResponseTime":99}}}}"#

  @Test("a file that parses but is refused is kept in tuning.json.bak and the save says so")
  func refusedFileIsBackedUp() throws {
    let (dir, path) = try TuningSessionTests.configFile("save-refused")
    defer { TuningFixtures.cleanup(dir) }
    let h = try TuningSessionTests.Harness(configPath: path)
    try Self.refused.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(h.afterFileChange { h.session.problem != nil })
    h.log.removeAll()
    #expect(h.session.save())
    #expect(SaveSafetyTests.text(path + ".bak") == Self.refused)
    #expect(try ConfigFile.load(path: path).panels["search"]?.behavior.springResponseTime != 99)
    #expect(h.log.map(\.text) == ["playground: saved \(path); its text on disk had an error and was kept in \(path).bak"])
    #expect(h.log.map(\.isProblem) == [true])
  }

  @Test("a refused file on disk is backed up even when the window never saw it (no reload in between)")
  func refusedFileBackedUpWithoutReload() throws {
    let (dir, path) = try TuningSessionTests.configFile("save-refused-unseen")
    defer { TuningFixtures.cleanup(dir) }
    let h = try TuningSessionTests.Harness(configPath: path)
    try Self.refused.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(h.session.save())
    #expect(SaveSafetyTests.text(path + ".bak") == Self.refused)
  }

  @Test("with tuning.json.bak … .bak999 all present, the save is refused: one line, nothing replaced")
  func allBackupNamesTaken() throws {
    let (dir, path) = try TuningSessionTests.configFile("save-bak999")
    defer { TuningFixtures.cleanup(dir) }
    let h = try TuningSessionTests.Harness(configPath: path)
    let broken = #"{"panels": {"search": {,}}}"#
    try broken.write(toFile: path, atomically: false, encoding: .utf8)
    for n in 1...999 {
      try "backup \(n)".write(toFile: path + (n == 1 ? ".bak" : ".bak\(n)"), atomically: false, encoding: .utf8)
    }
    h.log.removeAll()
    #expect(!h.session.save())
    #expect(SaveSafetyTests.text(path) == broken)
    #expect(SaveSafetyTests.text(path + ".bak999") == "backup 999")
    #expect(!FileManager.default.fileExists(atPath: path + ".bak1000"))
    #expect(h.log.count == 1)
    #expect(h.log.first?.text == "playground: save failed: \(path): not saved: the file on disk has an error and "
      + "\(path).bak … .bak999 all exist; move some away, then save again")
  }

  @Test("a dangling symbolic link named tuning.json.bak is not followed: the backup goes to .bak2")
  func danglingLinkIsNotABackupName() throws {
    let (dir, path) = try TuningSessionTests.configFile("save-bak-link")
    defer { TuningFixtures.cleanup(dir) }
    let document = try TuningDocument(path: path, watching: true)
    try FileManager.default.createSymbolicLink(atPath: path + ".bak", withDestinationPath: dir + "/elsewhere")
    try "{,}".write(toFile: path, atomically: false, encoding: .utf8)
    let outcome = try document.save(try PlaygroundConfig.decode(SaveSafetyTests.good))
    #expect(outcome.backupPath == path + ".bak2")
    #expect(!FileManager.default.fileExists(atPath: dir + "/elsewhere"))
    #expect(SaveSafetyTests.text(path + ".bak2") == "{,}")
  }
}
