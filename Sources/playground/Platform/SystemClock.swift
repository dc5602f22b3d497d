/// The real clock: ``MonotonicClock``, waiting with `clock_nanosleep` (no spinning). Its times
/// compare with those of other processes (`bench window` measures exec → first frame with it).
///
/// ```swift
/// let clock = SystemClock()
/// clock.wait(until: clock.now + 1.0 / 60)
/// ```
final class SystemClock: FrameClock {
  /// Creates the clock.
  init() {}

  /// ``MonotonicClock/now``.
  var now: Double { MonotonicClock.now }

  /// Sleeps until `deadline` (``MonotonicClock/sleep(until:)``).
  func wait(until deadline: Double) { MonotonicClock.sleep(until: deadline) }
}
