import ConfigFormat
import Foundation
import PlaygroundCore
import StrictJSON
import SwiftSource

/// The config file behind the window's tuning: where Ctrl+S saves and E exports, the watch that
/// reloads it when an editor saves it, the problem with its contents on disk, and what it said
/// when last loaded or saved.
///
/// ```swift
/// let document = try TuningDocument(path: "tuning.json", watching: true, watchFile: { InotifyFileWatcher(path: $0) })
/// if let event = document.poll() { … }                      // once per frame
/// try document.save(tuner.currentConfig)                    // atomic
/// ```
package final class TuningDocument {
  /// The default save path when the window was started without `--config`.
  package static let defaultPath = "playground-tuning.json"

  /// Where Ctrl+S saves: the `--config` file, or ``defaultPath`` in the current directory.
  package let path: String
  /// The problem with the file on disk, shown in the HUD until the file is good again.
  package var problem: String?
  /// The config as last reloaded or saved: what the file says; nil before the first.
  package private(set) var saved: PlaygroundConfig?

  private var watcher: ConfigWatcher?
  /// Makes the watch of ``path`` (nil: the file is read when opened and never again by itself).
  private let watchFile: FileWatcherFactory?
  /// The `description` the file itself has (kept by saves); nil when it has none or was never read.
  private var fileDescription: String?

  /// A document for `path` (default ``defaultPath``). With `watching`, the file is loaded (unless
  /// `config` is it, already loaded) and watched through `watchFile` (nil: not re-read when it
  /// changes); without, `watchFile` starts watching it at the first save.
  ///
  /// - Throws: ``ConfigError`` when a watched file cannot be read or is bad.
  package init(
    path: String? = nil, watching: Bool, config: PlaygroundConfig? = nil, watchFile: FileWatcherFactory? = nil
  ) throws(ConfigError) {
    self.path = path ?? Self.defaultPath
    self.watchFile = watchFile
    if watching {
      let watcher = try ConfigWatcher(path: self.path, current: config, files: watchFile?(self.path))
      self.watcher = watcher
      fileDescription = watcher.current.description
    }
  }

  /// The config on disk when the document was opened (nil when the file is not watched).
  package var loaded: PlaygroundConfig? { watcher?.current }

  /// The file's name without its directory, for the HUD.
  package var fileName: String { FilePathName.lastComponent(of: path) }

  /// Where ``export(_:origin:)`` writes: the path with `.swift` for its extension — or, when that is
  /// the config file itself (`--config tuning.swift`), `tuning-export.swift`, so an export never
  /// replaces the config.
  package var exportPath: String {
    let base = (path as NSString).deletingPathExtension
    let candidate = base + ".swift"
    return Self.sameFile(candidate, path) ? base + "-export.swift" : candidate
  }

  /// A change on disk since the last call (never blocks). A good reload clears ``problem`` and
  /// becomes the description a save keeps.
  package func poll() -> ConfigWatcher.Event? {
    let event = watcher?.poll()
    if case .reloaded(let config)? = event { fileDescription = config.description }
    return event
  }

  /// Remembers `config` as what the file says now (after a reload).
  package func markSaved(_ config: PlaygroundConfig) {
    saved = config
  }

  /// What a save did besides writing the file.
  package struct SaveOutcome: Equatable {
    /// Where the previous contents of the file, which did not parse or were refused, were kept
    /// (nil: nothing to keep).
    package var backupPath: String?
  }

  /// Writes `config` to ``path`` atomically and watches the file from now on. A config without a
  /// `description` gets the file's own (the one it has on disk, or had when loaded or last
  /// saved). When the file on disk
  /// does not parse as a config (an editor left a syntax error in it), or parses but `fits` refuses
  /// it (the window showed it red: a panel the playground does not have, a value that does not
  /// resolve), its text is first copied to a backup (``backupCandidates``, never over an existing
  /// file) so that nothing the user typed is lost; the outcome names the copy. A file that exists
  /// but cannot be read is never overwritten, and neither is one whose backup cannot be written
  /// (all 999 backup names taken, say). A successful save clears ``problem``.
  ///
  /// - Throws: ``ConfigError`` naming the file when it cannot be written (it is unchanged then).
  @discardableResult
  package func save(
    _ config: PlaygroundConfig, fits: (PlaygroundConfig) -> Bool = { _ in true }
  ) throws(ConfigError) -> SaveOutcome {
    var toWrite = config
    let (outcome, onDisk) = try inspectFileOnDisk(fits: fits)
    if toWrite.description == nil { toWrite.description = onDisk?.description ?? fileDescription }
    try ConfigFile.save(toWrite, to: path)
    if let watcher {
      watcher.adopt(toWrite)
    } else {
      watcher = try? ConfigWatcher(path: path, current: toWrite, files: watchFile?(path))
    }
    fileDescription = toWrite.description
    saved = toWrite
    problem = nil
    return outcome
  }

  /// The names a save may keep the previous contents of a bad file under, in order:
  /// `tuning.json.bak`, `tuning.json.bak2`, … `tuning.json.bak999`. The first that does not exist
  /// (not even as a dangling symbolic link) is taken; when none is left, the save is refused.
  package var backupCandidates: [String] { [path + ".bak"] + (2...Self.maxBackups).map { path + ".bak\($0)" } }

  /// The number of backup names (``backupCandidates``).
  package static let maxBackups = 999

  /// Reads the file about to be replaced: a good config that `fits` is returned (its description
  /// is kept); bytes that are not one are first copied to the first free backup name.
  private func inspectFileOnDisk(fits: (PlaygroundConfig) -> Bool) throws(ConfigError) -> (SaveOutcome, PlaygroundConfig?) {
    var st = stat()
    guard stat(path, &st) == 0 else { return (SaveOutcome(), nil) }  // no file yet: nothing to keep
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: ConfigFile.maxFileSize * 16)
    } catch {
      throw ConfigError(file: path, message: "not saved: the file on disk cannot be read (\(error.message)), so it is not replaced")
    }
    if let good = try? PlaygroundConfig.decode(bytes), fits(good) { return (SaveOutcome(), good) }
    return (SaveOutcome(backupPath: try backUp(bytes)), nil)
  }

  /// Writes `bytes` to the first free name of ``backupCandidates`` (never replacing a file) and
  /// returns it.
  private func backUp(_ bytes: [UInt8]) throws(ConfigError) -> String {
    do {
      if let written = try AtomicFile.writeFirstFree(bytes, candidates: backupCandidates) { return written }
    } catch {
      throw ConfigError(file: path, message: "not saved: the file on disk has an error and could not be backed up (\(error.message))")
    }
    throw ConfigError(
      file: path,
      message: "not saved: the file on disk has an error and \(path).bak … .bak\(Self.maxBackups) all exist; move some away, then save again")
  }

  /// Writes Swift source of `config` for `target` to ``exportPath`` atomically and returns it
  /// with what the target cannot express (one line each): exactly what `playground export-swift
  /// --config FILE --target …` prints for the file a save of `config` writes (its name in the
  /// header, its description).
  ///
  /// - Throws: ``InputError`` when a panel does not resolve, ``FileWriteError`` when the file
  ///   cannot be written.
  package func export(_ config: PlaygroundConfig, target: ExportTarget = .engine) throws -> (source: String, unsupported: [String]) {
    var c = config
    if c.description == nil { c.description = fileDescription }
    let out: (source: String, unsupported: [String])
    if target == .engine {
      out.source = try SwiftExporter.source(for: c, origin: fileName)
      out.unsupported = c.panelNames.compactMap { n in c.panels[n].flatMap(SwiftExporter.variantsLine).map { "\(n): \($0)" } }
    } else {
      let export = try UpstreamExport(config: c, target: target, origin: fileName)
      out = (export.source, export.unsupported)
    }
    try AtomicFile.write(Array(out.source.utf8), to: exportPath)
    return out
  }

  /// Whether `a` and `b` name the same file: equal paths, or the same device and inode.
  static func sameFile(_ a: String, _ b: String) -> Bool {
    if a == b { return true }
    var sa = stat(), sb = stat()
    guard stat(a, &sa) == 0, stat(b, &sb) == 0 else { return false }
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
  }
}
