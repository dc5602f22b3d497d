import ArgumentParser
import ConfigFormat
import Foundation
import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow
import StrictJSON

/// `playground replay SCRIPT.json`: runs a scripted gesture on the engine with a fixed clock and
/// prints one JSON line per frame, then a summary (the README's "Replay" section).
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a scripted gesture and print the exact motion, frame by frame (JSON Lines).",
    discussion: """
      The output is identical on every run and every machine for the same script, so CI can diff \
      it. A bad script prints one line naming the field on stderr and exits with status 2.

      Limits: a script file of at most 64 MiB (about 1.3 million events), `until` at most 3600 s, \
      `fps` at most 1000; the output streams (constant memory, about 3.6 million lines at most).

      --display-rate 120 (or "displayRate": 120 in the script) runs the clock at 120 Hz: a frame \
      every 1/120 s, each stepping the numeric spring by 1/120 s, as FloatingPanel does on a \
      120 Hz iPhone; it replaces the script's fps. Without it, the script's fps (default 60).

      Example scripts: Assets/scripts/*.json
      """
  )

  @Argument(help: "The replay script (JSON; examples in Assets/scripts, format in the README).")
  var script: String

  @Flag(help: "Print only the summary line.")
  var summaryOnly = false

  @OptionGroup var displayRate: DisplayRateOption

  init() {}

  func run() throws {
    let parsed: ReplayScript
    do {
      parsed = displayRate.apply(to: try ReplayScript.load(path: script))
    } catch {
      throw fail(error)
    }
    var out = BufferedOutput()
    do {
      // Frames stream out as they are produced: memory stays flat however long the replay.
      let summary = try ReplayRunner(script: parsed).run { (frame) throws(FileWriteError) in
        if !summaryOnly { try out.write(frame.jsonLine + "\n") }
      }
      try out.write(summary.jsonLine + "\n")
      try out.flush()
    } catch let error as FileWriteError {
      FileHandle.standardError.write(Data("playground replay: \(error)\n".utf8))
      throw ExitCode(ExitStatus.failure)
    } catch {
      throw fail(error)
    }
  }

  /// Prints the one-line error for a bad script and returns the exit status (2).
  private func fail(_ error: any Error) -> ExitCode {
    let message = (error as? InputError)?.description ?? "\(error)"
    FileHandle.standardError.write(Data("playground replay: \(OneLine.escape(script)): \(message)\n".utf8))
    return ExitCode(ExitStatus.badInput)
  }
}
