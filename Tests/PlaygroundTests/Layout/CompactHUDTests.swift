import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// The compact HUD (the default): two lines whose count does not change when the first figures
/// arrive, the tuning line only, a place chosen per state (not per frame of a drag), and a phone's
/// tuning card below the sheet's header at full.
@Suite struct CompactHUDTests {
  static func measure(_ text: String) -> Double { Double(text.count) * 6 }

  @Test("two lines, before and after the figures: the box height and the reserved frame stay")
  func twoLines() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let before = HUDLayout(scene: scene, info: HUDInfo(), measure: Self.measure)
    #expect(before.lines.map(\.text) == ["search · half · y 422.0 · idle", "frame – ms · I: more · H: keys"])
    let after = HUDLayout(scene: scene, info: HUDInfo(frameP50: 1.25, frameP99: 3.5), measure: Self.measure)
    #expect(after.lines.map(\.text) == ["search · half · y 422.0 · idle", "frame 1.25 / 3.50 ms · I: more · H: keys"])
    #expect(after.frame == Rect(x: 98, y: 12, width: 280, height: 46))  // 40 × 6 + 20 → 280; 2 × 17 + 12
    #expect(before.frame.height == after.frame.height && before.reservedFrame.height == after.reservedFrame.height)
    // Tuning: only the first note (panel, preset, unsaved) — not the save keys nor the presets.
    let tuning = HUDLayout(
      scene: scene, info: HUDInfo(frameP50: 1, frameP99: 2, notes: ["tuning search · unsaved", "Ctrl+S …", "Alt+ presets: …"]),
      measure: Self.measure)
    #expect(tuning.lines.map(\.text).last == "tuning search · unsaved")
    #expect(tuning.lines.count == 3)
    // Detailed (key I): every note and the figures on lines of their own.
    let detailed = HUDLayout(
      scene: scene, info: HUDInfo(frameP50: 1, frameP99: 2, notes: ["a", "b"], detailed: true), measure: Self.measure)
    #expect(detailed.lines.map(\.text) == ["frame p50 1.00 ms · p99 2.00 ms", "search · half · y 422.0 · idle", "a", "b", "H or ? for keys"])
  }

  @Test("a drag from half to full does not move the HUD; it moves once, after the release")
  func stableDuringADrag() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844), scale: 1)
    let start = HUDLayout(scene: scene, info: nil, measure: Self.measure).frame
    let y0 = scene.search.location + 10
    scene.pointerDown(at: Point(x: 195, y: y0), time: 0)
    var frames: Set<String> = []
    for i in 1...40 {
      scene.pointerMove(to: Point(x: 195, y: y0 - Double(i) * 10), time: Double(i) / 60)
      scene.step()
      let f = HUDLayout(scene: scene, info: nil, measure: Self.measure).frame
      frames.insert("\(f.minX),\(f.minY)")
    }
    #expect(scene.search.location < 100)  // dragged past where the HUD's corner was
    #expect(frames == ["\(start.minX),\(start.minY)"])
  }

  @Test("a phone's tuning card at full starts below the sheet's grabber and search field; at half it keeps the top half")
  func phoneCardClearOfTheHeader() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844), scale: 1)
    let session = try TuningSession(scene: scene)
    session.isShown = true
    let half = TuningOverlayLayout(session: session, avoiding: nil)
    #expect(half.tuning.minY == 36)  // below the full line's handle (2…24), as below a header
    scene.perform(.moveFocused(toDigit: 1))
    _ = scene.settle()
    let field = scene.searchMetrics.searchField, band = scene.search.grabberBand
    let full = TuningOverlayLayout(session: session, avoiding: nil)
    #expect(full.tuning.intersection(field) == nil && full.tuning.intersection(band) == nil)
    #expect(full.tuning.minY == field.maxY + 12)
    session.showsPlotPage = true
    let plot = try #require(TuningOverlayLayout(session: session, avoiding: nil).plot)
    #expect(plot.intersection(field) == nil && plot.intersection(band) == nil)
  }
}
