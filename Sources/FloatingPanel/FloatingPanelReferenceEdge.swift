/// An edge of a reference rectangle (an anchor's `edge`, or the end of a panel's travel that
/// rubber-bands): like UIKit's `UIRectEdge` restricted to one edge.
public enum FloatingPanelReferenceEdge: String, CaseIterable, Hashable, Sendable {
  /// The top edge (smallest y).
  case top
  /// The left edge (smallest x).
  case left
  /// The bottom edge (largest y).
  case bottom
  /// The right edge (largest x).
  case right

  /// Whether this edge is valid for anchors of a panel at `position` (top/bottom edges for
  /// top/bottom panels, left/right edges for left/right panels).
  public func fits(_ position: FloatingPanelPosition) -> Bool {
    switch self {
    case .top, .bottom: return position.isVertical
    case .left, .right: return !position.isVertical
    }
  }

  /// The edge at the low-coordinate end (`top`/`left`) or high-coordinate end (`bottom`/`right`)
  /// of a panel's main axis.
  public static func end(low: Bool, of position: FloatingPanelPosition) -> FloatingPanelReferenceEdge {
    position.isVertical ? (low ? .top : .bottom) : (low ? .left : .right)
  }
}
