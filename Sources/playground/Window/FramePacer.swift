import Foundation

/// Paces frames at a fixed interval with an absolute deadline: sleep until about a millisecond
/// before it, then spin (`usleep` alone overshoots by up to a millisecond). SDL's "vsync" under Xvfb is a whole-millisecond
/// `SDL_Delay(16)`, about 62.5 Hz, so the window does not use it. A loop that falls more than two
/// frames behind restarts its deadline instead of bursting.
struct FramePacer {
  /// The frame interval in seconds.
  let interval: Double
  private var deadline: Double?
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  /// Creates a pacer for `interval` seconds per frame.
  init(interval: Double = 1.0 / 60) {
    self.interval = interval
    start = clock.now
  }

  /// Seconds since the pacer was created.
  func now() -> Double {
    start.duration(to: clock.now) / .seconds(1)
  }

  /// Waits for the end of the current frame.
  mutating func waitForNextFrame() {
    let t = now()
    var next = (deadline ?? t) + interval
    if t - next > 2 * interval { next = t + interval }
    deadline = next
    let sleep = next - now() - 0.001
    if sleep > 0 {
      usleep(useconds_t(sleep * 1_000_000))
    }
    while now() < next {}
  }
}
