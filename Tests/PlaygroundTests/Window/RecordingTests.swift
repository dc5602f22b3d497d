import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// Ctrl+R in the window (``WindowRecorder``): a session driven through pushed events is written as
/// a replay script, and `replay` of that script gives the window's motion frame for frame.
@Suite struct RecordingTests {
  /// What a recorded session gave: the window's search panel after each recorded frame, and the
  /// script written.
  struct Session {
    var locations: [Double] = []
    var states: [String] = []
    var path = ""
    var script: ReplayScript?
  }

  /// In a 390×844 window (the default tuning): Ctrl+R, a flick up from half (the press at y 450,
  /// 8 moves of 25 pt a frame, released at 250), 90 frames, key 3 (tip), 60 frames, Ctrl+R.
  static func recordFlick(
    in directory: String, displayRate: DisplayRate = .hz60, size: SceneSize = SceneSize(width: 390, height: 844),
    moves: Int = 8, by step: Double = 25
  ) throws -> (LoopHarness, Session) {
    let w = try LoopHarness(size: size)
    if displayRate != .hz60 { w.app.fixDisplayRate(displayRate) }
    w.app.recorder.directory = directory
    try w.frame()
    var s = Session()
    func frame() throws {
      try w.frame()
      if w.app.recorder.isRecording {
        s.locations.append(w.app.scene.search.location)
        s.states.append(w.app.scene.search.state.rawValue)
      }
    }
    w.key(.letter("r"), .control)
    try frame()
    w.mouse(.down, x: 195, y: 450)
    try frame()
    for k in 1...moves {
      w.mouse(.move, x: 195, y: 450 - Double(k) * step)
      try frame()
    }
    w.mouse(.up, x: 195, y: 450 - Double(moves) * step)
    for _ in 0..<90 { try frame() }
    w.key(.digit(3))
    for _ in 0..<60 { try frame() }
    w.key(.letter("r"), .control)
    try frame()
    s.path = w.app.recorder.written.last ?? ""
    s.script = try? ReplayScript.load(path: s.path)
    return (w, s)
  }

  @Test("a flick and key 3 recorded in the window replay headless to the same locations, frame for frame")
  func recordAndReplay() throws {
    let dir = try TuningFixtures.temporaryDirectory("record")
    defer { TuningFixtures.cleanup(dir) }
    let (w, s) = try Self.recordFlick(in: dir)
    #expect(s.path == dir + "/recording.json")
    let script = try #require(s.script)
    #expect(!w.app.recorder.isRecording)
    // down + 8 drags + up (the engine's input) and the move of key 3; window size, start state.
    #expect(script.events.count == 11)
    #expect(script.events.first?.action == .down(Point(x: 195, y: 450)))
    #expect(script.events.last?.action == .move(to: "tip", animated: true))
    #expect(script.viewport == Size(width: 390, height: 844))
    #expect(script.panel.initialState == "half")
    #expect(script.fps == 60)
    // The press reaches the engine with the first move beyond the tap slop (frame 2), at its own time.
    #expect(script.events[0].at == 2.0 / 60)
    #expect(abs((script.events[0].time ?? -1) - 1.0 / 60) < 1e-9)
    #expect(s.locations.count == 160)  // frame 0 is the one Ctrl+R was read in
    #expect(script.until == 159.0 / 60)

    let (frames, summary) = try ReplayRunner(script: script).run()
    #expect(frames.count == s.locations.count)
    #expect(frames.map(\.location) == s.locations)
    #expect(frames.map(\.state) == s.states)
    #expect(s.states[60] == "full")  // the flick reached full
    #expect(summary.finalState == "tip")
    #expect(s.locations[1] == s.locations[0])  // the press alone is held back (tap slop)
    #expect(s.locations[2] == s.locations[0] - 25)  // the first move drags it the whole 25 pt
  }

  @Test("at --display-rate 120 the recording says displayRate 120 (its clock) and replays to the window's motion")
  func recordAt120() throws {
    let dir = try TuningFixtures.temporaryDirectory("record-120")
    defer { TuningFixtures.cleanup(dir) }
    let (_, s) = try Self.recordFlick(in: dir, displayRate: .hz120)
    let script = try #require(s.script)
    #expect(script.displayRate == .hz120 && script.fps == 120)
    #expect(script.events[0].at == 2.0 / 120)
    #expect(script.until == 159.0 / 120)
    let text = try String(contentsOfFile: s.path, encoding: .utf8)
    #expect(text.contains("\"displayRate\": 120") && !text.contains("\"fps\""))
    let (frames, _) = try ReplayRunner(script: script).run()
    #expect(frames.map(\.location) == s.locations)
    #expect(s.states[60] != "half")  // it moved
  }

  @Test("at 1280×800 the search panel is a floating card kept in the window: the recording says keepInViewport and replays to the window's motion")
  func floatingCard() throws {
    let dir = try TuningFixtures.temporaryDirectory("record-card")
    defer { TuningFixtures.cleanup(dir) }
    let (w, s) = try Self.recordFlick(in: dir, size: SceneSize(width: 1280, height: 800), moves: 5, by: 60)  // 3600 pt/s
    #expect(w.app.scene.search.attractionLimit == 0...Double.infinity)
    let script = try #require(s.script)
    #expect(script.keepsInViewport)
    #expect(try String(contentsOfFile: s.path, encoding: .utf8).contains("\"keepInViewport\": true"))
    // The flick overshoots full (8 pt) and the window stops the card at its top edge, y 0.
    #expect(s.locations.min() == 0)
    let (frames, _) = try ReplayRunner(script: script).run()
    #expect(frames.map(\.location) == s.locations)
    var unbounded = script
    unbounded.keepsInViewport = false  // without the bounds the same flick leaves the window
    let (free, _) = try ReplayRunner(script: unbounded).run()
    #expect((free.map(\.location).min() ?? 0) < -1)
  }

  @Test("the committed recording (Assets/scripts/window-flick.json) replays to the window's motion of that flick")
  func committedRecording() throws {
    let dir = try TuningFixtures.temporaryDirectory("record-asset")
    defer { TuningFixtures.cleanup(dir) }
    let (_, s) = try Self.recordFlick(in: dir)
    let asset = try ReplayScript.load(path: TuningFixtures.packageRoot + "/Assets/scripts/window-flick.json")
    let (frames, _) = try ReplayRunner(script: asset).run()
    #expect(frames.map(\.location) == s.locations)
    #expect(asset.panel == s.script?.panel)
  }

  @Test("a pointer event's `time` is the engine's time (its velocity), `at` when it is applied; a bad one names the field")
  func timeField() throws {
    func script(_ events: String) -> Data {
      Data((#"{"viewport": {"width": 390, "height": 844}, "until": 1, "script": ["# + events + "]}").utf8)
    }
    // 60 pt between drags 1/60 s apart by `time`, applied 0.1 s apart by `at`.
    let timed = [
      #"{"at": 0, "do": "down", "x": 195, "y": 500}"#,
      #"{"at": 0.1, "do": "drag", "x": 195, "y": 440, "time": 0.0166}"#,
      #"{"at": 0.2, "do": "drag", "x": 195, "y": 380, "time": 0.0333}"#,
      #"{"at": 0.3, "do": "up", "x": 195, "y": 380, "time": 0.05}"#,
    ]
    let decoded = try ReplayScript.decode(script(timed.joined(separator: ", ")))
    #expect(decoded.events[1].at == 0.1 && decoded.events[1].engineTime == 0.0166)
    #expect(decoded.events[0].engineTime == 0)
    let (frames, summary) = try ReplayRunner(script: decoded).run()
    let release = try #require(frames.first { $0.events.contains { $0.hasPrefix("willEndDragging") } })
    #expect(release.frame == 18)  // applied at `at` 0.3
    let untimed = timed.map { $0.replacingOccurrences(of: #", "time": [0-9.]+"#, with: "", options: .regularExpression) }
    let (_, slow) = try ReplayRunner(script: try ReplayScript.decode(script(untimed.joined(separator: ", ")))).run()
    #expect(summary.finalState == "full")  // 3600 pt/s by `time`: on to full
    #expect(slow.finalState == "half")  // 600 pt/s by `at`: back to half
    do {
      _ = try ReplayScript.decode(script(#"{"at": 0, "do": "down", "x": 1, "y": 2, "time": -1}"#))
      Issue.record("a negative time was accepted")
    } catch {
      #expect(error.description == "script[0].time: must be a time in seconds in [0, 3600]")
    }
  }

  @Test("a second recording is written as recording-2.json; the first file is left as it was")
  func neverOverwrites() throws {
    let dir = try TuningFixtures.temporaryDirectory("record-2")
    defer { TuningFixtures.cleanup(dir) }
    try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: dir + "/recording.json"))
    let (_, s) = try Self.recordFlick(in: dir)
    #expect(s.path == dir + "/recording-2.json")
    #expect(try String(contentsOfFile: dir + "/recording.json", encoding: .utf8) == "keep me\n")
    #expect(s.script?.events.count == 11)
  }

  @Test("Ctrl+R while the panel moves records nothing and says why; plain R still puts the panels on the right")
  func startsFromRest() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    w.key(.digit(1))
    try w.frame()
    w.key(.letter("r"), .control)
    try w.frame()
    #expect(!w.app.recorder.isRecording)
    #expect(w.app.driver.status.text?.hasPrefix("recording starts from rest") == true)
    #expect(w.app.scene.edge == .bottom)
    try w.settle()
    w.key(.letter("r"))
    try w.frame()
    #expect(w.app.scene.edge == .right)
  }

  @Test("changing the edge while recording stops the recording and writes what came before")
  func edgeChangeStops() throws {
    let dir = try TuningFixtures.temporaryDirectory("record-edge")
    defer { TuningFixtures.cleanup(dir) }
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    w.app.recorder.directory = dir
    try w.frame()
    w.key(.letter("r"), .control)
    try w.frame()
    #expect(w.app.recorder.isRecording)
    w.key(.digit(1))
    for _ in 0..<10 { try w.frame() }
    w.key(.letter("t"))
    try w.frame()
    #expect(!w.app.recorder.isRecording)
    #expect(w.app.driver.status.text?.hasPrefix("recording stopped (the window, the edge") == true)
    let script = try ReplayScript.load(path: dir + "/recording.json")
    #expect(script.events.map(\.action) == [.move(to: "full", animated: true)])
    #expect(script.until == 10.0 / 60)
    #expect(script.panel.position == .bottom)
  }
}

extension PlaygroundSuite {
  /// The headless commands take a recording from the window as it is: `screenshot --script`,
  /// `filmstrip --script` and a snapshot manifest's `script` case.
  @Suite struct RecordingCommandTests {
    static let recording = TuningFixtures.packageRoot + "/Assets/scripts/window-flick.json"

    /// Runs the command line `arguments` in-process; its exit status.
    static func run(_ arguments: [String]) -> Int32 {
      do {
        var command = try PlaygroundCommand.parseAsRoot(arguments)
        try command.run()
        return 0
      } catch {
        return PlaygroundCommand.exitCode(for: error).rawValue
      }
    }

    /// The location `replay` gives the recording's panel at `t`.
    static func location(at t: Double) throws -> Double {
      let (frames, _) = try ReplayRunner(script: try ReplayScript.load(path: recording)).run()
      return try #require(frames.first { abs($0.t - t) < 1e-9 }).location
    }

    @Test("screenshot --script REC --at 0.2 draws the panel's top edge where replay puts it at 0.2 s")
    func screenshot() throws {
      let dir = try TuningFixtures.temporaryDirectory("rec-shot")
      defer { TuningFixtures.cleanup(dir) }
      #expect(Self.run(["screenshot", "--script", Self.recording, "--at", "0.2", "--out", dir + "/a.png"]) == 0)
      let image = try PixelBuffer(pngBytes: [UInt8](try #require(FileManager.default.contents(atPath: dir + "/a.png"))))
      #expect(image.width == 390 && image.height == 844)
      let top = Int(try Self.location(at: 0.2))
      #expect(top > 30 && top < 422)  // on its way from half (422) to full (18)
      let white = RGBA(r: 255, g: 255, b: 255, a: 255)
      #expect(image[300, top + 30] == white)  // the surface, below its top edge
      #expect(image[300, top - 30] != white)  // the map, above it
    }

    @Test("filmstrip --script REC draws one frame per time")
    func filmstrip() throws {
      let dir = try TuningFixtures.temporaryDirectory("rec-strip")
      defer { TuningFixtures.cleanup(dir) }
      let args = ["filmstrip", "--script", Self.recording, "--frames", "3", "--from", "0.1", "--to", "0.3", "--scale", "1"]
      #expect(Self.run(args + ["--out", dir + "/s.png"]) == 0)
      let strip = try PixelBuffer(pngBytes: [UInt8](try #require(FileManager.default.contents(atPath: dir + "/s.png"))))
      #expect(strip.width > 3 * 390 && strip.height > 844)
    }

    @Test("a manifest case with the recording as its script: record, then verify passes; a changed spring fails it")
    func manifest() throws {
      let dir = try TuningFixtures.temporaryDirectory("rec-manifest")
      defer { TuningFixtures.cleanup(dir) }
      try FileManager.default.copyItem(atPath: Self.recording, toPath: dir + "/rec.json")
      let manifest = #"{"cases": [{"name": "rec-mid", "script": "rec.json", "at": 0.25, "scale": 1}]}"#
      try Data(manifest.utf8).write(to: URL(fileURLWithPath: dir + "/manifest.json"))
      #expect(Self.run(["snapshot", "record", dir + "/manifest.json"]) == 0)
      #expect(FileManager.default.fileExists(atPath: dir + "/rec-mid.png"))
      #expect(Self.run(["snapshot", "verify", dir + "/manifest.json", "--output", dir + "/out"]) == 0)
      let text = try String(contentsOfFile: dir + "/rec.json", encoding: .utf8)
      try text.replacingOccurrences(of: "\"springResponseTime\": 0.4", with: "\"springResponseTime\": 0.8")
        .write(toFile: dir + "/rec.json", atomically: true, encoding: .utf8)
      #expect(Self.run(["snapshot", "verify", dir + "/manifest.json", "--output", dir + "/out"]) == 1)
    }
  }
}
