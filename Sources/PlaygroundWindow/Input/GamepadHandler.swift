import FloatingPanel
import PlaygroundCore
import PlaygroundInput
import PlaygroundTuning

/// A game pad in the window (``InputRouter`` hands it every game-pad event): which
/// game pads are attached, what the buttons do, and the left stick's drag.
///
/// Buttons act when pressed: D-pad ↑/↓ step the focused panel as ↑/↓ do along its edge (a side
/// panel: ↑ more expanded, ↓ less), ←/→ move the focus backwards / forwards (Tab), A opens the
/// selected place (the first when none was opened), Y and X the next and previous one, B is Esc,
/// Back shows or hides the modal, the shoulders put the panels on the previous / next edge of
/// T, L, B, R, and Start shows or hides the help, which then lists the game pad's buttons (the
/// keys' help, H or ?, says so in its first row while a game pad is attached).
///
/// The left stick drags the focused panel, a press like the mouse's and a finger's: it asks the
/// window's press arbiter (``PressArbiter``) for the focused panel first, so it starts no drag
/// while the mouse or a finger holds a gesture, and nothing else can press until it lets go.
/// Beyond the ``deadZone`` the deflection along the
/// panel's main axis, rescaled to 0…1 past the dead zone, is a velocity of up to ``maxSpeed``
/// pt/s (in the stick's direction on screen), and every frame (``tick(now:scene:)``) and every
/// stick event moves the press by that velocity times the time since the last move. Back inside
/// the dead zone, the panel is let go with the stick's last velocity: the fastest (by size) of the
/// velocities the stick held over the last ``releaseWindow`` seconds, so the few small values a
/// stick reports while it springs back to the centre do not stop the throw.
package struct GamepadHandler {
  /// Stick deflection (0…1) that counts as the centre.
  package static let deadZone = 0.2
  /// Panel speed at full deflection, pt/s.
  package static let maxSpeed = 1500.0
  /// How far back (s) the release looks for the stick's velocity.
  package static let releaseWindow = 0.1

  /// The attached gamepads: instance id → name.
  package private(set) var attached: [Int32: String] = [:]
  /// The left stick's axes, −1…1.
  package private(set) var stick = (x: 0.0, y: 0.0)
  /// The drag in progress (nil: none).
  package private(set) var grip: PlaygroundScene.StickGrip?
  /// Where the drag's press is, points from where it went down along the main axis.
  package private(set) var offset = 0.0
  /// The velocity the drag moves at now, pt/s (screen direction).
  package private(set) var velocity = 0.0
  private var lastTime = 0.0
  private var history: [(time: Double, velocity: Double)] = []

  /// Creates the input with no game pad attached.
  package init() {}

  /// Whether the stick is dragging a panel (the loop then draws every frame).
  package var isDragging: Bool { grip != nil }

  /// The velocity (pt/s, screen direction along the panel's main axis) the stick's deflection
  /// `d` (−1…1) asks for: 0 inside the dead zone, then linear up to ``maxSpeed``.
  package static func velocity(deflection d: Double) -> Double {
    let beyond = max(0, abs(d) - deadZone) / (1 - deadZone)
    return (d < 0 ? -1 : 1) * min(1, beyond) * maxSpeed
  }

  /// Applies a game-pad event to `scene`; a stick drag holds `arbiter`'s gesture while it lasts.
  package mutating func handle(_ event: InputEvent, scene: PlaygroundScene, arbiter: inout PressArbiter<PressOwner>) {
    switch event {
    case .gamepadAdded(let d):
      attached[d.gamepad] = d.name
      scene.gamepadAttached = true
      scene.say("controller attached\(d.name.isEmpty ? "" : ": \(d.name)") · Start: its buttons", frames: 240)
    case .gamepadRemoved(let d):
      guard attached.removeValue(forKey: d.gamepad) != nil else { return }
      scene.gamepadAttached = !attached.isEmpty
      scene.say("controller detached", frames: 180)
      if let grip {  // a drag ends where it is, at rest
        scene.stickRelease(grip, at: offset, velocity: 0, time: d.timestamp)
        finishDrag(&arbiter)
      }
    case .gamepadButton(let b) where b.isDown:
      button(b.button, scene: scene)
    case .gamepadAxis(let a):
      switch a.axis {
      case .leftX: stick.x = a.value
      case .leftY: stick.y = a.value
      case .other: return
      }
      moveStick(time: a.timestamp, scene: scene, arbiter: &arbiter)
    default:
      break
    }
  }

  /// Moves a stick drag on to `now` at its velocity (the loop calls it at the start of every frame).
  package mutating func tick(now: Double, scene: PlaygroundScene, arbiter: inout PressArbiter<PressOwner>) {
    guard grip != nil else { return }
    advance(to: now, scene: scene, arbiter: &arbiter)
  }

  /// A button runs the command the key map binds it to (``KeyMap/gamepad``).
  private func button(_ button: GamepadButton?, scene: PlaygroundScene) {
    guard let button, let command = KeyMap.command(for: button) else { return }
    CommandPerformer.perform(command, scene: scene, tuning: nil)
  }

  /// The stick moved at `time`: starts a drag past the dead zone (when the arbiter gives it the
  /// focused panel), moves it on, or lets it go back at the centre.
  private mutating func moveStick(time: Double, scene: PlaygroundScene, arbiter: inout PressArbiter<PressOwner>) {
    let vertical = (grip.map { scene.panel($0.role) } ?? scene.focusedPanel).position.isVertical
    let v = Self.velocity(deflection: vertical ? stick.y : stick.x)
    guard let grip else {
      guard v != 0 else { return }
      guard arbiter.press(.stick, on: .scene(.panel(scene.focus))) != nil else { return scene.stickRefused() }
      guard let started = scene.stickPress(time: time) else {
        arbiter.release(.stick)
        return
      }
      (self.grip, offset, velocity, lastTime, history) = (started, 0, v, time, [(time, v)])
      return
    }
    advance(to: time, scene: scene, arbiter: &arbiter)
    guard self.grip != nil else { return }
    if v == 0 {
      let recent = history.filter { $0.time >= time - Self.releaseWindow }
      let held = history.last { $0.time < time - Self.releaseWindow }  // in force when the window began
      let release = (recent + (held.map { [$0] } ?? [])).max { abs($0.velocity) < abs($1.velocity) }?.velocity ?? 0
      scene.stickRelease(grip, at: offset, velocity: release, time: time)
      finishDrag(&arbiter)
      return
    }
    velocity = v
    history.append((time, v))
    if let i = history.lastIndex(where: { $0.time < time - Self.releaseWindow }), i > 0 { history.removeFirst(i) }
  }

  /// Moves the press by the velocity over the time since the last move.
  private mutating func advance(to now: Double, scene: PlaygroundScene, arbiter: inout PressArbiter<PressOwner>) {
    guard let grip else { return }
    offset += velocity * max(0, now - lastTime)
    lastTime = max(lastTime, now)
    if !scene.stickDrag(grip, to: offset, time: lastTime) { finishDrag(&arbiter) }
  }

  /// The drag is over: the stick lets go of the arbiter's gesture.
  private mutating func finishDrag(_ arbiter: inout PressArbiter<PressOwner>) {
    (grip, offset, velocity, history) = (nil, 0, 0, [])
    arbiter.release(.stick)
  }
}
