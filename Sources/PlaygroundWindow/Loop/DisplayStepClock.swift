/// How many steps of the scene's display rate each drawn frame makes, so that the numeric spring
/// moves in real time whatever rate the window paces at (the display's refresh, or
/// `--refresh-rate`): each drawn frame adds the pacing interval — the nominal one, not the real
/// time, so a dropped frame still slows the spring as on iOS — and the scene steps once per
/// display-rate interval of it. When the two rates agree it is one step a frame, exactly as
/// before; at 120 Hz with the display rate 60 one step every other frame (each position shown for
/// two refreshes, as a 60-Hz iPhone shows it); at 60 Hz with the display rate 120, two steps.
/// The real time of the frames is shared out among the steps, for the closed-form spring.
///
/// ```swift
/// var clock = DisplayStepClock()
/// clock.next(pacing: 1.0 / 120, step: 1.0 / 60, elapsed: nil)      // (1, nil): the first frame moves
/// clock.next(pacing: 1.0 / 120, step: 1.0 / 60, elapsed: 0.0083)   // (0, nil)
/// clock.next(pacing: 1.0 / 120, step: 1.0 / 60, elapsed: 0.0084)   // (1, 0.0167)
/// ```
package struct DisplayStepClock {
  /// The most steps one drawn frame makes (a 24-Hz pacing at the display rate 120 makes 5).
  package static let maxSteps = 8
  /// Pacing time not yet stepped, seconds.
  private var credit = 0.0
  /// Real time not yet given to a step, seconds.
  private var pending = 0.0

  /// A clock with nothing carried over (the first frame makes a step).
  package init() {}

  /// The steps of `step` seconds a frame drawn `pacing` seconds after the last one makes, and the
  /// real time each covers: `elapsed` (the real time since the last frame) and what earlier
  /// frames without a step left, shared equally; nil after a sleep (`elapsed` nil), when the
  /// scene steps by its nominal interval. The first frame after a sleep makes at least one step.
  package mutating func next(pacing: Double, step: Double, elapsed: Double?) -> (count: Int, elapsed: Double?) {
    guard pacing != step else {
      credit = 0
      pending = 0
      return (1, elapsed)
    }
    if elapsed == nil {
      credit = max(0, step - pacing)
      pending = 0
    }
    credit += pacing
    pending += elapsed ?? 0
    let n = min(Self.maxSteps, Int((credit / step + 1e-9).rounded(.down)))
    guard n > 0 else { return (0, nil) }
    credit = max(0, credit - Double(n) * step)
    defer { pending = 0 }
    return (n, elapsed == nil ? nil : pending / Double(n))
  }
}
