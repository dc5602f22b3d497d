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

extension PlaygroundSuite.WindowLoopTests {
  /// The Appearance page through the real loop and pushed keys: S shows the cards, A switches
  /// the page, → widens the corner radius, Enter + hex digits + Enter colours the background (a
  /// short text is refused and Esc cancels it), Ctrl+S saves, and the file read back holds both.
  @Test func appearancePageEditsAndSaves() throws {
    let dir = try TuningFixtures.temporaryDirectory("window-appearance")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/look.json"
    try #"{"panels": {"search": {"behavior": {"springResponseTime": 0.3}}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800), configPath: path)
    let app = w.app
    app.tuning.report = { _, _ in }
    let radius = app.scene.search.surfaceAppearance.cornerRadius
    for k in [Key.letter("s"), .letter("a"), .down, .right, .right, .right] {
      w.key(k)
      try w.frame()
    }
    #expect(app.tuning.page == .appearance)
    #expect(app.scene.search.surfaceAppearance.cornerRadius == radius + 3)
    #expect(app.scene.search.state == .half)  // the arrows went to the card
    #expect(app.tuning.hasUnsavedChanges)

    // A short hex is refused (stays open, nothing applied); Esc closes it.
    for k in [Key.up, .enter, .digit(1), .digit(2), .enter] {
      w.key(k)
      try w.frame()
    }
    #expect(app.tuning.look.entry == "12")
    #expect(app.scene.search.surfaceAppearance.backgroundColor == .white)
    w.key(.escape)
    try w.frame()
    #expect(app.tuning.look.entry == nil)
    #expect(app.tuning.isShown)  // Esc went to the entry, not the scene

    // Digits and B/E/A type into the entry instead of moving panels, exporting or paging.
    for k in [Key.enter, .digit(1), .letter("c"), .digit(2), .letter("b"), .digit(4), .letter("a"), .enter] {
      w.key(k)
      try w.frame()
    }
    #expect(PanelAppearance.hex(app.scene.search.surfaceAppearance.backgroundColor) == "#1C2B4A")
    #expect(app.scene.search.position == .bottom)
    #expect(app.tuning.page == .appearance)

    w.key(.letter("s"), .control)
    try w.frame()
    #expect(!app.tuning.hasUnsavedChanges)
    let look = try #require(try ConfigFile.load(path: path).panels["search"]?.appearance)
    #expect(look.surface.cornerRadius == radius + 3)
    #expect(PanelAppearance.hex(look.surface.backgroundColor) == "#1C2B4A")

    w.key(.letter("a"))
    try w.frame()
    #expect(app.tuning.page == .behaviour)
  }
}
