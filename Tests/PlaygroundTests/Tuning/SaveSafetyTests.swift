import ConfigFormat
import Foundation
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow

/// Issue 11, items 2 and 8: saving never loses what the user has; hot reload sees what it should.
@Suite("saving keeps what the user has; the watcher follows links and reports deletion")
struct SaveSafetyTests {
  static func directory(_ label: String) throws -> String { try TuningFixtures.temporaryDirectory(label) }
  static func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
  static let good = #"{"description": "Mine, hand-written", "panels": {"search": {"behavior": {"springResponseTime": 0.3}}}}"#

  @Test("a write through a symbolic link replaces the target and keeps the link and the target's mode")
  func followsSymlinks() throws {
    let dir = try Self.directory("save-link")
    defer { TuningFixtures.cleanup(dir) }
    try "old".write(toFile: dir + "/target.json", atomically: false, encoding: .utf8)
    chmod(dir + "/target.json", 0o600)
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "target.json")
    try AtomicFile.write(Array("new".utf8), to: dir + "/link.json")
    let kind = try FileManager.default.attributesOfItem(atPath: dir + "/link.json")[.type] as? FileAttributeType
    #expect(kind == .typeSymbolicLink)
    #expect(Self.text(dir + "/target.json") == "new")
    var st = stat()
    #expect(stat(dir + "/target.json", &st) == 0 && st.st_mode & 0o777 == 0o600)
  }

  @Test("a write to anything but a regular file (a FIFO, a directory) is refused and leaves it as it was")
  func refusesNonRegularFiles() throws {
    let dir = try Self.directory("save-fifo")
    defer { TuningFixtures.cleanup(dir) }
    #expect(mkfifo(dir + "/pipe", 0o644) == 0)
    for path in [dir + "/pipe", dir + "/sub"] {
      if path.hasSuffix("sub") { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }
      #expect(throws: FileWriteError.self) { try AtomicFile.write(Array("png".utf8), to: path) }
    }
    var st = stat()
    #expect(lstat(dir + "/pipe", &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO)
    do {
      try AtomicFile.write([1], to: dir + "/pipe")
    } catch {
      #expect(error.message.hasPrefix("not a regular file"))
    }
  }

  @Test("a save without a description keeps the file's own; one the tuning wrote (an edit) replaces it")
  func keepsDescription() throws {
    let dir = try Self.directory("save-description")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/tuning.json"
    try Self.good.write(toFile: path, atomically: false, encoding: .utf8)
    let document = try TuningDocument(path: path, watching: true)
    var config = try PlaygroundConfig.decode(Self.good)
    config.description = nil
    config.panels["search"]?.behavior.springResponseTime = 0.5
    try document.save(config)
    let saved = try ConfigFile.load(path: path)
    #expect(saved.description == "Mine, hand-written")
    #expect(saved.panels["search"]?.behavior.springResponseTime == 0.5)
    // issue 33: an edited config says so (a stale "0.4 s" must not describe 0.5 s)
    config.description = TunedConfig.editedDescription
    try document.save(config)
    #expect(try ConfigFile.load(path: path).description == "Tuned in the playground window")
  }

  @Test("Ctrl+S over a file with a syntax error keeps that text in a backup the outcome names, and clears the problem")
  func backsUpABadFile() throws {
    let dir = try Self.directory("save-backup")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/tuning.json"
    try Self.good.write(toFile: path, atomically: false, encoding: .utf8)
    let document = try TuningDocument(path: path, watching: true)
    let unsaved = #"{"panels": {"search": {"behavior": {"springResponseTime": 0.35,, }}}}  // my edit"#
    try unsaved.write(toFile: path, atomically: false, encoding: .utf8)
    document.problem = "tuning.json: not valid JSON at line 1, column 64"
    let outcome = try document.save(try PlaygroundConfig.decode(Self.good))
    #expect(outcome.backupPath == path + ".bak")
    #expect(Self.text(path + ".bak") == unsaved)
    #expect(try ConfigFile.load(path: path).panels["search"]?.behavior.springResponseTime == 0.3)
    #expect(document.problem == nil)
    // A second bad save does not overwrite the first backup.
    try unsaved.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(try document.save(try PlaygroundConfig.decode(Self.good)).backupPath == path + ".bak2")
  }

  @Test("with --config tuning.swift, E writes tuning-export.swift, never the config itself")
  func exportNeverReplacesTheConfig() throws {
    let dir = try Self.directory("save-export")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/tuning.swift"
    try Self.good.write(toFile: path, atomically: false, encoding: .utf8)
    let document = try TuningDocument(path: path, watching: true)
    #expect(document.exportPath == dir + "/tuning-export.swift")
    _ = try document.export(try PlaygroundConfig.decode(Self.good))
    #expect(Self.text(path) == Self.good)
    #expect(try TuningDocument(path: dir + "/t.json", watching: false).exportPath == dir + "/t.swift")
  }

  /// A watched config over the real inotify watch, and a wait for its next event (no sleeping).
  static func watch(_ path: String) throws -> (ConfigWatcher, () -> ConfigWatcher.Event?) {
    let files = InotifyFileWatcher(path: path)
    let w = try ConfigWatcher(path: path, files: files)
    return (w, { TuningFixtures.waitForEvent(w, files) })
  }

  @Test("edits to a symlinked config's target are seen")
  func watchesTheLinkTarget() throws {
    let dir = try Self.directory("watch-link")
    defer { TuningFixtures.cleanup(dir) }
    try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: false)
    try Self.good.write(toFile: dir + "/real/tuning.json", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "real/tuning.json")
    let (w, waitForEvent) = try Self.watch(dir + "/link.json")
    #expect(w.poll() == nil)
    let edited = Self.good.replacingOccurrences(of: "0.3", with: "0.45")
    try edited.write(toFile: dir + "/real/tuning.json", atomically: true, encoding: .utf8)  // temp file + rename
    guard case .reloaded(let c)? = waitForEvent() else { Issue.record("no reload after editing the link's target"); return }
    #expect(c.panels["search"]?.behavior.springResponseTime == 0.45)
  }

  @Test("deleting the config is reported")
  func reportsDeletion() throws {
    let dir = try Self.directory("watch-delete")
    defer { TuningFixtures.cleanup(dir) }
    try Self.good.write(toFile: dir + "/tuning.json", atomically: false, encoding: .utf8)
    let (w, waitForEvent) = try Self.watch(dir + "/tuning.json")
    try FileManager.default.removeItem(atPath: dir + "/tuning.json")
    guard case .failed(let error)? = waitForEvent() else { Issue.record("no message after deleting the file"); return }
    #expect(error.description == "\(dir)/tuning.json: cannot read the file: it does not exist")
    #expect(w.current.panels["search"]?.behavior.springResponseTime == 0.3)  // the last good values stay
  }
}
