#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads and writes config files. Saving is atomic: the bytes go to a temporary file in the same
/// directory, which is flushed to disk (`fsync`) and then renamed over the target, so the file on
/// disk is always either the old one or the new one, even if the program dies mid-write.
///
/// ```swift
/// let config = try ConfigFile.load(path: "tuning.json")
/// try ConfigFile.save(config, to: "tuning.json")
/// ```
public enum ConfigFile {
  /// Reads and decodes a config; every problem is a ``ConfigError`` naming the file and field.
  public static func load(path: String) throws(ConfigError) -> PlaygroundConfig {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigError(file: path, message: "cannot read the file: it does not exist or is not readable")
    }
    do {
      return try PlaygroundConfig.decode(data)
    } catch {
      throw ConfigError(file: path, error: error)
    }
  }

  /// Writes `config` in the file format (``PlaygroundConfig/jsonText()``) atomically.
  public static func save(_ config: PlaygroundConfig, to path: String) throws(ConfigError) {
    try writeAtomically(Array(config.jsonText().utf8), to: path)
  }

  /// Writes `bytes` to `path` atomically: temporary file in the same directory (mode of the file
  /// it replaces, else 0644), `write` until done, `fsync`, `rename`, then `fsync` of the
  /// directory. On any failure the temporary file is removed and `path` is untouched.
  ///
  /// `write` is the system call by default; tests pass one that fails midway.
  static func writeAtomically(
    _ bytes: [UInt8], to path: String,
    write: (Int32, UnsafeRawBufferPointer) -> Int = { fd, buffer in systemWrite(fd, buffer.baseAddress, buffer.count) }
  ) throws(ConfigError) {
    let directory = (path as NSString).deletingLastPathComponent
    let dir = directory.isEmpty ? "." : directory
    let base = (path as NSString).lastPathComponent
    guard !base.isEmpty else { throw ConfigError(file: path, message: "not a file name") }
    var mode: mode_t = 0o644
    var st = stat()
    if stat(path, &st) == 0 { mode = st.st_mode & 0o7777 }
    let temp = "\(dir)/.\(base).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else {
      throw ConfigError(file: path, message: "cannot create a temporary file in '\(dir)': \(errnoText()); check that the directory exists and is writable")
    }
    func fail(_ what: String) -> ConfigError {
      let e = ConfigError(file: path, message: "\(what): \(errnoText()); the file was not changed")
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
      let e = ConfigError(file: path, message: "cannot close the temporary file: \(errnoText()); the file was not changed")
      unlink(temp)
      throw e
    }
    guard rename(temp, path) == 0 else {
      let e = ConfigError(file: path, message: "cannot replace the file: \(errnoText()); the file was not changed")
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
