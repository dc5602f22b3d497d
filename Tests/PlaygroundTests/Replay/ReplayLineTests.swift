@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// Replay lines are written by OrderedJSON (its number forms: `OrderedJSONTests`); these pin the lines.
@Suite struct ReplayLineTests {
  @Test func frameLine() {
    let frame = ReplayFrame(
      frame: 7, t: 7.0 / 60, location: 35, state: "a\"b", phase: "dragging", backdropAlpha: 0.27951,
      events: ["willBeginDragging", "didMove"])
    #expect(
      frame.jsonLine
        == #"{"frame": 7, "t": 0.116667, "location": 35.0, "state": "a\"b", "phase": "dragging", "backdropAlpha": 0.2795, "events": ["willBeginDragging", "didMove"]}"#
    )
  }

  @Test func summaryLine() {
    let settled = ReplaySummary(frames: 241, finalState: "tip", finalLocation: 607, settledAtFrame: 169)
    #expect(settled.jsonLine == #"{"summary": {"frames": 241, "finalState": "tip", "finalLocation": 607.0, "settledAtFrame": 169}}"#)
    let moving = ReplaySummary(frames: 2, finalState: "half", finalLocation: 42.920911593252, settledAtFrame: nil)
    #expect(moving.jsonLine == #"{"summary": {"frames": 2, "finalState": "half", "finalLocation": 42.920911593252, "settledAtFrame": null}}"#)
  }
}
