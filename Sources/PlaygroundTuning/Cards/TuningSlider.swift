import Foundation
import PlaygroundCore

/// One slider row of the tuning panel as a value: a label, the current value, its range, the
/// arrow-key steps (coarse and, with Shift, fine) and how the number is shown.
///
/// Every function is pure and clamps to ``range``; non-finite input leaves the value unchanged.
/// The track maps values through ``scale``: linear, logarithmic (times, stiffness: a pixel is the
/// same *ratio* everywhere on the track) or logarithmic in `1 − v` (rates near 1 such as 0.991,
/// where the feel lives in the last digits).
///
/// ```swift
/// let s = TuningSlider(label: "Response time", value: 0.4, range: 0.05...3, step: 0.01, fineStep: 0.001, format: "%.3f")
/// s.fraction                        // 0.1186…
/// s.stepped(by: 1, fine: false)     // 0.41   (→)
/// s.stepped(by: -1, fine: true)     // 0.399  (Shift ←)
/// s.value(atFraction: 1)            // 3      (mouse at the track's right end)
/// s.valueText                       // "0.400"
/// ```
package struct TuningSlider: Equatable, Sendable {
  /// How values are spread along the track.
  package enum Scale: Equatable, Sendable {
    /// Equal value steps per pixel.
    case linear
    /// Equal ratios per pixel (`ln v`); the range must be positive.
    case logarithmic
    /// Equal ratios of `1 − v` per pixel, for rates in (0, 1) near 1 (0.9 … 0.9999).
    case logComplement
  }

  /// The row's name, e.g. "Response time".
  package var label: String
  /// The current value, in the row's unit.
  package var value: Double
  /// The values the slider can take (lower < upper).
  package var range: ClosedRange<Double>
  /// The change per arrow-key press.
  package var step: Double
  /// The change per Shift+arrow press; mouse values are rounded to multiples of it.
  package var fineStep: Double
  /// A `printf` format for the value, e.g. `"%.3f"`.
  package var format: String
  /// How values map to the track (``Scale``); linear when the range does not suit the scale.
  package var scale: Scale

  /// Creates a slider row. Steps ≤ 0 or non-finite fall back to 1/100 (coarse) and 1/1000 (fine)
  /// of the range.
  package init(
    label: String, value: Double, range: ClosedRange<Double>, step: Double, fineStep: Double, format: String = "%.3f",
    scale: Scale = .linear
  ) {
    let width = range.upperBound - range.lowerBound
    self.label = label
    self.range = range
    self.step = step.isFinite && step > 0 ? step : width / 100
    self.fineStep = fineStep.isFinite && fineStep > 0 ? fineStep : width / 1000
    self.format = format
    self.value = value
    switch scale {
    case .linear: self.scale = .linear
    case .logarithmic: self.scale = range.lowerBound > 0 ? .logarithmic : .linear
    case .logComplement: self.scale = range.upperBound < 1 ? .logComplement : .linear
    }
  }

  /// Where ``value`` sits on the track, 0 (lower bound) … 1 (upper bound), clamped.
  package var fraction: Double {
    guard value.isFinite, range.upperBound > range.lowerBound else { return 0 }
    let (lo, hi, v) = (warp(range.lowerBound), warp(range.upperBound), warp(clamp(value)))
    return min(1, max(0, (v - lo) / (hi - lo)))
  }

  /// The value at `fraction` (0…1) of the track, rounded to a multiple of ``fineStep`` and
  /// clamped to ``range``; the current value when `fraction` is not finite.
  package func value(atFraction fraction: Double) -> Double {
    guard fraction.isFinite else { return value }
    let f = min(1, max(0, fraction))
    let lo = warp(range.lowerBound), hi = warp(range.upperBound)
    return clamp(round(unwarp(lo + f * (hi - lo))))
  }

  /// The value after `count` arrow-key presses (negative: left), by ``fineStep`` when `fine`
  /// (Shift held) else ``step``, clamped to ``range``.
  package func stepped(by count: Int, fine: Bool) -> Double {
    let base = value.isFinite ? value : range.lowerBound
    return clamp(round(base + Double(count) * (fine ? fineStep : step)))
  }

  /// `value` clamped to ``range``.
  package func clamp(_ value: Double) -> Double {
    guard value.isFinite else { return self.value }
    return min(range.upperBound, max(range.lowerBound, value))
  }

  /// The value as shown, e.g. "0.400".
  package var valueText: String {
    guard value.isFinite else { return "–" }
    return String(format: format, value)
  }

  /// The track coordinate of `v` (before normalising to 0…1).
  private func warp(_ v: Double) -> Double {
    switch scale {
    case .linear: return v
    case .logarithmic: return log(v)
    case .logComplement: return -log(1 - v)
    }
  }

  private func unwarp(_ w: Double) -> Double {
    switch scale {
    case .linear: return w
    case .logarithmic: return exp(w)
    case .logComplement: return 1 - exp(-w)
    }
  }

  /// `v` rounded to a multiple of ``fineStep`` (removes floating-point drift from stepping).
  private func round(_ v: Double) -> Double {
    let r = (v / fineStep).rounded() * fineStep
    return r.isFinite ? r : v
  }
}
