/// Distances from the four edges of a rectangle, in points (like UIEdgeInsets).
public struct EdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the right edge.
  public var right: Double

  /// Creates insets.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()

  /// Whether every inset is a finite number.
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
