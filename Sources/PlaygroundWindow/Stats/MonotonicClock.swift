import Foundation

/// `CLOCK_MONOTONIC` in seconds: one clock for the whole machine, so times taken in two processes
/// compare (`bench window` measures exec → first frame across a spawn with it), and the clock
/// `clock_nanosleep` sleeps on (``sleep(until:)`` never spins).
package enum MonotonicClock {
  /// Seconds since an arbitrary fixed point (boot), with nanosecond resolution.
  package static var now: Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  /// Sleeps until `deadline` (a value of ``now``); returns at once when it has passed. Retries
  /// after a signal interrupts the sleep.
  package static func sleep(until deadline: Double) {
    guard deadline.isFinite, deadline > now else { return }
    var ts = timespec(tv_sec: Int(deadline.rounded(.down)), tv_nsec: Int((deadline - deadline.rounded(.down)) * 1e9))
    if ts.tv_nsec >= 1_000_000_000 { ts.tv_nsec = 999_999_999 }
    while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
  }

  /// CPU seconds the calling thread has run (`CLOCK_THREAD_CPUTIME_ID`): unlike wall time, it
  /// does not grow while other work on a busy machine holds the core.
  package static var threadCPU: Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
