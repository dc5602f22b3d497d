import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Where the window's messages for the terminal go (``TuningSession/report``, P's and Ctrl+R's
/// paths, the last warnings): problems to standard error, the rest (the exported Swift source) to
/// standard output, each ending in a newline. Neither ever blocks the window: each goes through a
/// ``TerminalStream`` (a queue and a writer thread of its own), so a reader that stops reading
/// (`playground | less`, paused) costs dropped messages, not a frozen window that no longer ends
/// on SIGTERM. The first message dropped after others went through says so in one line on
/// standard error; a failed write (`> /dev/full`, a closed terminal) is one line there too, and
/// the window goes on.
///
/// The two streams are the process's own file descriptors 1 and 2, so there is one pair for the
/// process (static), as the descriptors are.
///
/// ```swift
/// let tuning = try TuningSession(scene: scene, report: TerminalReport.print)
/// TerminalReport.finish()   // as the window ends: write what is left, for at most half a second
/// ```
package enum TerminalReport {
  /// Standard error (problems, notes).
  package static let errors = TerminalStream(fd: STDERR_FILENO, name: "standard error")
  /// Standard output (the exported Swift, the paths of screenshots and recordings).
  package static let output = TerminalStream(
    fd: STDOUT_FILENO, name: "standard output", failed: { line in TerminalReport.errors.send("playground: \(line)\n") })
  /// Whether the note about dropped output has been given since output last went through.
  private static let noted = Atomic<Bool>(false)

  /// Writes `text` (and a newline unless it ends in one) to stderr when `isProblem`, else stdout.
  /// Never blocks.
  package static func print(_ text: String, isProblem: Bool) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    guard !isProblem else {
      errors.send(line)
      return
    }
    if output.send(line) {
      noted.store(false, ordering: .relaxed)
    } else if !noted.exchange(true, ordering: .relaxed) {
      errors.send(
        "playground: standard output is not being read (or cannot be written): the window drops what it would print there "
          + "(E's Swift, P's and Ctrl+R's paths) until it is; files are written all the same\n")
    }
  }

  /// As the window ends: gives both streams at most `timeout` seconds to write what they hold,
  /// then says how many messages for standard output were dropped (when any were).
  package static func finish(timeout: Double = 0.5) {
    let start = Date()
    _ = output.drain(timeout: timeout)
    let dropped = output.droppedSoFar
    if dropped.messages > 0 {
      errors.send("playground: \(dropped.messages) messages for standard output (\(dropped.bytes) bytes) were dropped: nothing read them\n")
    }
    _ = errors.drain(timeout: max(0.05, timeout - Date().timeIntervalSince(start)))
  }
}
