import MotionTesting
import Testing

/// The golden's text: written with fixed decimals, read back strictly, errors at FILE:LINE.
@Suite struct MotionGoldenTests {
  static func sample(frames: Int = 5) -> MotionGolden {
    var f: [MotionFrame] = []
    for n in 0..<frames {
      let x = Double(n)
      let location: Double = 400 - 12.3456789 * x
      let state = n < 2 ? "half" : "full"
      f.append(MotionFrame(t: x / 60, location: location, velocity: -740.123 * x, state: state, backdropAlpha: 0.05 * x))
    }
    let summary = MotionSummary(finalState: "full", finalLocation: f.last?.location ?? 0, overshoot: 3.21049, settleTime: 0.45, peakVelocity: 2960.492)
    return MotionGolden(name: "flick", displayRate: 60, viewport: "390x844", position: "bottom", summary: summary, frames: f)
  }

  @Test("the text reads back to the golden its numbers rounded to 0.001 pt, 0.01 pt/s and 1e-6 s")
  func roundTrip() throws {
    let g = Self.sample()
    let back = try MotionGolden(text: g.text, file: "flick.motion")
    #expect(back == g.rounded())
    #expect(back.frames[1].location == 387.654)
    #expect(back.frames[1].velocity == -740.12)
    #expect(back.frames[1].t == 0.016667)
    #expect(back.summary.overshoot == 3.210)
    #expect(back.text == g.text)
  }

  @Test("one line a frame, fixed columns, the summary above the frames")
  func layout() {
    let lines = Self.sample().text.split(separator: "\n")
    #expect(lines[1] == "motion-golden 1")
    #expect(lines.contains("overshoot 3.210"))
    #expect(lines.contains("settleTime 0.450"))
    #expect(lines.contains("peakVelocity 2960.49"))
    #expect(lines.last == "       4  0.066667     350.617    -2960.49  0.2000  full")
    #expect(lines.count == 13 + 5)
  }

  @Test("a golden that cannot be read names the file and line", arguments: [
    ("row", "       2  0.033333     banana      -1480.25  0.1000  full", "flick.motion:16: location 'banana' is not a number"),
    ("row", "       7  0.033333     375.309    -1480.25  0.1000  full", "flick.motion:16: expected frame 2, found '7'"),
    ("row", "       2  0.033333", "flick.motion:16: expected 'FRAME T LOCATION VELOCITY ALPHA STATE', found 2 fields"),
    ("header", "frames 9", "flick.motion: 'frames 9' but 5 rows (a truncated file?); record it again"),
    ("header", "speed 9", "flick.motion:7: unknown header key 'speed' (allowed: motion-golden, case, displayRate, viewport, position, frames, finalState, finalLocation, overshoot, settleTime, peakVelocity)"),
  ])
  func errors(kind: String, line: String, message: String) {
    var lines = Self.sample().text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if kind == "row" { lines[15] = line } else { lines[6] = line }
    #expect(throws: MotionGoldenError.self) { try MotionGolden(text: lines.joined(separator: "\n"), file: "flick.motion") }
    do {
      _ = try MotionGolden(text: lines.joined(separator: "\n"), file: "flick.motion")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("a file that is not a golden says so")
  func notAGolden() {
    do {
      _ = try MotionGolden(text: "{\"cases\": []}\n", file: "m.json")
      Issue.record("read")
    } catch {
      #expect(error.description == "m.json:1: not a motion golden (expected 'motion-golden 1'); record it with `playground motion record`")
    }
  }

  @Test("spring segments: overshoot past the target away from the start, settle time to within 0.5 pt")
  func segment() {
    let s = SpringSegment(start: 400, target: 100, samples: [(0, 400), (0.1, 150), (0.2, 90), (0.3, 97), (0.4, 100.4), (0.5, 100)])
    #expect(s.overshoot == 10)
    #expect(s.settleTime == 0.4)
    let short = SpringSegment(start: 400, target: 100, samples: [(0, 400), (0.1, 150)])
    #expect(short.settleTime == nil)
    #expect(short.overshoot == 0)
  }
}
