import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import RenderTestSupport
import SDLKit
import Testing

/// Issue 22, item 6, through the real loop (``LoopHarness``): Tab with one focusable panel says
/// so and outlines it for a moment; the grabber stays iOS grey whatever has focus.
extension PlaygroundSuite.WindowLoopTests {
  /// The colour at the centre of the search panel's grabber in the last frame drawn.
  static func grabberPixel(_ w: LoopHarness) throws -> RGBA {
    let g = w.app.scene.search.surfaceGeometry.grabberFrame
    return try w.target.readPixels()[Int(g.midX), Int(g.midY)]
  }

  @Test("Tab with only the search panel: the HUD says so, a ring shows for 2 s, the grabber stays grey")
  func tabWithOnePanelSaysSo() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let app = w.app, scene = app.scene
    try w.frame()
    func isGrey(_ p: RGBA) -> Bool { Int(p.b) - Int(p.r) < 12 && p.r < 230 }  // the blue focus grabber was (71, 138, 255)
    #expect(isGrey(try Self.grabberPixel(w)))
    #expect(scene.focus == .search && !scene.showsFocusRing)
    w.key(.tab)
    try w.frame()
    #expect(scene.focus == .search)
    #expect(app.driver.status.text == "Tab: only the search panel can take focus")
    #expect(scene.showsFocusRing)
    #expect(isGrey(try Self.grabberPixel(w)))
    let ringY = Int(scene.search.surfaceFrame.minY) - 2
    func isBlue(_ p: RGBA) -> Bool { p.b > 200 && p.r < 60 }
    #expect(isBlue(try w.target.readPixels()[195, ringY]))
    assertPixelSnapshot(of: try w.target.readPixels(), named: "tab-one-panel")
    for _ in 0..<PlaygroundScene.focusCueFrames { try w.frame() }
    #expect(!scene.showsFocusRing)
    #expect(!isBlue(try w.target.readPixels()[195, ringY]))
  }

  @Test("with the modal shown over its backdrop, Tab keeps the modal and says it is the only one; M away, Tab names the search panel")
  func tabNamesTheFocusedPanel() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    let app = w.app, scene = app.scene
    try w.frame()
    w.key(.letter("m"))
    try w.frame()
    try w.settle()
    w.key(.tab)
    try w.frame()
    #expect(scene.focus == .modal)
    #expect(app.driver.status.text == "Tab: only the modal panel can take focus")
  }
}
