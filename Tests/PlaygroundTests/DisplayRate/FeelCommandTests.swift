import ConfigFormat
import FloatingPanel
import Foundation
import StrictJSON
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow

/// Issue 20, item 4 (and issue 21, item 5): `playground feel` prints each preset's overshoot and
/// settle time at 60 and 120 Hz for the release of flick-to-full.json, computed by the engine; the
/// README's table is its output; snapshot manifests take a `displayRate` per case.
@Suite("display rate: the feel table and manifests")
struct FeelCommandTests {
  static let flick = DisplayRateReplayTests.flick
  /// lastQuart of flick-to-full.json: 667 − 0.75 · 667 on the 1/3-pt grid.
  static let lastQuart = 500.0 / 3

  @Test("the default release overshoots lastQuart by the peaks computed independently (DisplayRateReplayTests)")
  func defaultPreset() throws {
    let script = try ReplayScript.load(path: Self.flick)
    let at60 = try #require(try ReleaseFeel.measure(script: script, behavior: BehaviorConfig(), rate: .hz60))
    let at120 = try #require(try ReleaseFeel.measure(script: script, behavior: BehaviorConfig(), rate: .hz120))
    #expect(at60.target == "lastQuart" && at120.target == "lastQuart")
    #expect(at60.releaseLocation == 30 && at60.releaseVelocity == 500)
    // Peaks of upstream's spring written out in Python: 170.97314433256392 (60 Hz), 174.9815616359831 (120 Hz).
    #expect(abs(at60.metrics.overshoot - (170.97314433256392 - Self.lastQuart)) < 1e-9)
    #expect(abs(at120.metrics.overshoot - (174.9815616359831 - Self.lastQuart)) < 1e-9)
    // Within 0.5 pt from the 29th frame after the release at 60 Hz, the 53rd at 120 Hz.
    #expect(abs(try #require(at60.metrics.settleTime) - 29.0 / 60) < 1e-9)
    #expect(abs(try #require(at120.metrics.settleTime) - 53.0 / 120) < 1e-9)
    #expect(!at60.isCriticallyDamped)
  }

  @Test("a release at 200 pt/s is critically damped by FloatingPanel's rule: no overshoot, marked *")
  func slowRelease() throws {
    var script = try ReplayScript.load(path: Self.flick)
    let up = try #require(script.events.firstIndex { if case .up = $0.action { return true } else { return false } })
    script.events[up].action = .up(Point(x: 187, y: 35), velocity: 200)
    let table = try ReleaseFeelTable(script: script, behaviors: [("default", BehaviorConfig())])
    let row = try #require(table.rows.first)
    #expect(row.hz60.isCriticallyDamped && row.hz120.isCriticallyDamped)
    #expect(row.hz60.metrics.overshoot == 0 && row.hz60.target == "lastQuart")
    #expect(table.text.split(separator: "\n")[1].hasPrefix("default *"))
    #expect(FeelCommand.footer(table) == "* critically damped: released at 300 pt/s or less (FloatingPanel's rule)\n")
    // A deceleration rate that gives ζ = 1 anyway: the rule changes nothing, no mark.
    var flat = BehaviorConfig()
    flat.spring = try SpringParameters(responseTime: 0.4, dampingRatio: 1)
    #expect(try ReleaseFeel.measure(script: script, behavior: flat, rate: .hz60)?.isCriticallyDamped == false)
  }

  @Test("the README's 60/120 Hz table is exactly what `playground feel` prints")
  func readmeTable() throws {
    let binary = ReplayTests.executable()
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first: \(binary.path)")
    let root = ReplayTests.assets.deletingLastPathComponent().deletingLastPathComponent()
    let (status, out, err) = try ReplayTests.launch(binary, ["feel"], in: root.path)
    #expect(status == 0 && err.isEmpty, "\(err)")
    let readme = try ReadmeCommands.pages().map(\.text).joined(separator: "\n")  // the table is in docs/ios-round-trip.md
    let start = try #require(readme.range(of: "```console\n$ swift run playground feel\n"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    #expect(String(readme[start.upperBound..<end.lowerBound]) == out)
    let lines = out.split(separator: "\n")
    #expect(lines.count == 8)  // the release, the header and six presets
    #expect(lines[2].hasPrefix("default ") && lines[2].contains("4.3 pt (3.2 %)") && lines[2].contains("8.3 pt (6.1 %)"))
  }

  @Test("--json and --config: every preset and the config, unrounded; a bad script is one line and status 2")
  func jsonAndErrors() throws {
    let binary = ReplayTests.executable()
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first: \(binary.path)")
    let root = ReplayTests.assets.deletingLastPathComponent().deletingLastPathComponent()
    let mine = root.appendingPathComponent("Assets/snapshots/my-panels.json").path
    let (status, out, _) = try ReplayTests.launch(binary, ["feel", "--json", "--config", mine], in: root.path)
    #expect(status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    let rows = try #require(object["rows"] as? [[String: Any]])
    #expect(rows.map { $0["preset"] as? String } == ["default", "maps", "no-bounce", "rushing-forward", "slow-soft", "snappy", "my-panels.json"])
    let hz120 = try #require(rows[0]["hz120"] as? [String: Any])
    #expect(abs((hz120["overshoot"] as? Double ?? 0) - (174.9815616359831 - Self.lastQuart)) < 1e-9)
    let (bad, badOut, badErr) = try ReplayTests.launch(binary, ["feel", "--script", "/nonexistent/release.json"], in: root.path)
    #expect(bad == 2 && badOut.isEmpty)
    #expect(badErr.hasPrefix("playground feel: /nonexistent/release.json: ") && badErr.split(separator: "\n").count == 1)
  }

  @Test("a manifest case's displayRate: 120 runs its script on the 120-Hz clock; 90 is refused naming the field")
  func manifestDisplayRate() throws {
    let manifest = #"{"cases": [{"name": "a", "script": "s.json", "at": 0.2, "displayRate": 120}, {"name": "b", "displayRate": 60}]}"#
    let decoded = try SnapshotManifest.decode(Data(manifest.utf8))
    #expect(decoded.cases.map(\.displayRate) == [.hz120, .hz60])
    let bad = #"{"cases": [{"name": "a", "displayRate": 90}]}"#
    #expect {
      try SnapshotManifest.decode(Data(bad.utf8))
    } throws: { error in
      "\(error)" == "cases[0].displayRate: must be 60 or 120 (frames per second of the display), found 90"
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("feel-manifest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.copyItem(atPath: Self.flick, toPath: dir.appendingPathComponent("s.json").path)
    let path = dir.appendingPathComponent("manifest.json").path
    try manifest.write(toFile: path, atomically: true, encoding: .utf8)
    let suite = try SnapshotSuite.loading(path)
    #expect(suite.shots["a"]?.script?.0.fps == 120 && suite.shots["a"]?.script?.0.displayRate == .hz120)
    #expect(suite.shots["b"]?.setup.displayRate == .hz60)
  }
}
