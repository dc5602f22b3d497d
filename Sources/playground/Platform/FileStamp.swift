import Foundation

/// Modification time and size of a file, for ``InotifyFileWatcher``'s polling fallback.
struct FileStamp: Equatable {
  /// Modification time: whole seconds.
  var seconds: Int
  /// Modification time: nanoseconds within the second.
  var nanoseconds: Int
  /// Size in bytes.
  var size: Int

  /// The stamp of `path`; nil when it cannot be stat'ed (e.g. it does not exist).
  init?(path: String) {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    seconds = Int(st.st_mtim.tv_sec)
    nanoseconds = Int(st.st_mtim.tv_nsec)
    size = Int(st.st_size)
  }
}
