import ConfigFormat
import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import StrictJSON
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// Reduce Motion through the real loop (``LoopHarness``): key D, the config field and the
/// window flag; a key's state change is a short critically damped move, a drag still tracks the
/// pointer exactly and its release keeps the panel's spring.
extension PlaygroundSuite.WindowLoopTests {
  /// The search panel's locations, one per 60-Hz frame, from key `digit` until it settles.
  static func trace(reduced: Bool, digit: Int) throws -> (locations: [Double], target: Double) {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    if reduced { w.key(.letter("d")) }
    try w.frame()
    #expect(w.app.scene.reducedMotion == reduced)
    w.key(.digit(digit))
    var out: [Double] = []
    for _ in 0..<240 {
      try w.frame()
      out.append(w.app.scene.search.location)
      if !w.app.scene.isMoving { break }
    }
    let state: FloatingPanelState = digit == 1 ? .full : .tip
    return (out, try #require(w.app.scene.search.resolvedLayout.location(of: state)))
  }

  @Test("reduced motion: key 1 reaches full in 20 frames without overshoot (the panel's spring takes 42)")
  func reducedMotionIsShortAndCriticallyDamped() throws {
    let reduced = try Self.trace(reduced: true, digit: 1)
    let normal = try Self.trace(reduced: false, digit: 1)
    #expect(reduced.locations.count == 20)
    #expect(normal.locations.count == 42)
    #expect(reduced.locations.last == reduced.target)
    // Monotonic toward full (which is above: smaller y), never past it.
    #expect(zip(reduced.locations, reduced.locations.dropFirst()).allSatisfy { $1 <= $0 })
    #expect(reduced.locations.allSatisfy { $0 >= reduced.target })
    let toTip = try Self.trace(reduced: true, digit: 3)
    #expect(toTip.locations.count == 19)
    #expect(toTip.locations.allSatisfy { $0 <= toTip.target })
  }

  /// Frames the modal takes to show after M.
  static func modalFrames(reduced: Bool) throws -> Int {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    w.app.scene.reducedMotion = reduced
    w.key(.letter("m"))
    var frames = 0
    repeat {
      try w.frame()
      frames += 1
    } while w.app.scene.isMoving && frames < 240
    return frames
  }

  @Test("reduced motion: a drag tracks the pointer exactly and the modal shows with the short move")
  func reducedMotionKeepsDrags() throws {
    #expect(try Self.modalFrames(reduced: true) == 19)
    let normal = try Self.modalFrames(reduced: false)
    #expect(normal == 21)  // the show spring (0.25 s, ζ 0.8), which overshoots
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let scene = w.app.scene
    w.key(.letter("d"))
    try w.frame()
    let start = scene.search.location
    w.mouse(.down, x: 195, y: start + 20)
    try w.frame()
    w.mouse(.move, x: 195, y: start - 80)
    try w.frame()
    #expect(scene.search.location == start - 100)
    w.mouse(.up, x: 195, y: start - 80)
    try w.frame()
    try w.settle()
    w.key(.letter("d"))
    try w.frame()
    #expect(!scene.reducedMotion)
    #expect(scene.search.delegate == nil && scene.modal.delegate == nil)
  }

  @Test("the config's reducedMotion field turns it on, saves back, and a wrong type names the field")
  func reducedMotionConfigField() throws {
    let text = #"{"reducedMotion": true, "panels": {"search": {"position": "bottom"}}}"#
    let config = try PlaygroundConfig.decode(text)
    #expect(config.reducedMotion == true)
    #expect(config.jsonText().contains(#""reducedMotion": true"#))
    #expect(try PlaygroundConfig.decode(config.jsonText()) == config)
    #expect(try PlaygroundConfig.decode(#"{"panels": {"search": {}}}"#).reducedMotion == nil)
    #expect(throws: InputError.self) { try PlaygroundConfig.decode(#"{"reducedMotion": 1, "panels": {"search": {}}}"#) }
    do {
      _ = try PlaygroundConfig.decode(#"{"reducedMotion": "yes", "panels": {"search": {}}}"#)
    } catch {
      #expect("\(error)".contains("reducedMotion"))
    }
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let tuning = PanelTuner(scene: scene)
    #expect(tuning.apply(config) == nil)
    #expect(scene.reducedMotion)
    #expect(tuning.currentConfig.reducedMotion == true)
    scene.reducedMotion = false
    #expect(tuning.currentConfig.reducedMotion == nil)  // off: the saved file is as before
  }

  @Test("window --reduced-motion parses; its help says what it does")
  func reducedMotionFlag() throws {
    #expect(throws: Never.self) { try PlaygroundCommand.parseAsRoot(["window", "--reduced-motion"]) }
    let help = PlaygroundCommand.helpMessage(for: WindowCommand.self, columns: 200)
    #expect(help.contains("--reduced-motion") && help.contains("critically damped"))
  }
}
