import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// Issue 33, typed entry through the real loop (``LoopHarness``): Enter on a card row, a number
/// typed, Enter applies it to the panel (an undo step); out of the row's range it is refused with
/// the range in the HUD; Esc cancels; digits typed do not move the panels.
extension PlaygroundSuite.WindowLoopTests {
  func typeKeys(_ w: LoopHarness, _ keys: [Key]) throws {
    for k in keys {
      w.key(k)
      try w.frame()
    }
  }

  @Test("Enter, 0.55, Enter sets the response time; 5 is refused naming 0.100 … 2.000 s; Esc cancels; Ctrl+Z undoes it")
  func typedNumberOnAnyRow() throws {
    let dir = try TuningFixtures.temporaryDirectory("window-typed")
    defer { TuningFixtures.cleanup(dir) }
    let w = try Self.undoLoop(dir)
    let (scene, tuning) = (w.app.scene, w.app.tuning)
    let state = scene.search.state
    try typeKeys(w, [.enter, .digit(0), .period, .digit(5), .digit(5)])
    #expect(tuning.isTyping && tuning.model.entry?.text == "0.55")
    #expect(scene.search.state == state)  // the digits typed; they moved no panel
    try typeKeys(w, [.enter])
    #expect(!tuning.isTyping && tuning.behaviors[.search]?.springResponseTime == 0.55)
    #expect(scene.search.behavior.springResponseTime == 0.55)
    #expect(w.app.driver.status.text == "Response time: 0.550 s")
    #expect(tuning.hasUnsavedChanges && tuning.history.undoCount == 1)

    try typeKeys(w, [.enter, .digit(5), .enter])  // out of range: refused, the entry stays
    #expect(w.app.driver.status.text == "Response time takes 0.100 … 2.000 s; 5 is out of range")
    #expect(tuning.isTyping && tuning.behaviors[.search]?.springResponseTime == 0.55)
    try typeKeys(w, [.escape])  // Esc closes the entry only
    #expect(!tuning.isTyping && tuning.isShown && tuning.behaviors[.search]?.springResponseTime == 0.55)

    // A negative bounce on the Bounce row (two rows down).
    try typeKeys(w, [.down, .down, .enter, .minus, .digit(0), .period, .digit(2), .enter])
    #expect(abs((tuning.behaviors[.search]?.spring?.bounce ?? 0) + 0.2) < 1e-6)
    // The Spring row is a choice: Enter says so and opens nothing.
    let spring = try #require(tuning.model.rows.firstIndex { $0.field == .spring })
    try typeKeys(w, Array(repeating: Key.down, count: spring - tuning.model.focus) + [.enter])
    #expect(!tuning.isTyping && w.app.driver.status.text == "Spring is a choice: ← → or a click picks it")
    // Undo takes the typed values back one at a time.
    try typeKeys(w, [.letter("z")])  // a plain z with no entry open: nothing
    w.key(.letter("z"), .control)
    w.key(.letter("z"), .control)
    try w.frame()
    #expect(tuning.behaviors[.search]?.springResponseTime == 0.3 && !tuning.hasUnsavedChanges)
  }

  @Test("the Appearance page: Enter on Corner radius, 24, Enter; the entry shows in the row while typed")
  func typedNumberOnTheAppearancePage() throws {
    let dir = try TuningFixtures.temporaryDirectory("window-typed-look")
    defer { TuningFixtures.cleanup(dir) }
    let w = try Self.undoLoop(dir)
    let (scene, tuning) = (w.app.scene, w.app.tuning)
    try typeKeys(w, [.letter("a"), .down, .enter, .digit(2), .digit(4)])
    #expect(tuning.look.cardRows[1].valueText == "24_")
    try typeKeys(w, [.enter])
    #expect(scene.search.surfaceAppearance.cornerRadius == 24 && !tuning.isTyping)
    try typeKeys(w, [.enter, .digit(9), .digit(9), .digit(9), .enter])
    #expect((w.app.driver.status.text ?? "").hasSuffix("999 is out of range") && scene.search.surfaceAppearance.cornerRadius == 24)
  }
}
