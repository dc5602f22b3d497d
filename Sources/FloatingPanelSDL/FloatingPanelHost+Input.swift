import CSDL2
import FloatingPanel
import PlaygroundCore
import PlaygroundInput
import PlaygroundWindow
import SDLKit

extension FloatingPanelHost {
  /// Offers `event` to the panels; true when the host took it and the program should not act on
  /// it too. Events go the playground's way: SDL's event becomes the model's input event
  /// (`SDLEventSource.input`), and the playground's press arbiter gives a press (the primary
  /// button or a finger) to the panel, list or backdrop under it, for the whole gesture: its moves
  /// and its release are taken too, and the scene makes of them what the window makes (drag,
  /// flick, tap, the list's scroll). A press on nothing of the host's (the map), a hover, a key,
  /// other buttons and window events are the program's (false); a size change is followed in any
  /// case. A wheel turn over a panel scrolls its list (true).
  @discardableResult
  public func handle(_ event: SDL_Event) -> Bool {
    guard let translated = Event(sdl: event) else { return false }
    defer { deliverEvents() }
    switch SDLEventSource.input(translated) {
    case .pointerDown(let e):
      pointer = Point(x: e.x, y: e.y)
      return e.isPrimary && press(.mouse, at: pointer, time: e.timestamp)
    case .pointerMove(let e):
      pointer = Point(x: e.x, y: e.y)
      return move(.mouse, to: pointer, time: e.timestamp)
    case .pointerUp(let e):
      pointer = Point(x: e.x, y: e.y)
      return e.isPrimary && release(.mouse, at: pointer, time: e.timestamp)
    case .touchDown(let t): return press(.finger(t.finger), at: t.point(in: scene.size), time: t.timestamp)
    case .touchMove(let t): return move(.finger(t.finger), to: t.point(in: scene.size), time: t.timestamp)
    case .touchUp(let t): return release(.finger(t.finger), at: t.point(in: scene.size), time: t.timestamp)
    case .wheel(let e):
      guard let target = PressArbiter.target(at: pointer, in: targets()), !target.isBackdrop else { return false }
      dirty = true
      scene.wheel(deltaX: e.deltaX, deltaY: e.deltaY, at: pointer)
      return true
    case .resized, .exposed:
      followSize()
      dirty = true
      return false
    default:
      return false
    }
  }

  /// The scene's press targets but the map (the program's).
  private func targets() -> [HitTarget<SceneTarget>] { scene.pressTargets().filter { $0.owner != .map } }

  /// A press of `source`: the host's when the arbiter gives it a target of the scene's; a press
  /// refused while another source holds the gesture is the host's when it lands on a panel.
  private func press(_ source: PressSource, at point: Point, time: Double) -> Bool {
    let targets = targets()
    guard let owner = presses.press(source, at: point, in: targets) else {
      return !presses.isIdle && PressArbiter.target(at: point, in: targets) != nil
    }
    dirty = true
    scene.press(at: point, time: time, on: owner)
    return true
  }

  private func move(_ source: PressSource, to point: Point, time: Double) -> Bool {
    guard presses.owner(of: source) != nil else { return false }
    dirty = true
    scene.pointerMove(to: point, time: time)
    return true
  }

  private func release(_ source: PressSource, at point: Point, time: Double) -> Bool {
    guard presses.release(source) != nil else { return false }
    dirty = true
    scene.pointerUp(at: point, time: time)
    return true
  }
}
