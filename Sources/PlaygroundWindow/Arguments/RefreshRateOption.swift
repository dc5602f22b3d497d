import ArgumentParser
import StrictJSON

/// `--refresh-rate N`, shared by `window` and `bench window`: the rate the window paces its
/// frames at, in Hz, instead of the display's (``AppLoop/pacingRate(override:display:displayRate:)``).
/// A whole number in ``AppLoop/refreshRates``; anything else is a usage error (status 64) on one
/// line naming the range.
package struct RefreshRateOption: ParsableArguments {
  @Option(
    name: .customLong("refresh-rate"),
    help: ArgumentHelp(
      "Pace the window at this many frames a second, \(FrameSchedule.refreshRates.lowerBound)-\(FrameSchedule.refreshRates.upperBound) (default: the display's refresh rate, 60 when it does not say, as under Xvfb). Only the pacing: the numeric spring still steps by --display-rate.",
      valueName: "hz"),
    transform: RefreshRateOption.parse)
  package var rate: Int?

  package init() {}

  /// Parses a whole number of Hz in ``AppLoop/refreshRates``.
  package static func parse(_ text: String) throws -> Int {
    guard let value = Int(text), FrameSchedule.refreshRates.contains(value) else {
      throw ValidationError(
        "--refresh-rate '\(OneLine.escape(text))' is not a refresh rate; use a whole number of Hz from \(FrameSchedule.refreshRates.lowerBound) to \(FrameSchedule.refreshRates.upperBound), e.g. 60, 120 or 144")
    }
    return value
  }
}
