/// The version of this package (the engine, the snapshot library and the playground), as
/// CHANGELOG.md's latest release and the release's git tag (`v` + it) give it; `playground
/// --version` prints it. 0.x semantic versioning: see the README's "Versions and stability".
enum PlaygroundVersion {
  /// `MAJOR.MINOR.PATCH`, e.g. "0.1.0".
  static let current = "0.1.0"
}
