import Foundation

/// Writes files so that a crash or a full disk never leaves a half-written one: the bytes go to a
/// temporary file in the same directory, which is flushed (`fsync`) and renamed over the target.
/// Config saves, the Swift export and screenshots all write through it.
///
/// ```swift
/// try AtomicFile.write(Array(text.utf8), to: "tuning.swift")
/// try AtomicFile.write(try image.pngBytes(), to: "shot.png")
/// ```
///
/// Kept rather than Foundation's `Data.write(to:options: .atomic)`: on Linux that neither keeps the
/// replaced file's mode, nor fsyncs the directory, nor lets a test inject a failing `write`.
package enum AtomicFile {
  /// Writes `bytes` to `path` atomically: temporary file in the same directory (mode of the file
  /// it replaces, else 0644), `write` until done, `fsync`, `rename`, then `fsync` of the
  /// directory. On any failure the temporary file is removed and `path` is untouched.
  ///
  /// `write` is the system call by default; tests pass one that fails midway.
  package static func write(
    _ bytes: [UInt8], to path: String,
    write: (Int32, UnsafeRawBufferPointer) -> Int = { fd, buffer in systemWrite(fd, buffer.baseAddress, buffer.count) }
  ) throws(FileWriteError) {
    let directory = (path as NSString).deletingLastPathComponent
    let dir = directory.isEmpty ? "." : directory
    let base = (path as NSString).lastPathComponent
    guard !base.isEmpty else { throw FileWriteError(file: path, message: "not a file name") }
    var mode: mode_t = 0o644
    var st = stat()
    if stat(path, &st) == 0 { mode = st.st_mode & 0o7777 }
    let temp = "\(dir)/.\(base).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else {
      throw FileWriteError(file: path, message: "cannot create a temporary file in '\(dir)': \(errnoText()); check that the directory exists and is writable")
    }
    func fail(_ what: String) -> FileWriteError {
      let e = FileWriteError(file: path, message: "\(what): \(errnoText()); the file was not changed")
      close(fd)
      unlink(temp)
      return e
    }
    let ok = bytes.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let n = write(fd, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        if n == 0 { return false }
        offset += n
      }
      return true
    }
    guard ok else { throw fail("cannot write") }
    _ = fchmod(fd, mode)
    guard fsync(fd) == 0 else { throw fail("cannot flush to disk") }
    guard close(fd) == 0 else {
      let e = FileWriteError(file: path, message: "cannot close the temporary file: \(errnoText()); the file was not changed")
      unlink(temp)
      throw e
    }
    guard rename(temp, path) == 0 else {
      let e = FileWriteError(file: path, message: "cannot replace the file: \(errnoText()); the file was not changed")
      unlink(temp)
      throw e
    }
    let dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if dfd >= 0 {
      _ = fsync(dfd)
      close(dfd)
    }
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// The `write(2)` system call (named apart from the parameter that shadows it).
private func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer?, _ n: Int) -> Int {
  #if canImport(Glibc)
  return Glibc.write(fd, p, n)
  #else
  return Darwin.write(fd, p, n)
  #endif
}

/// A file that could not be written; `description` is one line naming the file, what failed and
/// that the file was not changed.
package struct FileWriteError: Error, Equatable, CustomStringConvertible {
  /// The file's path as given.
  package var file: String
  /// What failed.
  package var message: String

  /// Creates an error.
  package init(file: String, message: String) {
    self.file = file
    self.message = message
  }

  package var description: String { "\(file): \(message)" }
}
