import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// The search list through the real loop (``LoopHarness``): a flick's glide and its indicator, the hand-over
/// to the panel at the list's start, and the list's return when the panel leaves full.
extension PlaygroundSuite.WindowLoopTests {
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
}
