import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// A/B in the window loop: `[` pins the focused panel's tuning as A, a change on the card makes
/// B, G (or F) releases the panel with B and a ghost with A on the same input; `]` swaps, `\`
/// clears; the ghost keeps the window drawing only while it moves.
@Suite struct CompareTuningTests {
  static func window(configPath: String? = nil) throws -> LoopHarness {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844), configPath: configPath)
    w.key(.letter("s"))
    try w.frame()
    return w
  }

  /// The search panel's locations frame by frame for a release at `x0` (pt) at `v` (pt/s) toward
  /// `target`, with FloatingPanel's numeric spring (ζ from the deceleration rate 0.991 and
  /// `response`), computed here, not by the engine's controller.
  static func spring(from x0: Double, v: Double, to target: Double, response: Double, frames: Int) -> [Double] {
    let zeta = NumericSpring.dampingRatio(decelerationRate: 0.991, responseTime: response, velocity: v)
    var (x, vel) = (x0, v)
    return (0..<frames).map { _ in
      (x, vel) = NumericSpring.step(x: x, v: vel, target: target, zeta: zeta, omega: 2 * .pi / response, h: 1.0 / 60)
      return x
    }
  }

  /// F, settle, `[`, four steps of the response time up, back to half: ready for G.
  static func pinnedAndChanged() throws -> LoopHarness {
    let w = try window()
    w.key(.letter("f"))  // half → full at 1000 pt/s: the release G makes again
    try w.frame()
    try w.settle()
    w.key(.leftBracket)
    try w.frame()
    #expect(w.app.driver.status.text == "A pinned: the search panel's tuning; change the card, then G or F")
    #expect(w.app.tuning.comparison.pin?.behavior.springResponseTime == 0.4)
    for _ in 0..<20 { w.key(.right) }  // response time 0.4 → 0.6 s
    try w.frame()
    return w
  }

  @Test("[ pins A; after the response time goes 0.4 → 0.6 s, G moves the ghost with A and the panel with B from the same release")
  func ghostAndPanelDiffer() throws {
    let w = try Self.pinnedAndChanged()
    let b = try #require(w.app.tuning.behaviors[.search]?.springResponseTime)
    #expect(abs(b - 0.6) < 1e-9)
    #expect(w.app.tuning.hudNotes.last == "A pinned (search): Response time 0.400 s (B 0.600 s) · Bounce 0.424 (B 0.137) · +1 more · ] swap · \\ clear")
    w.key(.letter("g"))
    var panel: [Double] = [], ghost: [Double] = []
    for _ in 0..<20 {
      try w.frame()
      panel.append(w.app.scene.search.location)
      ghost.append(try #require(w.app.tuning.ghost).location)
    }
    let a = Self.spring(from: 422, v: -1000, to: 18, response: 0.4, frames: 20)
    let bb = Self.spring(from: 422, v: -1000, to: 18, response: 0.6, frames: 20)
    for k in 0..<20 {
      #expect(abs(ghost[k] - a[k]) < 1e-9, "frame \(k + 1): ghost \(ghost[k]) vs \(a[k])")
      #expect(abs(panel[k] - bb[k]) < 1e-9, "frame \(k + 1): panel \(panel[k]) vs \(bb[k])")
    }
    #expect(ghost[5] < panel[5] - 40)  // at frame 6 the faster A is far ahead (up the screen)
    #expect(w.app.tuning.ghost?.state == .full && w.app.scene.search.state == .full)
    // The plot: B and A with both figures.
    let second = try #require(w.app.tuning.secondCurve)
    #expect(second.label == "A" && second.mainLabel == "B")
    #expect(second.trace.samples.first?.t == w.app.tuning.trace?.samples.first?.t)
    #expect(second.trace.samples.map(\.location).dropFirst().prefix(20).elementsEqual(ghost))
    #expect(second.trace.samples.first?.location == 422)
  }

  @Test("with A equal to B the ghost covers the panel frame for frame; a drag hides it; a drag release brings it back from the release point")
  func sameTuningAndDrag() throws {
    let w = try Self.window()
    w.key(.leftBracket)
    w.key(.letter("f"))
    for _ in 0..<30 {
      try w.frame()
      #expect(w.app.tuning.ghost?.location == w.app.scene.search.location)
    }
    try w.settle()
    #expect(w.app.tuning.hudNotes.last == "A pinned (search): same as B: change the card, then G or F · ] swap · \\ clear")
    w.mouse(.down, x: 195, y: 30)
    w.mouse(.move, x: 195, y: 60)
    try w.frame()
    #expect(w.app.tuning.ghost == nil)  // the panel is held: no ghost
    w.mouse(.move, x: 195, y: 200)
    try w.frame()
    w.mouse(.up, x: 195, y: 200)
    try w.frame()
    let r = try #require(w.app.scene.lastRelease)
    #expect(w.app.tuning.ghost?.location == w.app.scene.search.location)
    #expect(w.app.tuning.ghost?.state == r.stateAfter)
  }

  @Test("] swaps: the panel gets A's 0.4 s and A becomes 0.6 s; \\ clears A and G then releases no ghost")
  func swapAndClear() throws {
    let w = try Self.pinnedAndChanged()
    w.key(.rightBracket)
    try w.frame()
    #expect(abs((w.app.tuning.behaviors[.search]?.springResponseTime ?? 0) - 0.4) < 1e-9)
    #expect(abs((w.app.tuning.comparison.pin?.behavior.springResponseTime ?? 0) - 0.6) < 1e-9)
    #expect(w.app.tuning.model.rows[0].valueText == "0.400 s")  // the card shows the swapped tuning
    #expect(w.app.driver.status.text == "swapped: the search panel has A's tuning; A is the tuning it had")
    w.key(.letter("g"))
    try w.frame()
    let a = Self.spring(from: 422, v: -1000, to: 18, response: 0.6, frames: 1)[0]
    let b = Self.spring(from: 422, v: -1000, to: 18, response: 0.4, frames: 1)[0]
    #expect(abs((w.app.tuning.ghost?.location ?? 0) - a) < 1e-9)
    #expect(abs(w.app.scene.search.location - b) < 1e-9)
    w.key(.backslash)
    try w.frame()
    #expect(w.app.tuning.comparison.pin == nil && w.app.tuning.ghost == nil)
    #expect(w.app.driver.status.text == "A cleared")
    try w.settle()
    w.key(.letter("g"))
    try w.frame()
    #expect(w.app.tuning.ghost == nil && w.app.tuning.secondCurve == nil)
    #expect(!w.app.tuning.hudNotes.contains { $0.hasPrefix("A pinned") })
    w.key(.rightBracket)
    try w.frame()
    #expect(w.app.driver.status.text == "swap: no A pinned; [ pins the tuning as A")
  }

  @Test("--config: A is the file's behaviour and the ghost has the file's layout (full 100 pt from the top)")
  func configPanel() throws {
    let dir = try TuningFixtures.temporaryDirectory("ab-config")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/tuning.json"
    let json = #"""
      {"panels": {"search": {"anchors": {"full": {"inset": 100, "edge": "top", "guide": "safeArea"},
        "half": {"fraction": 0.5, "edge": "bottom", "guide": "safeArea"}, "tip": {"inset": 69, "edge": "bottom", "guide": "safeArea"}},
        "initialState": "half", "behavior": {"springResponseTime": 0.3}}}}
      """#
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    let w = try Self.window(configPath: path)
    w.key(.letter("f"))
    try w.frame()
    try w.settle()
    #expect(w.app.scene.search.location == 100)
    w.key(.leftBracket)
    for _ in 0..<20 { w.key(.right) }
    w.key(.letter("g"))
    var ghost: [Double] = [], panel: [Double] = []
    for _ in 0..<12 {
      try w.frame()
      ghost.append(try #require(w.app.tuning.ghost).location)
      panel.append(w.app.scene.search.location)
    }
    #expect(w.app.tuning.ghost?.resolvedLayout == w.app.scene.search.resolvedLayout)
    #expect(w.app.tuning.comparison.pin?.behavior.springResponseTime == 0.3)
    let a = Self.spring(from: 422, v: -1000, to: 100, response: 0.3, frames: 12)
    let b = Self.spring(from: 422, v: -1000, to: 100, response: 0.5, frames: 12)
    for k in 0..<12 {
      #expect(abs(ghost[k] - a[k]) < 1e-9 && abs(panel[k] - b[k]) < 1e-9, "frame \(k + 1)")
    }
  }

  @Test("idle: the loop draws while the slower ghost still moves, then sleeps with the ghost on screen")
  func idleWithGhost() throws {
    let w = try Self.window()
    for _ in 0..<20 { w.key(.right) }  // A: 0.6 s, slower than B
    w.key(.leftBracket)
    for _ in 0..<20 { w.key(.left) }  // B: 0.4 s
    w.key(.letter("f"))
    try w.idle(slots: 2)
    var slots = 0
    while w.app.scene.isMoving && slots < 240 {
      try w.idle(slots: 1)
      slots += 1
    }
    #expect(w.app.tuning.comparison.isGhostMoving)  // B has stopped; A still moves
    let atPanelStop = w.app.frameCount
    try w.idle(slots: 5)
    #expect(w.app.frameCount == atPanelStop + 5)  // the ghost's frames are drawn
    slots = 0
    while w.app.tuning.comparison.isGhostMoving && slots < 240 {
      try w.idle(slots: 1)
      slots += 1
    }
    #expect(w.app.tuning.ghost?.location == 18)
    slots = 0
    while w.app.driver.status.isShowing && slots < 240 {  // the flick's notice counts down
      try w.idle(slots: 1)
      slots += 1
    }
    try w.idle(slots: 2)
    let settled = w.app.frameCount
    try w.idle(slots: 30)
    #expect(w.app.frameCount == settled)  // a ghost at rest draws nothing
    #expect(w.app.tuning.ghost != nil)
  }
}
