import Foundation

/// Where the window's tuning session's messages for the terminal go (``TuningSession/report``):
/// problems to standard error, the rest (the exported Swift source) to standard output, each
/// ending in a newline, unbuffered so they show at once even through a pipe.
///
/// ```swift
/// let tuning = try TuningSession(scene: scene, report: TerminalReport.print)
/// ```
enum TerminalReport {
  /// Writes `text` (and a newline unless it ends in one) to stderr when `isProblem`, else stdout.
  static func print(_ text: String, isProblem: Bool) {
    let handle = isProblem ? FileHandle.standardError : FileHandle.standardOutput
    handle.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }
}
