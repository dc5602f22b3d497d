import Foundation

/// Serialises every SDL2_ttf call: SDL2_ttf keeps one FreeType library and an init counter
/// for the whole process, and neither is thread-safe. Holding this lock lets fonts be used
/// from more than one thread (e.g. parallel test suites) as long as each `Font` is used by one
/// thread at a time.
///
/// An `NSLock` (a pthread mutex), not Synchronization's `Mutex`: on Linux a contended `Mutex`
/// hands the lock over inside the kernel (a PI futex, from the uninstrumented standard library),
/// so ThreadSanitizer sees no order between the two threads and reports what the lock guards as
/// raced (`FontLockContentionTests`, `make sanitize`). TSan sees pthread mutexes.
enum FontLibraryLock {
  private static let lock = NSLock()

  /// Runs `body` while holding the lock.
  static func withLock<R>(_ body: () throws -> R) rethrows -> R {
    try lock.withLock(body)
  }
}
