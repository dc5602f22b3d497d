import FloatingPanel
import SDLKit

extension Rect {
  /// The rectangle in whole pixels at `scale` pixels per point: each edge is rounded to the
  /// nearest pixel boundary, so adjacent rectangles never overlap or leave a gap.
  ///
  /// ```swift
  /// Rect(x: 10.3, y: 0, width: 100, height: 50).pixelRect(scale: 2)  // (21, 0, 200×100)
  /// ```
  public func pixelRect(scale: Double) -> PixelRect {
    let x0 = Rect.snap(minX * scale), y0 = Rect.snap(minY * scale)
    let x1 = Rect.snap(maxX * scale), y1 = Rect.snap(maxY * scale)
    return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// Rounds half away from zero to an `Int`, clamping non-finite and huge values.
  static func snap(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(max(-1_000_000, min(1_000_000, value)).rounded())
  }
}
