import Foundation

/// Serialises tests that use SDL's process-wide video state: the `SDL_VIDEODRIVER`, `DISPLAY`
/// and `WAYLAND_DISPLAY` environment variables, the video subsystem (initialised once for all
/// windows) and the event queue. Swift Testing runs suites of different targets in parallel in
/// one process, so a test that unsets `DISPLAY` must not overlap a test that opens a window.
///
/// ```swift
/// @Test func opensAWindow() throws {
///   try DisplayTestLock.run {
///     setenv("SDL_VIDEODRIVER", "dummy", 1)
///     let window = try Window(title: "t", width: 100, height: 100)
///     …
///   }
/// }
/// ```
public enum DisplayTestLock {
  private static let lock = NSRecursiveLock()

  /// Runs `body` while no other test holds the lock; restores `SDL_VIDEODRIVER`, `DISPLAY` and
  /// `WAYLAND_DISPLAY` afterwards.
  public static func run<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    let names = ["SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"]
    let saved = names.map { ($0, ProcessInfo.processInfo.environment[$0]) }
    defer {
      for (name, value) in saved {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
      }
      lock.unlock()
    }
    return try body()
  }

  /// Runs `body` with SDL's dummy video driver (`SDL_VIDEODRIVER=dummy`: windows without a
  /// display), holding the lock.
  public static func withDummyVideo<T>(_ body: () throws -> T) rethrows -> T {
    try run {
      setenv("SDL_VIDEODRIVER", "dummy", 1)
      return try body()
    }
  }
}
