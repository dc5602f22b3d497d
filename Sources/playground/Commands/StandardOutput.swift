import ArgumentParser
import ConfigFormat
import Foundation

/// Every write of a command to standard output goes through here and is checked: when standard
/// output cannot take the text (a full disk, `/dev/full`, a closed descriptor), the command prints
/// one line on standard error and exits with status 1 (``ExitStatus/failure``), so a CI job never
/// loses a summary unnoticed. The text goes out at once (no stdio buffer left for the exit to lose).
///
/// ```swift
/// try StandardOutput.print("fuzz: seed 11, 3000 cases", command: "fuzz")
/// // with stdout on /dev/full: stderr "playground fuzz: standard output: cannot write: No space
/// // left on device; …", exit status 1
/// ```
enum StandardOutput {
  /// Writes `text` and a newline; on failure prints the one line for `command` and throws
  /// ``ExitStatus/failure``.
  static func print(_ text: String, command: String) throws(ExitCode) {
    try write(text + "\n", command: command)
  }

  /// Writes `text` as it is; on failure prints the one line for `command` (e.g. `"export-swift"`,
  /// `""` for the command line itself) and throws ``ExitStatus/failure``.
  static func write(_ text: String, command: String) throws(ExitCode) {
    do {
      try write(text)
    } catch {
      let who = command.isEmpty ? "playground" : "playground \(command)"
      StandardError.write("\(who): \(error)\n")
      throw ExitCode(ExitStatus.failure)
    }
  }

  /// Writes `text` to file descriptor 1, all of it, through ``BufferedOutput``.
  ///
  /// - Throws: `FileWriteError` naming standard output and the system's reason, with what to do.
  static func write(_ text: String) throws(FileWriteError) {
    var out = BufferedOutput()
    do {
      try out.write(text)
      try out.flush()
    } catch {
      throw FileWriteError(file: error.file, message: error.message + "; " + advice)
    }
  }

  /// What to do when standard output cannot be written.
  static let advice = "check where standard output goes (a full disk, a closed pipe or descriptor)"
}
