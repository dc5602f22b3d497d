@testable import PlaygroundCore
@testable import PlaygroundTuning

/// An in-memory ``FileWatching`` the test triggers: `touch()` after writing the file says "it
/// changed", and the next frame's poll re-reads it. No inotify, no clock, no waiting.
final class ManualFileWatcher: FileWatching {
  /// Paths the document asked to watch, in order.
  private(set) var watchedPaths: [String] = []
  private var pending = false

  /// The factory to give a `TuningSession` or `TuningDocument`: every path gets this watcher.
  var factory: FileWatcherFactory {
    { [unowned self] path in
      watchedPaths.append(path)
      return self
    }
  }

  /// Reports a change at the next ``fileChanged()``.
  func touch() { pending = true }

  func fileChanged() -> Bool {
    defer { pending = false }
    return pending
  }
}
