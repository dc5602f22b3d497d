import Foundation
import StrictJSON

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
  /// A symbolic link at `path` is followed: its target is replaced and the link stays. A path
  /// that is (or leads to) anything but a regular file — `/dev/null`, a directory, a FIFO — is
  /// refused, so a write never turns a device into a file.
  ///
  /// With `replacing` false, `path` must not exist (not even as a dangling link, which is not
  /// followed): the file is put there with `link(2)`, which never replaces anything, and a name
  /// taken meanwhile fails with "already exists" (backups are written so).
  ///
  /// `write` is the system call by default; tests pass one that fails midway.
  package static func write(
    _ bytes: [UInt8], to path: String, replacing: Bool = true,
    write: (Int32, UnsafeRawBufferPointer) -> Int = { fd, buffer in systemWrite(fd, buffer.baseAddress, buffer.count) }
  ) throws(FileWriteError) {
    let given = path
    guard !FilePathName.namesDirectory(given) else {
      throw FileWriteError(file: given, message: "names a directory, not a file (it ends in '/', '.' or '..'); nothing was written; give a file's name")
    }
    let path = replacing ? try destination(of: given) : given
    let dir = FilePathName.directory(of: path)
    let base = FilePathName.lastComponent(of: path)
    var mode: mode_t = 0o644
    var st = stat()
    if lstat(path, &st) == 0 {
      guard replacing else { throw FileWriteError(file: path, message: "already exists") }
      guard (st.st_mode & S_IFMT) == S_IFREG else {
        throw FileWriteError(file: given, message: "not a regular file (a device, directory or pipe); the file was not changed; choose another path")
      }
      mode = st.st_mode & 0o7777
    }
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
    if !replacing {
      let linked = link(temp, path) == 0
      let e = linked ? nil : FileWriteError(file: path, message: errno == EEXIST ? "already exists" : "cannot create the file: \(errnoText())")
      unlink(temp)
      if let e { throw e }
    } else if rename(temp, path) != 0 {
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

  /// The file a write to `path` replaces: `path` itself, or the end of its chain of symbolic
  /// links (at most 40, like the kernel), resolved relative to each link's directory.
  package static func destination(of path: String) throws(FileWriteError) -> String {
    var current = path
    for _ in 0..<40 {
      var st = stat()
      guard lstat(current, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = readlink(current, &buffer, buffer.count - 1)
      guard n > 0 else { throw FileWriteError(file: path, message: "cannot read the symbolic link: \(errnoText()); the file was not changed") }
      let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if target.hasPrefix("/") {
        current = target
      } else {
        current = FilePathName.joining(FilePathName.directory(of: current), target)
      }
    }
    throw FileWriteError(file: path, message: "too many levels of symbolic links; the file was not changed")
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

  /// `file: message` on one line (control characters escaped, see ``OneLine``).
  package var description: String { OneLine.escape("\(file): \(message)") }
}
