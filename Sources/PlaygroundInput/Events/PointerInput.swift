/// The mouse in the model's words: where it is (points), which button went down or up (nil for a
/// move) and when (seconds).
///
/// ```swift
/// let e = PointerInput(x: 195, y: 700, button: .primary, timestamp: 1)
/// e.isPrimary   // true
/// ```
package struct PointerInput: Hashable, Sendable {
  /// A mouse button.
  package enum Button: Hashable, Sendable {
    /// The left button: it presses, drags and taps.
    case primary
    /// The wheel's button.
    case middle
    /// The right button.
    case secondary
    /// Any other button, with the platform's number.
    case other(Int)
  }

  /// x, points.
  package var x: Double
  /// y, points.
  package var y: Double
  /// The button that went down or up (nil: a move).
  package var button: Button?
  /// When, seconds.
  package var timestamp: Double

  /// A pointer event at (`x`, `y`) points.
  package init(x: Double, y: Double, button: Button?, timestamp: Double) {
    (self.x, self.y, self.button, self.timestamp) = (x, y, button, timestamp)
  }

  /// Whether the primary button went down or up.
  package var isPrimary: Bool { button == .primary }
}
