import ConfigFormat
import FloatingPanel
import Foundation
import StrictJSON
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow

/// Issue 20, item 4: `replay --display-rate 120` and a script's `"displayRate": 120` run the clock
/// at 120 Hz, the numeric spring stepping by 1/120 s per frame as upstream's display link does;
/// 60 Hz is today's output.
@Suite("display rate: replay at 60 and 120 Hz")
struct DisplayRateReplayTests {
  static let flick = ReplayTests.assets.appendingPathComponent("flick-to-full.json").path

  /// The release of flick-to-full.json at 120 Hz, computed outside the engine: upstream's
  /// `NumericSpringAnimator.spring` written out in Python (double precision, the formula's order),
  /// from x0 = 30 (full at 20, dragged 10 pt), v0 = 500 pt/s toward lastQuart at 500/3
  /// (667 − 0.75 · 667 = 166.75, rounded to the 1/3-pt grid), ζ = ln 0.991 / (−2π · 2.5 · 0.001),
  /// ω = 2π / 0.4, h = 1/120:
  ///
  ///     f = 1 + 2*h*zeta*omega; det = f + h*h*omega*omega
  ///     x = (f*x + h*v + h*h*omega*omega*xt) / det; v = (v + h*omega*omega*(xt - x)) / det
  ///
  /// It prints 54 steps, a peak of 174.9815616359831 and these first four locations (at 60 Hz the
  /// same program gives 30 steps, a peak of 170.97314433256392, first location 42.92091159325205).
  static let first120 = [35.57315989932828, 42.198907577524004, 49.61554614830191, 57.59066797708742]

  @Test("replay --display-rate 120: a frame every 1/120 s and the spring's steps of 1/120 s, as computed independently")
  func replay120() throws {
    let binary = ReplayTests.executable()
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first: \(binary.path)")
    let (status, out, err) = try ReplayTests.launch(binary, ["replay", "--display-rate", "120", Self.flick])
    #expect(status == 0 && err.isEmpty)
    let lines = out.split(separator: "\n").map(String.init)
    #expect(lines.count == 482)  // 481 frames (n/120 ≤ 4.0) and the summary
    #expect(lines[1].contains(#""t": 0.008333"#))
    #expect(lines[14] == #"{"frame": 14, "t": 0.116667, "location": 30.0, "state": "full", "phase": "dragging", "backdropAlpha": 0.2795, "events": ["shouldBeginDragging", "willBeginDragging", "didMove"]}"#)
    let frames = try #require(try? ReplayRunner(script: ReplayScript.load(path: Self.flick).at(displayRate: .hz120)).run())
    // The release frame (t = 16/120 ≥ 0.133) takes the first step.
    #expect(frames.frames[15].phase == "dragging" && frames.frames[16].phase == "attracting")
    for (i, x) in Self.first120.enumerated() {
      #expect(abs(frames.frames[16 + i].location - x) < 1e-9, "frame \(16 + i)")
      #expect(lines[16 + i].contains("\"location\": \(x),"), "line \(16 + i): \(lines[16 + i])")
    }
    // 54 steps: the 54th (frame 69) lands on the anchor.
    #expect(frames.frames[68].phase == "attracting")
    #expect(frames.frames[69].events == ["didMove", "didEndAttracting"] && frames.frames[69].location == 500.0 / 3)
    let peak = frames.frames[16...69].map(\.location).max() ?? 0
    #expect(abs(peak - 174.9815616359831) < 1e-9)  // 8.3 pt past the anchor; 4.3 pt at 60 Hz
    #expect(lines.last == #"{"summary": {"frames": 481, "finalState": "tip", "finalLocation": 607.0, "settledAtFrame": 328}}"#)
  }

  @Test("60 Hz is today's output: --display-rate 60 and no flag print the same bytes, the spring's step of 1/60 s")
  func replay60() throws {
    let binary = ReplayTests.executable()
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first: \(binary.path)")
    let plain = try ReplayTests.launch(binary, ["replay", Self.flick])
    let sixty = try ReplayTests.launch(binary, ["replay", "--display-rate", "60", Self.flick])
    #expect(plain.0 == 0 && sixty.0 == 0 && plain.1 == sixty.1)
    let lines = plain.1.split(separator: "\n")
    #expect(lines.count == 242)
    #expect(lines[8].contains(#""t": 0.133333, "location": 42.92091159325205,"#))
  }

  @Test("a script's displayRate is its clock; --display-rate replaces the script's fps and displayRate")
  func scriptField() throws {
    var text = try String(contentsOfFile: Self.flick, encoding: .utf8)
    text = text.replacingOccurrences(of: #""fps": 60,"#, with: #""displayRate": 120,"#)
    let script = try ReplayScript.decode(Data(text.utf8))
    #expect(script.displayRate == .hz120 && script.fps == 120)
    let viaField = try ReplayRunner(script: script).run()
    let viaFlag = try ReplayRunner(script: ReplayScript.load(path: Self.flick).at(displayRate: .hz120)).run()
    #expect(viaField.frames == viaFlag.frames && viaField.summary == viaFlag.summary)
    #expect(abs(viaField.frames[16].location - Self.first120[0]) < 1e-9)
    // The flag wins over the script's own rate.
    let back = try ReplayRunner(script: script.at(displayRate: .hz60)).run()
    #expect(back.frames.count == 241 && abs(back.frames[8].location - 42.92091159325205) < 1e-9)
    // Equal fps and displayRate are fine.
    let both = try ReplayScript.decode(Data(text.replacingOccurrences(of: #""displayRate": 120,"#, with: #""fps": 120, "displayRate": 120,"#).utf8))
    #expect(both.fps == 120)
  }

  @Test("a bad displayRate is one line naming the field", arguments: [
    (#""displayRate": 90"#, "displayRate: must be 60 or 120 (frames per second of the display), found 90"),
    (#""displayRate": 120.5"#, "displayRate: must be 60 or 120 (frames per second of the display), found 120.5"),
    (#""displayRate": "120""#, "displayRate: expected a number"),
    (#""fps": 30, "displayRate": 120"#, "displayRate: 120 is the clock; it conflicts with fps 30 (leave one out)"),
  ])
  func badField(field: String, expected: String) {
    let json = #"{"viewport": {"width": 390, "height": 844}, "# + field + #", "script": [], "until": 1}"#
    let message = StrictInputRulesTests.scriptError(json)
    #expect(message?.hasPrefix(expected) == true, "got: \(message ?? "no error")")
  }

  @Test("the command: a bad displayRate exits 2 with one line; a bad --display-rate is a usage error (64)")
  func commandErrors() throws {
    let binary = ReplayTests.executable()
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first: \(binary.path)")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rate-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let bad = dir.appendingPathComponent("bad.json")
    try Data(#"{"viewport": {"width": 390, "height": 844}, "displayRate": 144, "script": [], "until": 1}"#.utf8).write(to: bad)
    let (status, out, err) = try ReplayTests.launch(binary, ["replay", bad.path])
    #expect(status == 2 && out.isEmpty)
    #expect(err == "playground replay: \(bad.path): displayRate: must be 60 or 120 (frames per second of the display), found 144\n")
    let usage = try ReplayTests.launch(binary, ["replay", "--display-rate", "90", Self.flick])
    #expect(usage.0 == 64 && usage.1.isEmpty)
    #expect(usage.2.hasPrefix("Error: The value '90' is invalid for '--display-rate <hz>': --display-rate '90' must be 60 or 120"))
  }

  @Test("the closed-form spring is the same curve at 60 and 120 Hz, sampled at the frame times; the numeric one is not")
  func closedFormIsRateIndependent() throws {
    var text = try String(contentsOfFile: Self.flick, encoding: .utf8)
    text = text.replacingOccurrences(of: #""removalVelocityThreshold": 5.5"#, with: #""removalVelocityThreshold": 5.5, "integrator": "closedForm""#)
    // A release on a frame of both clocks (t = 0.15 = 9/60 = 18/120). The release frame already
    // takes one step (1/60 or 1/120 s), so spring time (k − 8)/60 is frame k at 60 Hz and frame
    // 2k + 1 at 120 Hz.
    text = text.replacingOccurrences(of: #""at": 0.133"#, with: #""at": 0.15"#)
    let script = try ReplayScript.decode(Data(text.utf8))
    let sixty = try ReplayRunner(script: script).run().frames
    let hundredTwenty = try ReplayRunner(script: script.at(displayRate: .hz120)).run().frames
    #expect(sixty[9].phase == "attracting" && hundredTwenty[18].phase == "attracting")
    for k in 9...30 {
      #expect(abs(sixty[k].location - hundredTwenty[2 * k + 1].location) < 1e-6, "t = \(sixty[k].t)")
    }
    // The numeric spring at the same spring times: 120 Hz runs ahead, then overshoots further.
    let numeric = try ReplayScript.decode(Data(text.replacingOccurrences(of: #", "integrator": "closedForm""#, with: "").utf8))
    let n60 = try ReplayRunner(script: numeric).run().frames, n120 = try ReplayRunner(script: numeric.at(displayRate: .hz120)).run().frames
    let gaps = (9...30).map { n120[2 * $0 + 1].location - n60[$0].location }
    #expect((gaps.max() ?? 0) > 4)
  }
}
