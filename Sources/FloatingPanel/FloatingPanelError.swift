/// Errors a user of the engine can cause with an impossible layout, behaviour or container.
/// Each carries a message that names what is wrong and what to do.
public enum FloatingPanelError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The layout cannot be resolved (empty anchors, an edge that does not fit the position,
  /// duplicate orders, an initial state without an anchor, a non-finite inset…).
  case invalidLayout(String)
  /// A behaviour parameter is out of range (NaN, infinite, negative, or outside its interval).
  case invalidBehavior(String)
  /// The container has no room (zero size, bad insets or scale).
  case invalidContainer(String)
  /// A programmatic move named a state the layout has no anchor for.
  case unknownState(String)

  public var description: String {
    switch self {
    case .invalidLayout(let m): return "invalid layout: \(m)"
    case .invalidBehavior(let m): return "invalid behavior: \(m)"
    case .invalidContainer(let m): return "invalid container: \(m)"
    case .unknownState(let m): return "unknown state: \(m)"
    }
  }
}
