import FloatingPanel
@testable import PlaygroundCore
import PlaygroundInput
@testable import PlaygroundTuning
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// The one press arbiter through the real loop (``LoopHarness``): the mouse, a finger and the
/// game pad's stick press the same way, and one of them holds the gesture until it lets go.
extension PlaygroundSuite.WindowLoopTests {
  @Test("one gesture at a time: the stick waits for the mouse's card drag, a finger for the stick's drag")
  func oneGestureAcrossSources() throws {
    let w = try Self.attached()
    let scene = w.app.scene
    w.key(.letter("s"))
    try w.frame()
    let card = try #require(w.app.driver.layout.card)
    let track = card.track(card.firstRow)
    w.mouse(.down, x: track.midX, y: track.midY)  // the mouse holds the first row's slider
    try w.frame()
    #expect(w.app.router.arbiter.grip?.source == .mouse && w.app.router.arbiter.owner == .cardRow(card.firstRow))
    let half = scene.search.location
    Self.stick(w, y: -1)
    try w.frame()
    #expect(!w.app.router.gamepad.isDragging)  // refused: the mouse holds the gesture
    #expect(w.app.driver.status.text == "stick: the search panel cannot be dragged now")
    #expect(scene.search.location == half)
    Self.stick(w, y: 0)
    w.mouse(.up, x: track.midX, y: track.midY)
    try w.frame()
    #expect(w.app.router.arbiter.isIdle)
    Self.stick(w, y: -1)
    try w.frame()
    #expect(w.app.router.gamepad.isDragging)
    #expect(w.app.router.arbiter.grip?.source == .stick && w.app.router.arbiter.owner == .scene(.panel(.search)))
    w.finger(.down, 4, x: 195, y: scene.search.location + 40)  // refused: the stick holds it
    try w.frame()
    #expect(w.app.router.arbiter.grip?.source == .stick)
    Self.stick(w, y: 0)
    try w.frame()
    #expect(w.app.router.arbiter.isIdle && !w.app.router.gamepad.isDragging)
    w.finger(.up, 4, x: 195, y: 300)  // the refused finger's lift ends nothing
    try w.frame()
    #expect(w.app.router.arbiter.isIdle)
  }
}
