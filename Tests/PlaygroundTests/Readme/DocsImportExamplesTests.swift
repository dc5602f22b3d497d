// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import Foundation
import Testing

/// docs/ios-round-trip.md walks through an import end to end with the configs
/// `docs/examples/maps.json` and `docs/examples/notes.json`, which its later commands (the
/// screenshots, the export) read: each is exactly what `import-swift` writes today from the
/// Swift files the page names, so the page's pictures and prose show what a user gets.
@Suite("docs/ios-round-trip.md: the imported configs are what import-swift writes")
struct DocsImportExamplesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized.path

  @Test("maps.json and notes.json equal the import of their Swift files", arguments: [
    // Maps' panels are clear over the blur view its SearchViewController declares: both files.
    ("maps.json", "Tests/Fixtures/UpstreamExamples/Examples/Maps/Maps/MainViewController.swift Tests/Fixtures/UpstreamExamples/Examples/Maps/Maps/SearchViewController.swift"),
    ("notes.json", "Tests/Fixtures/Imports/SystemColors.swift"),
  ])
  func committedImportIsCurrent(_ example: (config: String, source: String)) throws {
    let dir = try ReadmeFixtures.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let sources = example.source.split(separator: " ").map(String.init)
    let run = try ReadmeFixtures.launch(["import-swift"] + sources + ["--out", "imported.json"], in: dir, display: false)
    #expect(run.status == 0, "\(run.stderr)")
    let made = try String(contentsOfFile: dir + "/imported.json", encoding: .utf8)
    let committed = try String(contentsOfFile: Self.root + "/docs/examples/" + example.config, encoding: .utf8)
    #expect(made == committed, "docs/examples/\(example.config) is not what `playground import-swift \(example.source)` writes now: write it again with --out and look at the page's pictures")
    #expect(committed.contains("\"variants\"") || committed.contains("\"system\""))
  }
}
#endif
