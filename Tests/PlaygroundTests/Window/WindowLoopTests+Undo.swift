import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// Issue 33, undo and redo through the real loop (``LoopHarness``): Ctrl+Z takes back a card
/// row's change, a preset and a dragged anchor one at a time — the panels' behaviours, layouts and
/// the config Ctrl+S would write exactly as they were — Ctrl+Shift+Z does them again, and the
/// document is unsaved exactly when the config differs from the one saved.
extension PlaygroundSuite.WindowLoopTests {
  /// What an undo must restore: the config a save writes, each panel's behaviour (as the card
  /// keeps it and as the engine runs it), the search panel's anchors and look, and unsaved.
  struct Tuned: Equatable {
    var config: PlaygroundConfig, behaviors: [PanelRole: BehaviorConfig], engine: [Double]
    var anchors: [Double?], radius: Double, unsaved: Bool

    init(_ w: LoopHarness) {
      let (tuning, search) = (w.app.tuning, w.app.scene.search)
      (config, behaviors, unsaved) = (tuning.currentConfig, tuning.behaviors, tuning.hasUnsavedChanges)
      engine = PanelRole.allCases.flatMap { r in
        let b = w.app.scene.panel(r).behavior
        return [b.springResponseTime, b.springDecelerationRate, b.momentumProjectionRate]
      }
      anchors = [FloatingPanelState.full, .half, .tip].map { search.resolvedLayout.location(of: $0) }
      radius = search.surfaceAppearance.cornerRadius
    }
  }

  /// A 1280×800 loop with the presets, a config file of one search entry and the cards shown.
  static func undoLoop(_ dir: String) throws -> LoopHarness {
    let path = dir + "/tuning.json"
    try #"{"panels": {"search": {"behavior": {"springResponseTime": 0.3}}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let presets = try Preset.loadAll(directory: TuningFixtures.packageRoot + "/Assets/presets")
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800), configPath: path, presets: presets)
    w.app.tuning.report = { _, _ in }
    try w.frame()
    w.key(.letter("s"))
    try w.frame()
    try w.settle()
    return w
  }

  @Test("→ on a row, a preset, an anchor drag: Ctrl+Z restores each state exactly, Ctrl+Shift+Z redoes them; undone to the saved state nothing is unsaved")
  func undoRedoEdits() throws {
    let dir = try TuningFixtures.temporaryDirectory("window-undo")
    defer { TuningFixtures.cleanup(dir) }
    let w = try Self.undoLoop(dir)
    let tuning = w.app.tuning
    var seen = [Tuned(w)]
    #expect(!seen[0].unsaved)
    w.key(.right)  // the response time, 0.3 → 0.31
    try w.frame()
    seen.append(Tuned(w))
    #expect(seen[1].unsaved && seen[1].behaviors[.search]?.springResponseTime == 0.31)
    w.key(.digit(2), .alt)  // preset 2, maps: every panel's behaviour
    try w.frame()
    try w.settle()
    seen.append(Tuned(w))
    #expect(seen[2].behaviors[.detail]?.springDecelerationRate == 0.987)
    let half = try #require(tuning.anchors.lines(for: .search).first { $0.state == .half })
    try Self.drag(w, x: half.handle.midX, from: half.handle.midY, to: 460)
    try w.settle()
    seen.append(Tuned(w))
    #expect(seen[3].anchors[1] == 460 && seen[3] != seen[2])
    #expect(tuning.history.undoCount == 3)  // a drag of ten moves is one step

    for (i, label) in [(2, "half anchor"), (1, "preset maps"), (0, "Response time")] {
      w.key(.letter("z"), .control)
      try w.frame()
      try w.settle()
      #expect(Tuned(w) == seen[i], "undo to state \(i)")
      #expect((w.app.driver.status.text ?? "").hasPrefix("undone: \(label)"))
    }
    #expect(!tuning.hasUnsavedChanges && w.app.driver.status.text == "undone: Response time · nothing more to undo")
    #expect(tuning.model.config == seen[0].behaviors[.search])  // the card shows it too
    w.key(.letter("z"), .control)
    try w.frame()
    #expect(Tuned(w) == seen[0] && w.app.driver.status.text == "nothing to undo")

    for i in 1...3 {
      w.key(.letter("z"), [.control, .shift])
      try w.frame()
      try w.settle()
      #expect(Tuned(w) == seen[i], "redo to state \(i)")
    }
    // Saved with the anchor moved: undo is an edit again, redo is back at the saved file.
    w.key(.letter("s"), .control)
    try w.frame()
    #expect(!tuning.hasUnsavedChanges)
    w.key(.letter("z"), .control)
    try w.frame()
    try w.settle()
    #expect(tuning.hasUnsavedChanges && Tuned(w).anchors == seen[2].anchors)
    w.key(.letter("z"), [.control, .shift])
    try w.frame()
    try w.settle()
    #expect(!tuning.hasUnsavedChanges && Tuned(w).config == seen[3].config)
    // A new edit forgets the redo steps.
    w.key(.letter("z"), .control)
    w.key(.right)
    try w.frame()
    #expect(!tuning.history.canRedo)
  }

  @Test("a colour typed on the Appearance page, a track dragged and Backspace are undone one step each")
  func undoCardPressesAndColours() throws {
    let dir = try TuningFixtures.temporaryDirectory("window-undo-look")
    defer { TuningFixtures.cleanup(dir) }
    let w = try Self.undoLoop(dir)
    let (scene, tuning) = (w.app.scene, w.app.tuning)
    let start = Tuned(w)
    // The response track dragged from its left end to the middle in ten moves: one step.
    let cards = try #require(w.app.driver.layout.cards)
    let track = cards.card(rowCount: tuning.cardRowCount).track(0)
    w.mouse(.down, x: track.minX + 1, y: track.midY)
    try w.frame()
    for i in 1...10 {
      w.mouse(.move, x: track.minX + track.width * Double(i) / 20, y: track.midY)
      try w.frame()
    }
    w.mouse(.up, x: track.midX, y: track.midY)
    try w.frame()
    let dragged = Tuned(w)
    #expect(dragged.behaviors[.search]?.springResponseTime != 0.3 && tuning.history.undoCount == 1)
    // A hex colour on the Appearance page.
    for k in [Key.letter("a"), .enter, .digit(1), .letter("c"), .digit(2), .letter("b"), .digit(4), .letter("a"), .enter] {
      w.key(k)
      try w.frame()
    }
    #expect(PanelAppearance.hex(scene.search.surfaceAppearance.backgroundColor) == "#1C2B4A")
    w.key(.letter("z"), .control)
    try w.frame()
    #expect(scene.search.surfaceAppearance.backgroundColor == .white && Tuned(w) == dragged)
    #expect((w.app.driver.status.text ?? "").hasPrefix("undone: Background"))
    w.key(.letter("z"), .control)
    try w.frame()
    #expect(Tuned(w) == start && !tuning.hasUnsavedChanges)
    // Backspace after a dragged anchor: undo puts the dragged anchor back.
    w.key(.letter("a"))
    try w.frame()
    let tip = try #require(tuning.anchors.lines(for: .search).last)
    try Self.drag(w, x: tip.handle.midX, from: tip.handle.midY, to: 600)
    try w.settle()
    let moved = Tuned(w)
    w.key(.backspace)
    try w.frame()
    try w.settle()
    #expect(Tuned(w).anchors == start.anchors)
    w.key(.letter("z"), .control)
    try w.frame()
    try w.settle()
    #expect(Tuned(w) == moved && (w.app.driver.status.text ?? "").hasPrefix("undone: layout reset"))
  }
}
