import ArgumentParser
import FloatingPanel
import PlaygroundCore
import PlaygroundTuning
import StrictJSON

/// `--display-rate 60|120`, shared by `window`, `replay`, `screenshot` and `filmstrip`: the
/// refresh rate the numeric spring steps at, once per display frame by 1/rate s, as upstream
/// FloatingPanel's display link does on a 60 or 120 Hz iPhone. Any other value is a usage error
/// (status 64) naming the two it takes.
package struct DisplayRateOption: ParsableArguments {
  @Option(
    name: .customLong("display-rate"),
    help: ArgumentHelp(
      "Display refresh rate the numeric spring steps at, 60 or 120 Hz (one step of 1/rate s per frame, as FloatingPanel on iOS; replays then have a frame every 1/rate s). Default: the script's or config's displayRate, else 60.",
      valueName: "hz"),
    transform: DisplayRateOption.parse)
  package var rate: DisplayRate?

  package init() {}

  /// Parses `60` or `120`; anything else names what it takes.
  package static func parse(_ text: String) throws -> DisplayRate {
    guard let value = Double(text), let rate = DisplayRate(framesPerSecond: value) else {
      throw ValidationError("--display-rate '\(OneLine.escape(text))' \(DisplayRate.rule)")
    }
    return rate
  }

  /// `script` on the asked rate's clock, or as it is without the option.
  package func apply(to script: ReplayScript) -> ReplayScript { rate.map { script.at(displayRate: $0) } ?? script }
}
