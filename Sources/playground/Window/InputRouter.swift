import FloatingPanel
import PlaygroundCore
import SDLKit

/// Translates SDLKit events into scene calls: the primary button drags panels (pointer down, move
/// with the button held, up, with the events' timestamps in seconds as engine time), the wheel scrolls the
/// list under the last pointer position, and keys become ``PlaygroundScene/Action``s. With a
/// ``TuningSession``, S shows its cards, which then take the arrows and the pointer events that
/// land on them (where the last frame's ``FrameLayout`` put them: the cards the user sees); Ctrl+S
/// saves, E exports Swift, Alt+1…9 (or Ctrl+1…9) pick a preset, Backspace resets the anchors. A press that starts an anchor
/// drag carries whether Shift is held (pointer events carry no modifiers, so the router follows
/// Shift from the key events). A finger drags like the primary button (``TouchTracker``: its
/// normalised position in the scene's points; the first finger owns the gesture, others are
/// ignored until it lifts). Screenshot, quit and resize are reported to the caller
/// (``AppLoop``), which owns the frame target.
struct InputRouter {
  /// What the app itself must do after an event.
  enum Outcome: Equatable, Sendable {
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
  private(set) var pointer = Point(x: 0, y: 0)
  /// Whether the primary button or the owning finger is held, or the stick drags a panel (a drag
  /// of a panel or a card's control is going on).
  var isPressing: Bool { primaryDown || touch.owner != nil || controller.isDragging }
  /// The finger that owns the press (nil: none; the mouse may own it).
  private(set) var touch = TouchTracker()
  private var primaryDown = false
  /// Game controllers: attached ones, buttons, the left stick's drag (``ControllerInput``).
  var controller = ControllerInput()
  private var pointerOnCards = false
  /// Whether Shift was held at the last key event (an anchor drag then writes a fraction).
  private var shiftHeld = false

  /// Creates a router.
  init() {}

  /// Applies `event` to `scene` (and to `tuning`'s cards when they are shown, hit-tested where
  /// `layout`, the last frame's, put them).
  mutating func handle(
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
      guard e.button == .primary, !controller.isDragging else { return .handled }  // the stick holds the panel
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
    case .controllerButton, .controllerAxis, .controllerAdded, .controllerRemoved:
      controller.handle(event, scene: scene)
    }
    return .handled
  }

  private func key(_ k: KeyEvent, scene: PlaygroundScene, tuning: TuningSession?) -> Outcome {
    let repeatable: Bool
    switch k.key {
    case .up, .down, .left, .right, .pageUp, .pageDown, .comma, .period: repeatable = true
    default: repeatable = false
    }
    if k.isRepeat && !repeatable && k.key != .backspace { return .handled }
    if let tuning, tuning.isTypingHex {  // an open hex entry takes every key
      Self.hexKey(k).map { tuning.typeHex($0) }
      return .handled
    }
    if scene.showsHelp, !Self.worksOverHelp(k) { return .handled }  // the overlay is modal
    if let tuning, tuning.timeline.isActive, !Self.keepsTimeline(k) {  // Esc or another key: live again
      tuning.leaveTimeline()
      if k.key == .escape { return .handled }
    }
    let command = !k.modifiers.intersection([.alt, .control]).isEmpty
    if let tuning, tuningKey(k, command: command, tuning: tuning) { return .handled }
    switch k.key {
    case .digit(let n) where n >= 1: scene.perform(.moveFocused(toDigit: n))
    case .tab: scene.perform(.focusNext)
    case .up: scene.perform(.arrow(dx: 0, dy: -1))
    case .down: scene.perform(.arrow(dx: 0, dy: 1))
    case .left: scene.perform(.arrow(dx: -1, dy: 0))
    case .right: scene.perform(.arrow(dx: 1, dy: 0))
    case .pageUp: scene.perform(.stepFocused(expand: true))
    case .pageDown: scene.perform(.stepFocused(expand: false))
    case .questionMark: scene.perform(.toggleHelp)
    case .slash where k.modifiers.contains(.shift): scene.perform(.toggleHelp)
    case .escape: scene.perform(.escape)
    case .letter("r") where k.modifiers.contains(.control):
      return .record(time: k.timestamp)
    case .letter(let c):
      switch c {
      case "t": scene.perform(.setEdge(.top))
      case "l": scene.perform(.setEdge(.left))
      case "b": scene.perform(.setEdge(.bottom))
      case "r": scene.perform(.setEdge(.right))
      case "h": scene.perform(.toggleHelp)
      case "m": scene.perform(.toggleModal)
      case "d":  // Reduce Motion (``ReducedMotion``)
        scene.reducedMotion.toggle()
        scene.onNotice(Notice(text: scene.reducedMotion ? "reduced motion on" : "reduced motion off", frames: 120))
      case "p": return k.modifiers.contains(.shift) ? .sceneScreenshot : .screenshot
      case "i": return .toggleHUDDetail
      case "q": return .quit
      default: break
      }
    default:
      break
    }
    return .handled
  }

  /// The keys that act while the help overlay is shown: those that close it, P and Q.
  static func worksOverHelp(_ k: KeyEvent) -> Bool {
    switch k.key {
    case .escape, .questionMark, .letter("h"), .letter("p"), .letter("q"): return true
    case .slash: return k.modifiers.contains(.shift)
    default: return false
    }
  }

  /// The keys that leave a recorded frame shown (``MotionTimeline``): its own, P and I.
  static func keepsTimeline(_ k: KeyEvent) -> Bool {
    switch k.key {
    case .comma, .period, .semicolon, .letter("p"), .letter("i"): return true
    case .letter("g"): return k.modifiers.contains(.shift)
    default: return false
    }
  }

  /// The tuning keys; true when `k` was one.
  private func tuningKey(_ k: KeyEvent, command: Bool, tuning: TuningSession) -> Bool {
    let fine = k.modifiers.contains(.shift)
    switch k.key {
    case .digit(let n) where command && n >= 1:
      tuning.choosePreset(n - 1)
    case .letter("s") where k.modifiers.contains(.control):
      tuning.save()
    case .letter("s"):
      tuning.toggleCards()
    case .letter("e") where !command:
      tuning.exportSwift()
    case .letter("a") where tuning.isShown && !command:
      tuning.togglePage()
    case .backspace where tuning.isShown:
      tuning.resetLayout()
    case .letter("f") where tuning.isShown && !command:
      tuning.flick(expanding: !fine)
    case .letter("v") where tuning.isShown && !command:
      tuning.cycleFlickSpeed()
    case .letter("g") where tuning.isShown && !command && fine:
      tuning.replayLastRecording()
    case .letter("g") where tuning.isShown && !command:
      tuning.repeatLastRelease()
    case .comma where tuning.isShown: tuning.stepFrame(-1)
    case .period where tuning.isShown: tuning.stepFrame(1)
    case .semicolon where tuning.isShown: tuning.playLastMotion()
    case .letter("k") where tuning.isShown && !command && tuning.page == .behaviour:
      tuning.cycleSpringLock()
    case .leftBracket where tuning.isShown: tuning.pinA()
    case .rightBracket where tuning.isShown: tuning.swapAB()
    case .backslash where tuning.isShown: tuning.clearA()
    case .letter("o") where tuning.isShown && !command: tuning.toggleRateComparison()
    case .enter where tuning.isShown && tuning.page == .appearance:
      tuning.beginHexEntry()
    case .digit(3) where k.modifiers.contains(.shift) && tuning.isShown && tuning.page == .appearance:
      tuning.beginHexEntry()  // "#"
    case .up where tuning.isShown: tuning.handle(key: .up, fine: fine)
    case .down where tuning.isShown: tuning.handle(key: .down, fine: fine)
    case .left where tuning.isShown: tuning.handle(key: .left, fine: fine)
    case .right where tuning.isShown: tuning.handle(key: .right, fine: fine)
    default:
      return false
    }
    return true
  }

  /// What `k` does to an open hex entry (nil: nothing).
  static func hexKey(_ k: KeyEvent) -> TuningSession.HexKey? {
    switch k.key {
    case .digit(let n): return .character(Character(String(n)))
    case .letter(let c): return .character(c)
    case .backspace: return .delete
    case .enter: return .apply
    case .escape: return .cancel
    default: return nil
    }
  }
}
