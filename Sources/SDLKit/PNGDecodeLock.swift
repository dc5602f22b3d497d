import Synchronization

/// Serialises PNG decoding: while libpng runs, file descriptor 2 points at `/dev/null`
/// (``StandardErrorSilencer``), and two decodes on two threads must not save and restore it
/// crosswise.
enum PNGDecodeLock {
  /// The one lock.
  private static let mutex = Mutex(())

  /// `body()` while holding the lock.
  static func run<T>(_ body: () -> T) -> T {
    mutex.withLock { _ in body() }
  }
}
