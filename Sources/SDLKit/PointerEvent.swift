/// A pointer press, move or release.
public struct PointerEvent: Hashable, Sendable {
  /// Horizontal position in window points.
  public var x: Double
  /// Vertical position in window points.
  public var y: Double
  /// The button that changed (down/up) or the primary held button (move; nil when none is held).
  public var button: PointerButton?
  /// When SDL received the event, in seconds since SDL started.
  public var timestamp: Double

  /// Creates an event.
  public init(x: Double, y: Double, button: PointerButton?, timestamp: Double) {
    self.x = x
    self.y = y
    self.button = button
    self.timestamp = timestamp
  }
}
