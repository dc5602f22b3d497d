import FloatingPanel
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport

/// The help overlay's pages through the real loop (``LoopHarness``).
extension PlaygroundSuite.WindowLoopTests {
  @Test("on a phone the keys take several help pages: H shows the next, closes after the last, and opens on the first")
  func helpPagesOnAPhone() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let scene = w.app.scene
    try w.frame()
    w.key(.letter("h"))
    try w.frame()
    #expect(scene.showsHelp && scene.helpPage == 0)
    let count = scene.helpPageCount
    #expect(count >= 2)
    for page in 1..<count {
      w.key(.letter("h"))
      try w.frame()
      #expect(scene.showsHelp && scene.helpPage == page)
    }
    w.key(.letter("h"))  // after the last page: closed
    try w.frame()
    #expect(!scene.showsHelp)
    w.key(.letter("h"))
    try w.frame()
    #expect(scene.showsHelp && scene.helpPage == 0)
    w.key(.letter("h"))
    w.key(.escape)  // Esc closes from any page
    try w.frame()
    #expect(!scene.showsHelp)
  }

  @Test("in a 1280×800 window every key fits one help page: H closes it")
  func oneHelpPageWhenWide() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    let scene = w.app.scene
    try w.frame()
    w.key(.letter("h"))
    try w.frame()
    #expect(scene.showsHelp && scene.helpPageCount == 1)
    w.key(.letter("h"))
    try w.frame()
    #expect(!scene.showsHelp)
  }
}
