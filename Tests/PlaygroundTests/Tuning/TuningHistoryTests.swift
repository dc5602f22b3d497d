import ConfigFormat
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// Issue 33: undo and redo as a value — a bounded history of the states before each edit.
@Suite("the tuning history (undo and redo)")
struct TuningHistoryTests {
  @Test("undo goes back through the edits, redo forward, each with its label; an edit that changed nothing is no step")
  func undoRedo() {
    var h = TuningHistory<Int>()
    h.record(before: 1, after: 1, label: "nothing")
    #expect(!h.canUndo)
    h.record(before: 1, after: 2, label: "a")
    h.record(before: 2, after: 5, label: "b")
    #expect(h.undoCount == 2 && !h.canRedo)
    #expect(h.undo(from: 5) == .init(state: 2, label: "b"))
    #expect(h.undo(from: 2) == .init(state: 1, label: "a"))
    #expect(h.undo(from: 1) == nil && h.canRedo)
    #expect(h.redo(from: 1) == .init(state: 2, label: "a"))
    #expect(h.redo(from: 2) == .init(state: 5, label: "b"))
    #expect(h.redo(from: 5) == nil)
    #expect(h.undo(from: 5)?.state == 2)
  }

  @Test("a new edit after an undo forgets what redo had; clear forgets everything")
  func newEditForgetsRedo() {
    var h = TuningHistory<Int>()
    h.record(before: 0, after: 1, label: "a")
    h.record(before: 1, after: 2, label: "b")
    _ = h.undo(from: 2)
    h.record(before: 1, after: 7, label: "c")
    #expect(!h.canRedo)
    #expect(h.undo(from: 7) == .init(state: 1, label: "c"))
    #expect(h.undo(from: 1) == .init(state: 0, label: "a"))
    h.clear()
    #expect(!h.canUndo && !h.canRedo)
  }

  @Test("at most `capacity` steps: the oldest goes")
  func bounded() {
    var h = TuningHistory<Int>(capacity: 3)
    for i in 0..<5 { h.record(before: i, after: i + 1, label: "\(i)") }
    #expect(h.undoCount == 3)
    #expect([h.undo(from: 5), h.undo(from: 4), h.undo(from: 3)].map { $0?.state } == [4, 3, 2])
    #expect(h.undo(from: 2) == nil)
    #expect(TuningHistory<Int>(capacity: 0).capacity == 1 && TuningHistory<Int>().capacity == 200)
  }

  @Test("TunedConfig edits restored over a later save: back at the saved config, nothing is edited")
  func tunedConfigEdits() {
    var panel = PanelConfig()
    panel.behavior.springResponseTime = 0.4
    var tuned = TunedConfig(PlaygroundConfig(panels: ["search": panel]))
    var h = TuningHistory<TunedConfig.Edits>()
    let loaded = tuned.edits
    tuned.edit("search", variant: nil) { $0.behavior.springResponseTime = 0.3 }
    h.record(before: loaded, after: tuned.edits, label: "Response time")
    #expect(tuned.isEdited && tuned.config.description == TunedConfig.editedDescription)
    let edited = tuned.edits
    let back = h.undo(from: tuned.edits)
    tuned.restore(back?.state ?? edited)
    #expect(tuned.edits == loaded && !tuned.isEdited && tuned.config.description == nil)
    tuned.restore(h.redo(from: tuned.edits)?.state ?? loaded)
    #expect(tuned.edits == edited && tuned.isEdited)
    tuned.markSaved(tuned.config)  // Ctrl+S with 0.3
    #expect(!tuned.isEdited)
    tuned.restore(h.undo(from: tuned.edits)?.state ?? edited)  // 0.4 again: an edit of the saved file
    #expect(tuned.isEdited && tuned.config.panels["search"]?.behavior.springResponseTime == 0.4)
    tuned.restore(h.redo(from: tuned.edits)?.state ?? loaded)  // back at what was saved
    #expect(!tuned.isEdited)
  }
}
