/// A clock that moves only when told to or waited on: ``wait(until:)`` sets the time to the
/// deadline at once. The window loop's tests run on it (with ``MemoryEventQueue`` and
/// ``HeadlessFrameTarget``), so a paced loop, its idle sleeps and its events have exact times and
/// take no real time.
///
/// ```swift
/// let clock = ManualClock()
/// clock.advance(by: 1.0 / 60)                    // a frame passes
/// clock.wait(until: 1)                           // now == 1, without sleeping
/// ```
package final class ManualClock: FrameClock {
  /// The current time, seconds.
  package private(set) var now: Double
  /// Every deadline waited for, in order (what a pacer or an idle loop asked for).
  package private(set) var waits: [Double] = []

  /// A clock starting at `now` seconds.
  package init(now: Double = 0) {
    self.now = now
  }

  /// Moves the time forward by `seconds` (a negative or non-finite value is ignored).
  package func advance(by seconds: Double) {
    if seconds.isFinite, seconds > 0 { now += seconds }
  }

  /// Records `deadline` and moves the time to it when it is ahead (time never goes back).
  package func wait(until deadline: Double) {
    waits.append(deadline)
    if deadline.isFinite, deadline > now { now = deadline }
  }
}
