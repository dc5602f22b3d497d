import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import RenderTestSupport
import SDLKit
import Testing

/// Issue 21, item 5, in the window loop with pushed keys: the card edits the modal's presenting
/// spring (bounce locked), M shows the modal with exactly that spring, Ctrl+S and E write it; the
/// plot notes a motion FloatingPanel's ≤ 300 pt/s rule made critically damped.
@Suite struct SpringWindowTests {
  func press(_ w: LoopHarness, _ keys: [Key], _ modifiers: KeyModifiers = []) throws {
    for k in keys {
      w.key(k, modifiers)
      try w.frame()
    }
  }

  @Test("the presenting spring at 0.35 s with bounce locked: M shows the modal on the engine's spring for (0.35 s, ζ 0.8); Ctrl+S and E write it")
  func presentingSpringReachesTheModal() throws {
    let dir = try TuningFixtures.temporaryDirectory("window-springs")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/springs.json"
    try #"{"panels": {"search": {"behavior": {"springResponseTime": 0.4}}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800), configPath: path)
    let app = w.app
    var printed: [String] = []
    app.tuning.report = { text, _ in printed.append(text) }
    try press(w, [.letter("s"), .letter("m")])
    try w.settle()
    #expect(app.tuning.role == .modal)
    let springRow = try #require(app.tuning.model.rows.firstIndex { $0.field == .spring })
    try press(w, Array(repeating: .down, count: springRow) + [.right])
    #expect(app.tuning.model.spring == .presenting && app.tuning.model.lock == .bounce)
    try press(w, Array(repeating: .up, count: springRow) + Array(repeating: .right, count: 10))
    let tuned = try #require(app.tuning.behaviors[.modal]?.policies.presentingSpring)
    #expect(abs(tuned.responseTime - 0.35) < 1e-12 && abs(tuned.dampingRatio - 0.8) < 1e-12)
    #expect(app.tuning.hasUnsavedChanges)
    #expect(app.tuning.title == "Tuning — modal panel · presenting spring")

    try press(w, [.letter("m")])  // hides the modal (its dismissing spring, unchanged)
    try w.settle()
    #expect(app.scene.modal.state == .hidden)
    let hidden = app.scene.modal.location
    w.key(.letter("m"))
    try w.frame()
    let a = try #require(app.scene.modal.attraction)
    #expect(a.kind == .show && a.zeta == tuned.dampingRatio && a.omega == tuned.angularFrequency)
    // The engine's numeric spring for those parameters, from the hidden location at rest.
    let target = a.targetLocation
    var (x, v) = (hidden, 0.0)
    var expected: [Double] = []
    while true {
      let (x1, v1) = NumericSpring.step(x: x, v: v, target: target, zeta: 0.8, omega: 2 * Double.pi / 0.35, h: 1.0 / 60)
      if NumericSpring.isSettled(previous: x, current: x1, target: target, scale: 1) {
        expected.append(target)
        break
      }
      expected.append(x1)
      (x, v) = (x1, v1)
    }
    var seen = [app.scene.modal.location]
    while seen.count < expected.count {
      try w.frame()
      seen.append(app.scene.modal.location)
    }
    #expect(expected.count > 20)
    #expect(zip(seen, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(seen.prefix(5)) vs \(expected.prefix(5))")
    #expect(app.tuning.trace?.samples.last?.location == target)

    try press(w, [.letter("s")], .control)
    #expect(!app.tuning.hasUnsavedChanges)
    let saved = try #require(try ConfigFile.load(path: path).panels["modal"]?.behavior.policies.presentingSpring)
    #expect(saved == tuned)  // written as {"response", "dampingRatio"}: read back exactly
    try press(w, [.letter("e")])
    let source = try String(contentsOfFile: dir + "/springs.swift", encoding: .utf8)
    #expect(source.contains("var presentingSpring: SpringParameters { (try? SpringParameters(responseTime: 0.35"))
    #expect(printed.contains { $0.contains("presentingSpring") })
  }

  @Test("K cycles the shown spring's lock and says what it keeps")
  func lockKey() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    try press(w, [.letter("s"), .letter("k")])
    #expect(w.app.tuning.model.lock == .bounce)
    #expect(w.app.driver.status.text == "lock bounce: a duration, rate, stiffness or damping change keeps the bounce")
    try press(w, [.letter("k"), .letter("k")])
    #expect(w.app.tuning.model.lock == .rate)
    try press(w, [.letter("s"), .letter("k")])  // cards hidden: K does nothing
    #expect(w.app.tuning.model.lock == .rate)
  }

  /// The plot card of a 1280 × 800 window, cropped.
  static func plot(_ w: LoopHarness) throws -> PixelBuffer {
    let frame = try #require(w.app.driver.layout.cards?.plot)
    return try w.target.readPixels().cropped(to: PixelRect(x: Int(frame.minX), y: Int(frame.minY), width: Int(frame.width), height: Int(frame.height)))
  }

  @Test("key 2 after 1: the move from rest is critically damped by FloatingPanel's rule, and the plot says so; a 3000 pt/s flick has no note")
  func criticalNote() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    try press(w, [.letter("s"), .digit(1)])
    try w.settle()
    try press(w, [.digit(2)])
    try w.settle()
    let slow = try #require(w.app.tuning.trace)
    #expect(slow.criticallyDampedRelease == 0 && slow.target == "half")
    #expect(MotionPlotRenderer.ruleNote(slow) == "critically damped: a move from rest (0 ≤ 300 pt/s)")
    #expect(slow.metrics().overshoot == 0)
    assertPixelSnapshot(of: try Self.plot(w), named: "key2-critically-damped")

    try press(w, [.letter("v"), .letter("f")])  // 3000 pt/s toward full
    try w.settle()
    let fast = try #require(w.app.tuning.trace)
    #expect(fast.criticallyDampedRelease == nil && fast.target == "full" && fast.metrics().overshoot > 1)
    #expect(MotionPlotRenderer.ruleNote(fast) == nil)
    assertPixelSnapshot(of: try Self.plot(w), named: "fast-flick-no-note")
  }

  @Test("a release at 120 pt/s between anchors: critically damped by the rule, noted with its speed; a moving spring is never noted")
  func slowRelease() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let p = scene.search
    let recorder = MotionRecorder()
    let start = p.location
    _ = p.pointerDown(at: Point(x: 195, y: start + 10), time: 0)
    p.pointerMove(to: Point(x: 195, y: start - 30), time: 0.1)
    _ = p.pointerUp(at: Point(x: 195, y: start - 30), time: 0.2, velocity: -120)
    for i in 1...120 {
      p.step(1.0 / 60)
      recorder.record(p, time: Double(i) / 60)
    }
    let trace = try #require(recorder.last)
    #expect(trace.criticallyDampedRelease == 120)
    #expect(MotionPlotRenderer.ruleNote(trace) == "critically damped: released at 120 pt/s ≤ 300")
    var b = FloatingPanelBehaviorSettings()
    b.movingSpring = try SpringParameters(responseTime: 0.3, dampingRatio: 1)
    try p.setBehavior(b)
    try p.move(to: .full, animated: true)
    p.step(1.0 / 60)
    recorder.record(p, time: 3)
    #expect(recorder.last?.target == "full" && recorder.last?.criticallyDampedRelease == nil)
  }
}
