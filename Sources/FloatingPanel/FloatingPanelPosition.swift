/// The screen edge a panel is attached to, like upstream FloatingPanel's `FloatingPanelPosition`
/// (`Position.swift`).
///
/// The *main axis* is y for `.top`/`.bottom` panels and x for `.left`/`.right` panels. The
/// *surface location* is the main-axis coordinate of the panel's moving edge.
public enum FloatingPanelPosition: String, CaseIterable, Hashable, Sendable {
  /// Attached to the top edge; the moving edge is the surface's bottom.
  case top
  /// Attached to the left edge; the moving edge is the surface's right.
  case left
  /// Attached to the bottom edge; the moving edge is the surface's top.
  case bottom
  /// Attached to the right edge; the moving edge is the surface's left.
  case right

  /// Whether the main axis is vertical (top and bottom panels).
  public var isVertical: Bool { self == .top || self == .bottom }

  /// +1 when a larger coordinate means more expanded (top, left), −1 otherwise (bottom, right).
  public var expandingSign: Double { (self == .top || self == .left) ? 1 : -1 }

  /// The position on the opposite edge: bottom ↔ top, left ↔ right.
  public var mirrored: FloatingPanelPosition {
    switch self {
    case .top: return .bottom
    case .bottom: return .top
    case .left: return .right
    case .right: return .left
    }
  }

  /// The main-axis component of a point.
  public func mainAxis(of point: Point) -> Double { isVertical ? point.y : point.x }

  /// The cross-axis component of a point.
  public func crossAxis(of point: Point) -> Double { isVertical ? point.x : point.y }

  /// The main-axis length of a size.
  public func mainLength(of size: Size) -> Double { isVertical ? size.height : size.width }

  /// The cross-axis length of a size.
  public func crossLength(of size: Size) -> Double { isVertical ? size.width : size.height }
}
