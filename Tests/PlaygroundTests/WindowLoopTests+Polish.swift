import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundUI
@testable import playground
import SDLKit
import Testing

/// The window's interactions that a new user trips over, each driven through the real loop with
/// pushed typed events (``LoopHarness``): tap slop, list momentum and its indicator, the list's return when the panel
/// leaves full, focus of covered panels, the modal help overlay, map pins, Q with unsaved tuning
/// and P's feedback.
extension PlaygroundSuite.WindowLoopTests {
  @Test("a click with 2 pt of jitter on a row still opens the place; a drag past the slop is exact")
  func tapSlop() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let app = w.app
    try w.frame()
    let scene = app.scene
    let top = scene.searchMetrics.rowTop(2, offset: scene.listOffset, count: scene.places.count)
    w.mouse(.down, x: 200, y: top + 30)
    try w.frame()
    w.mouse(.move, x: 202, y: top + 32)
    try w.frame()
    w.mouse(.up, x: 202, y: top + 32)
    try w.frame()
    #expect(scene.selectedPlace == 2)
    #expect(scene.isDetailOpen)
    try w.settle()
    // A drag on the detail panel: 3 pt is still a press; at 43 pt the panel has moved all 43.
    let start = scene.detail.location
    w.mouse(.down, x: 100, y: start + 100)
    try w.frame()
    w.mouse(.move, x: 100, y: start + 103)
    try w.frame()
    #expect(scene.detail.location == start && !scene.detail.isTouching)
    w.mouse(.move, x: 100, y: start + 143)
    try w.frame()
    #expect(scene.detail.location == start + 43)
    w.mouse(.up, x: 100, y: start + 143)
    try w.frame()
  }

  @Test("a flicked list glides on with an indicator, stops at its start, and the panel takes the next pull")
  func listMomentum() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let app = w.app
    let scene = app.scene
    w.key(.digit(1))
    try w.frame()
    try w.settle()
    #expect(scene.search.state == .full)
    // Flick up by 150 pt in 5 frames: the list scrolls 150 pt, then glides further.
    var y = 600.0
    w.mouse(.down, x: 195, y: y)
    try w.frame()
    for _ in 0..<5 {
      y -= 30
      w.mouse(.move, x: 195, y: y)
      try w.frame()
    }
    let atRelease = scene.listOffset
    #expect(abs(atRelease - 150) < 1e-9)
    w.mouse(.up, x: 195, y: y)
    try w.frame()
    #expect(scene.listMomentum != nil)
    #expect(scene.showsScrollIndicator)
    #expect(scene.searchMetrics.scrollIndicator(offset: scene.listOffset, count: scene.places.count) != nil)
    try w.settle()
    #expect(scene.listOffset > atRelease + 200)  // ≈ 1900 pt/s glides ≈ 900 pt more (clamped to the end)
    #expect(scene.search.state == .full && scene.search.location == scene.search.resolvedLayout.location(of: .full))
    for _ in 0..<PlaygroundScene.scrollIndicatorLinger { try w.frame() }
    #expect(!scene.showsScrollIndicator)
    // Flick back down: the glide stops exactly at the start, never past it.
    var glidedToStart = false
    for _ in 0..<4 where !glidedToStart {
      y = 300
      w.mouse(.down, x: 195, y: y)
      try w.frame()
      for _ in 0..<5 {
        y += 40
        w.mouse(.move, x: 195, y: y)
        try w.frame()
      }
      w.mouse(.up, x: 195, y: y)
      try w.frame()
      try w.settle()
      glidedToStart = scene.listOffset == 0
    }
    #expect(glidedToStart)
    #expect(scene.search.state == .full)
    // At its start the list hands a downward pull to the panel (FloatingPanel's scroll tracking).
    w.mouse(.down, x: 195, y: 300)
    try w.frame()
    w.mouse(.move, x: 195, y: 360)
    try w.frame()
    #expect(scene.search.location > scene.search.resolvedLayout.location(of: .full)!)
    #expect(scene.listOffset == 0)
    w.mouse(.up, x: 195, y: 360)
    try w.frame()
  }

  @Test("scrolled at full, then 2: the list returns to its start, and the wheel works again at full")
  func listReturnsWhenLeavingFull() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let app = w.app
    let scene = app.scene
    w.key(.digit(1))
    try w.frame()
    try w.settle()
    w.mouse(.move, x: 195, y: 500)
    w.wheel(-3)
    try w.frame()
    #expect(scene.listOffset == 3 * PlaygroundScene.wheelStep)
    w.key(.digit(2))
    try w.frame()
    try w.settle()
    #expect(scene.search.state == .half)
    #expect(scene.listOffset == 0)
    w.key(.digit(1))
    try w.frame()
    try w.settle()
    w.wheel(-1)
    try w.frame()
    #expect(scene.listOffset == PlaygroundScene.wheelStep)
  }

  @Test("Tab never focuses the search panel while the detail panel covers it")
  func focusOnlyVisiblePanels() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    let app = w.app
    let scene = app.scene
    try w.frame()
    let top = scene.searchMetrics.rowTop(0, offset: 0, count: scene.places.count)
    w.mouse(.down, x: 100, y: top + 30)
    try w.frame()
    w.mouse(.up, x: 100, y: top + 30)
    try w.frame()
    try w.settle()
    #expect(scene.focus == .detail)
    #expect(!scene.isFocusable(.search))
    for _ in 0..<3 {
      w.key(.tab)
      try w.frame()
      #expect(scene.focus == .detail)
    }
    w.key(.escape)  // closes the detail panel: the search panel is visible again
    try w.frame()
    try w.settle()
    #expect(scene.focus == .search && scene.isFocusable(.search))
  }

  @Test("the help overlay is modal: keys do not reach the panels, a click outside closes it and goes no further")
  func helpOverlayIsModal() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    let app = w.app
    let scene = app.scene
    try w.frame()
    w.key(.letter("h"))
    try w.frame()
    #expect(scene.showsHelp)
    w.key(.digit(1))
    try w.frame()
    w.key(.letter("t"))
    try w.frame()
    #expect(scene.search.state == .half && scene.edge == .bottom)
    let card = HelpOverlayLayout(size: scene.size).card
    w.mouse(.down, x: card.midX, y: card.midY)  // inside: stays
    try w.frame()
    w.mouse(.up, x: card.midX, y: card.midY)
    try w.frame()
    #expect(scene.showsHelp)
    let top = scene.searchMetrics.rowTop(1, offset: 0, count: scene.places.count)  // a row, outside the card
    #expect(!card.contains(Point(x: 100, y: top + 30)))
    w.mouse(.down, x: 100, y: top + 30)
    try w.frame()
    w.mouse(.up, x: 100, y: top + 30)
    try w.frame()
    #expect(!scene.showsHelp)
    #expect(scene.selectedPlace == nil && !scene.isDetailOpen)  // the click only closed the help
  }

  @Test("a click on a map pin opens its place")
  func pinsAreClickable() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    let app = w.app
    let scene = app.scene
    try w.frame()
    let window = Rect(x: 420, y: 40, width: 820, height: 720)  // right of the card, away from the HUD
    let index = try #require(scene.places.indices.first {
      let p = MapPins.location(of: $0, in: scene.size, places: scene.places)
      return window.contains(p) && scene.container.panel(at: p) == nil
    })
    let p = MapPins.location(of: index, in: scene.size, places: scene.places)
    w.mouse(.down, x: p.x + 3, y: p.y - 2)
    try w.frame()
    w.mouse(.up, x: p.x + 3, y: p.y - 2)
    try w.frame()
    #expect(scene.selectedPlace == index)
    #expect(scene.isDetailOpen && scene.focus == .detail)
  }

  @Test("Q with unsaved tuning asks in the HUD; a second Q quits")
  func quitAsksWithUnsavedTuning() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    let app = w.app
    try w.frame()
    w.key(.letter("s"))
    try w.frame()
    w.key(.right)
    try w.frame()
    #expect(app.tuning.hasUnsavedChanges)
    w.key(.letter("q"))
    try w.frame()
    #expect(!app.quitRequested)
    #expect(app.driver.status.text == QuitConfirmation.question)
    w.key(.letter("q"))
    try w.frame()
    #expect(app.quitRequested)
  }

  @Test("P writes the PNG and says where in the HUD")
  func screenshotFeedback() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let app = w.app
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("p-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    app.screenshotDirectory = dir
    try w.frame()
    w.key(.letter("p"))
    try w.frame()
    let path = try #require(app.screenshots.first)
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(app.driver.status.text == "screenshot saved: \(path)")
  }
}
