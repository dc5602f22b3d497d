import FloatingPanel
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// Translates SDLKit events into scene calls: the primary button drags panels (pointer down, move
/// with the button held, up, with the events' timestamps in seconds as engine time), the wheel scrolls the
/// list under the last pointer position, and keys become ``Command``s through the key map (``KeyMap``), carried out by
/// ``CommandPerformer``. With a
/// ``TuningSession``, S shows its cards, which then take the arrows and the pointer events that
/// land on them (where the last frame's ``FrameLayout`` put them: the cards the user sees); Ctrl+S
/// saves, E exports Swift, Alt+1…9 (or Ctrl+1…9) pick a preset, Backspace resets the anchors. A press that starts an anchor
/// drag carries whether Shift is held (pointer events carry no modifiers, so the router follows
/// Shift from the key events). A finger drags like the primary button (``TouchTracker``: its
/// normalised position in the scene's points; the first finger owns the gesture, others are
/// ignored until it lifts). Screenshot, quit and resize are reported to the caller
/// (``AppLoop``), which owns the frame target.
package struct InputRouter {
  /// What the app itself must do after an event.
  package enum Outcome: Equatable, Sendable {
    /// Nothing more.
    case handled
    /// Quit (Q or the window's close button).
    case quit
    /// Save a screenshot of what the window shows (P).
    case screenshot
    /// Save a screenshot of the scene only: no HUD, cards or help (Shift+P).
    case sceneScreenshot
    /// Switch the HUD between compact and detailed (I).
    case toggleHUDDetail
    /// Start or stop recording (Ctrl+R), pressed at `time` (the key's event time, seconds).
    case record(time: Double)
    /// The window changed size (points).
    case resized(width: Int, height: Int)
  }

  /// The last pointer position, in window points (wheel events carry none).
  package private(set) var pointer = Point(x: 0, y: 0)
  /// Whether the primary button or the owning finger is held, or the stick drags a panel (a drag
  /// of a panel or a card's control is going on).
  package var isPressing: Bool { primaryDown || touch.owner != nil || gamepad.isDragging }
  /// The finger that owns the press (nil: none; the mouse may own it).
  package private(set) var touch = TouchTracker()
  private var primaryDown = false
  /// Game gamepads: attached ones, buttons, the left stick's drag (``GamepadHandler``).
  package var gamepad = GamepadHandler()
  private var pointerOnCards = false
  /// Whether Shift was held at the last key event (an anchor drag then writes a fraction).
  private var shiftHeld = false

  /// Creates a router.
  package init() {}

  /// Applies `event` to `scene` (and to `tuning`'s cards when they are shown, hit-tested where
  /// `layout`, the last frame's, put them).
  package mutating func handle(
    _ event: Event, scene: PlaygroundScene, tuning: TuningSession? = nil, layout: FrameLayout = FrameLayout()
  ) -> Outcome {
    switch touch.route(event, size: scene.size, mouseHeld: primaryDown) {
    case .pass: return route(event, scene: scene, tuning: tuning, layout: layout)
    case .drop: return .handled
    case .pointer(let e): return route(e, scene: scene, tuning: tuning, layout: layout)
    }
  }

  private mutating func route(_ event: Event, scene: PlaygroundScene, tuning: TuningSession?, layout: FrameLayout) -> Outcome {
    switch event {
    case .touchDown, .touchMove, .touchUp:
      break  // turned into pointer events (or dropped) by the touch tracker
    case .pointerDown(let e):
      pointer = Point(x: e.x, y: e.y)
      guard e.button == .primary, !gamepad.isDragging else { return .handled }  // the stick holds the panel
      primaryDown = true
      if !scene.showsHelp, let tuning, tuning.pointerDown(at: pointer, cards: layout.cards, fractional: shiftHeld) {
        pointerOnCards = true
      } else {
        scene.pointerDown(at: pointer, time: e.timestamp)
      }
    case .pointerMove(let e):
      pointer = Point(x: e.x, y: e.y)
      guard primaryDown else { return .handled }
      if pointerOnCards {
        _ = tuning?.pointerMove(to: pointer, cards: layout.cards)
      } else {
        scene.pointerMove(to: pointer, time: e.timestamp)
      }
    case .pointerUp(let e):
      pointer = Point(x: e.x, y: e.y)
      guard e.button == .primary, primaryDown else { return .handled }
      primaryDown = false
      if pointerOnCards {
        pointerOnCards = false
        _ = tuning?.pointerUp()
      } else {
        scene.pointerUp(at: pointer, time: e.timestamp)
      }
    case .wheel(let e):
      tuning?.leaveTimeline()
      if let tuning, tuning.isShown, layout.cards?.contains(pointer) == true { return .handled }
      scene.wheel(deltaX: e.deltaX, deltaY: e.deltaY, at: pointer)
    case .keyDown(let k):
      shiftHeld = k.modifiers.contains(.shift)  // Shift while starting an anchor drag: a fraction
      return key(k, scene: scene, tuning: tuning)
    case .keyUp(let k):
      shiftHeld = k.modifiers.contains(.shift)
    case .exposed:
      break
    case .resized(let w, let h, _):
      tuning?.leaveTimeline()
      return .resized(width: w, height: h)
    case .quit:
      return .quit
    case .gamepadButton, .gamepadAxis, .gamepadAdded, .gamepadRemoved:
      gamepad.handle(event, scene: scene)
    }
    return .handled
  }

  private func key(_ event: KeyEvent, scene: PlaygroundScene, tuning: TuningSession?) -> Outcome {
    let k = PlatformInput.key(event)
    if k.isRepeat && !KeyMap.repeats(k.key) { return .handled }
    if let tuning, tuning.isTypingHex {  // an open hex entry takes every key
      KeyMap.hexKey(k).map { tuning.typeHex($0) }
      return .handled
    }
    if scene.showsHelp, !KeyMap.worksOverHelp(k) { return .handled }  // the overlay is modal
    if let tuning, tuning.timeline.isActive, !KeyMap.keepsTimeline(k) {  // Esc or another key: live again
      tuning.leaveTimeline()
      if k.key == .escape { return .handled }
    }
    let state = KeyState(hasTuning: tuning != nil, cardsShown: tuning?.isShown ?? false, page: tuning?.page ?? .behaviour)
    guard let command = KeyMap.command(for: k, in: state) else { return .handled }
    switch CommandPerformer.perform(command, scene: scene, tuning: tuning) {
    case nil: return .handled
    case .quit: return .quit
    case .screenshot(let sceneOnly): return sceneOnly ? .sceneScreenshot : .screenshot
    case .toggleHUDDetail: return .toggleHUDDetail
    case .record: return .record(time: k.timestamp)
    }
  }
}
