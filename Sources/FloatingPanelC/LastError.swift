import CFloatingPanel
import FloatingPanelSDL
import Foundation

/// `fp_last_error()`'s text: the message of the last failed call on each thread, kept in the
/// thread's dictionary as a C string the library owns until the next failure on that thread.
enum LastError {
  /// A C copy of a message, freed when replaced.
  final class Text: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<CChar>
    init(_ message: String) { pointer = strdup(message) ?? UnsafeMutablePointer<CChar>.allocate(capacity: 1) }
    deinit { free(pointer) }
  }

  private static let key = "FloatingPanelC.lastError"
  /// An empty string for a thread with no failure yet.
  private static let empty = Text("")

  /// Records `error` as this thread's last and returns its C code (negative).
  static func record(_ error: HostError) -> Int32 {
    Thread.current.threadDictionary[key] = Text(error.message)
    return -error.code.rawValue
  }

  /// This thread's last message.
  static var current: UnsafePointer<CChar> {
    UnsafePointer((Thread.current.threadDictionary[key] as? Text ?? empty).pointer)
  }

  /// Fills the caller's `fp_error` (when not NULL) with `error`, cut to fit its message field.
  static func fill(_ out: UnsafeMutablePointer<fp_error>?, _ error: HostError?) {
    guard let out else { return }
    out.pointee.code = error.map { -$0.code.rawValue } ?? 0
    let bytes = Array((error?.message ?? "").utf8)
    withUnsafeMutableBytes(of: &out.pointee.message) { buffer in
      let n = cutLength(bytes, limit: buffer.count - 1)
      for i in 0..<n { buffer[i] = bytes[i] }
      buffer[n] = 0
    }
  }

  /// The longest prefix of `bytes` of at most `limit` bytes that does not cut a UTF-8 character.
  static func cutLength(_ bytes: [UInt8], limit: Int) -> Int {
    guard bytes.count > limit else { return bytes.count }
    var n = max(0, limit)
    while n > 0, bytes[n] & 0xC0 == 0x80 { n -= 1 }
    return n
  }
}
