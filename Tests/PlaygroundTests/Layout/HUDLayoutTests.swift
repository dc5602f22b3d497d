import FloatingPanel
@testable import PlaygroundCore
import Testing

/// The HUD is laid out in the model before drawing, from measured text: lines, wrapping, corner.
@Suite struct HUDLayoutTests {
  /// 6 pt per character: widths anyone can redo by hand.
  static func measure(_ text: String) -> Double { Double(text.count) * 6 }

  @Test("lines top to bottom; the box fits the widest line and sits in the corner away from the panels")
  func placement() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let info = HUDInfo(frameP50: 1.25, frameP99: 3.5)
    let hud = HUDLayout(scene: scene, info: info, measure: Self.measure)
    #expect(hud.lines.map(\.text) == ["frame p50 1.25 ms · p99 3.50 ms", "search · half · y 422.0 · idle", "H or ? for keys"])
    #expect(hud.lines.map(\.tone) == [.normal, .normal, .hint])
    #expect(hud.frame == Rect(x: 172, y: 12, width: 206, height: 63))  // 31 × 6 + 20 wide, 3 × 17 + 12 tall
    #expect(hud.origin(ofLine: 2) == Point(x: 182, y: 52))
    scene.setEdge(.top)
    #expect(HUDLayout(scene: scene, info: info, measure: Self.measure).frame.minY == 769)  // 844 − 63 − 12
    scene.setEdge(.right)
    #expect(HUDLayout(scene: scene, info: info, measure: Self.measure).frame.origin == Point(x: 12, y: 12))
  }

  @Test("a problem is wrapped to the window (here 346 pt) in red, between the notes and the hint")
  func problemWraps() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let problem = "tuning.json: panels.search.behavior.springResponseTime: must be a number of seconds in (0, 10], e.g. 0.4"
    let hud = HUDLayout(scene: scene, info: HUDInfo(notes: ["note"], problem: problem), measure: Self.measure)
    let red = hud.lines.filter { $0.tone == .problem }.map(\.text)
    #expect(red.count == 2)
    #expect(red.allSatisfy { Self.measure($0) <= 346 })
    #expect(red.joined(separator: " ") == problem)
    #expect(hud.lines.map(\.text).prefix(2) == ["search · half · y 422.0 · idle", "note"])
    #expect(hud.maxTextWidth == 346)
    #expect(red.map(\.count) == [55, 48])
    #expect(hud.frame.width == 55 * 6 + 20)  // the widest line is the first wrapped one
  }

  @Test func numbersWithoutFoundationLocale() {
    #expect(HUDLayout.format(3.14159, digits: 2) == "3.14")
    #expect(HUDLayout.format(-0.04, digits: 1) == "0.0")
    #expect(HUDLayout.format(-2.5, digits: 1) == "-2.5")
    #expect(HUDLayout.format(.nan, digits: 2) == "–")
  }
}
