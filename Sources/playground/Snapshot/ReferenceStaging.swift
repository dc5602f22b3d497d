import ConfigFormat
import Foundation

/// How `snapshot record` streams its cases and still changes no reference when a later case
/// fails: each case's PNG goes to a staged file next to its reference (`.NAME.png.staged-PID`)
/// as soon as it is drawn, so only one image is in memory at a time; ``commit()`` renames every
/// staged file over its reference, and ``discard()`` removes what is left.
///
/// ```swift
/// var staging = ReferenceStaging()
/// defer { staging.discard() }
/// try staging.stage(try image.pngBytes(), for: "Assets/snapshots/card-half.png")
/// try staging.commit()
/// ```
struct ReferenceStaging {
  /// Staged file → reference, in the order staged.
  private var pending: [(staged: String, reference: String)] = []

  /// An empty staging area.
  init() {}

  /// Writes `png` (atomically, flushed) to a staged file next to `reference`, with the
  /// reference's mode when it exists.
  ///
  /// - Throws: `FileWriteError` when the directory is not writable or the disk is full.
  mutating func stage(_ png: [UInt8], for reference: String) throws {
    let name = ".\(FilePathName.lastComponent(of: reference)).staged-\(getpid())"
    let staged = FilePathName.joining(FilePathName.directory(of: reference), name)
    try AtomicFile.write(png, to: staged)
    pending.append((staged, reference))
    var st = stat()
    if stat(reference, &st) == 0 { chmod(staged, st.st_mode & 0o7777) }
  }

  /// Renames every staged file over its reference.
  ///
  /// - Throws: ``StagingError`` naming the reference a rename failed for.
  mutating func commit() throws {
    while let next = pending.first {
      guard rename(next.staged, next.reference) == 0 else {
        throw StagingError(reference: next.reference, reason: String(cString: strerror(errno)))
      }
      pending.removeFirst()
    }
  }

  /// Removes the staged files not committed (after a failure).
  mutating func discard() {
    for p in pending { unlink(p.staged) }
    pending = []
  }
}

/// A staged reference that could not replace the old one.
struct StagingError: Error, CustomStringConvertible {
  /// The reference's path.
  let reference: String
  /// `strerror` of the failed rename.
  let reason: String

  /// One line for stderr.
  var description: String { "\(reference): cannot replace the reference: \(reason)" }
}
