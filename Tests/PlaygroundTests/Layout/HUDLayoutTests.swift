import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// The HUD is laid out in the model before drawing, from measured text: lines, wrapping, corner.
@Suite struct HUDLayoutTests {
  /// 6 pt per character: widths anyone can redo by hand.
  static func measure(_ text: String) -> Double { Double(text.count) * 6 }

  @Test("lines top to bottom; the box is at least 250 pt wide and sits in a corner clear of the panels")
  func placement() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let info = HUDInfo(frameP50: 1.25, frameP99: 3.5, detailed: true)  // key I: every line
    let hud = HUDLayout(scene: scene, info: info, measure: Self.measure)
    #expect(hud.lines.map(\.text) == ["frame p50 1.25 ms · p99 3.50 ms", "search · half · y 422.0 · idle", "H or ? for keys"])
    #expect(hud.lines.map(\.tone) == [.normal, .normal, .hint])
    #expect(hud.frame == Rect(x: 128, y: 12, width: 250, height: 63))  // 31 × 6 + 20 → 250 wide, 3 × 17 + 12 tall
    #expect(hud.reservedFrame == Rect(x: 128, y: 12, width: 250, height: 182))  // room below for all 10 lines of the detailed HUD
    #expect(hud.origin(ofLine: 2) == Point(x: 138, y: 52))
    scene.setEdge(.top)
    let top = HUDLayout(scene: scene, info: info, measure: Self.measure)
    #expect(top.frame.minY == 769)  // 844 − 63 − 12: the top panel covers the upper half
    #expect(top.reservedFrame.minY == 650)  // its lines to come would grow upward: 844 − 12 − 182
    scene.setEdge(.left)  // the half sidebar's search field reaches under the top-right corner
    #expect(HUDLayout(scene: scene, info: info, measure: Self.measure).frame.origin == Point(x: 128, y: 769))
  }

  @Test("a problem is wrapped to the window (here 346 pt) in red, between the notes and the hint")
  func problemWraps() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let problem = "tuning.json: panels.search.behavior.springResponseTime: must be a number of seconds in (0, 10], e.g. 0.4"
    let hud = HUDLayout(scene: scene, info: HUDInfo(notes: ["note"], problem: problem, detailed: true), measure: Self.measure)
    let red = hud.lines.filter { $0.tone == .problem }.map(\.text)
    #expect(red.count == 2)
    #expect(red.allSatisfy { Self.measure($0) <= 346 })
    #expect(red.joined(separator: " ") == problem)
    #expect(hud.lines.map(\.text).prefix(2) == ["search · half · y 422.0 · idle", "note"])
    #expect(hud.maxTextWidth == 346)
    #expect(red.map(\.count) == [55, 48])
    #expect(hud.frame.width == 360)  // 55 × 6 + 20 = 350, rounded up to 360 (the window allows 366)
  }

  @Test func numbersWithoutFoundationLocale() {
    #expect(HUDLayout.format(3.14159, digits: 2) == "3.14")
    #expect(HUDLayout.format(-0.04, digits: 1) == "0.0")
    #expect(HUDLayout.format(-2.5, digits: 1) == "-2.5")
    #expect(HUDLayout.format(.nan, digits: 2) == "–")
  }

  @Test("the width keeps still while the numbers change, and only grows in 40-pt steps")
  func stableWidth() throws {
    let scene = try PlaygroundScene(size: Size(width: 1280, height: 800))
    var widths: Set<Double> = []
    for (p50, p99) in [(0.95, 1.9), (1.25, 3.5), (9.99, 12.25), (10.5, 104.75)] {
      widths.insert(HUDLayout(scene: scene, info: HUDInfo(frameP50: p50, frameP99: p99, detailed: true), measure: Self.measure).frame.width)
    }
    scene.perform(.moveFocused(toDigit: 1))
    for _ in 0..<20 {
      scene.step()
      widths.insert(HUDLayout(scene: scene, info: HUDInfo(frameP50: 1, frameP99: 2, detailed: true), measure: Self.measure).frame.width)
    }
    #expect(widths == [250])
    #expect(HUDPlacement.boxWidth(textWidth: 231, padding: 20, maxWidth: 1000) == 280)  // 231 + 20 → 280
  }

  @Test("the HUD moves at most once per motion: its corner follows where the panel comes to rest")
  func stillDuringMotion() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844), position: .left)
    scene.perform(.moveFocused(toDigit: 3))  // from half (260 pt) to the 69-pt strip
    var origins: [Point] = []
    for _ in 0..<40 {
      scene.step()
      origins.append(HUDLayout(scene: scene, info: nil, measure: Self.measure).frame.origin)
    }
    #expect(scene.search.state == .tip && !scene.search.isAnimating)
    #expect(Set(origins.map { "\($0.x),\($0.y)" }).count == 1)
    #expect(origins[0] == Point(x: 128, y: 12))  // clear of the strip from the first frame
  }

  @Test("the HUD never sits on a panel's search field or grabber: portrait full, top full, top at 1280×800")
  func clearOfTheHeaders() throws {
    for (size, edge) in [
      (Size(width: 390, height: 844), FloatingPanelPosition.bottom), (Size(width: 390, height: 844), .top),
      (Size(width: 1280, height: 800), .top), (Size(width: 1280, height: 800), .bottom),
    ] {
      let scene = try PlaygroundScene(size: size, position: edge)
      scene.perform(.moveFocused(toDigit: 1))
      scene.settle()
      let hud = HUDLayout(scene: scene, info: HUDInfo(frameP50: 1.25, frameP99: 3.5), measure: Self.measure)
      let field = scene.searchMetrics.searchField, band = scene.search.grabberBand
      #expect(hud.reservedFrame.intersection(field) == nil, "\(size) \(edge): over the search field")
      #expect(hud.reservedFrame.intersection(band) == nil, "\(size) \(edge): over the grabber")
      if size.width == 1280 {
        #expect(hud.reservedFrame.intersection(scene.search.surfaceFrame) == nil, "\(edge): on the card")
      }
    }
  }
}
