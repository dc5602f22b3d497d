import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
import SDLKit

/// The window loop (``AppLoop``) on the in-memory platform: typed events pushed with exact
/// timestamps (``MemoryEventQueue``), frames drawn headless (``HeadlessFrameTarget``), and a
/// ``ManualClock`` that moves one frame interval per ``frame()`` and jumps through the paced loop's
/// waits. No SDL window, no display lock, no sleeping.
///
/// ```swift
/// let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
/// w.key(.digit(1))
/// try w.frame()
/// #expect(w.app.scene.search.state == .full)
/// ```
final class LoopHarness {
  /// Where a pointer event's button is.
  enum Mouse {
    /// The primary button goes down.
    case down
    /// The pointer moves with the primary button held.
    case move
    /// The primary button goes up.
    case up
  }

  /// The loop's time; starts at 1 s.
  let clock = ManualClock(now: 1)
  /// The loop's input.
  let events: MemoryEventQueue
  /// The loop's drawing surface.
  let target: HeadlessFrameTarget
  /// The loop.
  let app: AppLoop

  /// A loop with a `size` scene (at 1 pixel per point), optionally with a config file and presets.
  init(size: SceneSize, configPath: String? = nil, presets: [Preset] = []) throws {
    events = MemoryEventQueue(clock: clock)
    target = try HeadlessFrameTarget(width: size.width, height: size.height, events: events)
    app = try AppLoop(
      platform: LoopPlatform(events: events, target: target, clock: clock), configPath: configPath, presets: presets)
  }

  /// One frame a frame interval (1/60 s) after the last: the events pushed since are read,
  /// stamped with the time they were pushed.
  func frame() throws {
    clock.advance(by: PlaygroundScene.frameInterval)
    try app.run(maxFrames: app.frameCount + 1, paced: false)
  }

  /// One frame at once (no time passes): for stepping springs until they settle.
  func step() throws {
    try app.run(maxFrames: app.frameCount + 1, paced: false)
  }

  /// Frames until nothing moves (at most `limit`), then one more.
  func settle(limit: Int = 240) throws {
    for _ in 0..<limit where app.scene.isMoving || app.scene.isListMoving { try frame() }
    try frame()
  }

  /// Runs the paced loop until `slots` more frame slots have passed.
  func idle(slots: Int) throws {
    try app.run(maxFrames: app.frameSlots + slots, paced: true)
  }

  /// Pushes `event` made with the clock's time.
  func push(_ make: (_ now: Double) -> Event) {
    events.push(make(clock.now))
  }

  /// Pushes a primary-button pointer event at (`x`, `y`), in whole points as a mouse gives them.
  func mouse(_ kind: Mouse, x: Double, y: Double) {
    let (x, y) = (x.rounded(.down), y.rounded(.down))
    push { t in
      let e = PointerEvent(x: x, y: y, button: .primary, timestamp: t)
      switch kind {
      case .down: return .pointerDown(e)
      case .move: return .pointerMove(e)
      case .up: return .pointerUp(e)
      }
    }
  }

  /// Pushes a key press.
  func key(_ key: Key, _ modifiers: KeyModifiers = []) {
    push { .keyDown(KeyEvent(key: key, modifiers: modifiers, timestamp: $0)) }
  }

  /// Pushes a wheel scroll of `notches` (negative: toward the user, the list moves up);
  /// `sideways`: the horizontal steps (positive: to the right), fractions as a trackpad gives.
  func wheel(_ notches: Double, sideways: Double = 0) {
    push { .wheel(WheelEvent(deltaX: sideways, deltaY: notches, timestamp: $0)) }
  }

  /// Pushes a finger event of `finger` at (`x`, `y`) points, normalised to the scene's size as
  /// SDL reports fingers.
  func finger(_ kind: Mouse, _ finger: Int64, x: Double, y: Double) {
    let size = app.scene.size
    push { t in
      let e = TouchEvent(finger: finger, x: x / size.width, y: y / size.height, timestamp: t)
      switch kind {
      case .down: return .touchDown(e)
      case .move: return .touchMove(e)
      case .up: return .touchUp(e)
      }
    }
  }
}
