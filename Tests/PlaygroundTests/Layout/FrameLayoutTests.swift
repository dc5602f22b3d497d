import FloatingPanel
@testable import PlaygroundCore
import PlaygroundInput
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
import SDLKit
import Testing

/// The layout step before drawing: one value per frame, computed through a text-measuring
/// protocol; the HUD's status line kept by the app; Shift carried with the press that starts an
/// anchor drag.
@Suite struct FrameLayoutTests {
  /// 6 pt per character at every size: widths anyone can redo by hand.
  struct SixPerCharacter: TextMeasuring {
    func width(of text: String, size: Double, weight: TextWeight, scale: Double) -> Double { Double(text.count) * 6 }
  }

  @Test("the cards keep clear of the HUD's reserved frame; hidden cards have no layout and no labels")
  func cardsAvoidTheHUD() throws {
    let scene = try PlaygroundScene(size: Size(width: 1280, height: 800))
    let session = try TuningSession(scene: scene)
    let hidden = try FrameLayout(scene: scene, tuning: session, info: nil, showsHUD: true, measuring: SixPerCharacter())
    #expect(hidden.cards == nil && hidden.card == nil && hidden.anchorLabels.isEmpty)
    let hud = try #require(hidden.hud)
    session.isShown = true
    let shown = try FrameLayout(scene: scene, tuning: session, info: nil, showsHUD: true, measuring: SixPerCharacter())
    let cards = try #require(shown.cards)
    #expect(shown.hud == hud)
    #expect(cards == TuningOverlayLayout(session: session, avoiding: hud.reservedFrame))
    #expect(cards.tuning.minY == hud.reservedFrame.maxY + TuningOverlayLayout.hudGap)  // below the HUD in its column
    #expect(shown.card == cards.card(rowCount: session.cardRowCount))
    #expect(!shown.anchorLabels.isEmpty)
    for label in shown.anchorLabels where !label.isDragged {
      #expect(cards.cardFrames.allSatisfy { $0.intersection(label.frame) == nil })
    }
    let noHUD = try FrameLayout(scene: scene, tuning: session, info: nil, showsHUD: false, measuring: SixPerCharacter())
    #expect(noHUD.hud == nil)
    #expect(noHUD.cards == TuningOverlayLayout(session: session, avoiding: nil))
  }

  @Test("wrapping measures each candidate line at the given font")
  func wrapMeasures() throws {
    #expect(try SixPerCharacter().wrap("a bb ccc dddd", width: 36, size: 15, scale: 2) == ["a bb", "ccc", "dddd"])
  }

  @Test("a notice shows for its frames, counted by the frame driver's step, then goes")
  func statusLineCountsFrames() {
    var status = StatusLine()
    #expect(!status.isShowing)
    status.show(Notice(text: "saved", frames: 2))
    #expect(status.text == "saved" && status.framesLeft == 2)
    status.tick()
    #expect(status.text == "saved" && status.framesLeft == 1)
    status.tick()
    #expect(status.text == nil && !status.isShowing)
    #expect(Notice(text: "x", frames: 0).frames == 1)
  }

  @Test("Shift held at the last key makes the press on an anchor line's handle a fractional drag")
  func shiftGoesWithThePress() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let session = try TuningSession(scene: scene)
    session.isShown = true
    scene.perform(.moveFocused(toDigit: 3))  // at half the panel covers the tip line's handle
    scene.settle()
    let layout = FrameLayout(cards: TuningOverlayLayout(session: session, avoiding: nil))
    let handle = try #require(session.anchors.lines(for: .search).first { $0.state == .tip }?.handle)
    let (x, y) = (handle.midX, handle.midY)
    var router = InputRouter()
    let shift = KeyInput(key: .other(0), modifiers: .shift, timestamp: 0)
    _ = router.handle(.keyDown(shift), scene: scene, tuning: session, layout: layout)
    _ = router.handle(.pointerDown(PointerInput(x: x, y: y, button: .primary, timestamp: 0)), scene: scene, tuning: session, layout: layout)
    #expect(session.anchors.drag?.fractional == true)
    _ = router.handle(.pointerUp(PointerInput(x: x, y: y, button: .primary, timestamp: 0)), scene: scene, tuning: session, layout: layout)
    _ = router.handle(.keyUp(KeyInput(key: .other(0), timestamp: 0)), scene: scene, tuning: session, layout: layout)
    _ = router.handle(.pointerDown(PointerInput(x: x, y: y, button: .primary, timestamp: 0)), scene: scene, tuning: session, layout: layout)
    #expect(session.anchors.drag?.fractional == false)
  }
}
