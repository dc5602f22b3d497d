import Foundation

/// Where the window's tuning session's messages for the terminal go (``TuningSession/report``):
/// problems to standard error, the rest (the exported Swift source) to standard output, each
/// ending in a newline, unbuffered so they show at once even through a pipe. A write to standard
/// output is checked (``StandardOutput``): when it fails, one line on stderr says so and the window
/// goes on (the file it names was written all the same).
///
/// ```swift
/// let tuning = try TuningSession(scene: scene, report: TerminalReport.print)
/// ```
enum TerminalReport {
  /// Writes `text` (and a newline unless it ends in one) to stderr when `isProblem`, else stdout.
  static func print(_ text: String, isProblem: Bool) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    guard !isProblem else { return FileHandle.standardError.write(Data(line.utf8)) }
    do {
      try StandardOutput.write(line)
    } catch {
      FileHandle.standardError.write(Data("playground: \(error)\n".utf8))
    }
  }
}
