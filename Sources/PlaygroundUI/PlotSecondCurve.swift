import FloatingPanel
import Foundation
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// The plot's second curve (A of an A/B comparison, or the other display rate's motion): drawn
/// under the plotted motion, dashed and lighter, on scales that hold both; the read-outs then give
/// both motions' figures, one line each, named by their labels. ``MotionPlotRenderer`` uses it.
enum PlotSecondCurve {
  /// One trace holding both motions' samples in time order (for scales that fit both).
  static func merged(_ a: MotionTrace, _ b: MotionTrace) -> MotionTrace {
    var m = a
    m.samples = (a.samples + b.samples).sorted { $0.t < $1.t }
    return m
  }

  /// The read-out line of one motion: "B  overshoot 3.2 pt · settled in 0.48 s · peak 1200 pt/s";
  /// a motion the window's edge stopped says so with the spring's own overshoot instead of the
  /// peak: "A  overshoot 8.0 pt, clipped (own 161.4 pt) · settled in 0.93 s".
  static func figures(_ label: String, _ trace: MotionTrace) -> String {
    let m = trace.metrics()
    let over = m.overshoot < 0.05 ? "no overshoot" : "overshoot \(String(format: "%.1f", m.overshoot)) pt"
    let settle = m.settleTime.map { String(format: "settled in %.2f s", $0) } ?? "still moving"
    if let clip = trace.clip {
      return "\(label)  \(over), clipped (own \(String(format: "%.1f", clip.own.overshoot)) pt) · \(settle)"
    }
    return "\(label)  \(over) · \(settle) · peak \(String(format: "%.0f", m.peakVelocity)) pt/s"
  }

  /// Draws `second`'s location and velocity curves dashed and lighter into the plot's canvas
  /// (`w`×`h` pixels, `s` pixels per point), on `scales` (whose time starts at the first motion's).
  static func drawSecond(_ second: MotionTrace, on canvas: inout RasterCanvas, scales: PlotScales, w: Double, h: Double, scale s: Double) {
    let velocity = second.samples.map { (scales.timeFraction($0.t - scales.t0) * w, scales.velocityFraction($0.velocity) * h) }
    dashed(velocity, on: &canvas, width: 1.4 * s, color: MotionPlotRenderer.velocityColor.rgba.withAlpha(150), scale: s)
    let location = second.samples.map { (scales.timeFraction($0.t - scales.t0) * w, scales.locationFraction($0.location) * h) }
    dashed(location, on: &canvas, width: 1.8 * s, color: MotionPlotRenderer.locationColor.rgba.withAlpha(150), scale: s)
  }

  /// A polyline drawn as 6-pt dashes with 4-pt gaps along its length.
  static func dashed(_ points: [(Double, Double)], on canvas: inout RasterCanvas, width: Double, color: RGBA, scale s: Double) {
    let dash = 6 * s, gap = 4 * s
    var phase = 0.0  // distance into the current dash+gap period
    for (a, b) in zip(points, points.dropFirst()) {
      let dx = b.0 - a.0, dy = b.1 - a.1
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0, length.isFinite else { continue }
      var at = 0.0
      while at < length {
        let inDash = phase < dash
        let step = min(length - at, inDash ? dash - phase : dash + gap - phase)
        if inDash {
          let t0 = at / length, t1 = (at + step) / length
          canvas.line(from: (a.0 + dx * t0, a.1 + dy * t0), to: (a.0 + dx * t1, a.1 + dy * t1), width: width, color: color)
        }
        at += step
        phase = (phase + step).truncatingRemainder(dividingBy: dash + gap)
      }
    }
  }
}

extension RGBA {
  /// This colour with alpha `a`.
  func withAlpha(_ a: UInt8) -> RGBA {
    var c = self
    c.a = a
    return c
  }
}
