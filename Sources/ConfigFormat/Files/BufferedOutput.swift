import Foundation

/// Writes text to a file descriptor through a fixed-size buffer, so a long output (a replay of an
/// hour at 1000 fps is 3.6 million lines) streams out in constant memory instead of being built
/// whole first.
///
/// ```swift
/// var out = BufferedOutput(fd: STDOUT_FILENO)
/// try out.write("{\"frame\": 0}\n")
/// try out.flush()
/// ```
package struct BufferedOutput {
  /// The buffer is written out when it holds this many bytes.
  package static let capacity = 64 * 1024

  private let sink: ([UInt8]) throws(FileWriteError) -> Void
  private var buffer: [UInt8] = []

  /// Writes to `fd` (standard output by default).
  package init(fd: Int32 = STDOUT_FILENO) {
    self.init { (bytes: [UInt8]) throws(FileWriteError) in
      var offset = 0
      while offset < bytes.count {
        let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { throw FileWriteError(file: "standard output", message: "cannot write: \(String(cString: strerror(errno)))") }
        offset += n
      }
    }
  }

  /// Hands each full buffer to `sink` (tests collect them).
  package init(sink: @escaping ([UInt8]) throws(FileWriteError) -> Void) {
    self.sink = sink
    buffer.reserveCapacity(Self.capacity)
  }

  /// Appends `text`; writes the buffer out when it is full.
  package mutating func write(_ text: String) throws(FileWriteError) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.capacity { try flush() }
  }

  /// Writes out whatever is buffered.
  package mutating func flush() throws(FileWriteError) {
    guard !buffer.isEmpty else { return }
    let chunk = buffer
    buffer.removeAll(keepingCapacity: true)
    try sink(chunk)
  }
}
