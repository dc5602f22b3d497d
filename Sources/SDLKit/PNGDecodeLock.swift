import Foundation

/// Serialises PNG decoding: while libpng runs, file descriptor 2 points at `/dev/null`
/// (``StandardErrorSilencer``), and two decodes on two threads must not save and restore it
/// crosswise. An `NSLock`, which ThreadSanitizer sees (see ``FontLibraryLock``).
enum PNGDecodeLock {
  /// The one lock.
  private static let lock = NSLock()

  /// `body()` while holding the lock.
  static func run<T>(_ body: () -> T) -> T {
    lock.withLock(body)
  }
}
