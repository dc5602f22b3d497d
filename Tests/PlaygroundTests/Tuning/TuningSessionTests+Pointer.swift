import FloatingPanel
import Foundation
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

/// The card's pointer handling and placement (the cards where the layout step puts them).
extension TuningSessionTests {
  @Test("a press on a track sets the value under it, a drag follows, a switch flips; elsewhere the scene gets it")
  func pointerOnTheCard() throws {
    let h = try Harness()
    #expect(!h.session.pointerDown(at: Point(x: 200, y: 200), cards: h.cards))  // hidden: the scene's
    h.session.isShown = true
    var layout = try #require(h.cards)
    var card = layout.card(rowCount: h.session.model.rows.count)
    let track = card.track(0)
    #expect(h.session.pointerDown(at: Point(x: track.minX + track.width / 2, y: track.midY), cards: h.cards))
    // A logarithmic track: its middle is the geometric mean of 0.1 and 2, √0.2 = 0.4472 s.
    #expect(abs(h.scene.search.behavior.springResponseTime - 0.447) < 1e-12)
    #expect(h.session.pointerMove(to: Point(x: track.maxX + 40, y: track.midY + 30), cards: h.cards))  // off the track: clamped, same row
    #expect(h.scene.search.behavior.springResponseTime == 2)
    #expect(h.session.pointerUp())
    #expect(!h.session.pointerMove(to: Point(x: track.minX, y: track.midY), cards: h.cards))
    let rubber = try #require(h.session.model.rows.firstIndex { $0.field == .rubberBandHigh })
    // The phone-sized card shows a window of rows around the focus: walk the focus there.
    for _ in 0..<rubber { h.session.handle(key: .down, fine: false) }
    layout = try #require(h.cards)
    card = layout.card(rowCount: h.session.model.rows.count)
    #expect(card.isShown(rubber) && !card.isShown(0))
    let toggle = card.toggle(rubber)
    #expect(h.session.pointerDown(at: Point(x: toggle.midX, y: toggle.midY), cards: h.cards))
    #expect(!h.session.pointerUp())
    #expect(h.scene.search.behavior.allowsRubberBanding(for: .bottom))
    #expect(h.session.model.focus == rubber)
    #expect(!h.session.pointerDown(at: Point(x: layout.tuning.minX - 5, y: layout.tuning.maxY + 5), cards: h.cards))
  }

  @Test("card placement: clear of the HUD, side by side when wide, compact without plot when phone-sized, away from a right panel")
  func overlayLayout() {
    let size = Size(width: 1280, height: 800)
    let hud = Rect(x: 1000, y: 12, width: 268, height: 80)
    let wide = TuningOverlayLayout(size: size, edge: .bottom, rowCount: 12, avoiding: hud)
    #expect(wide.tuning == Rect(x: 868, y: 100, width: 400, height: 502))
    #expect(wide.plot == Rect(x: 456, y: 100, width: 400, height: 260))  // below the HUD too: it does not jump as the HUD widens
    let wideHUD = Rect(x: 700, y: 12, width: 568, height: 120)  // a long error line
    #expect(TuningOverlayLayout(size: size, edge: .bottom, rowCount: 12, avoiding: wideHUD).plot?.minY == 140)
    let right = TuningOverlayLayout(size: size, edge: .right, rowCount: 12, avoiding: Rect(x: 12, y: 12, width: 268, height: 80))
    #expect(right.tuning == Rect(x: 12, y: 100, width: 400, height: 502))
    #expect(right.plot == Rect(x: 424, y: 100, width: 400, height: 260))
    let top = TuningOverlayLayout(size: size, edge: .top, rowCount: 12, avoiding: Rect(x: 1000, y: 300, width: 268, height: 488))
    #expect(top.tuning == Rect(x: 868, y: 12, width: 400, height: 280))  // ends 8 pt above the HUD
    // A phone: one card in the top half (above the panel at half, 422 pt): 100 … 410 holds the
    // title and footer (70) and 8 rows of 30; row 9 focused shows rows 5 … 12.
    let phoneSize = Size(width: 390, height: 844), phoneHUD = Rect(x: 220, y: 12, width: 158, height: 80)
    let phone = TuningOverlayLayout(size: phoneSize, edge: .bottom, rowCount: 14, avoiding: phoneHUD, focus: 9)
    #expect(phone.isNarrow)
    #expect(phone.tuning == Rect(x: 12, y: 100, width: 366, height: 310))
    #expect(phone.visibleRows == 8 && phone.firstRow == 6)
    #expect(phone.plot == nil)
    #expect(phone.tuning.maxY <= 422 - 12)
    let plotPage = TuningOverlayLayout(size: phoneSize, edge: .bottom, rowCount: 14, avoiding: phoneHUD, plotPage: true)
    #expect(plotPage.plot == Rect(x: 12, y: 100, width: 366, height: 260))
    #expect(!plotPage.contains(Point(x: 100, y: 95)) && plotPage.contains(Point(x: 100, y: 105)))
    // 1024 × 640: no room for both cards beside the floating card; one, full height, beside it.
    let mid = TuningOverlayLayout(size: Size(width: 1024, height: 640), edge: .bottom, rowCount: 14)
    #expect(mid.isNarrow && mid.plot == nil)
    #expect(mid.tuning == Rect(x: 612, y: 12, width: 400, height: 574))  // 70 + 14 × 36
    #expect(TuningOverlayLayout(size: Size(width: 1024, height: 640), edge: .bottom, rowCount: 14, plotPage: true).plot
      == Rect(x: 612, y: 12, width: 400, height: 260))
    // Top panels: the card goes to the bottom half.
    let topPhone = TuningOverlayLayout(size: phoneSize, edge: .top, rowCount: 14, avoiding: phoneHUD)
    #expect(topPhone.tuning.minY == 434 && topPhone.tuning.maxY <= 844 - 12)
    // A HUD in the middle of that half (a top panel at full): the card takes the taller part.
    let midHUD = Rect(x: 128, y: 380, width: 250, height: 90)
    let topFull = TuningOverlayLayout(size: phoneSize, edge: .top, rowCount: 14, avoiding: midHUD)
    #expect(topFull.tuning.minY == 478 && topFull.visibleRows == 9)  // 478 … 832: 70 + 9 × 30
  }
}
