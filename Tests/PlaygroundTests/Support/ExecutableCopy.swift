import Foundation

/// Copies the built `playground` binary for tests that run it from outside the package.
///
/// The copy is written through a close-on-exec descriptor. `FileManager.copyItem` opens the new
/// file without `O_CLOEXEC`, so a child that another test spawns while the copy is being written
/// (a `swift build`, a window) inherits the write descriptor and keeps it open for its whole life;
/// running the copy then fails with "Text file busy" (ETXTBSY). Tests run in parallel, so that
/// happened under load.
///
/// ```swift
/// try ExecutableCopy.write(to: dir + "/playground")
/// ```
enum ExecutableCopy {
  /// Writes a copy of the built binary to `path` with mode 0755.
  static func write(to path: String) throws {
    let bytes = try Data(contentsOf: ReplayTests.executable())
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(fd) }
    try bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count {
        let n = Foundation.write(fd, base + offset, raw.count - offset)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        offset += n
      }
    }
    guard fchmod(fd, 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  }
}
