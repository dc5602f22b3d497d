import ConfigFormat
import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// ``TuningCard``: pages, presses, track drags and hex entry as edits for the shown panel.
@Suite struct TuningCardTests {
  static func card() -> TuningCard {
    TuningCard(role: .search, behavior: BehaviorConfig(), appearance: PanelAppearance())
  }

  @Test func aTrackPressSetsTheValueAndADragFollowsUntilRelease() throws {
    var card = Self.card()
    let row = try #require(card.model.rows.firstIndex { !$0.isDiscrete })
    let edit = card.press(TuningCardLayout.Hit(row: row, fraction: 0, isOnTrack: true))
    #expect(edit == .behavior(card.model.config))
    #expect(card.draggedRow == row)
    let r1 = card.drag(fraction: 0)
    #expect(r1 == nil)  // no change: no edit
    let r2 = card.drag(fraction: 1)
    #expect(r2 == .behavior(card.model.config))
    let r3 = card.release()
    #expect(r3)
    let r4 = card.release()
    #expect(!r4 && card.draggedRow == nil)
    let r5 = card.drag(fraction: 0.5)
    #expect(r5 == nil)
  }

  @Test func aSwitchFlipsAndALabelFocuses() throws {
    var card = Self.card()
    let toggle = try #require(card.model.rows.firstIndex { $0.isDiscrete && $0.choices == nil })  // a switch, not a segmented choice
    let before = card.model.rows[toggle].slider.value
    let r6 = card.press(TuningCardLayout.Hit(row: toggle, fraction: 0.2, isOnTrack: false))
    #expect(r6 != nil)
    #expect(card.model.rows[toggle].slider.value != before)
    #expect(card.draggedRow == nil)
    let r7 = card.press(TuningCardLayout.Hit(row: 2, fraction: 0.5, isOnTrack: false))
    #expect(r7 == nil)
    #expect(card.model.focus == 2 && card.focus == 2)
  }

  @Test func pagesAndRows() {
    var card = Self.card()
    #expect(card.page == .behaviour && card.rowCount == card.model.rows.count)
    card.togglePage()
    #expect(card.page == .appearance && card.rowCount == card.look.rows.count)
    let r8 = card.handle(key: .down, fine: false)
    #expect(r8 == .appearance(card.look.appearance))  // every key gives the look
    #expect(card.focus == 1)
    card.togglePage()
    let r9 = card.handle(key: .down, fine: false)
    #expect(r9 == nil)  // Behaviour: only a change is an edit
    #expect(card.model.focus == 1)
  }

  @Test func hexEntryAppliesAValidColourOnly() throws {
    var card = Self.card()
    let r10 = card.beginHexEntry()
    #expect(!r10)  // Behaviour page
    card.togglePage()
    let r11 = card.beginHexEntry()
    #expect(r11)  // row 0: the background colour
    #expect(card.isTypingHex)
    for c in "12" { let r12 = card.typeHex(.character(c)); #expect(r12 == .typed) }
    let r13 = card.typeHex(.apply)
    #expect(r13 == .invalid)
    #expect(card.isTypingHex)  // stays, red, unapplied
    for c in "3456" { _ = card.typeHex(.character(c)) }
    guard case .apply(let look) = card.typeHex(.apply) else { Issue.record("no colour"); return }
    #expect(PanelAppearance.hex(look.surface.backgroundColor) == "#123456")
    #expect(!card.isTypingHex)
    let r14 = card.beginHexEntry()
    #expect(r14)
    card.togglePage()  // switching pages closes the entry
    #expect(!card.isTypingHex)
  }

  @Test func syncShowsAnotherPanelKeepingTheFocusedRows() {
    var card = Self.card()
    _ = card.handle(key: .down, fine: false)
    _ = card.handle(key: .down, fine: false)
    var other = BehaviorConfig()
    other.springResponseTime = 0.5
    card.sync(role: .detail, behavior: other, appearance: PanelAppearance())
    #expect(card.role == .detail && card.model.config == other && card.model.focus == 2)
  }
}
