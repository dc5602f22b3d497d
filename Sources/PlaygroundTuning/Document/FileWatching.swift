import PlaygroundCore

/// What the tuning document needs from a file watch: whether its file changed on disk since it
/// last asked. Reading and decoding the file stay in the model (``ConfigWatcher``); a watcher only
/// says "something happened to that name". The executable gives the inotify one
/// (`InotifyFileWatcher`); tests give one they trigger themselves, so nothing waits on a clock.
///
/// ```swift
/// final class ManualFileWatcher: FileWatching {
///   var pending = false
///   func fileChanged() -> Bool { defer { pending = false }; return pending }
/// }
/// ```
package protocol FileWatching: AnyObject {
  /// Whether the file was written, replaced (a rename over it) or deleted since the last call.
  /// Never blocks; called once per frame. A save by the document itself is reported like any
  /// other change (the document then finds the same values and reports nothing).
  func fileChanged() -> Bool
}

/// Makes the watch of one file, given its path as the user wrote it (the document calls it when
/// it opens a watched file, and after the first save of one it did not watch yet).
package typealias FileWatcherFactory = (_ path: String) -> any FileWatching
