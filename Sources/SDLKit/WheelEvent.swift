/// A scroll-wheel or trackpad scroll.
public struct WheelEvent: Hashable, Sendable {
  /// Horizontal scroll amount in wheel steps (positive to the right), with natural-scrolling
  /// direction already applied.
  public var deltaX: Double
  /// Vertical scroll amount in wheel steps (positive away from the user), with natural-scrolling
  /// direction already applied.
  public var deltaY: Double
  /// When SDL received the event, in seconds since SDL started.
  public var timestamp: Double

  /// Creates an event.
  public init(deltaX: Double, deltaY: Double, timestamp: Double) {
    self.deltaX = deltaX
    self.deltaY = deltaY
    self.timestamp = timestamp
  }
}
