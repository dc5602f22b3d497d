import StrictJSON

/// Why import-swift imported nothing: a file that is not Swift source, too large, or an import
/// without a layout or behaviour. Its description is the one line the command prints.
///
/// ```swift
/// SwiftImportError(file: "AppDelegate.swift", message: "no FloatingPanelLayout or FloatingPanelBehavior …").description
/// ```
package struct SwiftImportError: Error, Equatable, CustomStringConvertible {
  /// The file (as given), or "" for the whole import.
  package var file: String
  /// What is wrong and what to do.
  package var message: String
  /// The `FILE:LINE: skipped …` lines of an import that read the files but kept no panel (they
  /// say why each layout was left out; the command prints them before the error).
  package var skips: [String] = []

  /// Creates an error.
  package init(file: String, message: String, skips: [String] = []) {
    self.file = file
    self.message = message
    self.skips = skips
  }

  /// `FILE: message` on one line.
  package var description: String { OneLine.escape(file.isEmpty ? message : "\(file): \(message)") }
}
