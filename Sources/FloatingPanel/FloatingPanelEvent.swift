/// A callback of ``FloatingPanelControllerDelegate`` as a value, with the names a replay prints
/// (`CallbackOrderTests.swift` checks these names in order).
public enum FloatingPanelEvent: Hashable, Sendable, CustomStringConvertible {
  case shouldBeginDragging
  case willBeginDragging
  case didMove
  case willEndDragging(velocity: Double, target: FloatingPanelState)
  case didEndDragging(willAttract: Bool)
  case willBeginAttracting(FloatingPanelState)
  case didEndAttracting
  case didChangeState(FloatingPanelState)
  case willRemove
  case didRemove

  /// The callback's name, e.g. `didMove`.
  public var name: String {
    switch self {
    case .shouldBeginDragging: return "shouldBeginDragging"
    case .willBeginDragging: return "willBeginDragging"
    case .didMove: return "didMove"
    case .willEndDragging: return "willEndDragging"
    case .didEndDragging: return "didEndDragging"
    case .willBeginAttracting: return "willBeginAttracting"
    case .didEndAttracting: return "didEndAttracting"
    case .didChangeState: return "didChangeState"
    case .willRemove: return "willRemove"
    case .didRemove: return "didRemove"
    }
  }

  /// The name with its argument, as replay prints it: `willBeginAttracting:half`,
  /// `willEndDragging:tip`, `didEndDragging:true`, `didChangeState:full`; others are bare names.
  public var description: String {
    switch self {
    case .willEndDragging(_, let target): return "willEndDragging:\(target.rawValue)"
    case .didEndDragging(let attract): return "didEndDragging:\(attract)"
    case .willBeginAttracting(let s): return "willBeginAttracting:\(s.rawValue)"
    case .didChangeState(let s): return "didChangeState:\(s.rawValue)"
    default: return name
    }
  }
}
