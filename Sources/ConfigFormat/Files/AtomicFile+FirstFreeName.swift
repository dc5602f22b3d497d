import Foundation

extension AtomicFile {
  /// Writes `bytes` under the first of `candidates` that is free — no file, directory or link
  /// (dangling or not) of that name — and returns that path; nil when every name is taken. A name
  /// taken between the look and the write is skipped too: the write never replaces anything
  /// (``write(_:to:replacing:write:)`` with `replacing` false). Screenshots (P), recordings
  /// (Ctrl+R) and the backups of a bad config are written so.
  ///
  /// ```swift
  /// let names = (1...999).lazy.map { $0 == 1 ? "recording.json" : "recording-\($0).json" }
  /// let path = try AtomicFile.writeFirstFree(bytes, candidates: names)  // "recording-2.json" if the first is taken
  /// ```
  ///
  /// - Throws: the first ``FileWriteError`` other than "already exists" (an unwritable directory,
  ///   a full disk); nothing is left behind then.
  package static func writeFirstFree(_ bytes: [UInt8], candidates: some Sequence<String>) throws(FileWriteError) -> String? {
    for candidate in candidates {
      var st = stat()
      if lstat(candidate, &st) == 0 { continue }
      do {
        try write(bytes, to: candidate, replacing: false)
        return candidate
      } catch {
        if error.message == "already exists" { continue }
        throw error
      }
    }
    return nil
  }
}
