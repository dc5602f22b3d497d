import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

extension PlaygroundSuite {
  /// The paced loop on the in-memory platform (``LoopHarness``: its manual clock jumps through the
  /// pacer's and the idle loop's waits) draws only when something changed: idle slots pass
  /// without frames, a hover draws nothing, a key or a drag draws until the motion ends.
  @Suite struct IdleLoopTests {
    @Test func nothingMovingDrawsNothingAndHoverDrawsNothing() throws {
      let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
      let app = w.app
      try w.idle(slots: 3)  // the first frame is drawn
      let drawn = app.frameCount
      #expect(drawn >= 1)
      try w.idle(slots: 12)
      #expect(app.frameCount == drawn)  // 0.2 s idle: no frame
      #expect(app.frameSlots >= 15)
      w.push { .pointerMove(PointerEvent(x: 100, y: 100, button: nil, timestamp: $0)) }
      try w.idle(slots: 3)
      #expect(app.frameCount == drawn)  // a hover changes nothing on screen
    }

    @Test func aDragDrawsUntilTheSpringSettlesThenTheLoopSleeps() throws {
      let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
      let app = w.app
      try w.idle(slots: 2)
      let before = app.frameCount
      w.mouse(.down, x: 195, y: 440)
      w.mouse(.move, x: 195, y: 300)
      try w.idle(slots: 2)
      #expect(app.frameCount > before)  // a drag draws
      #expect(app.scene.search.isTouching)
      w.mouse(.up, x: 195, y: 300)
      var slots = 0
      while app.scene.isMoving && slots < 120 {
        try w.idle(slots: 1)
        slots += 1
      }
      #expect(!app.scene.isMoving)
      let settled = app.frameCount
      #expect(!app.presents.isEmpty)  // consecutive drawn frames gave present intervals
      try w.idle(slots: 10)
      #expect(app.frameCount == settled)
    }
  }
}
