import FloatingPanel
import Foundation

/// The list's glide after a drag lets go, like a platform scroll view: the content keeps the
/// release velocity and loses it exponentially, by ``decelerationRate`` per millisecond (UIKit's
/// `UIScrollView.DecelerationRate.normal`), until it is slower than ``stopSpeed`` or meets an end
/// of the content. The offset change over a step is integrated exactly, so the glide does not
/// depend on the frame rate.
///
/// ```swift
/// var glide = ListMomentum(velocity: 1200)       // content offset pt/s
/// let delta = glide.step(1.0 / 60)               // ≈ 19.8 pt this frame
/// glide.isFinished                               // false until it is below 10 pt/s
/// ```
package struct ListMomentum: Equatable, Sendable {
  /// Velocity kept per millisecond (0.998: a 1000 pt/s release glides about 500 pt).
  package static let decelerationRate = 0.998
  /// Below this speed (pt/s) the glide stops.
  package static let stopSpeed = 10.0

  /// The current velocity of the content offset, in pt/s.
  package private(set) var velocity: Double

  /// A glide starting at `velocity` (pt/s of the content offset; non-finite: none).
  package init(velocity: Double) {
    self.velocity = velocity.isFinite ? velocity : 0
  }

  /// Whether the glide has stopped.
  package var isFinished: Bool { abs(velocity) < Self.stopSpeed }

  /// Advances by `h` seconds; returns the offset change (pt) over them.
  package mutating func step(_ h: Double) -> Double {
    guard h > 0, !isFinished else { return 0 }
    let lnRate = log(Self.decelerationRate) * 1000  // per second
    let k = exp(lnRate * h)
    let delta = velocity * (k - 1) / lnRate
    velocity *= k
    return delta
  }

  /// The distance a glide from `velocity` travels until it stops (pt, signed).
  package static func distance(from velocity: Double) -> Double {
    -velocity / (log(decelerationRate) * 1000)
  }
}
