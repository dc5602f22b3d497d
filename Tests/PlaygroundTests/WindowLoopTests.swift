import CSDL2
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundUI
@testable import playground
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite {
  /// The real window loop (``AppLoop``) under SDL's dummy video driver, driven by synthetic SDL
  /// events pushed onto SDL's queue: the same path as a user's mouse and keyboard.
  @Suite struct WindowLoopTests {
    /// Runs `body` with SDL's dummy video driver, holding ``DisplayTestLock`` (the environment,
    /// SDL's video subsystem and its event queue are shared with every other test in the process).
    func withDummyVideo(_ body: () throws -> Void) throws {
      try DisplayTestLock.run {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        try body()
      }
    }

    func push(_ make: (inout SDL_Event) -> Void) {
      var e = SDL_Event()
      make(&e)
      SDL_PushEvent(&e)
    }

    func mouse(_ type: SDL_EventType, x: Double, y: Double) {
      push { e in
        e.type = type.rawValue
        if type == SDL_MOUSEMOTION {
          e.motion.x = Int32(x)
          e.motion.y = Int32(y)
          e.motion.state = CSDL2_ButtonMask(SDL_BUTTON_LEFT)
        } else {
          e.button.x = Int32(x)
          e.button.y = Int32(y)
          e.button.button = UInt8(SDL_BUTTON_LEFT)
          e.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
          e.button.clicks = 1
        }
      }
    }

    func key(_ code: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE) {
      push { e in
        e.type = SDL_KEYDOWN.rawValue
        e.key.state = UInt8(SDL_PRESSED)
        e.key.keysym.sym = Int32(bitPattern: code.rawValue)
        e.key.keysym.mod = UInt16(mod.rawValue)
      }
    }

    /// One frame per event, 16 ms apart, so SDL's millisecond timestamps give a real velocity.
    func frame(_ app: AppLoop) throws {
      usleep(16_000)
      try app.run(maxFrames: app.frameCount + 1, paced: false)
    }

    @Test func dragReleaseLandsOnThePredictedState() throws {
      try withDummyVideo {
        let app = try AppLoop(size: SceneSize(width: 390, height: 844))
        try frame(app)
        let search = app.scene.search
        #expect(search.state == .half)
        let start = search.location
        var y = start + 10
        mouse(SDL_MOUSEBUTTONDOWN, x: 195, y: y)
        try frame(app)
        for _ in 0..<8 {
          y -= 30
          mouse(SDL_MOUSEMOTION, x: 195, y: y)
          try frame(app)
        }
        #expect(search.isTouching)
        #expect(search.location < start - 200)  // the panel followed the pointer
        mouse(SDL_MOUSEBUTTONUP, x: 195, y: y)
        try frame(app)
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
    }

    @Test func keyOneMovesTheFocusedPanelToFull() throws {
      try withDummyVideo {
        let app = try AppLoop(size: SceneSize(width: 390, height: 844))
        try frame(app)
        #expect(app.scene.focus == .search)
        key(SDLK_1)
        try frame(app)
        #expect(app.scene.search.state == .full)  // the state changes when the spring starts
        for _ in 0..<120 where app.scene.search.isAnimating { try app.run(maxFrames: app.frameCount + 1, paced: false) }
        #expect(app.scene.search.location == app.scene.search.resolvedLayout.location(of: .full))
      }
    }

    @Test func resizingToOnePixelDoesNotCrash() throws {
      try withDummyVideo {
        let app = try AppLoop(size: SceneSize(width: 390, height: 844))
        try frame(app)
        app.window.setSize(width: 1, height: 1)
        try frame(app)
        try frame(app)
        app.window.setSize(width: 1280, height: 800)
        try frame(app)
        try frame(app)
        #expect(!app.scene.isTooSmall)
        #expect(app.scene.isLandscape)
      }
    }

    /// S shows the cards; then → edits the focused row instead of stepping the panel, Alt+2 picks
    /// the second preset, and a press on a card's track does not reach the panel under it.
    @Test func tuningKeysAndPointer() throws {
      try withDummyVideo {
        let presets = try Preset.loadAll(directory: TuningFixtures.packageRoot + "/Assets/presets")
        let app = try AppLoop(size: SceneSize(width: 1280, height: 800), presets: presets)
        try frame(app)
        #expect(!app.tuning.isShown)
        key(SDLK_s)
        try frame(app)
        #expect(app.tuning.isShown)
        key(SDLK_RIGHT)
        try frame(app)
        #expect(abs(app.scene.search.behavior.springResponseTime - 0.41) < 1e-12)
        #expect(app.scene.search.state == .half)  // the arrow went to the card, not the panel
        key(SDLK_RIGHT, mod: KMOD_LSHIFT)
        try frame(app)
        #expect(abs(app.scene.search.behavior.springResponseTime - 0.411) < 1e-12)
        key(SDLK_2, mod: KMOD_LALT)
        try frame(app)
        #expect(app.tuning.presetName == presets[1].name)
        #expect(app.scene.search.state == .half)  // Alt+2 is not the "2" state key
        let track = TuningCardLayout(frame: app.tuning.overlayLayout.tuning, rowCount: TuningModel.Field.allCases.count).track(0)
        mouse(SDL_MOUSEBUTTONDOWN, x: track.maxX, y: track.midY)
        try frame(app)
        mouse(SDL_MOUSEBUTTONUP, x: track.maxX, y: track.midY)
        try frame(app)
        #expect(app.scene.search.behavior.springResponseTime == 2)
        #expect(app.scene.lastRelease == nil)
        key(SDLK_s)
        try frame(app)
        #expect(!app.tuning.isShown)
        key(SDLK_UP)
        try frame(app)
        #expect(app.scene.search.state == .full)  // hidden cards: arrows step the panel again
      }
    }

    @Test func quitKeyStopsTheLoop() throws {
      try withDummyVideo {
        let app = try AppLoop(size: SceneSize(width: 390, height: 844))
        key(SDLK_q)
        try app.run(maxFrames: 50, paced: false)
        #expect(app.quitRequested)
        #expect(app.frameCount == 1)
      }
    }
  }
}
