import ConfigFormat
import FloatingPanel

/// What the HUD says about real frame pacing: the median and 99th percentile of the intervals
/// between presents over the last seconds, how many frames were dropped in them, and which
/// spring integrator the focused panel uses (the numeric one slows down when a frame is dropped;
/// the closed-form one advances by real time and does not).
///
/// ```swift
/// let s = PresentSummary(p50: 16.7, p99: 17.4, dropped: 1, seconds: 3, integrator: .numeric)
/// s.line  // "present p50 16.7 · p99 17.4 ms · 1 dropped in 3 s · numeric spring"
/// var paced = s; paced.pacedHz = 120
/// paced.line  // "present p50 16.7 · p99 17.4 ms at 120 Hz · 1 dropped in 3 s · numeric spring"
/// ```
package struct PresentSummary: Equatable, Sendable {
  /// Median interval, milliseconds.
  package var p50: Double
  /// 99th-percentile interval, milliseconds.
  package var p99: Double
  /// Frames missed in the window of intervals (an interval of about k frames misses k − 1).
  package var dropped: Int
  /// The span the numbers cover, in seconds (rounded for display).
  package var seconds: Double
  /// The focused panel's spring integrator.
  package var integrator: SpringIntegrator
  /// The rate the window paces at, Hz (nil: not said).
  package var pacedHz: Double?

  /// Creates a summary.
  package init(p50: Double, p99: Double, dropped: Int, seconds: Double, integrator: SpringIntegrator) {
    self.p50 = p50
    self.p99 = p99
    self.dropped = dropped
    self.seconds = seconds
    self.integrator = integrator
  }

  /// The HUD line.
  package var line: String {
    let spring = integrator == .closedForm ? "closed-form spring (real time)" : "numeric spring"
    let paced = pacedHz.map { " at \(DecimalText.fixed($0, digits: 0)) Hz" } ?? ""
    return "present p50 \(DecimalText.fixed(p50, digits: 1)) · p99 \(DecimalText.fixed(p99, digits: 1)) ms\(paced) · "
      + "\(dropped) dropped in \(DecimalText.fixed(seconds, digits: 0)) s · \(spring)"
  }
}
