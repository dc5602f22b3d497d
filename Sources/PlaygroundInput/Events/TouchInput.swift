import FloatingPanel

/// A finger in the model's words: which finger (the platform's id), where, normalised to the
/// window (0…1 on both axes, as touch screens report it), and when (seconds).
/// ``point(in:)`` turns it into points of a scene of a given size.
///
/// ```swift
/// let t = TouchInput(finger: 7, x: 0.5, y: 0.9, timestamp: 1)
/// t.point(in: Size(width: 390, height: 844))   // (195, 759.6)
/// ```
package struct TouchInput: Hashable, Sendable {
  /// The finger's id (stable while it stays down).
  package var finger: Int64
  /// x, 0…1 of the window's width.
  package var x: Double
  /// y, 0…1 of the window's height.
  package var y: Double
  /// When, seconds.
  package var timestamp: Double

  /// A finger at (`x`, `y`), normalised.
  package init(finger: Int64, x: Double, y: Double, timestamp: Double) {
    (self.finger, self.x, self.y, self.timestamp) = (finger, x, y, timestamp)
  }

  /// The finger's position in a scene of `size` points: clamped to 0…1 first (a finger may
  /// slide off the screen), and a value that is not a number counts as 0.
  package func point(in size: Size) -> Point {
    let x = x.isFinite ? min(1, max(0, x)) : 0, y = y.isFinite ? min(1, max(0, y)) : 0
    return Point(x: x * size.width, y: y * size.height)
  }
}
