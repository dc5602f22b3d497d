import Foundation

/// Watches a config file and re-reads it when it changes on disk; the frame loop calls ``poll()``
/// once per frame (it never blocks).
///
/// It watches the file's *directory* with inotify (`IN_CLOSE_WRITE | IN_MOVED_TO`, and
/// `IN_DELETE | IN_MOVED_FROM` so that a deleted file is reported), because
/// editors save by writing a temporary file and renaming it over the original, which would drop a
/// watch on the file itself (`ConfigWatcherTests` saves by rename). Where inotify is unavailable it falls back to
/// comparing the file's modification time and size every 250 ms.
///
/// A bad file (syntax error, wrong type, out-of-range value) does not replace ``current``: `poll`
/// returns `.failed` with the file and field, and the last good values stay in effect.
///
/// ```swift
/// let watcher = try ConfigWatcher(path: "tuning.json")
/// _ = tuning.apply(watcher.current)            // TuningController: the one way to apply a config
/// // every frame:
/// switch watcher.poll() {
/// case .reloaded(let config)?: if tuning.apply(config) == nil { hud.status = "reloaded ✓" }
/// case .failed(let error)?: hud.status = error.description; printToStderr(error)
/// case nil: break
/// }
/// ```
package final class ConfigWatcher {
  /// What a change on disk gave.
  package enum Event: Equatable {
    /// The file changed and decoded; it is now ``ConfigWatcher/current``.
    case reloaded(PlaygroundConfig)
    /// The file changed but is bad; ``ConfigWatcher/current`` keeps the last good values.
    case failed(ConfigError)
  }

  /// The watched file's path as given.
  package let path: String
  /// The last good config.
  package private(set) var current: PlaygroundConfig
  /// The error of the last read, nil when it was good.
  package private(set) var lastError: ConfigError?
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

  /// Loads `path` (or takes `current`, already loaded from it) and starts watching its
  /// directory (and, for a symbolic link, its target's directory). Throws when the file cannot be read or is bad (there are no last good values yet).
  package init(path: String, current: PlaygroundConfig? = nil) throws(ConfigError) {
    self.path = path
    self.names = [(path as NSString).lastPathComponent]
    if let current { self.current = current } else { self.current = try ConfigFile.load(path: path) }
    #if canImport(Glibc)
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
    #endif
    lastStamp = FileStamp(path: path)
  }

  deinit {
    if fd >= 0 { close(fd) }
  }

  /// Checks for a change without blocking. Returns nil when the file did not change (or was
  /// rewritten with the same values while the last read was good).
  package func poll() -> Event? {
    guard changed() else { return nil }
    return reload()
  }

  /// Reads the file now, whatever the watch says.
  @discardableResult
  package func reload() -> Event? {
    do {
      let config = try ConfigFile.load(path: path)
      let wasBad = lastError != nil
      lastError = nil
      guard config != current || wasBad else { return nil }
      current = config
      return .reloaded(config)
    } catch {
      lastError = error
      return .failed(error)
    }
  }

  /// Makes `config` the current one, e.g. after the tuning panel saved it (so the watch event of
  /// that save does not report a reload).
  package func adopt(_ config: PlaygroundConfig) {
    current = config
    lastError = nil
  }

  /// Written, renamed in, deleted or renamed away: a save, an editor's save by rename, a removal.
  private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)

  private static func directory(of path: String) -> String {
    let d = (path as NSString).deletingLastPathComponent
    return d.isEmpty ? "." : d
  }

  /// When the path is a symbolic link, also watches its target's directory for the target's name
  /// (edits to the target do not touch the link's directory). Called again after every change,
  /// since the link may have been pointed elsewhere.
  private func watchTarget() {
    guard fd >= 0, let target = try? AtomicFile.destination(of: path), target != path else { return }
    names.insert((target as NSString).lastPathComponent)
    let dir = Self.directory(of: target)
    guard !watchedDirectories.contains(dir) else { return }
    #if canImport(Glibc)
    if inotify_add_watch(fd, dir, Self.mask) >= 0 { watchedDirectories.insert(dir) }
    #endif
  }

  private func changed() -> Bool {
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

  /// Reads every pending inotify event; true when one names the watched file.
  private func drainInotify() -> Bool {
    var hit = false
    #if canImport(Glibc)
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
    #endif
    return hit
  }
}

/// Modification time and size of a file, for the polling fallback.
private struct FileStamp: Equatable {
  var seconds: Int
  var nanoseconds: Int
  var size: Int

  init?(path: String) {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    seconds = Int(st.st_mtim.tv_sec)
    nanoseconds = Int(st.st_mtim.tv_nsec)
    size = Int(st.st_size)
  }
}
