@testable import PlaygroundCore
import StrictJSON
import Testing

/// Replay lines and bench results are written by OrderedJSON; these pin its number forms.
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

  @Test func numberForms() {
    #expect(OrderedJSON.number(18).text() == "18")
    #expect(OrderedJSON.float(18).text() == "18.0")
    #expect(OrderedJSON.float(.infinity).text() == "null")
    #expect(OrderedJSON.decimal(2.0 / 3, digits: 3).text() == "0.667")
    #expect(OrderedJSON.object([("machine", .string("2 cores, \"x\""))], inline: true).text() == #"{"machine": "2 cores, \"x\""}"#)
  }
}
