import Foundation
import Testing

@testable import playground

/// Issue 32: `playground --version` prints the version, which is CHANGELOG.md's latest release
/// (its first `## [X.Y.Z] - DATE` heading) and the version the README states.
@Suite("playground --version, CHANGELOG and README agree")
struct VersionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized

  /// The first released version of a Keep a Changelog text (`## [0.1.0] - 2026-11-27`), skipping `[Unreleased]`.
  static func latestRelease(_ changelog: String) -> String? {
    for line in changelog.split(separator: "\n") where line.hasPrefix("## [") {
      let name = line.dropFirst(4).prefix { $0 != "]" }
      if name != "Unreleased", line.contains("] - ") { return String(name) }
    }
    return nil
  }

  @Test("--version prints the version and exits 0")
  func printsTheVersion() throws {
    let binary = ReplayTests.executable()
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first: \(binary.path)")
    let (status, out, err) = try ReplayTests.launch(binary, ["--version"])
    #expect(status == 0 && err.isEmpty, "\(err)")
    #expect(out == PlaygroundVersion.current + "\n")
    let parts = PlaygroundVersion.current.split(separator: ".")
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil } && parts.first == "0", "0.x semantic versioning: \(PlaygroundVersion.current)")
  }

  @Test("CHANGELOG.md's latest release and the README state the same version")
  func changelogAndReadme() throws {
    let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    #expect(changelog.contains("## [Unreleased]"))
    #expect(Self.latestRelease(changelog) == PlaygroundVersion.current, "CHANGELOG.md's latest release is not \(PlaygroundVersion.current)")
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("The current version is **\(PlaygroundVersion.current)**"))
    #expect(readme.contains("the git tag `v\(PlaygroundVersion.current)`"))
    #expect(Self.latestRelease("## [Unreleased]\n\n## [1.2.3] - 2027-01-01\n## [1.2.2] - 2026-12-01\n") == "1.2.3")
  }
}
