import CSDL2

/// An axis-aligned rectangle in whole pixels (origin top-left, y grows downward).
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  /// Left edge, in pixels.
  public var x: Int
  /// Top edge, in pixels.
  public var y: Int
  /// Width, in pixels.
  public var width: Int
  /// Height, in pixels.
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// One past the right edge.
  public var maxX: Int { x + width }
  /// One past the bottom edge.
  public var maxY: Int { y + height }
  /// Whether the rectangle covers no pixel.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The overlap of two rectangles, or nil when they do not overlap.
  public func intersection(_ other: PixelRect) -> PixelRect? {
    let x0 = max(x, other.x), y0 = max(y, other.y), x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// `(x, y, width×height)`.
  public var description: String { "(\(x), \(y), \(width)×\(height))" }

  /// The SDL form; coordinates are clamped to `Int32`.
  var sdl: SDL_Rect {
    SDL_Rect(x: PixelRect.clamp(x), y: PixelRect.clamp(y), w: PixelRect.clamp(width), h: PixelRect.clamp(height))
  }

  static func clamp(_ value: Int) -> Int32 { Int32(max(Int(Int32.min / 2), min(Int(Int32.max / 2), value))) }
}
