import FloatingPanel

/// Where a press comes from. The mouse's primary button, each finger and the game pad's left
/// stick are separate sources; the press arbiter (``PressArbiter``) lets one of them hold a
/// gesture at a time.
package enum PressSource: Hashable, Sendable {
  /// The mouse's primary button.
  case mouse
  /// A finger, by the platform's id.
  case finger(Int64)
  /// The game pad's left stick (it presses the focused panel, not a point).
  case stick
}

/// Where a hit target lies, in the scene's points.
package enum HitArea: Equatable, Sendable {
  /// The whole window: a modal layer (the quit question, the help overlay, a backdrop, the map).
  case everywhere
  /// One rectangle (min edges inclusive, max edges exclusive, as `Rect.contains`).
  case rect(Rect)
  /// Several rectangles (the tuning card and the plot card).
  case rects([Rect])

  /// Whether `point` lies in the area.
  package func contains(_ point: Point) -> Bool {
    switch self {
    case .everywhere: return true
    case .rect(let r): return r.contains(point)
    case .rects(let rs): return rs.contains { $0.contains(point) }
    }
  }
}

/// One thing a press can land on in a frame: who owns a press there (`owner`) and where
/// (`area`). The frame's targets are listed topmost first; the first whose area holds the press
/// owns it (``PressArbiter/target(at:in:)``). One owner may be listed more than once (a panel's
/// grabber band above its list, then its surface below).
///
/// ```swift
/// let targets: [HitTarget<String>] = [
///   HitTarget("card", .rect(Rect(x: 0, y: 0, width: 100, height: 100))),
///   HitTarget("map", .everywhere),
/// ]
/// PressArbiter.target(at: Point(x: 50, y: 50), in: targets)   // "card"
/// ```
package struct HitTarget<Owner: Hashable & Sendable>: Sendable {
  /// Who owns a press in ``area``.
  package var owner: Owner
  /// Where.
  package var area: HitArea

  /// A target of `owner` at `area`.
  package init(_ owner: Owner, _ area: HitArea) {
    self.owner = owner
    self.area = area
  }
}

extension HitTarget: Equatable where Owner: Equatable {}
