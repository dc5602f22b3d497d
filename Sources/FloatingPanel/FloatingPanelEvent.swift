/// A callback of ``FloatingPanelControllerDelegate`` as a value, with the names a replay prints
/// (`CallbackOrderTests.swift` checks these names in order).
public enum FloatingPanelEvent: Hashable, Sendable, CustomStringConvertible {
  /// ``FloatingPanelControllerDelegate/floatingPanelShouldBeginDragging(_:)``: a pointer went down on
  /// the panel and it asks whether a drag may start.
  case shouldBeginDragging
  /// ``FloatingPanelControllerDelegate/floatingPanelWillBeginDragging(_:)``: the drag starts.
  case willBeginDragging
  /// ``FloatingPanelControllerDelegate/floatingPanelDidMove(_:)``: the panel's location changed (by a
  /// drag, a spring or a layout).
  case didMove
  /// ``FloatingPanelControllerDelegate/floatingPanelWillEndDragging(_:withVelocity:targetState:)``: the
  /// pointer was released at `velocity` (points per second, along the moving axis) and the panel
  /// will head for `target` (after the delegate had its say).
  case willEndDragging(velocity: Double, target: FloatingPanelState)
  /// ``FloatingPanelControllerDelegate/floatingPanelDidEndDragging(_:willAttract:)``: the drag ended;
  /// `willAttract` tells whether a spring follows.
  case didEndDragging(willAttract: Bool)
  /// ``FloatingPanelControllerDelegate/floatingPanelWillBeginAttracting(_:to:)``: the spring towards
  /// the state starts.
  case willBeginAttracting(FloatingPanelState)
  /// ``FloatingPanelControllerDelegate/floatingPanelDidEndAttracting(_:)``: the spring came to rest.
  case didEndAttracting
  /// ``FloatingPanelControllerDelegate/floatingPanelDidChangeState(_:)``: ``FloatingPanelController/state``
  /// became the given state.
  case didChangeState(FloatingPanelState)
  /// ``FloatingPanelControllerDelegate/floatingPanelWillRemove(_:)``: a release removes the panel; it
  /// heads for hidden.
  case willRemove
  /// ``FloatingPanelControllerDelegate/floatingPanelDidRemove(_:)``: the removed panel reached hidden.
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
