/// The time of the window loop (``AppLoop``) and its pacing (``FramePacer``), in seconds: what
/// it is now, and waiting until a deadline. The window runs on ``SystemClock`` (the monotonic
/// clock, really waiting); tests run on ``ManualClock``, whose waits move its time forward at once,
/// so a loop test never waits for real time and every time in it is exact.
///
/// ```swift
/// let clock: any FrameClock = ManualClock(now: 10)
/// clock.wait(until: clock.now + 1.0 / 60)       // returns at once; now is 10 + 1/60
/// ```
package protocol FrameClock: AnyObject {
  /// Seconds since an arbitrary fixed point.
  var now: Double { get }
  /// Returns when ``now`` has reached `deadline` (at once when it has passed).
  func wait(until deadline: Double)
}
