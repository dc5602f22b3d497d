import Foundation

/// Reads and writes config files. Saving is atomic (``AtomicFile``): the file on disk is always
/// either the old one or the new one, even if the program dies mid-write.
///
/// ```swift
/// let config = try ConfigFile.load(path: "tuning.json")
/// try ConfigFile.save(config, to: "tuning.json")
/// ```
package enum ConfigFile {
  /// Reads and decodes a config; every problem is a ``ConfigError`` naming the file and field.
  package static func load(path: String) throws(ConfigError) -> PlaygroundConfig {
    do {
      return try PlaygroundConfig.decode(try InputFile.read(path, limit: maxFileSize))
    } catch {
      throw ConfigError(file: path, error: error)
    }
  }

  /// Config files larger than this (1 MiB) are refused before they are read.
  package static let maxFileSize = 1024 * 1024

  /// Writes `config` in the file format (``PlaygroundConfig/jsonText()``) atomically.
  package static func save(_ config: PlaygroundConfig, to path: String) throws(ConfigError) {
    do {
      try AtomicFile.write(Array(config.jsonText().utf8), to: path)
    } catch {
      throw ConfigError(file: error.file, message: error.message)
    }
  }
}
