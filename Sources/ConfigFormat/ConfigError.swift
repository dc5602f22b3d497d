import StrictJSON

/// A problem with a file the playground reads or writes (a config, a preset, a saved export or
/// screenshot): the file, and where in it (an ``InputError`` whose path is the JSON field, empty
/// for the whole file or a write).
///
/// `description` is the one line shown in the HUD and on stderr, e.g.
/// `tuning.json: panels.search.behavior.springResponseTime: must be a number of seconds in [0.001, 10], e.g. 0.4`.
package struct ConfigError: Error, Equatable, CustomStringConvertible {
  /// The file's path as given.
  package var file: String
  /// The field and message.
  package var error: InputError

  /// Creates an error.
  package init(file: String, error: InputError) {
    self.file = file
    self.error = error
  }

  /// Creates an error about the whole file (cannot read, cannot write, …).
  package init(file: String, message: String) {
    self.init(file: file, error: InputError(path: "", message: message))
  }

  /// `file: path: message` on one line (control characters escaped, see ``OneLine``).
  package var description: String { "\(OneLine.escape(file)): \(error)" }
}
