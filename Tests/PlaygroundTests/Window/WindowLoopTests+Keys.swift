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

/// Keys through the real loop (``LoopHarness``): Tab focuses only visible panels, the help overlay (H)
/// is modal, Q asks once with unsaved tuning, and P says where the screenshot went.
extension PlaygroundSuite.WindowLoopTests {
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
