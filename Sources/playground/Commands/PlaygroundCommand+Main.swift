import ArgumentParser
import Foundation
import StrictJSON

#if canImport(Glibc)
import Glibc
#endif

extension PlaygroundCommand {
  /// Parses the command line and runs the command, as swift-argument-parser's `main()` does,
  /// except that the text it prints for `--help`, `help` and completion scripts goes through the
  /// checked ``StandardOutput``: a help that cannot be written exits with status 1 and one line
  /// on stderr instead of 0. Errors and usage still go to stderr the parser's way (status 64),
  /// with every argument that holds a control character (a newline) escaped where the message
  /// echoes it (``OneLine``), so the first line is the whole error.
  static func runAsMain() -> Never {
    do {
      var command = try parseAsRoot()
      try command.run()
      Glibc.exit(ExitStatus.success)
    } catch {
      guard exitCode(for: error) == .success else { exitEscaping(error) }
      let text = fullMessage(for: error)
      if !text.isEmpty {
        do {
          try StandardOutput.print(text, command: "")
        } catch {
          Glibc.exit(error.rawValue)
        }
      }
      Glibc.exit(ExitStatus.success)
    }
  }

  /// Exits as `exit(withError:)` does, but with the arguments that ``OneLine`` escapes written
  /// escaped wherever the message repeats them.
  private static func exitEscaping(_ error: any Error) -> Never {
    let raw = CommandLine.arguments.dropFirst().filter { OneLine.escape($0) != $0 }
    guard !raw.isEmpty else { exit(withError: error) }
    var text = fullMessage(for: error)
    for argument in raw.sorted(by: { $0.count > $1.count }) {
      text = text.replacingOccurrences(of: argument, with: OneLine.escape(argument))
    }
    if !text.isEmpty { StandardError.write(text + "\n") }
    Glibc.exit(exitCode(for: error).rawValue)
  }
}
