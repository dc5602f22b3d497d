import FloatingPanel
import Foundation
import PlaygroundCore

/// The three scales of a motion plot: time from the first sample, location (samples and anchors,
/// padded) and velocity (symmetric around 0), each with "nice" ticks (1, 2, 2.5 or 5 × 10ⁿ).
/// The layout step places the plot's note with them (``PlotNote``) and the renderer draws the
/// curves with them.
///
/// ```swift
/// let scales = PlotScales(trace: trace)
/// scales.locationFraction(trace.targetLocation)   // 0 at the plot's top, 1 at its bottom
/// ```
package struct PlotScales: Sendable {
  /// The first sample's time and the time span shown (at least 0.5 s).
  package var t0: Double, duration: Double
  /// The location range shown (padded by 6 %).
  package var locationLow: Double, locationHigh: Double
  /// The largest speed shown.
  package var velocityMax: Double
  /// The ticks' steps.
  package var timeStep: Double, locationStep: Double, velocityStep: Double

  /// Margins of the plot area inside the plot card, in points (the bottom one holds the time
  /// ticks, the read-outs and the timeline strip, ``TimelineStrip``).
  package static let left = 46.0, right = 54.0, top = 36.0, bottom = 60.0 + TimelineStrip.height

  /// The plot area (axes box) of a plot card at `frame`, in points.
  package static func area(in frame: Rect) -> Rect {
    Rect(
      x: frame.minX + left, y: frame.minY + top, width: max(0, frame.width - left - right),
      height: max(0, frame.height - top - bottom))
  }

  /// The scales of `trace`.
  package init(trace: MotionTrace) {
    let samples = trace.samples
    t0 = samples.first?.t ?? 0
    duration = max(0.5, (samples.last?.t ?? 0) - t0)
    var lo = Double.infinity, hi = -Double.infinity, peak = 0.0
    for s in samples where s.location.isFinite {
      lo = min(lo, s.location)
      hi = max(hi, s.location)
      if s.velocity.isFinite { peak = max(peak, abs(s.velocity)) }
    }
    for a in trace.anchors where a.location.isFinite {
      lo = min(lo, a.location)
      hi = max(hi, a.location)
    }
    if !lo.isFinite || !hi.isFinite { lo = 0; hi = 1 }
    if hi - lo < 1 { lo -= 0.5; hi += 0.5 }
    let pad = (hi - lo) * 0.06
    locationStep = Self.niceStep((hi - lo) / 4)
    locationLow = lo - pad
    locationHigh = hi + pad
    velocityStep = Self.niceStep(max(1, peak) / 3)
    velocityMax = max(1, peak) * 1.12
    timeStep = Self.niceStep(duration / 5)
  }

  /// 0 at the top, 1 at the bottom.
  package func locationFraction(_ v: Double) -> Double { (v - locationLow) / (locationHigh - locationLow) }
  /// 0 at the top (fastest upward), 1 at the bottom.
  package func velocityFraction(_ v: Double) -> Double { 0.5 + v / velocityMax / 2 }
  /// 0 at the first sample, 1 at the end of the span.
  package func timeFraction(_ t: Double) -> Double { t / duration }

  /// The location ticks.
  package var locationTicks: [Double] { Self.ticks(from: locationLow, to: locationHigh, step: locationStep) }
  /// The velocity ticks.
  package var velocityTicks: [Double] { Self.ticks(from: -velocityMax, to: velocityMax, step: velocityStep) }
  /// The time ticks.
  package var timeTicks: [Double] { Self.ticks(from: 0, to: duration, step: timeStep) }

  /// The multiples of `step` from `lo` to `hi` (at most 50).
  package static func ticks(from lo: Double, to hi: Double, step: Double) -> [Double] {
    guard step > 0, step.isFinite, hi > lo else { return [] }
    var out: [Double] = []
    var k = (lo / step).rounded(.up)
    while k * step <= hi + step * 1e-9, out.count < 50 {
      out.append(k * step == 0 ? 0 : k * step)
      k += 1
    }
    return out
  }

  /// The "nice" step (1, 2, 2.5, 5 × 10ⁿ) at or above `raw`.
  package static func niceStep(_ raw: Double) -> Double {
    guard raw.isFinite, raw > 0 else { return 1 }
    let p = pow(10, (log10(raw)).rounded(.down))
    for m in [1.0, 2, 2.5, 5, 10] where m * p >= raw * 0.999 { return m * p }
    return 10 * p
  }
}
