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

/// Issue 22, items 1 and 2, through the real loop (``LoopHarness``): with the tuning cards shown
/// the grabber still drags the panel, an anchor moves only by its handle and stays in the window,
/// a preset or Backspace puts the anchors back, and an anchor edit is unsaved.
extension PlaygroundSuite.WindowLoopTests {
  /// A 1280×800 loop with the presets, the cards shown and the search panel settled at full.
  static func tuningAtFull() throws -> LoopHarness {
    let presets = try Preset.loadAll(directory: TuningFixtures.packageRoot + "/Assets/presets")
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800), presets: presets)
    try w.frame()
    w.key(.letter("s"))
    w.key(.digit(1))
    try w.frame()
    try w.settle()
    return w
  }

  /// Drags from (`x`, `y0`) to (`x`, `y1`) in 10 moves, one frame each, and releases.
  static func drag(_ w: LoopHarness, x: Double, from y0: Double, to y1: Double, release: Bool = true) throws {
    w.mouse(.down, x: x, y: y0)
    try w.frame()
    for i in 1...10 {
      w.mouse(.move, x: x, y: y0 + (y1 - y0) * Double(i) / 10)
      try w.frame()
    }
    if release {
      w.mouse(.up, x: x, y: y1)
      try w.frame()
    }
  }

  @Test("cards on, 1, the grabber dragged down 150 pt moves the panel; the full anchor stays at 8 pt")
  func grabberDragsThePanelWithCardsShown() throws {
    let w = try Self.tuningAtFull()
    let scene = w.app.scene
    let full = try #require(scene.search.resolvedLayout.location(of: .full))
    #expect(full == 8)
    #expect(scene.search.state == .full && scene.search.location == full)
    let grabber = scene.search.grabberBand
    #expect(grabber.contains(Point(x: grabber.midX, y: full + 4)))
    try Self.drag(w, x: grabber.midX, from: full + 4, to: full + 154, release: false)
    #expect(w.app.tuning.anchors.drag == nil)
    #expect(scene.search.location == full + 150)  // the panel follows the pointer 1:1
    #expect(scene.search.resolvedLayout.location(of: .full) == full)
    w.mouse(.up, x: grabber.midX, y: full + 154)
    try w.frame()
    try w.settle()
    #expect(scene.search.resolvedLayout.location(of: .full) == 8)
    #expect(!w.app.tuning.hasUnsavedChanges)
  }

  @Test("the full handle dragged up past the window's top stops at y 0; a preset and Backspace restore the anchor")
  func anchorHandleIsClampedAndReset() throws {
    let w = try Self.tuningAtFull()
    let scene = w.app.scene, tuning = w.app.tuning
    let line = try #require(tuning.anchors.lines(for: .search).first)
    #expect(line.state == .full && !line.isCovered)
    // in the gutter right of the floating card, centred on the line but inside the window
    #expect(line.handle == Rect(x: 391, y: 2, width: 22, height: 22))
    try Self.drag(w, x: line.handle.midX, from: line.handle.midY, to: -120)
    #expect(scene.search.resolvedLayout.location(of: .full) == 0)
    #expect(tuning.currentConfig.panels["search"]?.anchors?["full"]?.anchor.inset == .absolute(0))
    #expect(scene.search.location == 0)  // resting at full, it follows
    #expect(tuning.hasUnsavedChanges)
    // the line still has a handle in the window
    #expect(tuning.anchors.lines(for: .search).first?.handle.minY == 2)
    w.key(.digit(1), .alt)  // preset 1 (default)
    try w.frame()
    try w.settle()
    #expect(scene.search.resolvedLayout.location(of: .full) == 8)
    #expect(scene.search.location == 8)
    #expect(!tuning.hasUnsavedChanges)
    // the tip handle dragged far below the window keeps 44 pt of the panel in it; Backspace resets
    let tip = try #require(tuning.anchors.lines(for: .search).last)
    #expect(tip.state == .tip)
    try Self.drag(w, x: tip.handle.midX, from: tip.handle.midY, to: 2000)
    #expect(scene.search.resolvedLayout.location(of: .tip) == 800 - AnchorEditor.minimumVisible)
    w.key(.backspace)
    try w.frame()
    #expect(scene.search.resolvedLayout.location(of: .tip) == 723)
    #expect(w.app.driver.status.text == "layout reset: the anchors are back")
  }

  @Test("the half handle dragged to 460 pt marks the document unsaved in the HUD")
  func anchorEditIsUnsaved() throws {
    let w = try Self.tuningAtFull()
    let tuning = w.app.tuning
    #expect(!tuning.hasUnsavedChanges)
    #expect(tuning.hudNotes.first?.contains("unsaved") == false)
    let half = try #require(tuning.anchors.lines(for: .search).first { $0.state == .half })
    try Self.drag(w, x: half.handle.midX, from: half.handle.midY, to: 460)
    #expect(w.app.scene.search.resolvedLayout.location(of: .half) == 460)
    #expect(tuning.hasUnsavedChanges)
    #expect(tuning.hudNotes.first?.contains(" · unsaved") == true)
  }

  @Test("a press on a line over the panel's list goes to the panel, not the anchor")
  func lineOverTheSurfaceIsNotAHandle() throws {
    let w = try Self.tuningAtFull()
    let scene = w.app.scene
    let half = try #require(scene.search.resolvedLayout.location(of: .half))
    try Self.drag(w, x: 200, from: half, to: half + 100, release: false)
    #expect(w.app.tuning.anchors.drag == nil)
    #expect(scene.search.location == 8 + 100)
    #expect(scene.search.resolvedLayout.location(of: .half) == half)
    w.mouse(.up, x: 200, y: half + 100)
    try w.frame()
  }
}
