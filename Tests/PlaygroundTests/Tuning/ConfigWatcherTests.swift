import ConfigFormat
import Foundation
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

/// The watched config over the real inotify watch (`InotifyFileWatcher`): waiting blocks on the
/// inotify descriptor, never on a clock.
@Suite("ConfigWatcher: reload on change, keep the last good values on a bad file")
struct ConfigWatcherTests {
  func good(_ t: Double) -> String { #"{"panels": {"search": {"behavior": {"springResponseTime": \#(t)}}}}"# }

  @Test("an editor-style save (temp file + rename), a bad file, an in-place write, our atomic save")
  func sequence() throws {
    let dir = try TuningFixtures.temporaryDirectory("watch")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/tuning.json"
    try good(0.4).write(toFile: path, atomically: false, encoding: .utf8)
    let files = InotifyFileWatcher(path: path)
    let w = try ConfigWatcher(path: path, files: files)
    func waitForEvent(_ w: ConfigWatcher) -> ConfigWatcher.Event? { TuningFixtures.waitForEvent(w, files) }
    #expect(files.usesInotify)
    #expect(w.poll() == nil)
    #expect(w.current.panels["search"]?.behavior.springResponseTime == 0.4)

    // 1. editor style: write a temporary file, rename it over the config
    try good(0.3).write(toFile: dir + "/.tuning.json.swp", atomically: false, encoding: .utf8)
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.moveItem(atPath: dir + "/.tuning.json.swp", toPath: path)
    guard case .reloaded(let c1)? = waitForEvent(w) else { Issue.record("no reload after a rename"); return }
    #expect(c1.panels["search"]?.behavior.springResponseTime == 0.3)

    // 2. a bad value: reported with file and field, last good values kept
    try #"{"panels": {"search": {"behavior": {"springResponseTime": -1}}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    guard case .failed(let error)? = waitForEvent(w) else { Issue.record("no error for a bad file"); return }
    #expect(error.file == path)
    #expect(error.error.path == "panels.search.behavior.springResponseTime")
    #expect(error.description.hasPrefix("\(path): panels.search.behavior.springResponseTime: must be"))
    #expect(w.current.panels["search"]?.behavior.springResponseTime == 0.3)
    #expect(w.lastError == error)

    // 3. a syntax error: also kept out
    try "{\"panels\": {\"search\": {\"behavior\": {\"springResponseTime\": slow}}}}".write(toFile: path, atomically: false, encoding: .utf8)
    guard case .failed(let syntax)? = waitForEvent(w) else { Issue.record("no error for a syntax error"); return }
    #expect(syntax.error.message.hasPrefix("not valid JSON at line 1, column 59"))
    #expect(w.current.panels["search"]?.behavior.springResponseTime == 0.3)

    // 4. fixed in place (truncate + write): reloaded
    try good(0.55).write(toFile: path, atomically: false, encoding: .utf8)
    guard case .reloaded(let c2)? = waitForEvent(w) else { Issue.record("no reload after an in-place write"); return }
    #expect(c2.panels["search"]?.behavior.springResponseTime == 0.55)
    #expect(w.lastError == nil)

    // 5. our own atomic save of a changed config is seen; other files in the directory are not
    var changed = c2
    changed.panels["search"]?.behavior.springResponseTime = 0.25
    try ConfigFile.save(changed, to: path)
    guard case .reloaded(let c3)? = waitForEvent(w) else { Issue.record("no reload after ConfigFile.save"); return }
    #expect(c3 == changed)
    try "x".write(toFile: dir + "/other.json", atomically: false, encoding: .utf8)
    #expect(files.wait(timeout: 3))  // the write of other.json is an event in the watched directory …
    #expect(w.poll() == nil)  // … that does not name the config
  }

  @Test("a missing or bad file at start is an error naming the file")
  func badStart() throws {
    let dir = try TuningFixtures.temporaryDirectory("watch-start")
    defer { TuningFixtures.cleanup(dir) }
    #expect(throws: ConfigError.self) { try ConfigWatcher(path: dir + "/missing.json", files: nil) }
    do {
      _ = try ConfigWatcher(path: dir + "/missing.json", files: nil)
    } catch {
      #expect(error.description.hasPrefix(dir + "/missing.json: cannot read the file"))
    }
  }
}
