import ConfigFormat
import Foundation
import PlaygroundCore

/// A watched config file: the last good config read from it, re-read when its ``FileWatching``
/// says the file changed. The frame loop calls ``poll()`` once per frame (it never blocks).
///
/// How changes are noticed is the watcher's business (the executable's inotify watch of the
/// file's directory, which survives an editor's save by rename; a test's manual trigger); this
/// type reads and decodes. A bad file (syntax error, wrong type, out-of-range value) does not
/// replace ``current``: `poll` returns `.failed` with the file and field, and the last good values
/// stay in effect. A deleted file is a `.failed` "it does not exist".
///
/// ```swift
/// let watcher = try ConfigWatcher(path: "tuning.json", files: InotifyFileWatcher(path: "tuning.json"))
/// _ = tuning.apply(watcher.current)            // PanelTuner: the one way to apply a config
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
  /// What says the file changed; nil: the file is read once and never again by itself.
  private let files: (any FileWatching)?

  /// Loads `path` (or takes `current`, already loaded from it); `files` reports its changes.
  /// Throws when the file cannot be read or is bad (there are no last good values yet).
  package init(path: String, current: PlaygroundConfig? = nil, files: (any FileWatching)?) throws(ConfigError) {
    self.path = path
    if let current { self.current = current } else { self.current = try ConfigFile.load(path: path) }
    self.files = files
  }

  /// Checks for a change without blocking. Returns nil when the file did not change (or was
  /// rewritten with the same values while the last read was good).
  package func poll() -> Event? {
    guard files?.fileChanged() == true else { return nil }
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
}
