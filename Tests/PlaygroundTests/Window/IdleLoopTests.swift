import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import playground
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite {
  /// The paced loop under SDL's dummy driver draws only when something changed: idle slots pass
  /// without frames, a hover draws nothing, a key or a drag draws until the motion ends.
  @Suite struct IdleLoopTests {
    private func withDummyVideo(_ body: () throws -> Void) throws {
      try DisplayTestLock.run {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        try body()
      }
    }

    /// Runs the paced loop until `slots` more frame slots have passed.
    private func idle(_ app: AppLoop, slots: Int) throws {
      try app.run(maxFrames: app.frameSlots + slots, paced: true)
    }

    @Test func nothingMovingDrawsNothingAndHoverDrawsNothing() throws {
      try withDummyVideo {
        let app = try AppLoop(size: SceneSize(width: 390, height: 844))
        try idle(app, slots: 3)  // the first frame is drawn
        let drawn = app.frameCount
        #expect(drawn >= 1)
        try idle(app, slots: 12)
        #expect(app.frameCount == drawn)  // 0.2 s idle: no frame
        #expect(app.frameSlots >= 15)
        app.window.events.post(.pointerMove(PointerEvent(x: 100, y: 100, button: nil, timestamp: 0)))
        try idle(app, slots: 3)
        #expect(app.frameCount == drawn)  // a hover changes nothing on screen
      }
    }

    @Test func aDragDrawsUntilTheSpringSettlesThenTheLoopSleeps() throws {
      try withDummyVideo {
        let app = try AppLoop(size: SceneSize(width: 390, height: 844))
        try idle(app, slots: 2)
        let before = app.frameCount
        app.window.events.post(.pointerDown(PointerEvent(x: 195, y: 440, button: .primary, timestamp: 0)))
        app.window.events.post(.pointerMove(PointerEvent(x: 195, y: 300, button: .primary, timestamp: 0)))
        try idle(app, slots: 2)
        #expect(app.frameCount > before)  // a drag draws
        #expect(app.scene.search.isTouching)
        app.window.events.post(.pointerUp(PointerEvent(x: 195, y: 300, button: .primary, timestamp: 0)))
        var slots = 0
        while app.scene.isMoving && slots < 120 {
          try idle(app, slots: 1)
          slots += 1
        }
        #expect(!app.scene.isMoving)
        let settled = app.frameCount
        #expect(!app.presents.isEmpty)  // consecutive drawn frames gave present intervals
        try idle(app, slots: 10)
        #expect(app.frameCount == settled)
      }
    }
  }
}
