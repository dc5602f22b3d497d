import FloatingPanel

/// What a press on the scene becomes, once the window's press arbiter (`PressArbiter`) has given
/// it the scene (a panel, the side list, a backdrop or the map, ``SceneTarget``): a press is held
/// back until the pointer has moved ``tapSlop`` points on either axis (like a platform tap recogniser). Released within it, it is a tap where
/// it went down, whatever the jitter. Beyond it the press goes to its owner: a press on the map is
/// swallowed (the map does not pan); a press in a side panel's list scrolls the list when the move
/// is mostly vertical (``isMostlyVertical(dx:dy:)``) and moves the panel otherwise; any other
/// press (a panel's surface, a backdrop) goes to the engine's container, which then gets the press
/// at its own point and time and the move, so the drag stays exact.
///
/// It decides; the scene does what it says (``PlaygroundScene`` talks to the engine).
///
/// ```swift
/// var arbiter = GestureArbiter()
/// arbiter.press(.init(point: Point(x: 100, y: 500), time: 0, role: .search, onBackdrop: false, onMap: false, inSideList: true))
/// arbiter.move(to: Point(x: 101, y: 503.9))   // .held: still a tap
/// arbiter.move(to: Point(x: 101, y: 510))     // .beganSideList(press, dy: 10): the list scrolls
/// ```
package struct GestureArbiter: Sendable {
  /// How far (pt, on either axis) a press may wander and still be a tap.
  package static let tapSlop = 4.0

  /// Where a press went down and what it hit.
  package struct Press: Equatable, Sendable {
    /// The press's point, in window points.
    package var point: Point
    /// The press's time, in seconds.
    package var time: Double
    /// The panel whose surface was pressed (nil: a backdrop or the map).
    package var role: PanelRole?
    /// Whether the press landed on a panel's backdrop.
    package var onBackdrop: Bool
    /// Whether the press landed on the map (no panel, no backdrop).
    package var onMap: Bool
    /// Whether the press landed in a side panel's list (not its grabber band).
    package var inSideList: Bool

    /// Creates a press.
    package init(point: Point, time: Double, role: PanelRole?, onBackdrop: Bool, onMap: Bool, inSideList: Bool) {
      self.point = point
      self.time = time
      self.role = role
      self.onBackdrop = onBackdrop
      self.onMap = onMap
      self.inSideList = inSideList
    }
  }

  /// The gesture going on.
  package enum Gesture: Equatable, Sendable {
    /// No pointer is down.
    case none
    /// Pressed, still within ``GestureArbiter/tapSlop``: nothing has reached the engine yet.
    case pending(Press)
    /// Swallowed (a press that closed the help overlay, or a drag on the map).
    case ignored
    /// The engine's container has the gesture; `role` is the panel whose surface was pressed.
    case engine(downOnBackdrop: Bool, role: PanelRole?)
    /// A side panel's list is scrolled; `last` is the pointer's last point.
    case sideList(last: Point)
  }

  /// What a pointer move means.
  package enum Move: Equatable, Sendable {
    /// Nothing: no gesture, a swallowed one, or a press still within the slop.
    case held
    /// The move left the slop on the map: the gesture is swallowed from now on.
    case beganOnMap(Press)
    /// The move left the slop in a side list, mostly vertically: the list scrolls by `dy`.
    case beganSideList(Press, dy: Double)
    /// The move left the slop elsewhere: the engine gets the held-back press, then the move.
    case beganEngine(Press)
    /// The engine has the gesture: it gets the move.
    case engine
    /// The side list goes on scrolling by `dy`.
    case sideList(dy: Double)
  }

  /// The gesture going on.
  package private(set) var gesture = Gesture.none

  /// An idle arbiter.
  package init() {}

  /// Whether no pointer is down.
  package var isIdle: Bool { gesture == .none }

  /// Whether the engine's container has the gesture.
  package var isEngine: Bool {
    if case .engine = gesture { return true }
    return false
  }

  /// Whether a move of (`dx`, `dy`) from a press is still within ``tapSlop``.
  package static func isWithinSlop(dx: Double, dy: Double) -> Bool { max(abs(dx), abs(dy)) < tapSlop }

  /// The side-list decision: a move of (`dx`, `dy`) scrolls the list when it is mostly vertical
  /// (|dy| > |dx|); otherwise it moves the panel.
  package static func isMostlyVertical(dx: Double, dy: Double) -> Bool { abs(dy) > abs(dx) }

  /// A press went down (hit-tested by the scene); held back until it leaves the slop.
  package mutating func press(_ press: Press) { gesture = .pending(press) }

  /// Swallows the gesture (a press that closed the help overlay).
  package mutating func ignore() { gesture = .ignored }

  /// The pointer moved to `point`: who owns the gesture from now on.
  package mutating func move(to point: Point) -> Move {
    switch gesture {
    case .none, .ignored:
      return .held
    case .engine:
      return .engine
    case .pending(let press):
      let dx = point.x - press.point.x, dy = point.y - press.point.y
      guard !Self.isWithinSlop(dx: dx, dy: dy) else { return .held }
      if press.onMap {
        gesture = .ignored  // the map does not pan
        return .beganOnMap(press)
      } else if press.inSideList, Self.isMostlyVertical(dx: dx, dy: dy) {
        gesture = .sideList(last: point)
        return .beganSideList(press, dy: dy)
      } else {
        gesture = .engine(downOnBackdrop: press.onBackdrop, role: press.role)
        return .beganEngine(press)
      }
    case .sideList(let last):
      gesture = .sideList(last: point)
      return .sideList(dy: point.y - last.y)
    }
  }

  /// The pointer went up: returns the gesture that ends (the scene finishes it) and goes idle.
  package mutating func release() -> Gesture {
    defer { gesture = .none }
    return gesture
  }

  /// Forgets the gesture (a new layout); returns whether the engine had it (it must cancel).
  package mutating func cancel() -> Bool {
    defer { gesture = .none }
    return isEngine
  }
}
