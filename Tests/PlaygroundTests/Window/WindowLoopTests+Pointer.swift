import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// Clicks and drags through the real loop with pushed typed events (``LoopHarness``): the tap slop on a
/// row and on the detail panel, and a click on a map pin.
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
}
