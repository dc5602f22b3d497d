import ArgumentParser
import Foundation
import PlaygroundCore

/// `playground replay SCRIPT.json`: runs a scripted gesture on the engine with a fixed clock and
/// prints one JSON line per frame, then a summary (the README's "Replay" section).
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a scripted gesture and print the exact motion, frame by frame (JSON Lines).",
    discussion: """
      The output is identical on every run and every machine for the same script, so CI can diff
      it. A bad script prints one line naming the field on stderr and exits with status 2.
      Example scripts: Assets/scripts/*.json
      """
  )

  @Argument(help: "The replay script (JSON; examples in Assets/scripts, format in the README).")
  var script: String

  @Flag(help: "Print only the summary line.")
  var summaryOnly = false

  init() {}

  func run() throws {
    let summary: ReplaySummary
    var out = ""
    do {
      let parsed = try ReplayScript.load(path: script)
      summary = try ReplayRunner(script: parsed).run { frame in
        if !summaryOnly {
          out += frame.jsonLine
          out += "\n"
        }
      }
    } catch {
      let message = (error as? InputError)?.description ?? "\(error)"
      FileHandle.standardError.write(Data("playground replay: \(script): \(message)\n".utf8))
      throw ExitCode(2)
    }
    out += summary.jsonLine + "\n"
    FileHandle.standardOutput.write(Data(out.utf8))
  }
}
