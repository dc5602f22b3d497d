import Foundation

/// Modification time and size of a file, for ``InotifyFileWatcher``'s polling fallback.
package struct FileStamp: Equatable {
  /// Modification time: whole seconds.
  package var seconds: Int
  /// Modification time: nanoseconds within the second.
  package var nanoseconds: Int
  /// Size in bytes.
  package var size: Int

  /// The stamp of `path`; nil when it cannot be stat'ed (e.g. it does not exist).
  package init?(path: String) {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    seconds = Int(st.st_mtim.tv_sec)
    nanoseconds = Int(st.st_mtim.tv_nsec)
    size = Int(st.st_size)
  }

  /// Creates the value from each of its properties.
  package init(seconds: Int, nanoseconds: Int, size: Int) {
    self.seconds = seconds
    self.nanoseconds = nanoseconds
    self.size = size
  }
}
