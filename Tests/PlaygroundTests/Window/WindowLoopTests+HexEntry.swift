import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// The Appearance page's hex entry and the HUD through the real loop: a valid prefix is not red,
/// Enter on it is (and says so in a line that fits), a colour applied clears the complaint, and the
/// HUD says "customised" once a look or a behaviour was edited after a preset.
extension PlaygroundSuite.WindowLoopTests {
  /// The background row's control and read-out on the shown card.
  private static func background(_ app: AppLoop) -> (TuningCardRow.Control, String?) {
    let row = app.tuning.look.cardRows[0]
    return (row.control, row.readout)
  }

  private static func statusLines(_ app: AppLoop) -> [String] {
    (app.driver.layout.hud?.lines ?? []).map(\.text)
  }

  @Test("typing F2F4F is not red; Enter on it is red and says why; one more digit and Enter applies and clears it")
  func hexEntryIsRedOnlyWhenRejected() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let app = w.app
    for k in [Key.letter("s"), .letter("a"), .enter] { w.key(k) }
    for c in "F2F4F" { w.key(.letter(c)) }
    w.key(.digit(4))  // a digit key goes in too: "F2F4F4" would be complete; take it back
    w.key(.backspace)
    try w.frame()
    let white = Color(hex: 0xFFFFFF)
    #expect(Self.background(app).0 == .swatch(white, entry: "F2F4F", valid: true))  // a prefix: not red
    #expect(Self.background(app).1 == "Enter applies · Esc")
    w.key(.enter)
    try w.frame()
    #expect(Self.background(app).0 == .swatch(white, entry: "F2F4F", valid: false))  // rejected: red
    #expect(Self.background(app).1 == "6 or 8 hex digits")
    #expect(app.driver.status.text == "not a colour: 6 or 8 hex digits")
    // The read-out and the HUD line fit whole (no "…") on the phone.
    let measure = app.driver.drawing.measuring
    #expect(try measure.width(of: "6 or 8 hex digits", size: 11, weight: .regular, scale: 1) <= TuningCardLayout.labelWidth)
    let hud = try #require(app.driver.layout.hud)
    #expect(Self.statusLines(app).contains("not a colour: 6 or 8 hex digits"))
    #expect(try measure.width(of: "not a colour: 6 or 8 hex digits", size: HUDLayout.fontSize, weight: .regular, scale: 1) <= hud.maxTextWidth)
    w.key(.letter("2"))
    try w.frame()
    #expect(Self.background(app).0 == .swatch(white, entry: "F2F4F2", valid: true))  // typing again: not red
    w.key(.enter)
    try w.frame()
    #expect(app.scene.search.surfaceAppearance.backgroundColor == Color(hex: 0xF2F4F2))
    #expect(Self.background(app).0 == .swatch(Color(hex: 0xF2F4F2), entry: nil, valid: true))
    #expect(app.driver.status.text == "colour applied")
    #expect(!Self.statusLines(app).contains { $0.contains("not a colour") })
  }

  @Test("the HUD says the preset, then 'customised' after a look or behaviour edit, and the preset again after Alt+1")
  func hudSaysCustomised() throws {
    let presets = try Preset.loadAll(directory: TuningFixtures.packageRoot + "/Assets/presets")
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800), presets: presets)
    let app = w.app
    w.key(.letter("s"))
    w.key(.digit(2), .alt)
    try w.frame()
    #expect(app.tuning.hudNotes.first == "tuning search · preset maps · unsaved")
    w.key(.letter("a"))
    w.key(.down)  // corner radius
    w.key(.right)
    try w.frame()
    #expect(app.tuning.hudNotes.first == "tuning search · customised · unsaved")
    #expect(!(app.tuning.hudNotes.first ?? "").contains("preset"))
    w.key(.digit(1), .alt)
    try w.frame()
    #expect(app.tuning.hudNotes.first == "tuning search · preset default · unsaved")
    w.key(.letter("a"))  // back to Behaviour: a spring edit customises too
    w.key(.right)
    try w.frame()
    #expect(app.tuning.hudNotes.first == "tuning search · customised · unsaved")
  }
}
