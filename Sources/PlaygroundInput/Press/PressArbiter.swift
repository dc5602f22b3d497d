import FloatingPanel

/// The one place that decides who owns a press, for the whole gesture.
///
/// Each frame lists its hit targets topmost first (``HitTarget``: the quit question, the help
/// overlay, the timeline strip, the cards and their rows, the panels and the list, the anchor
/// handles, the backdrops, the map). A press (a mouse button or a finger going down) goes to the
/// first target whose area holds it, and that owner keeps every move and the release of the same
/// source until it lets go or the gesture is cancelled, whatever lies under the pointer by then,
/// even when its target is gone from the frame (the owner decides what a move means then). While
/// one source holds a gesture, a press of any other source (a second finger, the mouse while a
/// finger holds, the stick while the mouse holds) is refused: nil, and the caller drops it. The
/// game pad's stick presses the focused panel rather than a point: ``press(_:on:)`` claims an
/// owner directly, by the same rule.
///
/// It decides and remembers; it calls nobody. The caller (the window's `InputRouter`, a host
/// program) hands the event to the owner it names, in the manner of Dear ImGui's `ProcessEvent`,
/// which says whether it consumed an event.
///
/// ```swift
/// var arbiter = PressArbiter<String>()
/// let targets = [HitTarget("cards", .rect(Rect(x: 0, y: 0, width: 300, height: 200))), HitTarget("map", .everywhere)]
/// arbiter.press(.mouse, at: Point(x: 10, y: 10), in: targets)      // "cards"
/// arbiter.press(.finger(3), at: Point(x: 400, y: 400), in: targets) // nil: the mouse holds the gesture
/// arbiter.owner(of: .mouse)                                         // "cards": its moves go there
/// arbiter.release(.mouse)                                           // "cards": it finishes; idle again
/// ```
package struct PressArbiter<Owner: Hashable & Sendable>: Sendable {
  /// A gesture going on: the source holding it and its owner.
  package struct Grip: Hashable, Sendable {
    /// The source that pressed.
    package var source: PressSource
    /// The owner of the whole gesture.
    package var owner: Owner
  }

  /// The gesture going on (nil: none).
  package private(set) var grip: Grip?

  /// An arbiter with no gesture going on.
  package init() {}

  /// Whether no gesture is going on.
  package var isIdle: Bool { grip == nil }

  /// The owner of the gesture going on (nil: none).
  package var owner: Owner? { grip?.owner }

  /// The topmost of `targets` (listed topmost first) whose area holds `point`; nil when none
  /// does. It holds no gesture: the wheel, which scrolls what lies under the pointer, asks this.
  package static func target(at point: Point, in targets: [HitTarget<Owner>]) -> Owner? {
    targets.first { $0.area.contains(point) }?.owner
  }

  /// `source` pressed at `point`: the topmost of `targets` under it owns the gesture from now on,
  /// and is returned. Nil (and nothing changes) while another gesture is going on, or when no
  /// target lies under `point`.
  @discardableResult
  package mutating func press(_ source: PressSource, at point: Point, in targets: [HitTarget<Owner>]) -> Owner? {
    guard grip == nil, let owner = Self.target(at: point, in: targets) else { return nil }
    grip = Grip(source: source, owner: owner)
    return owner
  }

  /// `source` pressed `owner` itself, not a point (the stick presses the focused panel): `owner`
  /// holds the gesture from now on, and is returned. Nil while another gesture is going on.
  @discardableResult
  package mutating func press(_ source: PressSource, on owner: Owner) -> Owner? {
    guard grip == nil else { return nil }
    grip = Grip(source: source, owner: owner)
    return owner
  }

  /// The owner that gets `source`'s moves: the gesture's owner when `source` holds it, else nil
  /// (the move is dropped: a finger that pressed while another source held the gesture).
  package func owner(of source: PressSource) -> Owner? {
    grip.flatMap { $0.source == source ? $0.owner : nil }
  }

  /// `source` let go: returns the owner, which finishes the gesture, and the arbiter is idle
  /// again. Nil (and nothing changes) when `source` does not hold the gesture.
  @discardableResult
  package mutating func release(_ source: PressSource) -> Owner? {
    guard let owner = owner(of: source) else { return nil }
    grip = nil
    return owner
  }

  /// Ends the gesture going on, whoever holds it (the game pad that held it was detached):
  /// returns its owner, which must cancel it; nil when none was going on.
  @discardableResult
  package mutating func cancel() -> Owner? {
    defer { grip = nil }
    return grip?.owner
  }
}
