import PlaygroundAssets

extension AssetLocator {
  /// `Assets/<subdirectory>` found by ``directory(_:currentDirectory:executablePath:)`` (the
  /// package), else the resource bundle's next to the binary (an installed `playground`).
  ///
  /// - Throws: ``ConfigError`` naming the bundle when neither exists.
  package static func packageOrBundle(_ subdirectory: String) throws(ConfigError) -> String {
    if let found = try? directory(subdirectory) { return found }
    if let bundled = PlaygroundAssets.directory(subdirectory) { return bundled }
    throw ConfigError(
      file: PlaygroundAssets.bundleName,
      message: "not found next to the binary, and no Assets/\(subdirectory) here; install the binary with this directory beside it (README, Install)")
  }
}
