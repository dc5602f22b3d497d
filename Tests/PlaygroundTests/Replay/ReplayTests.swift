import Foundation
import StrictJSON
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

/// The replay contract of shared/spec/replay.md.
@Suite("playground replay")
struct ReplayTests {
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Assets/scripts").standardized

  func run(_ json: String) throws -> (frames: [ReplayFrame], summary: ReplaySummary) {
    try ReplayRunner(script: ReplayScript.decode(Data(json.utf8))).run()
  }

  func error(_ json: String) -> String? {
    do {
      _ = try run(json)
      return nil
    } catch {
      return (error as? InputError)?.description ?? "\(error)"
    }
  }

  @Test("a state name with a quote and a backslash is escaped in the JSON line (scripts refuse such names at load)")
  func stateNamesAreEscaped() throws {
    let frame = ReplayFrame(
      frame: 0, t: 0, location: 1, state: #"say "hi" \ ok"#, phase: "idle", backdropAlpha: 0, events: ["didMove"])
    let first = try #require(JSONSerialization.jsonObject(with: Data(frame.jsonLine.utf8)) as? [String: Any])
    #expect(first["state"] as? String == #"say "hi" \ ok"#)
    #expect(error(#"{"viewport": {"width": 390, "height": 844}, "panel": {"initialState": "say \"hi\""}, "script": [], "until": 1}"#)
      == #"panel.initialState: "say \"hi\"" is not a state name; a name must start with a letter and use only letters, digits, '-' or '_' (at most 64)"#)
  }

  @Test("the example script: clock, events, state change at the start, summary")
  func example() throws {
    let script = try ReplayScript.load(path: Self.assets.appendingPathComponent("flick-to-full.json").path)
    let (frames, summary) = try ReplayRunner(script: script).run()
    #expect(frames.count == 241)  // n/fps ≤ 4.0 for n = 0…240
    #expect(frames[0].events == ["didChangeState:full", "didMove"])
    #expect(frames[0].location == 20)
    #expect(frames[7].t == 7.0 / 60)
    #expect(frames[7].location == 30)  // down at 25, drag to 35: exactly +10
    #expect(frames[7].phase == "dragging")
    #expect(frames[7].events == ["shouldBeginDragging", "willBeginDragging", "didMove"])
    #expect(frames[8].events.prefix(4) == ["willEndDragging:lastQuart", "didEndDragging:true", "willBeginAttracting:lastQuart", "didChangeState:lastQuart"])
    #expect(frames[8].state == "lastQuart")
    #expect(frames[120].events.prefix(2) == ["willBeginAttracting:tip", "didChangeState:tip"])
    #expect(summary.finalState == "tip")
    #expect(summary.finalLocation == 607)
    #expect(summary.frames == 241)
    #expect(summary.settledAtFrame == 169)
    #expect(frames[7].jsonLine == #"{"frame": 7, "t": 0.116667, "location": 30.0, "state": "full", "phase": "dragging", "backdropAlpha": 0.2795, "events": ["shouldBeginDragging", "willBeginDragging", "didMove"]}"#)
    #expect(summary.jsonLine == #"{"summary": {"frames": 241, "finalState": "tip", "finalLocation": 607.0, "settledAtFrame": 169}}"#)
  }

  @Test("the same script prints byte-identical output on every run", arguments: ["flick-to-full.json", "swipe-to-remove.json", "left-panel-rubber-band.json"])
  func deterministic(name: String) throws {
    let script = try ReplayScript.load(path: Self.assets.appendingPathComponent(name).path)
    let a = try ReplayRunner(script: script).run(), b = try ReplayRunner(script: script).run()
    #expect(a.frames.map(\.jsonLine) == b.frames.map(\.jsonLine))
    #expect(a.summary == b.summary)
  }

  @Test("a first hide at time 0 starts the panel hidden")
  func startsHidden() throws {
    let (frames, summary) = try run(#"{"viewport": {"width": 390, "height": 844}, "script": [{"at": 0, "do": "hide"}, {"at": 0.5, "do": "show"}], "until": 1.5}"#)
    #expect(frames[0].state == "hidden")
    #expect(frames[0].location == 944)
    #expect(frames[0].events.isEmpty)
    #expect(frames[30].phase == "showing")
    #expect(summary.finalLocation == 422)
  }

  @Test("settledAtFrame is null while the panel is still moving at the end")
  func notSettled() throws {
    let (_, summary) = try run(#"{"viewport": {"width": 390, "height": 844}, "script": [{"at": 0.1, "do": "move", "to": "full"}], "until": 0.2}"#)
    #expect(summary.settledAtFrame == nil)
    #expect(summary.jsonLine.hasSuffix("\"settledAtFrame\": null}}"))
  }

  @Test("errors name the field", arguments: [
    (#"{"viewport": {"width": 390, "height": 844}, "script": [{"at": 1, "do": "down", "x": 1, "y": 1}, {"at": 0.5, "do": "up", "x": 1, "y": 1}], "until": 2}"#,
     "script[1].at: must be ≥ the previous event's time (1.0)"),
    (#"{"viewport": {"width": 390, "height": 844}, "script": [], "until": 2, "colour": 1}"#,
     "colour: unknown field (allowed: displayRate, fps, keepInViewport, panel, safeArea, scale, script, until, viewport)"),
    (#"{"viewport": {"width": "wide", "height": 844}, "script": [], "until": 2}"#, "viewport.width: expected a number"),
    (#"{"viewport": {"width": 390, "height": 844}, "script": []}"#, "until: required field is missing"),
    (#"{"script": [], "until": 1}"#, "viewport: required field is missing"),
    (#"{"viewport": {"width": 390, "height": 844}, "script": [{"at": 0, "do": "jump"}], "until": 1}"#,
     "script[0].do: 'jump' is not an event; use down, drag, up, move, show or hide"),
    (#"{"viewport": {"width": 390, "height": 844}, "script": [{"at": 0, "do": "move", "to": "lastQuart"}], "until": 1}"#,
     "script[0].to: state 'lastQuart' has no anchor"),
    (#"{"viewport": {"width": 390, "height": 844}, "panel": {"initialState": "tip", "anchors": {"half": {"fraction": 0.5, "edge": "bottom"}}}, "script": [], "until": 1}"#,
     "panel.initialState: state 'tip' has no anchor (states: half, or hidden)"),
    (#"{"viewport": {"width": 390, "height": 844}, "panel": {"anchors": {"mid": {"fraction": 0.6, "edge": "bottom"}, "half": {"fraction": 0.5, "edge": "bottom"}}}, "script": [], "until": 1}"#,
     "panel.anchors.mid.order: required for a custom state (full 1000, half 500, tip 100, hidden 0)"),
    (#"{"viewport": {"width": 390, "height": 844}, "panel": {"position": "left"}, "script": [], "until": 1}"#, nil),
    (#"{"viewport": {"width": 390, "height": 844}, "panel": {"position": "left", "anchors": {"half": {"fraction": 0.5, "edge": "bottom"}}}, "script": [], "until": 1}"#,
     "panel.anchors.half.edge: 'bottom' does not fit a left panel; use left or right"),
    (#"{"viewport": {"width": 390, "height": 844}, "panel": {"behavior": {"springResponseTime": -1}}, "script": [], "until": 1}"#,
     "panel.behavior.springResponseTime: must be a number of seconds in [0.001, 10], e.g. 0.4"),
    (#"{"viewport": {"width": 390, "height": 844}, "panel": {"behavior": {"rubberBand": {"top": true}}}, "script": [], "until": 1}"#,
     "panel.behavior.rubberBand.top: unknown field (allowed: high, low)"),
    (#"{"viewport": {"width": 0, "height": 844}, "script": [], "until": 1}"#, "viewport.width: must be a number of points in (0, 100000]"),
    (#"{"viewport": {"width": 390, "height": 844}, "script": [{"at": 0, "do": "up", "x": 1}], "until": 1}"#, "script[0].y: required field is missing"),
    (#"{"viewport": {"width": 390, "height": 844}, "script": [{"at": 0, "do": "down", "x": 1, "y": 2, "velocity": 3}], "until": 1}"#,
     "script[0].velocity: unknown field (allowed: at, do, x, y)"),
    (#"{"viewport": {"width": 390, "height": 844}, "#, "not valid JSON at line 1, column 45: unexpected end of file inside an object"),
    ("{\"viewport\": {\"width\": 390,\n  \"height\": 844},\n \"script\": [,], \"until\": 1}", "not valid JSON at line 3, column 13: a value is missing before ','"),
  ])
  func errors(json: String, expected: String?) {
    let message = error(json)
    if let expected {
      #expect(message?.hasPrefix(expected) == true, "got: \(message ?? "no error")")
    } else {
      #expect(message == nil, "got: \(message ?? "")")
    }
  }

  @Test("the command: exit 2, one line on stderr naming the field, nothing on stdout")
  func commandLine() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("replay-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let bad = dir.appendingPathComponent("bad.json")
    try Data(#"{"viewport": {"width": 390, "height": 844}, "script": [{"at": 1, "do": "show"}, {"at": 0, "do": "hide"}], "until": 2}"#.utf8).write(to: bad)
    let binary = Self.executable()
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first: \(binary.path)")
    let (status, out, err) = try Self.launch(binary, ["replay", bad.path])
    #expect(status == 2)
    #expect(out.isEmpty)
    #expect(err == "playground replay: \(bad.path): script[1].at: must be ≥ the previous event's time (1.0)\n")
    let good = Self.assets.appendingPathComponent("flick-to-full.json").path
    let first = try Self.launch(binary, ["replay", good]), second = try Self.launch(binary, ["replay", good])
    #expect(first.0 == 0)
    #expect(first.1 == second.1)
    #expect(first.1.split(separator: "\n").count == 242)
  }

  static func executable() -> URL {
    // The test bundle sits in the same build directory as the playground executable.
    let bundle = Bundle.main.bundleURL
    let candidates = [bundle.appendingPathComponent("playground"), bundle.deletingLastPathComponent().appendingPathComponent("playground")]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
  }

  static func launch(
    _ binary: URL, _ args: [String], environment changes: [String: String?] = [:], in directory: String? = nil
  ) throws -> (Int32, String, String) {
    let p = Process()
    p.executableURL = binary
    p.arguments = args
    if !changes.isEmpty {
      var env = ProcessInfo.processInfo.environment
      for (k, v) in changes { env[k] = v }
      p.environment = env
    }
    if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
  }

}
