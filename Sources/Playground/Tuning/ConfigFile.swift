import Foundation

/// Reads and writes config files. Saving is atomic (``AtomicFile``): the file on disk is always
/// either the old one or the new one, even if the program dies mid-write.
///
/// ```swift
/// let config = try ConfigFile.load(path: "tuning.json")
/// try ConfigFile.save(config, to: "tuning.json")
/// ```
public enum ConfigFile {
  /// Reads and decodes a config; every problem is a ``ConfigError`` naming the file and field.
  public static func load(path: String) throws(ConfigError) -> PlaygroundConfig {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigError(file: path, message: "cannot read the file: it does not exist or is not readable")
    }
    do {
      return try PlaygroundConfig.decode(data)
    } catch {
      throw ConfigError(file: path, error: error)
    }
  }

  /// Writes `config` in the file format (``PlaygroundConfig/jsonText()``) atomically.
  public static func save(_ config: PlaygroundConfig, to path: String) throws(ConfigError) {
    try AtomicFile.write(Array(config.jsonText().utf8), to: path)
  }
}
