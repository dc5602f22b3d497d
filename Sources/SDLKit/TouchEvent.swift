/// A finger on a touchscreen going down, moving or going up.
///
/// SDL reports fingers in coordinates normalised to the window (0…1 on each axis); the app
/// turns them into points with the window's size in points.
public struct TouchEvent: Hashable, Sendable {
  /// Which finger (stable from its down to its up; another finger has another id).
  public var finger: Int64
  /// Horizontal position, 0 at the window's left edge and 1 at its right edge.
  public var x: Double
  /// Vertical position, 0 at the window's top edge and 1 at its bottom edge.
  public var y: Double
  /// When SDL received the event, in seconds since SDL started.
  public var timestamp: Double

  /// Creates an event.
  public init(finger: Int64, x: Double, y: Double, timestamp: Double) {
    self.finger = finger
    self.x = x
    self.y = y
    self.timestamp = timestamp
  }
}
