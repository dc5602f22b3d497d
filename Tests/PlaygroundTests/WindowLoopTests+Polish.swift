import CSDL2
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundUI
@testable import playground
import RenderTestSupport
import SDLKit
import Testing

/// The window's interactions that a new user trips over, each driven through the real loop with
/// pushed SDL events: tap slop, list momentum and its indicator, the list's return when the panel
/// leaves full, focus of covered panels, the modal help overlay, map pins, Q with unsaved tuning
/// and P's feedback.
extension PlaygroundSuite.WindowLoopTests {
  func wheel(_ notches: Int32) {
    push { e in
      e.type = SDL_MOUSEWHEEL.rawValue
      e.wheel.y = notches
      e.wheel.preciseY = Float(notches)
      e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
    }
  }

  /// Runs frames (16 ms apart) until nothing moves, at most `limit`.
  func settle(_ app: AppLoop, limit: Int = 240) throws {
    for _ in 0..<limit where app.scene.isMoving || app.scene.isListMoving { try frame(app) }
    try frame(app)
  }

  @Test("a click with 2 pt of jitter on a row still opens the place; a drag past the slop is exact")
  func tapSlop() throws {
    try withDummyVideo {
      let app = try AppLoop(size: SceneSize(width: 390, height: 844))
      try frame(app)
      let scene = app.scene
      let top = scene.searchMetrics.rowTop(2, offset: scene.listOffset, count: scene.places.count)
      mouse(SDL_MOUSEBUTTONDOWN, x: 200, y: top + 30)
      try frame(app)
      mouse(SDL_MOUSEMOTION, x: 202, y: top + 32)
      try frame(app)
      mouse(SDL_MOUSEBUTTONUP, x: 202, y: top + 32)
      try frame(app)
      #expect(scene.selectedPlace == 2)
      #expect(scene.isDetailOpen)
      try settle(app)
      // A drag on the detail panel: 3 pt is still a press; at 43 pt the panel has moved all 43.
      let start = scene.detail.location
      mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: start + 100)
      try frame(app)
      mouse(SDL_MOUSEMOTION, x: 100, y: start + 103)
      try frame(app)
      #expect(scene.detail.location == start && !scene.detail.isTouching)
      mouse(SDL_MOUSEMOTION, x: 100, y: start + 143)
      try frame(app)
      #expect(scene.detail.location == start + 43)
      mouse(SDL_MOUSEBUTTONUP, x: 100, y: start + 143)
      try frame(app)
    }
  }

  @Test("a flicked list glides on with an indicator, stops at its start, and the panel takes the next pull")
  func listMomentum() throws {
    try withDummyVideo {
      let app = try AppLoop(size: SceneSize(width: 390, height: 844))
      let scene = app.scene
      key(SDLK_1)
      try frame(app)
      try settle(app)
      #expect(scene.search.state == .full)
      // Flick up by 150 pt in 5 frames: the list scrolls 150 pt, then glides further.
      var y = 600.0
      mouse(SDL_MOUSEBUTTONDOWN, x: 195, y: y)
      try frame(app)
      for _ in 0..<5 {
        y -= 30
        mouse(SDL_MOUSEMOTION, x: 195, y: y)
        try frame(app)
      }
      let atRelease = scene.listOffset
      #expect(abs(atRelease - 150) < 1e-9)
      mouse(SDL_MOUSEBUTTONUP, x: 195, y: y)
      try frame(app)
      #expect(scene.listMomentum != nil)
      #expect(scene.showsScrollIndicator)
      #expect(scene.searchMetrics.scrollIndicator(offset: scene.listOffset, count: scene.places.count) != nil)
      try settle(app)
      #expect(scene.listOffset > atRelease + 200)  // ≈ 1900 pt/s glides ≈ 900 pt more (clamped to the end)
      #expect(scene.search.state == .full && scene.search.location == scene.search.resolvedLayout.location(of: .full))
      for _ in 0..<PlaygroundScene.scrollIndicatorLinger { try frame(app) }
      #expect(!scene.showsScrollIndicator)
      // Flick back down: the glide stops exactly at the start, never past it.
      var glidedToStart = false
      for _ in 0..<4 where !glidedToStart {
        y = 300
        mouse(SDL_MOUSEBUTTONDOWN, x: 195, y: y)
        try frame(app)
        for _ in 0..<5 {
          y += 40
          mouse(SDL_MOUSEMOTION, x: 195, y: y)
          try frame(app)
        }
        mouse(SDL_MOUSEBUTTONUP, x: 195, y: y)
        try frame(app)
        try settle(app)
        glidedToStart = scene.listOffset == 0
      }
      #expect(glidedToStart)
      #expect(scene.search.state == .full)
      // At its start the list hands a downward pull to the panel (FloatingPanel's scroll tracking).
      mouse(SDL_MOUSEBUTTONDOWN, x: 195, y: 300)
      try frame(app)
      mouse(SDL_MOUSEMOTION, x: 195, y: 360)
      try frame(app)
      #expect(scene.search.location > scene.search.resolvedLayout.location(of: .full)!)
      #expect(scene.listOffset == 0)
      mouse(SDL_MOUSEBUTTONUP, x: 195, y: 360)
      try frame(app)
    }
  }

  @Test("scrolled at full, then 2: the list returns to its start, and the wheel works again at full")
  func listReturnsWhenLeavingFull() throws {
    try withDummyVideo {
      let app = try AppLoop(size: SceneSize(width: 390, height: 844))
      let scene = app.scene
      key(SDLK_1)
      try frame(app)
      try settle(app)
      mouse(SDL_MOUSEMOTION, x: 195, y: 500)
      wheel(-3)
      try frame(app)
      #expect(scene.listOffset == 3 * PlaygroundScene.wheelStep)
      key(SDLK_2)
      try frame(app)
      try settle(app)
      #expect(scene.search.state == .half)
      #expect(scene.listOffset == 0)
      key(SDLK_1)
      try frame(app)
      try settle(app)
      wheel(-1)
      try frame(app)
      #expect(scene.listOffset == PlaygroundScene.wheelStep)
    }
  }

  @Test("Tab never focuses the search panel while the detail panel covers it")
  func focusOnlyVisiblePanels() throws {
    try withDummyVideo {
      let app = try AppLoop(size: SceneSize(width: 1280, height: 800))
      let scene = app.scene
      try frame(app)
      let top = scene.searchMetrics.rowTop(0, offset: 0, count: scene.places.count)
      mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: top + 30)
      try frame(app)
      mouse(SDL_MOUSEBUTTONUP, x: 100, y: top + 30)
      try frame(app)
      try settle(app)
      #expect(scene.focus == .detail)
      #expect(!scene.isFocusable(.search))
      for _ in 0..<3 {
        key(SDLK_TAB)
        try frame(app)
        #expect(scene.focus == .detail)
      }
      key(SDLK_ESCAPE)  // closes the detail panel: the search panel is visible again
      try frame(app)
      try settle(app)
      #expect(scene.focus == .search && scene.isFocusable(.search))
    }
  }

  @Test("the help overlay is modal: keys do not reach the panels, a click outside closes it and goes no further")
  func helpOverlayIsModal() throws {
    try withDummyVideo {
      let app = try AppLoop(size: SceneSize(width: 1280, height: 800))
      let scene = app.scene
      try frame(app)
      key(SDLK_h)
      try frame(app)
      #expect(scene.showsHelp)
      key(SDLK_1)
      try frame(app)
      key(SDLK_t)
      try frame(app)
      #expect(scene.search.state == .half && scene.edge == .bottom)
      let card = HelpOverlayLayout(size: scene.size).card
      mouse(SDL_MOUSEBUTTONDOWN, x: card.midX, y: card.midY)  // inside: stays
      try frame(app)
      mouse(SDL_MOUSEBUTTONUP, x: card.midX, y: card.midY)
      try frame(app)
      #expect(scene.showsHelp)
      let top = scene.searchMetrics.rowTop(1, offset: 0, count: scene.places.count)  // a row, outside the card
      #expect(!card.contains(Point(x: 100, y: top + 30)))
      mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: top + 30)
      try frame(app)
      mouse(SDL_MOUSEBUTTONUP, x: 100, y: top + 30)
      try frame(app)
      #expect(!scene.showsHelp)
      #expect(scene.selectedPlace == nil && !scene.isDetailOpen)  // the click only closed the help
    }
  }

  @Test("a click on a map pin opens its place")
  func pinsAreClickable() throws {
    try withDummyVideo {
      let app = try AppLoop(size: SceneSize(width: 1280, height: 800))
      let scene = app.scene
      try frame(app)
      let window = Rect(x: 420, y: 40, width: 820, height: 720)  // right of the card, away from the HUD
      let index = try #require(scene.places.indices.first {
        let p = MapPins.location(of: $0, in: scene.size, places: scene.places)
        return window.contains(p) && scene.container.panel(at: p) == nil
      })
      let p = MapPins.location(of: index, in: scene.size, places: scene.places)
      mouse(SDL_MOUSEBUTTONDOWN, x: p.x + 3, y: p.y - 2)
      try frame(app)
      mouse(SDL_MOUSEBUTTONUP, x: p.x + 3, y: p.y - 2)
      try frame(app)
      #expect(scene.selectedPlace == index)
      #expect(scene.isDetailOpen && scene.focus == .detail)
    }
  }

  @Test("Q with unsaved tuning asks in the HUD; a second Q quits")
  func quitAsksWithUnsavedTuning() throws {
    try withDummyVideo {
      let app = try AppLoop(size: SceneSize(width: 1280, height: 800))
      try frame(app)
      key(SDLK_s)
      try frame(app)
      key(SDLK_RIGHT)
      try frame(app)
      #expect(app.tuning.hasUnsavedChanges)
      key(SDLK_q)
      try frame(app)
      #expect(!app.quitRequested)
      #expect(app.scene.status?.text == QuitConfirmation.question)
      key(SDLK_q)
      try frame(app)
      #expect(app.quitRequested)
    }
  }

  @Test("P writes the PNG and says where in the HUD")
  func screenshotFeedback() throws {
    try withDummyVideo {
      let app = try AppLoop(size: SceneSize(width: 390, height: 844))
      let dir = FileManager.default.temporaryDirectory.appendingPathComponent("p-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: dir) }
      app.screenshotDirectory = dir
      try frame(app)
      key(SDLK_p)
      try frame(app)
      let path = try #require(app.screenshots.first)
      #expect(FileManager.default.fileExists(atPath: path))
      #expect(app.scene.status?.text == "screenshot saved: \(path)")
    }
  }
}
