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

/// F / Shift+F with the tuning cards shown release the focused panel from its anchor at the speed
/// V picks (300, 1000, 3000 pt/s), in the window loop.
@Suite struct FlickTests {
  static func window() throws -> LoopHarness {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    w.key(.letter("s"))
    try w.frame()
    return w
  }

  @Test("F at 1000 pt/s releases the search panel from half exactly at its anchor, up, and it goes to full")
  func flickUp() throws {
    let w = try Self.window()
    let half = w.app.scene.search.location
    #expect(half == 422)
    w.key(.letter("f"))
    try w.frame()
    let release = try #require(w.app.scene.lastRelease)
    #expect(release.velocity == -1000)  // up on the screen: toward y 0
    #expect(release.location == 422)
    #expect(release.stateBefore == .half && release.stateAfter == .full)
    #expect(w.app.driver.status.text == "flick: search released at 1000 pt/s to expand from half → full")
    try w.settle()
    #expect(w.app.scene.search.location == 18)
  }

  @Test("V cycles 1000 → 3000 → 300; F at 3000 overshoots full; Shift+F at 300 from half stays at half")
  func speedsAndDown() throws {
    let w = try Self.window()
    w.key(.letter("v"))
    try w.frame()
    #expect(w.app.tuning.flickSpeed == 3000)
    #expect(w.app.driver.status.text == "flick speed 3000 pt/s: F expands, Shift+F collapses")
    w.key(.letter("f"))
    var least = 422.0
    for _ in 0..<120 {
      try w.frame()
      least = min(least, w.app.scene.search.location)
    }
    #expect(w.app.scene.lastRelease?.velocity == -3000)
    #expect(least < 10)  // past full (18) by more than 8 pt, then back
    #expect(w.app.scene.search.location == 18)
    w.key(.digit(2))
    try w.frame()
    try w.settle()
    w.key(.letter("v"))
    try w.frame()
    #expect(w.app.tuning.flickSpeed == 300)
    w.key(.letter("f"), .shift)
    try w.frame()
    #expect(w.app.scene.lastRelease?.velocity == 300)
    #expect(w.app.scene.lastRelease?.stateAfter == .half)
    #expect(w.app.driver.status.text == "flick: search released at 300 pt/s to collapse from half → half")
    for _ in 0..<30 {
      try w.frame()
      #expect(w.app.scene.search.location == 422)  // at its anchor, slower than the 300 pt/s rule: no motion
    }
  }

  @Test("F while the panel moves, or with the cards hidden, releases nothing")
  func refusals() throws {
    let w = try Self.window()
    w.key(.digit(3))
    try w.frame()
    w.key(.letter("f"))
    try w.frame()
    #expect(w.app.scene.lastRelease == nil)
    #expect(w.app.driver.status.text == "flick: let the search panel stop first")
    try w.settle()
    w.key(.letter("s"))  // a narrow window: the plot
    w.key(.letter("s"))  // hidden
    try w.frame()
    #expect(!w.app.tuning.isShown)
    w.key(.letter("f"))
    try w.frame()
    #expect(w.app.scene.lastRelease == nil)
  }

  @Test("G makes the last mouse release again, from the same place at the same speed, with the tuning changed")
  func again() throws {
    let w = try Self.window()
    w.key(.letter("g"))
    try w.frame()
    #expect(w.app.driver.status.text == "again: no release yet; drag and let go, or F")
    w.mouse(.down, x: 195, y: 450)
    try w.frame()
    for k in 1...4 {
      w.mouse(.move, x: 195, y: 450 - Double(k) * 10)
      try w.frame()
    }
    w.mouse(.up, x: 195, y: 410)
    var first: [Double] = []
    for _ in 0..<90 {
      try w.frame()
      first.append(w.app.scene.search.location)
    }
    let r1 = try #require(w.app.scene.lastRelease)
    #expect(r1.stateBefore == .half && r1.location == 382 && r1.velocity < -300)
    #expect(w.app.tuning.model.rows[0].field == .responseTime)
    for _ in 0..<4 { w.key(.right) }  // a slower release spring
    try w.frame()
    #expect(w.app.tuning.behaviors[.search]?.springResponseTime != 0.4)
    w.key(.letter("g"))
    var again: [Double] = []
    for _ in 0..<90 {
      try w.frame()
      again.append(w.app.scene.search.location)
    }
    let r2 = try #require(w.app.scene.lastRelease)
    #expect(r2.location == r1.location && r2.velocity == r1.velocity && r2.stateBefore == .half)
    #expect(r2.stateAfter == r1.stateAfter)
    #expect(again[5] != first[5])  // the same release, another spring
    #expect(first.last == again.last)
  }

  @Test("a flick recorded with Ctrl+R replays to the same motion")
  func recordedFlick() throws {
    let dir = try TuningFixtures.temporaryDirectory("flick-rec")
    defer { TuningFixtures.cleanup(dir) }
    let w = try Self.window()
    w.app.recorder.directory = dir
    w.key(.letter("r"), .control)
    try w.frame()
    var live = [w.app.scene.search.location]
    w.key(.letter("v"))
    w.key(.letter("f"))
    for _ in 0..<100 {
      try w.frame()
      live.append(w.app.scene.search.location)
    }
    w.key(.letter("r"), .control)
    try w.frame()
    let script = try ReplayScript.load(path: dir + "/recording.json")
    #expect(script.events.last?.action == .up(Point(x: 195, y: 440), velocity: -3000))
    let (frames, _) = try ReplayRunner(script: script).run()
    #expect(frames.map(\.location) == live)
    #expect(live.min()! < 18)  // 3000 pt/s overshoots full
  }
}
