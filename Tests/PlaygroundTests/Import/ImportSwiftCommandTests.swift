// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import Foundation
import Testing

/// `playground import-swift` as a user runs it: statuses, the lines on stderr, the file it
/// writes, and the config's use by `replay`.
@Suite("import-swift: the command")
struct ImportSwiftCommandTests {
  static func temporaryDirectory() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test("Maps into --out: status 0, nothing on stdout, one line per skip, a config the loader takes as is")
  func mapsToFile() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try ChildRun(["import-swift", SwiftImporterTests.maps, "--out", dir + "/maps.json"])
    #expect(run.status == 0 && run.stdout.isEmpty)
    // Three skips and one note (a delegate with no layoutFor method: its variant is the default
    // layout; line 98's cornerCurve is read since issue 33); the landscape layout is the phone's
    // compact-height variant of the search panel.
    #expect(run.stderrLines.count == 4)
    #expect(run.stderrLines.allSatisfy { $0.hasPrefix(SwiftImporterTests.maps + ":") && ($0.contains(": skipped ") || $0.contains(": note: ")) })
    #expect(run.stderrLines.filter { $0.contains(": skipped ") }.count == 3)
    let config = try ConfigFile.load(path: dir + "/maps.json")
    let landscape = config.panels["searchPanel"]?.variants.first { $0.when.idiom == .phone && $0.when.verticalSizeClass == .compact }
    #expect(landscape?.layout.anchors?["tip"]?.anchor.inset == .absolute(69))
    #expect(config.panels["searchPanelLandscape"] == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["maps.json"])  // no temporary file left
  }

  /// With the iPad behaviour, momentum projection (rate 0.99) carries the release at 390 pt and
  /// -2000 pt/s 198 pt further, nearer full than tip.
  @Test("replay runs the imported search panel as is: a flick from tip ends at full")
  func replayTakesTheConfig() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try ChildRun(["import-swift", SwiftImporterTests.maps, "--behavior", "SearchPaneliPadBehavior", "--layout", "SearchPanelLandscapeLayout"])
    #expect(run.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let panel = try #require((json["panels"] as? [String: Any])?["searchPanelLandscape"])
    let script: [String: Any] = [
      "viewport": ["width": 390, "height": 844], "safeArea": ["top": 47, "left": 0, "bottom": 34, "right": 0], "scale": 3, "fps": 60,
      "panel": panel,
      "script": [
        ["at": 0.1, "do": "down", "x": 195, "y": 760], ["at": 0.116, "do": "drag", "x": 195, "y": 400],
        ["at": 0.133, "do": "up", "x": 195, "y": 390, "velocity": -2000],
      ],
      "until": 2.0,
    ]
    try JSONSerialization.data(withJSONObject: script).write(to: URL(fileURLWithPath: dir + "/flick.json"))
    let replay = try ChildRun(["replay", dir + "/flick.json", "--summary-only"])
    #expect(replay.status == 0 && replay.stderr.isEmpty)
    #expect(replay.stdout.contains("\"finalState\": \"full\""))
    // full is 16 pt below the safe area's top (47): the surface rests at y = 63.
    #expect(replay.stdout.contains("\"finalLocation\": 63.0,"))
  }

  @Test("every vendored upstream example exits 0 (a config, skip lines) or 2 (one line), never a crash")
  func everyExample() throws {
    let root = SwiftImporterTests.examples
    let files = try #require(FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted())
    #expect(files.count == 46)
    var imported = 0
    for file in files {
      let path = root + "/" + file
      let run = try ChildRun(["import-swift", path])
      #expect(run.status == 0 || run.status == 2, "\(file): status \(run.status)")
      if run.status == 0 {
        imported += 1
        #expect(throws: Never.self, "\(file)") { try PlaygroundConfig.decode(run.stdout) }
        for line in run.stderrLines { #expect(line.hasPrefix(path + ":") && (line.contains(": skipped ") || line.contains(": note: ")), "\(file): \(line)") }
      } else {
        #expect(run.stdout.isEmpty && run.stderrLines.count == 1, "\(file)")
        #expect(run.stderrLines.first?.hasPrefix("playground import-swift: " + path) == true, "\(file)")
      }
    }
    // 3 set only a SurfaceAppearance, and 2 SwiftUI views (MapsApp, MultiPanel) make panels with
    // `.floatingPanel` and no layout: FloatingPanel's default layout, said with a note.
    #expect(imported == 16)
  }

  @Test("bad names and paths: --behavior unknown 2, a missing file 2, an unwritable --out 1, no file 64")
  func statuses() throws {
    let unknown = try ChildRun(["import-swift", SwiftImporterTests.maps, "--behavior", "Nope"])
    #expect(unknown.status == 2 && unknown.stdout.isEmpty)
    #expect(unknown.stderrLines == ["playground import-swift: --behavior Nope: no such FloatingPanelBehavior type (found: SearchPaneliPadBehavior)"])
    let missing = try ChildRun(["import-swift", "/nonexistent/A.swift"])
    #expect(missing.status == 2 && missing.stderrLines == ["playground import-swift: /nonexistent/A.swift: cannot read the file: it does not exist"])
    let unwritable = try ChildRun(["import-swift", SwiftImporterTests.maps, "--out", "/nonexistent/dir/out.json"])
    #expect(unwritable.status == 1 && unwritable.stderrLines.last?.hasPrefix("playground import-swift: /nonexistent/dir/out.json: ") == true)
    #expect(try ChildRun(["import-swift"]).status == 64)
  }
}
#endif
