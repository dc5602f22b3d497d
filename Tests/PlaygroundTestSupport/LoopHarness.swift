import ConfigFormat
import FloatingPanel
import Foundation
import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow
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
///
/// A test with its own event source (a tee, a script) or panel position passes them, and the
/// queue its input goes into: ``init(size:clock:queue:source:position:configPath:presets:)``.
package final class LoopHarness {
  /// Where a pointer event's button is.
  package enum Mouse {
    /// The primary button goes down.
    case down
    /// The pointer moves with the primary button held.
    case move
    /// The primary button goes up.
    case up
  }

  /// The loop's time; starts at 1 s unless the test passes a clock.
  package let clock: ManualClock
  /// The loop's input (what ``push(_:)`` and the other helpers push into).
  package let events: MemoryEventQueue
  /// The loop's drawing surface.
  package let target: HeadlessFrameTarget
  /// The loop.
  package let app: AppLoop

  /// A loop with a `size` scene (at 1 pixel per point), optionally with a config file and presets;
  /// its clock starts at 1 s.
  package convenience init(size: SceneSize, configPath: String? = nil, presets: [Preset] = []) throws {
    let clock = ManualClock(now: 1)
    try self.init(size: size, clock: clock, queue: MemoryEventQueue(clock: clock), configPath: configPath, presets: presets)
  }

  /// A loop on `clock` whose input is pushed into `queue` and read from `source` (default: the
  /// queue itself; a tee or a script otherwise), with the panels at `position`.
  package init(
    size: SceneSize, clock: ManualClock, queue: MemoryEventQueue, source: (any EventSource)? = nil,
    position: FloatingPanelPosition = .bottom, configPath: String? = nil, presets: [Preset] = []
  ) throws {
    self.clock = clock
    events = queue
    target = try HeadlessFrameTarget(width: size.width, height: size.height, events: queue)
    app = try AppLoop(
      platform: LoopPlatform(events: source ?? queue, target: target, clock: clock), position: position,
      configPath: configPath, presets: presets)
  }

  /// One frame a frame interval (1/60 s) after the last: the events pushed since are read,
  /// stamped with the time they were pushed.
  package func frame() throws {
    clock.advance(by: PlaygroundScene.frameInterval)
    try app.run(maxFrames: app.frameCount + 1, paced: false)
  }

  /// One frame at once (no time passes): for stepping springs until they settle.
  package func step() throws {
    try app.run(maxFrames: app.frameCount + 1, paced: false)
  }

  /// Frames until nothing moves (at most `limit`), then one more.
  package func settle(limit: Int = 240) throws {
    for _ in 0..<limit where app.scene.isMoving || app.scene.isListMoving { try frame() }
    try frame()
  }

  /// Runs the paced loop until `slots` more frame slots have passed.
  package func idle(slots: Int) throws {
    try app.run(maxFrames: app.frameSlots + slots, paced: true)
  }

  /// Pushes `event` made with the clock's time.
  package func push(_ make: (_ now: Double) -> Event) {
    events.push(make(clock.now))
  }

  /// Pushes a primary-button pointer event at (`x`, `y`), in whole points as a mouse gives them.
  package func mouse(_ kind: Mouse, x: Double, y: Double) {
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
  package func key(_ key: Key, _ modifiers: KeyModifiers = []) {
    push { .keyDown(KeyEvent(key: key, modifiers: modifiers, timestamp: $0)) }
  }

  /// Pushes a wheel scroll of `notches` (negative: toward the user, the list moves up);
  /// `sideways`: the horizontal steps (positive: to the right), fractions as a trackpad gives.
  package func wheel(_ notches: Double, sideways: Double = 0) {
    push { .wheel(WheelEvent(deltaX: sideways, deltaY: notches, timestamp: $0)) }
  }

  /// Pushes a finger event of `finger` at (`x`, `y`) points, normalised to the scene's size as
  /// SDL reports fingers.
  package func finger(_ kind: Mouse, _ finger: Int64, x: Double, y: Double) {
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
