/// iOS's continuous corner (`CALayer.cornerCurve = .continuous`, the corner of
/// `UIBezierPath(roundedRect:cornerRadius:)` since iOS 7), as a signed distance for the sprite baker.
///
/// The curve is not a circular arc: it leaves the straight edge 1.528665 × the radius from the
/// corner, its curvature grows smoothly to a circular-looking middle and falls again to the other
/// edge. The shape used is the widely published reconstruction of UIKit's path: three cubic
/// Bézier segments per corner, in units of the radius, with the coefficients 1.528665,
/// 1.088492957618529, 0.868406944063002, 0.631493792830993, 0.074911387847016, 0.372823826625747
/// and 0.169059556044370 of Kael Yang's `ContinuousPath.swift` (a UIBezierPath extension that
/// reproduces UIKit's continuous rounded rect; the same numbers, rounded to 8 digits, are in the
/// often-copied `UIBezierPath+ContinuousCorner.swift`, e.g. LinBowen9656/ChainableUIKit, whose
/// first segment ends at (0.66993, 0.06550) and joins the second with a short line). Like those
/// ports, a radius larger than the sides allow is limited to `min(width, height) / 2 / 1.528665`
/// (UIKit draws a pill-like shape there instead; a panel's sides are far longer than its corners).
///
/// Coordinates are in a corner's own frame: `s` and `t` are the distances from the corner along
/// its two edges, into the shape; the inside is `s ≥ 0`, `t ≥ 0` and beyond the curve.
enum ContinuousCorner {
  /// How far along each edge the curve reaches, in radii.
  static let extent = 1.528665

  /// The three cubic segments of one corner, unit radius, from the point on the first edge
  /// `(1.528665, 0)` to the point on the second `(0, 1.528665)`: start, control 1, control 2, end.
  static let cubics: [[(Double, Double)]] = {
    let a1 = 1.088492957618529, a2 = 0.868406944063002, a3 = 0.631493792830993, b3 = 0.074911387847016
    let m1 = 0.372823826625747, m2 = 0.169059556044370
    return [
      [(extent, 0), (a1, 0), (a2, 0), (a3, b3)],
      [(a3, b3), (m1, m2), (m2, m1), (b3, a3)],
      [(b3, a3), (0, a2), (0, a1), (0, extent)],
    ]
  }()

  /// The curve flattened to a polyline, unit radius, `s` decreasing from `extent` to 0. With 64
  /// steps per segment the chord error is below 5e-5 radii (0.03 px at a 512-px radius).
  static let polyline: [(s: Double, t: Double)] = {
    var points: [(s: Double, t: Double)] = [(extent, 0)]
    let steps = 64
    for c in cubics {
      for i in 1...steps {
        let u = Double(i) / Double(steps), w = 1 - u
        let b0 = w * w * w, b1 = 3 * w * w * u, b2 = 3 * w * u * u, b3 = u * u * u
        points.append(
          (b0 * c[0].0 + b1 * c[1].0 + b2 * c[2].0 + b3 * c[3].0, b0 * c[0].1 + b1 * c[1].1 + b2 * c[2].1 + b3 * c[3].1))
      }
    }
    return points
  }()

  /// The signed distance from `(s, t)` to the outline near a continuous corner of `radius` (the
  /// two edges and the curve between them): negative inside, positive outside, in the units of
  /// `s`, `t` and `radius`. With a radius of 0 it is a square corner.
  static func signedDistance(s: Double, t: Double, radius: Double) -> Double {
    guard radius > 0 else {
      let qx = -s, qy = -t
      let ox = max(qx, 0), oy = max(qy, 0)
      return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0)
    }
    let u = s / radius, v = t / radius, k = extent
    var best = Double.infinity
    if u >= k { best = min(best, abs(v)) }
    if v >= k { best = min(best, abs(u)) }
    // The curve lies in the box [0, k]²: skip it when the box is farther than an edge.
    let bx = max(0, -u, u - k), by = max(0, -v, v - k)
    if bx * bx + by * by < best * best { best = min(best, curveDistance(u, v)) }
    let inside = u >= 0 && v >= 0 && (u >= k || v >= k || v >= curveT(atS: u))
    return (inside ? -best : best) * radius
  }

  /// The curve's `t` at `s` (0 ≤ s ≤ extent), interpolated on the polyline.
  static func curveT(atS s: Double) -> Double {
    let p = polyline
    // s decreases along the polyline: find i with p[i].s ≥ s ≥ p[i + 1].s.
    var lo = 0, hi = p.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if p[mid].s >= s { lo = mid } else { hi = mid }
    }
    let a = p[lo], b = p[hi]
    let span = a.s - b.s
    guard span > 1e-12 else { return max(a.t, b.t) }
    return a.t + (b.t - a.t) * (a.s - s) / span
  }

  /// The distance from (u, v) to the flattened curve, unit radius. The segment the point projects
  /// onto is found by bisection (the curve is convex, so how far a point lies ahead of a vertex
  /// along the segment's direction only falls along it), then it and its neighbours are measured.
  static func curveDistance(_ u: Double, _ v: Double) -> Double {
    let p = polyline
    let n = p.count - 1  // segments
    func ahead(_ i: Int) -> Double { (u - p[i].s) * (p[i + 1].s - p[i].s) + (v - p[i].t) * (p[i + 1].t - p[i].t) }
    var lo = 0, hi = n - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if ahead(mid) > 0 { lo = mid } else { hi = mid - 1 }
    }
    var best = Double.infinity
    for i in max(0, lo - 1)...min(n - 1, lo + 1) {
      let ax = p[i].s, ay = p[i].t, dx = p[i + 1].s - ax, dy = p[i + 1].t - ay
      let len2 = dx * dx + dy * dy
      let f = len2 > 0 ? min(1, max(0, ((u - ax) * dx + (v - ay) * dy) / len2)) : 0
      let ex = u - ax - f * dx, ey = v - ay - f * dy
      best = min(best, ex * ex + ey * ey)
    }
    return best.squareRoot()
  }
}
