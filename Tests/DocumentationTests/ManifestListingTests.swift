import Foundation
import Testing

/// The `Package.swift` the articles show a user: the same in every article, a path dependency
/// whose `package:` names its identity (the last path component, as SwiftPM derives it), both
/// library products in the test target, and `__Snapshots__` excluded so SwiftPM does not warn.
/// (A scratch package written from these articles builds and runs; see the library's report.)
@Suite struct ManifestListingTests {
  static func manifests() throws -> [ListingCatalog.Block] {
    try ListingCatalog.articleFiles().flatMap { url in
      ListingCatalog.swiftBlocks(in: try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
        .filter(ListingCatalog.isManifest)
    }
  }

  /// The string arguments of `label:` in `code`, in order.
  static func arguments(_ label: String, in code: String) -> [String] {
    code.components(separatedBy: label + " \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test func bothArticlesShowOneManifest() throws {
    let manifests = try Self.manifests()
    #expect(Set(manifests.map(\.file)) == ["TestingYourPanels.md", "ScreenshotTestsOfYourPanels.md"])
    #expect(Set(manifests.map(\.code)).count == 1, "the articles' Package.swift listings differ")
  }

  @Test func packageNamesThePathsLastComponent() throws {
    for block in try Self.manifests() {
      let paths = Self.arguments(".package(path:", in: block.code)
      #expect(paths.count == 1, "\(block): one path dependency expected")
      let identity = (paths.first.map { ($0 as NSString).lastPathComponent } ?? "").lowercased()
      let named = Self.arguments("package:", in: block.code)
      #expect(named.count == 3 && named.allSatisfy { $0.lowercased() == identity }, "\(block): package: \(named), identity \(identity)")
      #expect(block.code.contains(#"exclude: ["__Snapshots__"]"#), "\(block): the test target does not exclude __Snapshots__")
      #expect(Self.arguments("name:", in: block.code).contains("FloatingPanelSnapshotTesting"))
    }
  }
}
