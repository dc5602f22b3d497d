/// The real clock: ``MonotonicClock``, waiting with `clock_nanosleep` (no spinning). Its times
/// compare with those of other processes (`bench window` measures exec → first frame with it).
///
/// ```swift
/// let clock = SystemClock()
/// clock.wait(until: clock.now + 1.0 / 60)
/// ```
package final class SystemClock: FrameClock {
  /// Creates the clock.
  package init() {}

  /// ``MonotonicClock/now``.
  package var now: Double { MonotonicClock.now }

  /// Sleeps until `deadline` (``MonotonicClock/sleep(until:)``).
  package func wait(until deadline: Double) { MonotonicClock.sleep(until: deadline) }
}
