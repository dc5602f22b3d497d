import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
import SDLKit
import Testing

/// Issue 33, point 5: "the wide HUD covers the full anchor's handle (Alt+2)". A preset's long
/// description in the detailed HUD made the box 1,240 pt wide at 1280x800, over the handle of the
/// full anchor line; the box is now as narrow as the room beside the handles, its longest lines
/// cut with "…".
@Suite struct HUDHandlesTests {
  /// The maps preset's description as the window's HUD shows it after Alt+2.
  static let mapsNote = """
    preset 2: Maps: the spring of upstream's Maps example on the iPad (response 0.3 s, deceleration rate 0.987, \
    momentum projected at 0.99); the rubber band past full and tip is this preset's own (upstream's is off)
    """

  @Test("room beside the handles: 850 pt right of handles at x 394…410 in both bands, the whole width with none, nil under 250")
  func roomBesideTheHandles() {
    let size = Size(width: 1280, height: 800)
    let full = Rect(x: 394, y: 5, width: 16, height: 16), tip = Rect(x: 394, y: 715, width: 16, height: 16)
    #expect(HUDPlacement.room(beside: [full, tip], height: 180, in: size) == 850)  // 1280 − 12 − 418
    #expect(HUDPlacement.room(beside: [full], height: 180, in: size) == 1256)  // the bottom band is free
    #expect(HUDPlacement.room(beside: [], height: 180, in: size) == 1256)
    let half = Rect(x: 394, y: 392, width: 16, height: 16)
    #expect(HUDPlacement.room(beside: [full, tip, half], height: 180, in: size) == 850)  // the middle is in neither band
    let spread = [Rect(x: 200, y: 5, width: 16, height: 16), Rect(x: 1000, y: 5, width: 16, height: 16)]
    #expect(HUDPlacement.room(beside: spread + [Rect(x: 600, y: 780, width: 16, height: 16)], height: 180, in: size) == 644)  // right of the bottom one: 1280 − 12 − 624
    let crowded = [Rect(x: 200, y: 5, width: 880, height: 16), Rect(x: 200, y: 780, width: 880, height: 16)]
    #expect(HUDPlacement.room(beside: crowded, height: 180, in: size) == nil)  // 180 pt at most either side
  }

  @Test("the detailed HUD with the maps preset's description keeps off every anchor handle at 1280x800, its line cut")
  func longDescriptionKeepsOffTheHandles() throws {
    let renderer = try Renderer.headless(width: 1280, height: 800)
    let measuring = try SceneRenderer(renderer: renderer).measuring
    let h = try TuningSessionTests.Harness(size: Size(width: 1280, height: 800))
    h.session.isShown = true
    let handles = h.session.handles
    #expect(handles.count >= 3)
    let info = HUDInfo(frameP50: 1.25, frameP99: 3.5, notes: h.session.hudNotes + [Self.mapsNote], status: "saved", detailed: true)
    func width(_ text: String) throws -> Double {
      try measuring.width(of: text, size: HUDLayout.fontSize, weight: .regular, scale: h.scene.scale)
    }
    // Without the handles to keep off, the box spans the window and covers the full anchor's.
    let blind = try HUDLayout(scene: h.scene, info: info, avoiding: [], measure: width)
    #expect(handles.contains { $0.intersection(blind.frame) != nil }, "the case the test is about: \(blind.frame)")
    let layout = try FrameLayout(scene: h.scene, tuning: h.session, info: info, showsHUD: true, measuring: measuring)
    let hud = try #require(layout.hud)
    for handle in handles { #expect(handle.intersection(hud.frame) == nil, "\(handle) under \(hud.frame)") }
    #expect(try width(Self.mapsNote) > hud.maxTextWidth)  // drawn cut with "…"
    #expect(hud.frame.width <= hud.maxTextWidth + 20 && hud.frame.width >= HUDPlacement.minimumWidth)
    #expect(hud.lines.count == blind.lines.count)  // the same lines, narrower
    for card in try #require(layout.cards).cardFrames { #expect(card.intersection(hud.frame) == nil) }
  }
}
