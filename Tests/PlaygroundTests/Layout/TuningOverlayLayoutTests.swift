import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// ``TuningOverlayLayout``: the tuning cards keep their place beside the HUD.
@Suite struct TuningOverlayLayoutTests {
  static let landscape = Size(width: 1280, height: 800)

  @Test("the tuning cards stay put when a status line appears in the HUD above them")
  func cardsDoNotJump() throws {
    let scene = try PlaygroundScene(size: Self.landscape)
    let session = try TuningSession(scene: scene)
    session.isShown = true
    var status: String?
    func layout() -> TuningOverlayLayout {
      let info = HUDInfo(frameP50: 1, frameP99: 2, status: status)
      let hud = HUDLayout(scene: scene, info: info, measure: { Double($0.count) * 6 })
      return TuningOverlayLayout(session: session, avoiding: hud.reservedFrame)
    }
    let before = layout()
    status = "saved playground-tuning.json"
    let after = layout()
    #expect(after == before)
    #expect(HUDLayout(scene: scene, info: HUDInfo(status: status), measure: { Double($0.count) * 6 }).lines.count == 3)  // the status shows
  }
}
