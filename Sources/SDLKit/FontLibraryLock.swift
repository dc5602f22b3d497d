import Synchronization

/// Serialises every SDL2_ttf call: SDL2_ttf keeps one FreeType library and an init counter
/// for the whole process, and neither is thread-safe. Holding this lock lets fonts be used
/// from more than one thread (e.g. parallel test suites) as long as each `Font` is used by one
/// thread at a time.
enum FontLibraryLock {
  private static let mutex = Mutex(())

  /// Runs `body` while holding the lock.
  static func withLock<R>(_ body: () throws -> R) rethrows -> R {
    try mutex.withLock { _ in try body() }
  }
}
