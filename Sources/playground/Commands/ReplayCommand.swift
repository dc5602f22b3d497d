import ArgumentParser
import ConfigFormat
import Foundation
import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow
import StrictJSON

/// `playground replay SCRIPT.json`: runs a scripted gesture on the engine with a fixed clock and
/// prints one JSON line per frame, then a summary (the docs page "Replay"; the format: docs/formats.md).
/// `--example NAME` replays a script shipped with the playground, also from an installed binary.
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

      Example scripts: Assets/scripts/*.json, also by name from an installed binary:       playground replay --example flick-to-full. The format: docs/formats.md and       Assets/schemas/script.schema.json.
      """
  )

  @Argument(help: "The replay script (JSON; examples in Assets/scripts, format in docs/formats.md).")
  var script: String?

  @Option(help: ArgumentHelp("A shipped example script by name, e.g. flick-to-full (Assets/scripts, or the resource bundle beside an installed binary).", valueName: "name"))
  var example: String?

  @Flag(help: "Print only the summary line.")
  var summaryOnly = false

  @OptionGroup var displayRate: DisplayRateOption

  init() {}

  /// One script: a file or `--example`, not both.
  func validate() throws {
    if (script == nil) == (example == nil) { throw ValidationError("give a script file or --example NAME, one of them") }
  }

  func run() throws {
    let path = try scriptPath()
    let parsed: ReplayScript
    do {
      parsed = displayRate.apply(to: try ReplayScript.load(path: path))
    } catch {
      throw fail(error, path: path)
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
      StandardError.write("playground replay: \(error)\n")
      throw ExitCode(ExitStatus.failure)
    } catch {
      throw fail(error, path: path)
    }
  }

  /// The script file, or the example's: an unknown name is one line listing the examples
  /// (status 2); no examples at all (an installed binary without its bundle) status 1.
  private func scriptPath() throws -> String {
    if let script { return script }
    let name = example ?? ""
    let dir: String
    do {
      dir = try AssetLocator.packageOrBundle("scripts")
    } catch {
      StandardError.write("playground replay: \(OneLine.escape(error.description))\n")
      throw ExitCode(ExitStatus.failure)
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    guard names.contains(name) else {
      StandardError.write("playground replay: --example \(OneLine.escape(name)): no such example; use one of \(names.joined(separator: ", "))\n")
      throw ExitCode(ExitStatus.badInput)
    }
    return dir + "/" + name + ".json"
  }

  /// Prints the one-line error for a bad script and returns the exit status (2).
  private func fail(_ error: any Error, path: String) -> ExitCode {
    let message = (error as? InputError)?.description ?? "\(error)"
    StandardError.write("playground replay: \(OneLine.escape(path)): \(message)\n")
    return ExitCode(ExitStatus.badInput)
  }
}
