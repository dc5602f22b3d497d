import FloatingPanel
import PlaygroundCore
import PlaygroundTuning

/// The last present-to-present intervals of the window (a ring of `capacity` intervals, in
/// seconds), measured where the frame is handed to the display: what a user sees, unlike the CPU
/// time of a frame. Only intervals between consecutive drawn frames count: a gap while the loop
/// sleeps idle is not a slow frame (``AppLoop`` does not add it).
///
/// ```swift
/// var presents = PresentStats(interval: 1.0 / 60)
/// presents.add(0.0167); presents.add(0.0334)        // the second interval missed one frame
/// presents.dropped                                    // 1
/// ```
package struct PresentStats: Sendable {
  /// The nominal frame interval, seconds.
  package let interval: Double
  private var ring: [Double]
  private var next = 0
  private var filled = false

  /// An empty ring of `capacity` intervals (default 180: 3 s at 60 Hz).
  package init(interval: Double = PlaygroundScene.frameInterval, capacity: Int = 180) {
    self.interval = interval
    ring = Array(repeating: 0, count: max(1, capacity))
  }

  /// Adds one interval in seconds (ignored when not finite or negative).
  package mutating func add(_ seconds: Double) {
    guard seconds.isFinite, seconds >= 0 else { return }
    ring[next] = seconds
    next = (next + 1) % ring.count
    if next == 0 { filled = true }
  }

  /// The intervals held (in ring order, not time order: the numbers do not depend on it).
  package var intervals: ArraySlice<Double> { filled ? ring[...] : ring[0..<next] }

  /// Whether no interval has been added.
  package var isEmpty: Bool { !filled && next == 0 }

  /// Percentiles of the intervals, in milliseconds.
  package var milliseconds: Percentiles { Percentiles(intervals.map { $0 * 1000 }) }

  /// Frames missed: an interval of about k nominal intervals (rounded) missed k − 1 frames.
  package var dropped: Int { Self.dropped(in: intervals, interval: interval) }

  /// Frames missed in `intervals` (seconds) at a nominal `interval`.
  package static func dropped<C: Collection<Double>>(in intervals: C, interval: Double) -> Int {
    guard interval > 0 else { return 0 }
    return intervals.reduce(0) { $0 + max(0, Int(($1 / interval).rounded()) - 1) }
  }

  /// The HUD's summary, nil while empty.
  package func summary(integrator: SpringIntegrator) -> PresentSummary? {
    guard !isEmpty else { return nil }
    let ms = milliseconds
    let span = intervals.reduce(0, +)
    return PresentSummary(p50: ms.p50, p99: ms.p99, dropped: dropped, seconds: span, integrator: integrator)
  }
}
