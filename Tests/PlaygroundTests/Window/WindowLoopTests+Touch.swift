import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// Fingers and the trackpad through the real loop with pushed typed events (``LoopHarness``): a
/// finger drags, flicks and taps exactly as the mouse does; a second finger and the mouse during
/// a finger's drag change nothing; fractional (precise) wheel steps scroll by fractional points,
/// and a horizontal scroll moves a side panel's list.
extension PlaygroundSuite.WindowLoopTests {
  /// Drives a drag from (200, `y`) up by `rise` points in `steps` frames, then lifts, with the
  /// finger (`finger: true`) or the mouse; returns the search panel's location after each frame
  /// until it settles.
  static func drag(finger: Bool, y: Double, rise: Double, steps: Int) throws -> [Double] {
    let w = try LoopHarness(size: SceneSize(width: 512, height: 1024))
    try w.frame()
    var trace: [Double] = []
    func event(_ kind: LoopHarness.Mouse, _ y: Double) {
      if finger { w.finger(kind, 3, x: 200, y: y) } else { w.mouse(kind, x: 200, y: y) }
    }
    event(.down, y)
    try w.frame()
    for i in 1...steps {
      event(.move, y - rise * Double(i) / Double(steps))
      try w.frame()
      trace.append(w.app.scene.search.location)
    }
    event(.up, y - rise)
    for _ in 0..<120 {
      try w.frame()
      trace.append(w.app.scene.search.location)
    }
    return trace
  }

  @Test("a finger drag and a finger flick move the panel exactly as the same mouse gesture")
  func fingerDragsLikeTheMouse() throws {
    // A 1024-pt-high scene: whole points normalised to 0…1 convert back exactly.
    let slowFinger = try Self.drag(finger: true, y: 700, rise: 30, steps: 30)
    let slowMouse = try Self.drag(finger: false, y: 700, rise: 30, steps: 30)
    #expect(slowFinger == slowMouse)
    #expect(slowFinger[2] == slowFinger[0])  // held within the 4-pt slop…
    #expect(slowFinger[29] == slowFinger[0] - 30)  // …then the whole 30 pt
    let flick = try Self.drag(finger: true, y: 700, rise: 200, steps: 2)
    #expect(flick == (try Self.drag(finger: false, y: 700, rise: 200, steps: 2)))
    let w = try LoopHarness(size: SceneSize(width: 512, height: 1024))
    let layout = w.app.scene.search.resolvedLayout
    let (full, half) = (try #require(layout.location(of: .full)), try #require(layout.location(of: .half)))
    #expect(flick.last == full)  // the flick carried the panel to full
    #expect(slowFinger.last == half)  // the slow drag went back to half
  }

  @Test("a second finger neither moves nor jumps the panel; the mouse during a finger drag is ignored")
  func secondFingerAndMouseAreIgnored() throws {
    let w = try LoopHarness(size: SceneSize(width: 512, height: 1024))
    let scene = w.app.scene
    try w.frame()
    let start = scene.search.location
    w.finger(.down, 1, x: 200, y: start + 50)
    try w.frame()
    w.finger(.move, 1, x: 200, y: start + 10)
    try w.frame()
    #expect(scene.search.location == start - 40)
    w.finger(.down, 2, x: 100, y: 100)  // far away, on the map
    w.finger(.move, 2, x: 100, y: 700)
    w.mouse(.down, x: 300, y: 700)
    w.mouse(.move, x: 300, y: 750)
    try w.frame()
    #expect(scene.search.location == start - 40)
    #expect(scene.search.isTouching)
    w.finger(.up, 2, x: 100, y: 700)
    w.mouse(.up, x: 300, y: 750)
    try w.frame()
    #expect(scene.search.isTouching)  // only finger 1 ends the drag
    w.finger(.move, 1, x: 200, y: start)
    try w.frame()
    #expect(scene.search.location == start - 50)
    w.finger(.up, 1, x: 200, y: start)
    try w.frame()
    #expect(!scene.search.isTouching)
    // Once finger 1 is up, finger 2 may start a drag of its own.
    try w.settle()
    let rest = scene.search.location
    w.finger(.down, 2, x: 200, y: rest + 50)
    w.finger(.move, 2, x: 200, y: rest + 30)
    try w.frame()
    #expect(scene.search.location == rest - 20)
  }

  @Test("a finger tap opens a place with 2 pt of jitter and a 20-pt finger drag does not, as with the mouse")
  func fingerTapUsesTheClickSlop() throws {
    for (jitter, opens) in [(2.0, true), (20.0, false)] {
      for finger in [true, false] {
        let w = try LoopHarness(size: SceneSize(width: 512, height: 1024))
        let scene = w.app.scene
        try w.frame()
        let top = scene.searchMetrics.rowTop(1, offset: scene.listOffset, count: scene.places.count)
        func event(_ kind: LoopHarness.Mouse, _ x: Double, _ y: Double) {
          if finger { w.finger(kind, 9, x: x, y: y) } else { w.mouse(kind, x: x, y: y) }
        }
        event(.down, 200, top + 20)
        try w.frame()
        event(.move, 200 + jitter / 10, top + 20 - jitter)
        try w.frame()
        event(.up, 200 + jitter / 10, top + 20 - jitter)
        try w.frame()
        #expect(scene.isDetailOpen == opens, "jitter \(jitter), finger \(finger)")
        #expect(scene.selectedPlace == (opens ? 1 : nil), "jitter \(jitter), finger \(finger)")
      }
    }
  }

  @Test("precise wheel steps scroll the list by fractional points and start no glide")
  func preciseWheelScrollsByFractions() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let scene = w.app.scene
    w.key(.digit(1))
    try w.frame()
    try w.settle()
    w.mouse(.move, x: 195, y: 500)
    w.wheel(-0.25)
    try w.frame()
    #expect(scene.listOffset == 12)  // a quarter of a 48-pt notch
    w.wheel(-0.0625)
    try w.frame()
    #expect(scene.listOffset == 15)
    #expect(scene.listMomentum == nil)  // the trackpad's own momentum arrives as more events
    try w.frame()
    #expect(scene.listOffset == 15)
    w.wheel(0, sideways: 2)  // a bottom panel's list ignores horizontal scrolls
    try w.frame()
    #expect(scene.listOffset == 15)
  }

  @Test("a horizontal scroll moves a side panel's list; the larger axis wins")
  func horizontalWheelScrollsSideLists() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    let scene = w.app.scene
    w.key(.letter("l"))
    try w.frame()
    try w.settle()
    let list = scene.searchMetrics.list
    w.mouse(.move, x: list.midX, y: list.midY)
    w.wheel(0, sideways: 0.5)
    try w.frame()
    #expect(scene.listOffset == 24)
    w.wheel(0.1, sideways: -0.25)  // mostly horizontal, to the left: back 12
    try w.frame()
    #expect(scene.listOffset == 12)
    w.wheel(-0.5, sideways: 0.25)  // mostly vertical: on by 24
    try w.frame()
    #expect(scene.listOffset == 36)
  }
}
