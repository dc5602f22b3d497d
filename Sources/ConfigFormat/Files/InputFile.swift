import Foundation
import StrictJSON

/// Reads a file a user gave (a replay script, a config, a preset) with a size limit checked
/// before anything is read, so a huge or endless input (a 20 GB file, `/dev/zero`, a FIFO) cannot
/// exhaust memory. Symbolic links are followed; anything but a regular file is refused.
///
/// ```swift
/// let bytes = try InputFile.read("Assets/scripts/flick-to-full.json", limit: ReplayScript.maxFileSize)
/// ```
package enum InputFile {
  /// The bytes of `path`, at most `limit` of them; `expecting` names what to give instead of a
  /// directory, device or pipe.
  ///
  /// - Throws: ``InputError`` (empty path) saying why the file cannot be read or that it is larger
  ///   than `limit`, in words a user can act on.
  package static func read(_ path: String, limit: Int, expecting: String = "a JSON file") throws(InputError) -> [UInt8] {
    let (fd, size) = try open(path, limit: limit, expecting: expecting)
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= limit else { break }
        bytes.append(contentsOf: repeatElement(0, count: min(limit + 1 - count + 1, 64 * 1024)))
      }
      let n = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.read(fd, base + count, buffer.count - count)
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw InputError(path: "", message: "cannot read the file: \(String(cString: strerror(errno)))")
      }
      if n == 0 { break }
      count += n
    }
    guard count <= limit else { throw InputError(path: "", message: tooLarge(limit)) }
    bytes.removeLast(bytes.count - count)
    return bytes
  }

  /// Opens `path` for reading after the checks ``read(_:limit:expecting:)`` makes before reading
  /// (it exists, is a regular file, is at most `limit` bytes); returns the descriptor, which the
  /// caller closes, and the file's size. For a reader that streams the file (a replay script).
  package static func open(_ path: String, limit: Int, expecting: String = "a JSON file") throws(InputError) -> (fd: Int32, size: Int) {
    let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      let reason = errno == ENOENT ? "it does not exist" : String(cString: strerror(errno))
      throw InputError(path: "", message: "cannot read the file: \(reason)")
    }
    var st = stat()
    guard fstat(fd, &st) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw InputError(path: "", message: "cannot read the file: \(reason)")
    }
    guard (st.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      throw InputError(path: "", message: "not a regular file (a directory, device or pipe); give \(expecting)")
    }
    guard Int(st.st_size) <= limit else {
      close(fd)
      throw InputError(path: "", message: "the file is \(megabytes(Int(st.st_size))); files over \(megabytes(limit)) are refused")
    }
    return (fd, Int(st.st_size))
  }

  /// The error of a file that turned out larger than `limit` while read.
  package static func tooLarge(_ limit: Int) -> String { "the file is larger than \(megabytes(limit)); files over that are refused" }

  /// `64 MiB`, `1.5 MiB`, `900 bytes`.
  static func megabytes(_ n: Int) -> String {
    if n < 1024 * 1024 { return "\(n) bytes" }
    let mib = Double(n) / 1_048_576
    return mib == mib.rounded() ? "\(Int(mib)) MiB" : "\(DecimalText.fixed(mib, digits: 1)) MiB"
  }
}
