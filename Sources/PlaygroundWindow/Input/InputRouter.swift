import FloatingPanel
import PlaygroundCore
import PlaygroundInput
import PlaygroundTuning

/// Hands the model's input events (``InputEvent``) to whoever they are for. Presses go through
/// the one press arbiter (``PressArbiter``) over the frame's hit targets (``PressTargets``): the
/// mouse's primary button, each finger and the game pad's stick (``GamepadHandler``) press the
/// same way, the topmost target under the press owns the whole gesture, and its moves and release
/// go to that owner (the scene with the events' timestamps as engine time, the tuning cards, the
/// timeline strip, an anchor handle; the quit question and the help overlay swallow theirs). A
/// second finger, or the mouse while a finger holds the gesture, is dropped. The wheel scrolls
/// what lies under the last pointer position; keys become ``Command``s through the key map
/// (``KeyMap``), carried out by ``CommandPerformer``. A press that starts an anchor drag carries
/// whether Shift is held (pointer events carry no modifiers, so the router follows Shift from the
/// key events). Screenshot, quit and resize are reported to the caller (``AppLoop``), which owns
/// the frame target.
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

  /// What a press needs besides the event: the scene, the tuning session, the last frame's
  /// layout and whether the quit question is open (the frame's hit targets come from these).
  package struct Frame {
    /// The scene.
    package var scene: PlaygroundScene
    /// The tuning session (nil: none).
    package var tuning: TuningSession?
    /// The last frame's layout (where the cards are).
    package var layout: FrameLayout
    /// Whether the quit question is open.
    package var quitPrompt: Bool

    /// The frame's hit targets, topmost first.
    var targets: [HitTarget<PressOwner>] { PressTargets.list(scene: scene, tuning: tuning, layout: layout, quitPrompt: quitPrompt) }
  }

  /// The last pointer position, in window points (wheel events carry none).
  package private(set) var pointer = Point(x: 0, y: 0)
  /// Who owns the press going on, for the mouse, the fingers and the stick alike.
  package private(set) var arbiter = PressArbiter<PressOwner>()
  /// Whether a press is held by something that acts on it (a drag of a panel or a card's control,
  /// a press on the map or the help overlay): the loop then draws for every move. A press the quit
  /// question swallows is not.
  package var isPressing: Bool { arbiter.owner.map { $0 != .quitPrompt } ?? false }
  /// Game pads: attached ones, buttons, the left stick's drag (``GamepadHandler``).
  package private(set) var gamepad = GamepadHandler()
  /// Whether Shift was held at the last key event (an anchor drag then writes a fraction).
  private var shiftHeld = false

  /// Creates a router.
  package init() {}

  /// Applies `event` to `scene` (and to `tuning`'s cards when they are shown, hit-tested where
  /// `layout`, the last frame's, put them); `quitPrompt`: whether the quit question is open.
  package mutating func handle(
    _ event: InputEvent, scene: PlaygroundScene, tuning: TuningSession? = nil, layout: FrameLayout = FrameLayout(),
    quitPrompt: Bool = false
  ) -> Outcome {
    let frame = Frame(scene: scene, tuning: tuning, layout: layout, quitPrompt: quitPrompt)
    switch event {
    case .pointerDown(let e), .pointerMove(let e), .pointerUp(let e):
      pointerEvent(event, e, frame)
    case .touchDown(let t):
      let p = t.point(in: scene.size)
      guard let owner = arbiter.press(.finger(t.finger), at: p, in: frame.targets) else { return .handled }
      pointer = p
      press(owner, at: p, time: t.timestamp, frame)
    case .touchMove(let t):
      guard let owner = arbiter.owner(of: .finger(t.finger)) else { return .handled }
      pointer = t.point(in: scene.size)
      move(owner, to: pointer, time: t.timestamp, frame)
    case .touchUp(let t):
      guard let owner = arbiter.release(.finger(t.finger)) else { return .handled }
      pointer = t.point(in: scene.size)
      release(owner, at: pointer, time: t.timestamp, frame)
    case .wheel(let e):
      let over = PressArbiter.target(at: pointer, in: frame.targets)
      if over == .quitPrompt { return .handled }
      tuning?.leaveTimeline()
      switch over {
      case .timeline?, .cardRow?, .cards?: return .handled
      default: scene.wheel(deltaX: e.deltaX, deltaY: e.deltaY, at: pointer)
      }
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
      gamepad.handle(event, scene: scene, arbiter: &arbiter)
    }
    return .handled
  }

  /// Moves a stick drag on to `now` (the loop calls it at the start of every frame).
  package mutating func tick(now: Double, scene: PlaygroundScene) {
    gamepad.tick(now: now, scene: scene, arbiter: &arbiter)
  }

  /// The mouse: its primary button presses; its events are dropped while a finger holds the
  /// gesture (the panel does not jump).
  private mutating func pointerEvent(_ event: InputEvent, _ e: PointerInput, _ frame: Frame) {
    if case .finger? = arbiter.grip?.source { return }
    let p = Point(x: e.x, y: e.y)
    switch event {
    case .pointerDown:
      guard e.isPrimary, arbiter.isIdle else {
        pointer = p
        return
      }
      guard let owner = arbiter.press(.mouse, at: p, in: frame.targets) else { return }
      if owner != .quitPrompt { pointer = p }
      press(owner, at: p, time: e.timestamp, frame)
    case .pointerMove:
      pointer = p
      if let owner = arbiter.owner(of: .mouse) { move(owner, to: p, time: e.timestamp, frame) }
    default:
      pointer = p
      guard e.isPrimary, let owner = arbiter.release(.mouse) else { return }
      release(owner, at: p, time: e.timestamp, frame)
    }
  }

  /// Hands a press to its owner. Every press but one on the timeline strip (or one the quit
  /// question or the help overlay takes) leaves the timeline for the live panels.
  private func press(_ owner: PressOwner, at p: Point, time: Double, _ frame: Frame) {
    let (scene, tuning) = (frame.scene, frame.tuning)
    switch owner {
    case .quitPrompt: break
    case .help: scene.pressHelp(at: p)
    case .timeline: _ = tuning?.scrubPress(at: p, plot: frame.layout.plot)
    case .cardRow, .cards:
      tuning?.leaveTimeline()
      if let tuning, let cards = frame.layout.cards { tuning.pressCard(at: p, cards: cards) }
    case .anchorHandle:
      tuning?.leaveTimeline()
      if let tuning { _ = tuning.anchors.begin(at: p, role: tuning.role, fractional: shiftHeld) }
    case .scene(let target):
      tuning?.leaveTimeline()
      scene.press(at: p, time: time, on: target)
    }
  }

  private func move(_ owner: PressOwner, to p: Point, time: Double, _ frame: Frame) {
    switch owner {
    case .quitPrompt: break
    case .help, .scene: frame.scene.pointerMove(to: p, time: time)
    case .timeline, .cardRow, .cards, .anchorHandle: _ = frame.tuning?.pointerMove(to: p, cards: frame.layout.cards)
    }
  }

  private func release(_ owner: PressOwner, at p: Point, time: Double, _ frame: Frame) {
    switch owner {
    case .quitPrompt: break
    case .help, .scene: frame.scene.pointerUp(at: p, time: time)
    case .timeline, .cardRow, .cards, .anchorHandle: _ = frame.tuning?.pointerUp()
    }
  }

  private func key(_ k: KeyInput, scene: PlaygroundScene, tuning: TuningSession?) -> Outcome {
    if k.isRepeat && !KeyMap.repeats(k.key) { return .handled }
    if let tuning, tuning.isTyping {  // an open entry (a hex colour, a number) takes every key
      KeyMap.hexKey(k).map { tuning.type($0) }
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
