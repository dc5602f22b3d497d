import Foundation

/// The config file behind the window's tuning: where Ctrl+S saves and E exports, the watch that
/// reloads it when an editor saves it, the problem with its contents on disk, and what it said
/// when last loaded or saved (to tell unsaved changes).
///
/// ```swift
/// let document = try TuningDocument(path: "tuning.json")    // loads and watches the file
/// if let event = document.poll() { … }                      // once per frame
/// try document.save(controller.currentConfig)               // atomic
/// ```
package final class TuningDocument {
  /// The default save path when the window was started without `--config`.
  package static let defaultPath = "playground-tuning.json"

  /// Where Ctrl+S saves: the `--config` file, or ``defaultPath`` in the current directory.
  package let path: String
  /// The problem with the file on disk, shown in the HUD until the file is good again.
  package var problem: String?
  /// The config as last loaded, reloaded or saved; nil before the first.
  package private(set) var saved: PlaygroundConfig? { didSet { revision &+= 1 } }
  /// Counts changes of ``saved`` (for caches of derived state).
  package private(set) var revision = 0

  private var watcher: ConfigWatcher?

  /// A document for `path` (default ``defaultPath``). With `watching`, the file is loaded (unless
  /// `config` is it, already loaded) and watched.
  ///
  /// - Throws: ``ConfigError`` when a watched file cannot be read or is bad.
  package init(path: String? = nil, watching: Bool, config: PlaygroundConfig? = nil) throws(ConfigError) {
    self.path = path ?? Self.defaultPath
    if watching { watcher = try ConfigWatcher(path: self.path, current: config) }
  }

  /// The config on disk when the document was opened (nil when the file is not watched).
  package var loaded: PlaygroundConfig? { watcher?.current }

  /// The file's name without its directory, for the HUD.
  package var fileName: String { (path as NSString).lastPathComponent }

  /// Where ``export(_:)`` writes: the path with `.swift` for its extension.
  package var exportPath: String { ((path as NSString).deletingPathExtension) + ".swift" }

  /// A change on disk since the last call (never blocks).
  package func poll() -> ConfigWatcher.Event? { watcher?.poll() }

  /// Remembers `config` as what the file says now (after a load, a reload or a save).
  package func markSaved(_ config: PlaygroundConfig) { saved = config }

  /// Writes `config` to ``path`` atomically and watches the file from now on.
  ///
  /// - Throws: ``ConfigError`` naming the file when it cannot be written (it is unchanged then).
  package func save(_ config: PlaygroundConfig) throws(ConfigError) {
    try ConfigFile.save(config, to: path)
    if let watcher {
      watcher.adopt(config)
    } else {
      watcher = try? ConfigWatcher(path: path, current: config)
    }
    saved = config
  }

  /// Writes Swift source of `config` to ``exportPath`` atomically and returns it.
  ///
  /// - Throws: ``InputError`` when a panel does not resolve, ``FileWriteError`` when the file
  ///   cannot be written.
  package func export(_ config: PlaygroundConfig, origin: String) throws -> String {
    let source = try SwiftExporter.source(for: config, origin: origin)
    try AtomicFile.write(Array(source.utf8), to: exportPath)
    return source
  }
}
