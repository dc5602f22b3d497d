/// A scroll in the model's words: wheel steps on two axes (fractions from a trackpad; positive
/// `deltaY`: the content moves down, toward its start), and when (seconds). It carries no
/// position: it scrolls what is under the pointer's last position.
///
/// ```swift
/// let e = WheelInput(deltaX: 0, deltaY: -2, timestamp: 1)   // two notches toward the user
/// ```
package struct WheelInput: Hashable, Sendable {
  /// Horizontal steps (positive: to the right).
  package var deltaX: Double
  /// Vertical steps (positive: away from the user).
  package var deltaY: Double
  /// When, seconds.
  package var timestamp: Double

  /// A scroll of (`deltaX`, `deltaY`) steps.
  package init(deltaX: Double, deltaY: Double, timestamp: Double) {
    (self.deltaX, self.deltaY, self.timestamp) = (deltaX, deltaY, timestamp)
  }
}
