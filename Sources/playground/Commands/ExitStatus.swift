/// The exit statuses of every `playground` command (the README's "Exit statuses" table).
///
/// | status | meaning |
/// |---|---|
/// | 0 | done |
/// | 1 | an internal or system failure (SDL, a write to standard output) |
/// | 2 | bad input: a file, a config, a display or a font that cannot be used |
/// | 64 | a bad command line (unknown option, bad value), from swift-argument-parser |
enum ExitStatus {
  /// Done.
  static let success: Int32 = 0
  /// An internal or system failure.
  static let failure: Int32 = 1
  /// Bad input the user can fix: a file, a config, no display, no usable font.
  static let badInput: Int32 = 2
  /// A bad command line (swift-argument-parser's `ExitCode.validationFailure`).
  static let usage: Int32 = 64
}
