import FloatingPanel
import PlaygroundCore

/// When the window loop draws: the pacing interval (the display's refresh, `--refresh-rate`, or
/// the display rate), the frame slots that pass drawn or idle, and how many display-rate steps a
/// drawn frame takes (``DisplayStepClock``). A value the loop (``AppLoop``) keeps; it reads no
/// events and draws nothing.
///
/// Pacing to the display: the loop draws at most one frame per refresh of the display the window
/// is on (`SDL_GetWindowDisplayMode`; 60 Hz when the display reports 0, as Xvfb does), or at
/// `window --refresh-rate N`. This is only the pacing: numeric springs still step one frame of
/// the scene's display rate (`--display-rate`, 1/60 or 1/120 s) per drawn frame, and closed-form
/// springs by the real time since the last frame. A target with no display (the in-memory one
/// of tests, unless it is given a rate) paces at the display rate.
///
/// ```swift
/// FrameSchedule.pacingRate(override: nil, display: 144, displayRate: .hz60)  // 144
/// FrameSchedule.pacingRate(override: nil, display: 0, displayRate: .hz120)   // 60
/// FrameSchedule.pacingRate(override: 120, display: 60, displayRate: .hz60)   // 120
/// ```
package struct FrameSchedule {
  /// The rates `--refresh-rate` accepts, Hz.
  package static let refreshRates = 24...500
  /// What the display's rate is taken to be when it reports 0 (unknown), Hz.
  package static let unknownRefreshRate = 60.0
  /// The longest real step given to closed-form springs, seconds (a stall is not a jump).
  package static let maxElapsedStep = 0.1

  /// `--refresh-rate`: the rate to pace at, Hz, whatever the display says (nil: the display's).
  package var refreshRate: Int?
  /// Frames drawn and presented so far.
  package private(set) var frameCount = 0
  /// Frame slots (of the pacing interval) passed, drawn or slept idle (`--frames` counts these).
  package private(set) var frameSlots = 0
  /// Sleeps to the next frame's deadline.
  package private(set) var pacer: FramePacer
  private var displaySteps = DisplayStepClock()
  private var idleCarry = 0.0
  private var lastFrameStart: Double?

  /// A schedule that paces at `interval` seconds on `clock`.
  package init(interval: Double, clock: any FrameClock) {
    pacer = FramePacer(interval: interval, clock: clock)
  }

  /// The rate the loop paces at, Hz: `override` (`--refresh-rate`), else the display's rate
  /// (`display`; 0: unknown, taken as 60), else, with no display at all, `displayRate`.
  package static func pacingRate(override: Int?, display: Int?, displayRate: DisplayRate) -> Double {
    if let override { return Double(override) }
    guard let display else { return displayRate.framesPerSecond }
    return display > 0 ? Double(display) : unknownRefreshRate
  }

  /// The interval to pace at, seconds, for a display of `display` Hz (nil: none) and the scene's
  /// `displayRate` (``pacingRate(override:display:displayRate:)``).
  package func interval(display: Int?, displayRate: DisplayRate) -> Double {
    let rate = Self.pacingRate(override: refreshRate, display: display, displayRate: displayRate)
    // The display rate's own interval when they agree, so that the schedule is exactly as before.
    return rate == displayRate.framesPerSecond ? displayRate.frameInterval : 1 / rate
  }

  /// Paces at `interval` from now on when it changed; true when it did.
  package mutating func repace(at interval: Double) -> Bool {
    guard pacer.interval != interval else { return false }
    pacer = FramePacer(interval: interval, clock: pacer.clock)
    return true
  }

  /// How long an idle wait may last: `wake` seconds, less when `slotsLeft` slots end sooner.
  package func idleTimeout(wake: Double, slotsLeft: Int?, interval: Double) -> Double {
    guard let slotsLeft else { return wake }
    return min(wake, Double(max(1, slotsLeft)) * interval - idleCarry)
  }

  /// Counts the slots of `interval` an idle wait of `seconds` passed; the next frame follows a
  /// sleep: no real-time step across it and a new pacing schedule.
  package mutating func slept(_ seconds: Double, interval: Double) {
    idleCarry += seconds
    // A slot within a microsecond counts: sums of exact intervals (a manual clock) round.
    let slots = Int((idleCarry / interval + 1e-6).rounded(.down))
    frameSlots += slots
    idleCarry -= Double(slots) * interval
    lastFrameStart = nil
    pacer.restart()
  }

  /// How late a frame starting at `start` is for its deadline, seconds (nil: no deadline yet).
  package func lateness(start: Double) -> Double? { pacer.deadline.map { start - $0 } }

  /// The display-rate steps of a frame starting at `start` (``DisplayStepClock``): how many, the
  /// real time each gives closed-form springs (nil after idle), and whether they follow idle.
  package mutating func steps(start: Double, step: Double) -> (count: Int, elapsed: Double?, afterIdle: Bool) {
    let elapsed = lastFrameStart.map { min(Self.maxElapsedStep, max(0, start - $0)) }
    let steps = displaySteps.next(pacing: pacer.interval, step: step, elapsed: elapsed)
    return (steps.count, steps.elapsed, lastFrameStart == nil)
  }

  /// Counts a frame that started at `start` as drawn and presented.
  package mutating func drew(start: Double) {
    lastFrameStart = start
    frameCount += 1
    frameSlots += 1
    idleCarry = 0
  }

  /// Sleeps until the next frame's deadline.
  package mutating func waitForNextFrame() { pacer.waitForNextFrame() }
}
