/// A point in a container's coordinate space, in points (origin top-left, y grows downward).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// Horizontal coordinate, in points.
  public var x: Double
  /// Vertical coordinate, in points.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin (0, 0).
  public static let zero = Point(x: 0, y: 0)

  public var description: String { "(\(x), \(y))" }
}
