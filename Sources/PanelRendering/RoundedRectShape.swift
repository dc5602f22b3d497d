import Foundation

/// A rectangle with a radius per corner, in sprite pixel coordinates, with a signed distance
/// function: negative inside, positive outside, 0 on the outline.
struct RoundedRectShape {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double
  /// Radii of the top-left, top-right, bottom-left and bottom-right corners.
  var topLeft: Double
  var topRight: Double
  var bottomLeft: Double
  var bottomRight: Double
  /// Whether the corners are iOS's continuous curve (``ContinuousCorner``) rather than arcs.
  var continuous = false

  /// The same shape grown by `amount` on every side (shrunk when negative); corner radii grow
  /// with it, and never below zero.
  func inflated(by amount: Double) -> RoundedRectShape {
    func r(_ v: Double) -> Double { v > 0 ? max(0, v + amount) : 0 }
    return RoundedRectShape(
      minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount,
      topLeft: r(topLeft), topRight: r(topRight), bottomLeft: r(bottomLeft), bottomRight: r(bottomRight),
      continuous: continuous)
  }

  /// The same shape moved by (dx, dy).
  func offset(dx: Double, dy: Double) -> RoundedRectShape {
    var s = self
    s.minX += dx
    s.maxX += dx
    s.minY += dy
    s.maxY += dy
    return s
  }

  /// Signed distance from (x, y) to the outline, in pixels (exact outside, and inside up to
  /// the corner arcs; the usual rounded-box SDF; for continuous corners, the distance to the
  /// flattened iOS curve).
  func signedDistance(x: Double, y: Double) -> Double {
    let cx = (minX + maxX) / 2, cy = (minY + maxY) / 2
    let hw = max(0, (maxX - minX) / 2), hh = max(0, (maxY - minY) / 2)
    let dx = x - cx, dy = y - cy
    var r = dx > 0 ? (dy > 0 ? bottomRight : topRight) : (dy > 0 ? bottomLeft : topLeft)
    if continuous {
      // The corner's own frame: distances from the corner along its two edges, inwards.
      r = min(r, min(hw, hh) / ContinuousCorner.extent)
      return ContinuousCorner.signedDistance(s: hw - abs(dx), t: hh - abs(dy), radius: r)
    }
    r = min(r, hw, hh)
    let qx = abs(dx) - hw + r, qy = abs(dy) - hh + r
    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
    return min(max(qx, qy), 0) + outside - r
  }
}
