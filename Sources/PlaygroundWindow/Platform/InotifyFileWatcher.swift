import ConfigFormat
import Foundation
import PlaygroundCore
import PlaygroundTuning

/// Watches one file for the tuning document (``FileWatching``) with inotify, the window's watch.
///
/// It watches the file's *directory* (`IN_CLOSE_WRITE | IN_MOVED_TO`, and `IN_DELETE |
/// IN_MOVED_FROM` so that a deleted file is reported), because editors save by writing a
/// temporary file and renaming it over the original, which would drop a watch on the file itself
/// (`ConfigWatcherTests` saves by rename). When the path is a symbolic link, its target's
/// directory is watched too, for the target's name. Where inotify is unavailable it falls back to
/// comparing the file's modification time and size (``FileStamp``) at most every 250 ms.
///
/// ```swift
/// let files = InotifyFileWatcher(path: "tuning.json")
/// if files.fileChanged() { … }         // every frame, never blocks
/// _ = files.wait(timeout: 3)            // tests: block until an event is pending
/// ```
package final class InotifyFileWatcher: FileWatching {
  /// The watched file's path as given.
  package let path: String
  /// Whether changes are noticed through inotify (false: the mtime fallback).
  package var usesInotify: Bool { fd >= 0 }

  private var fd: Int32 = -1
  /// The names that mean "the file changed": the path's own name and, when it is a symbolic link,
  /// its target's name (whose directory is watched as well).
  private var names: Set<String>
  private var watchedDirectories: Set<String> = []
  private var lastStamp: FileStamp?
  private var lastCheck: ContinuousClock.Instant?
  private var buffer = [UInt8](repeating: 0, count: 16 * 1024)

  /// Starts watching `path`'s directory (and, for a symbolic link, its target's directory).
  package init(path: String) {
    self.path = path
    self.names = [FilePathName.lastComponent(of: path)]
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    if fd >= 0 {
      if inotify_add_watch(fd, Self.directory(of: path), Self.mask) >= 0 {
        self.fd = fd
        watchedDirectories.insert(Self.directory(of: path))
        watchTarget()
      } else {
        close(fd)
      }
    }
    lastStamp = FileStamp(path: path)
  }

  deinit {
    if fd >= 0 { close(fd) }
  }

  /// Whether the file changed since the last call; reads every pending event (never blocks).
  package func fileChanged() -> Bool {
    if fd >= 0 {
      let hit = drainInotify()
      if hit { watchTarget() }
      return hit
    }
    let now = ContinuousClock.now
    if let lastCheck, now - lastCheck < .milliseconds(250) { return false }
    lastCheck = now
    let stamp = FileStamp(path: path)
    defer { lastStamp = stamp }
    return stamp != lastStamp
  }

  /// Blocks until an inotify event is pending (true) or `timeout` seconds passed (false), on the
  /// inotify descriptor with poll(2), without reading the event; ``fileChanged()`` then says
  /// whether it named the file. Without inotify (the mtime fallback) there is nothing to wait
  /// on: false at once.
  package func wait(timeout: Double) -> Bool {
    guard fd >= 0 else { return false }
    let deadline = ContinuousClock.now + .milliseconds(Int(max(0, timeout) * 1000))
    while true {
      let left = deadline - ContinuousClock.now
      let ms = max(0, Int(left.components.seconds) * 1000 + Int(left.components.attoseconds / 1_000_000_000_000_000))
      var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let n = poll(&p, 1, Int32(clamping: ms))
      if n > 0 { return true }
      if n < 0, errno == EINTR { continue }
      return false
    }
  }

  /// Written, renamed in, deleted or renamed away: a save, an editor's save by rename, a removal.
  private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)

  private static func directory(of path: String) -> String {
    FilePathName.directory(of: path)
  }

  /// When the path is a symbolic link, also watches its target's directory for the target's name
  /// (edits to the target do not touch the link's directory). Called again after every change,
  /// since the link may have been pointed elsewhere.
  private func watchTarget() {
    guard fd >= 0, let target = try? AtomicFile.destination(of: path), target != path else { return }
    names.insert(FilePathName.lastComponent(of: target))
    let dir = Self.directory(of: target)
    guard !watchedDirectories.contains(dir) else { return }
    if inotify_add_watch(fd, dir, Self.mask) >= 0 { watchedDirectories.insert(dir) }
  }

  /// Reads every pending inotify event; true when one names the watched file.
  private func drainInotify() -> Bool {
    var hit = false
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= n {
        let len = buffer.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)) }
        let nameStart = offset + header
        let nameEnd = min(nameStart + len, n)
        let nameBytes = buffer[nameStart..<nameEnd].prefix { $0 != 0 }
        if names.contains(String(decoding: nameBytes, as: UTF8.self)) { hit = true }
        offset = nameStart + len
      }
    }
    return hit
  }
}
