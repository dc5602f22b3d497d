import CSDL2
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import playground
import Testing

extension PlaygroundSuite.WindowLoopTests {
  /// The Appearance page through the real loop and pushed SDL keys: S shows the cards, A switches
  /// the page, → widens the corner radius, Enter + hex digits + Enter colours the background (a
  /// short text is refused and Esc cancels it), Ctrl+S saves, and the file read back holds both.
  @Test func appearancePageEditsAndSaves() throws {
    let dir = try TuningFixtures.temporaryDirectory("window-appearance")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/look.json"
    try #"{"panels": {"search": {"behavior": {"springResponseTime": 0.3}}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    try withDummyVideo {
      let app = try AppLoop(size: SceneSize(width: 1280, height: 800), configPath: path)
      app.tuning.report = { _, _ in }
      let radius = app.scene.search.surfaceAppearance.cornerRadius
      for k in [SDLK_s, SDLK_a, SDLK_DOWN, SDLK_RIGHT, SDLK_RIGHT, SDLK_RIGHT] {
        key(k)
        try frame(app)
      }
      #expect(app.tuning.page == .appearance)
      #expect(app.scene.search.surfaceAppearance.cornerRadius == radius + 3)
      #expect(app.scene.search.state == .half)  // the arrows went to the card
      #expect(app.tuning.hasUnsavedChanges)

      // A short hex is refused (stays open, nothing applied); Esc closes it.
      for k in [SDLK_UP, SDLK_RETURN, SDLK_1, SDLK_2, SDLK_RETURN] {
        key(k)
        try frame(app)
      }
      #expect(app.tuning.look.entry == "12")
      #expect(app.scene.search.surfaceAppearance.backgroundColor == .white)
      key(SDLK_ESCAPE)
      try frame(app)
      #expect(app.tuning.look.entry == nil)
      #expect(app.tuning.isShown)  // Esc went to the entry, not the scene

      // Digits and B/E/A type into the entry instead of moving panels, exporting or paging.
      for k in [SDLK_RETURN, SDLK_1, SDLK_c, SDLK_2, SDLK_b, SDLK_4, SDLK_a, SDLK_RETURN] {
        key(k)
        try frame(app)
      }
      #expect(PanelAppearance.hex(app.scene.search.surfaceAppearance.backgroundColor) == "#1C2B4A")
      #expect(app.scene.search.position == .bottom)
      #expect(app.tuning.page == .appearance)

      key(SDLK_s, mod: KMOD_LCTRL)
      try frame(app)
      #expect(!app.tuning.hasUnsavedChanges)
      let look = try #require(try ConfigFile.load(path: path).panels["search"]?.appearance)
      #expect(look.surface.cornerRadius == radius + 3)
      #expect(PanelAppearance.hex(look.surface.backgroundColor) == "#1C2B4A")

      key(SDLK_a)
      try frame(app)
      #expect(app.tuning.page == .behaviour)
    }
  }
}
