import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// The scene's actions: arrow keys between tip and hidden, and the detail panel closing while the
/// search panel rises.
@Suite struct SceneActionsTests {
  static let portrait = Size(width: 390, height: 844)

  @Test("Down from tip hides the panel as Up from hidden shows tip")
  func downUpSymmetry() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    scene.perform(.moveFocused(toDigit: 3))
    scene.settle()
    scene.perform(.arrow(dx: 0, dy: 1))
    scene.settle()
    #expect(scene.search.state == .hidden)
    scene.perform(.arrow(dx: 0, dy: -1))
    scene.settle()
    #expect(scene.search.state == .tip)
  }

  @Test("closing the detail panel starts the search panel back up in the same frame")
  func detailAndSearchMoveTogether() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    scene.openDetail(place: 3)
    scene.settle()
    #expect(scene.search.state == .tip)
    scene.closeDetail()
    scene.step()
    #expect(scene.detail.isVisible && scene.detail.isAnimating)  // still leaving
    #expect(scene.search.state == .half && scene.search.isAnimating)  // already rising
    #expect(!scene.isDetailOpen)
  }
}
