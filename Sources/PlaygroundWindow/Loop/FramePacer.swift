/// Paces drawn frames at a fixed interval with absolute deadlines on its ``FrameClock`` (the
/// window's is the monotonic clock): after a frame it waits (``SystemClock``: `clock_nanosleep` to
/// the deadline, no spinning, no drift from rounding) until the next one is due. SDL's "vsync" under Xvfb is a whole-millisecond `SDL_Delay(16)`,
/// about 62.5 Hz, so the window does not use it. A loop that falls more than two frames behind,
/// or comes back from sleeping idle (``restart()``), starts its schedule again from now instead
/// of bursting to catch up.
///
/// ```swift
/// var pacer = FramePacer(interval: 1.0 / 60, clock: SystemClock())
/// while running { drawAndPresent(); pacer.waitForNextFrame() }
/// ```
package struct FramePacer {
  /// The frame interval in seconds.
  package let interval: Double
  /// The clock it reads and waits on.
  package let clock: any FrameClock
  /// When the current frame is due to end (seconds on ``clock``); nil before the first frame or
  /// after ``restart()``.
  package private(set) var deadline: Double?

  /// Creates a pacer for `interval` seconds per frame on `clock`.
  package init(interval: Double = 1.0 / 60, clock: any FrameClock = SystemClock()) {
    self.interval = interval
    self.clock = clock
  }

  /// The next deadline after a frame that ended at `now`: one interval after the last one, or
  /// one interval from `now` when there was none or the loop is more than two frames late.
  package mutating func advance(now: Double) -> Double {
    var next = (deadline ?? now) + interval
    if now - next > 2 * interval { next = now + interval }
    deadline = next
    return next
  }

  /// Forgets the schedule (the loop slept idle; the next frame starts a new one).
  package mutating func restart() { deadline = nil }

  /// Waits on ``clock`` until the end of the current frame.
  package mutating func waitForNextFrame() {
    clock.wait(until: advance(now: clock.now))
  }
}
