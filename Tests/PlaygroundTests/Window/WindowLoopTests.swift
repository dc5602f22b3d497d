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

extension PlaygroundSuite {
  /// The window loop (``AppLoop``) on the in-memory platform (``LoopHarness``): typed pointer and
  /// key events with exact timestamps, one frame interval apart, through the loop's own path
  /// (event source → ``InputRouter`` → scene → frame driver → target).
  @Suite struct WindowLoopTests {
    @Test func dragReleaseLandsOnThePredictedState() throws {
      let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
      let app = w.app
      try w.frame()
      let search = app.scene.search
      #expect(search.state == .half)
      let start = search.location
      var y = start + 10
      w.mouse(.down, x: 195, y: y)
      try w.frame()
      for _ in 0..<8 {
        y -= 30
        w.mouse(.move, x: 195, y: y)
        try w.frame()
      }
      #expect(search.isTouching)
      #expect(search.location < start - 200)  // the panel followed the pointer
      w.mouse(.up, x: 195, y: y)
      try w.frame()
      let release = try #require(app.scene.lastRelease)
      let predicted = TargetStatePolicy.targetState(
        from: release.stateBefore, location: release.location, velocity: release.velocity,
        layout: search.resolvedLayout, behavior: search.behavior)
      #expect(release.panel == "search")
      #expect(release.stateAfter == predicted)
      for _ in 0..<120 where search.isAnimating { try app.run(maxFrames: app.frameCount + 1, paced: false) }
      #expect(search.state == predicted)
      #expect(search.location == search.resolvedLayout.location(of: predicted))
    }

    @Test func keyOneMovesTheFocusedPanelToFull() throws {
      let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
      let app = w.app
      try w.frame()
      #expect(app.scene.focus == .search)
      w.key(.digit(1))
      try w.frame()
      #expect(app.scene.search.state == .full)  // the state changes when the spring starts
      for _ in 0..<120 where app.scene.search.isAnimating { try app.run(maxFrames: app.frameCount + 1, paced: false) }
      #expect(app.scene.search.location == app.scene.search.resolvedLayout.location(of: .full))
    }

    @Test func resizingToOnePixelDoesNotCrash() throws {
      let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
      let app = w.app
      try w.frame()
      w.target.setSize(width: 1, height: 1)
      try w.frame()
      try w.frame()
      w.target.setSize(width: 1280, height: 800)
      try w.frame()
      try w.frame()
      #expect(!app.scene.isTooSmall)
      #expect(app.scene.isLandscape)
    }

    /// S shows the cards; then → edits the focused row instead of stepping the panel, Alt+2 picks
    /// the second preset, and a press on a card's track does not reach the panel under it.
    @Test func tuningKeysAndPointer() throws {
      let presets = try Preset.loadAll(directory: TuningFixtures.packageRoot + "/Assets/presets")
      let w = try LoopHarness(size: SceneSize(width: 1280, height: 800), presets: presets)
      let app = w.app
      try w.frame()
      #expect(!app.tuning.isShown)
      w.key(.letter("s"))
      try w.frame()
      #expect(app.tuning.isShown)
      w.key(.right)
      try w.frame()
      #expect(abs(app.scene.search.behavior.springResponseTime - 0.41) < 1e-12)
      #expect(app.scene.search.state == .half)  // the arrow went to the card, not the panel
      w.key(.right, .shift)
      try w.frame()
      #expect(abs(app.scene.search.behavior.springResponseTime - 0.411) < 1e-12)
      w.key(.digit(2), .alt)
      try w.frame()
      #expect(app.tuning.presetName == presets[1].name)
      #expect(app.scene.search.state == .half)  // Alt+2 is not the "2" state key
      let track = TuningCardLayout(frame: try #require(app.driver.layout.cards).tuning, rowCount: app.tuning.cardRowCount).track(0)
      w.mouse(.down, x: track.maxX, y: track.midY)
      try w.frame()
      w.mouse(.up, x: track.maxX, y: track.midY)
      try w.frame()
      #expect(app.scene.search.behavior.springResponseTime == 2)
      #expect(app.scene.lastRelease == nil)
      w.key(.letter("s"))
      try w.frame()
      #expect(!app.tuning.isShown)
      w.key(.up)
      try w.frame()
      #expect(app.scene.search.state == .full)  // hidden cards: arrows step the panel again
    }

    @Test func quitKeyStopsTheLoop() throws {
      let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
      let app = w.app
      w.key(.letter("q"))
      try app.run(maxFrames: 50, paced: false)
      #expect(app.quitRequested)
      #expect(app.frameCount == 1)
    }
  }
}
