/// An axis-aligned rectangle, in points (origin top-left, y grows downward).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// Top-left corner.
  public var origin: Point
  /// Width and height.
  public var size: Size

  /// Creates a rectangle from its top-left corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Smallest x.
  public var minX: Double { origin.x }
  /// Smallest y.
  public var minY: Double { origin.y }
  /// Largest x.
  public var maxX: Double { origin.x + size.width }
  /// Largest y.
  public var maxY: Double { origin.y + size.height }
  /// Horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// Vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// Width.
  public var width: Double { size.width }
  /// Height.
  public var height: Double { size.height }

  /// Whether `point` lies inside (min edges inclusive, max edges exclusive).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle shrunk by `insets` on each side.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }

  /// The overlap of two rectangles, or nil when they do not overlap.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
