import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
import SDLKit
import Testing

/// Issue 33's walk-through, point 4: with A pinned and the card on the moving spring, the HUD
/// says that F and G use the release spring, whole: in the compact HUD (the default) and the
/// detailed one, on a phone (390 pt) and a desktop (1280 pt), measured with the fonts that draw
/// it, never cut with "…"; and point 5: the cards do not move when it shows.
@Suite struct HUDWarningTests {
  /// A session at `size` with A pinned and the card showing the moving spring, its damping raised.
  static func pinnedOnTheMovingSpring(size: Size) throws -> TuningSessionTests.Harness {
    let h = try TuningSessionTests.Harness(size: size)
    h.session.isShown = true
    h.session.pinA()
    for _ in 0..<6 { h.session.handle(key: .down, fine: false) }  // the Spring row
    for _ in 0..<3 { h.session.handle(key: .right, fine: false) }  // release → show → hide → move
    #expect(h.session.model.spring == .moving)
    for _ in 0..<2 { h.session.handle(key: .up, fine: false) }  // Damping
    for _ in 0..<2 { h.session.handle(key: .right, fine: false) }
    return h
  }

  @Test(
    "the warning is one whole line in the compact and the detailed HUD at 390 and 1280 pt, a status line too; no card covers it or moves",
    arguments: [Size(width: 390, height: 844), Size(width: 1280, height: 800)])
  func wholeAtPhoneAndDesktopWidths(size: Size) throws {
    let renderer = try Renderer.headless(width: Int(size.width), height: Int(size.height))
    let measuring = try SceneRenderer(renderer: renderer).measuring
    let h = try Self.pinnedOnTheMovingSpring(size: size)
    let warning = try #require(h.session.comparisonWarning)
    #expect(warning == "A/B: F and G use the release spring, not the moving one")
    for detailed in [false, true] {
      for status in [nil, "saved tuning.json"] as [String?] {
        let info = HUDInfo(
          frameP50: 1.25, frameP99: 3.5, notes: h.session.hudNotes, warning: warning, status: status, detailed: detailed)
        let layout = try FrameLayout(scene: h.scene, tuning: h.session, info: info, showsHUD: true, measuring: measuring)
        let hud = try #require(layout.hud)
        let at = "\(size.width) pt, \(detailed ? "detailed" : "compact"), status \(status ?? "none")"
        let shown = hud.lines.filter { $0.tone == .problem }
        #expect(shown.map(\.text).joined(separator: " ") == warning, "\(at): \(shown.map(\.text))")
        for line in shown {
          let width = try measuring.width(of: line.text, size: HUDLayout.fontSize, weight: .regular, scale: h.scene.scale)
          #expect(width <= hud.maxTextWidth && width + 20 <= hud.frame.width + 0.001, "\(at): \(line.text) is \(width) pt")
          #expect(!line.text.hasSuffix("…"))
        }
        #expect(shown.count == 1, "\(at): one line on a phone and a desktop")
        // The cards keep off the whole box, its reserved lines included, and stay where they are
        // without the warning: it takes the compact HUD's figures line, and a line of the room
        // the detailed one keeps for notes.
        let cards = try #require(layout.cards).cardFrames
        for card in cards { #expect(card.intersection(hud.frame) == nil, "\(at): \(card)") }
        #expect(hud.reservedFrame.height >= hud.frame.height)
        var calm = info
        calm.warning = nil
        let without = try FrameLayout(scene: h.scene, tuning: h.session, info: calm, showsHUD: true, measuring: measuring)
        #expect(try #require(without.cards).cardFrames == cards, "\(at): the cards moved when the warning showed")
        #expect(without.hud?.reservedFrame == hud.reservedFrame, "\(at)")
        if !detailed { #expect(without.hud?.lines.count == hud.lines.count, "\(at): the warning is in the figures' place") }
      }
    }
  }
}
