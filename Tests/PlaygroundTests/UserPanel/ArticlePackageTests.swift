import Foundation
import Testing

extension PlaygroundSuite {
  /// "What must show" for the snapshot library: a package written only from its article — the
  /// article's `Package.swift` verbatim (a path dependency on this repository through a folder
  /// named `FloatingPanel`), its two test listings, and two tests that fail — records, then
  /// verifies (one of them with a named `PixelTolerance`), and the two failures leave two
  /// distinct artifact sets in `$SNAPSHOT_ARTIFACTS/PanelTests/`.
  @Suite struct ArticlePackageTests {
    static let article = "Sources/FloatingPanelSnapshotTesting/FloatingPanelSnapshotTesting.docc/ScreenshotTestsOfYourPanels.md"

    /// Two tests that differ from the recorded `halfPanel` picture in different ways.
    static let failingTests = """

      @Test func roundedMore() throws {
        let size = Size(width: 390, height: 844)
        let panel = try FloatingPanelController(
          layout: SheetLayout(), environment: LayoutEnvironment(containerSize: size))
        panel.surfaceAppearance.cornerRadius = 30
        assertSnapshot(of: panel, as: .panelImage(size: size, scale: 2))
      }

      @Test func atFull() throws {
        let size = Size(width: 390, height: 844)
        let panel = try FloatingPanelController(
          layout: SheetLayout(), environment: LayoutEnvironment(containerSize: size))
        panel.surfaceAppearance.cornerRadius = 16
        try panel.move(to: .full, animated: false)
        assertSnapshot(of: panel, as: .panelImage(size: size, scale: 2,
          tolerance: PixelTolerance(maxChannelDelta: 1, maxDifferingFraction: 0.001)))
      }
      """

    /// The fenced ```swift blocks of a Markdown text, without their fences.
    static func swiftBlocks(in markdown: String) -> [String] {
      var blocks: [String] = [], current: [Substring]?
      for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        if let open = current {
          if line == "```" {
            blocks.append(open.joined(separator: "\n"))
            current = nil
          } else {
            current = open + [line]
          }
        } else if line == "```swift" {
          current = []
        }
      }
      return blocks
    }

    /// Runs `swift` with `args`; returns its status and its standard output and error together.
    static func swift(_ swift: String, _ args: [String], log: String, environment: [String: String] = [:]) throws -> (Int32, String) {
      _ = FileManager.default.createFile(atPath: log, contents: nil)
      let out = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
      defer { try? out.close() }
      let p = Process()
      p.executableURL = URL(fileURLWithPath: swift)
      p.arguments = args
      p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      p.standardOutput = out
      p.standardError = out
      try p.run()
      p.waitUntilExit()
      return (p.terminationStatus, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    @Test(
      "a package written from the snapshot article records, verifies with a named tolerance, and two failing tests leave two artifact sets (slow: builds a package)",
      .enabled(if: ExportSwiftTests.swiftExecutable != nil, "`swift` is not on PATH"),
      .timeLimit(.minutes(15)))
    func packageFromTheArticle() throws {
      let swift = try #require(ExportSwiftTests.swiftExecutable)
      let fm = FileManager.default
      let dir = try TuningFixtures.temporaryDirectory("article-package")
      defer { TuningFixtures.cleanup(dir) }
      let root = TuningFixtures.packageRoot
      let blocks = Self.swiftBlocks(in: try String(contentsOfFile: root + "/" + Self.article, encoding: .utf8))
      let manifest = try #require(blocks.first { $0.hasPrefix("// swift-tools-version:") })
      let tests = blocks.filter { $0.contains("@Test func") }
      try #require(tests.count == 2, "the article's test listings: \(tests.count)")

      try fm.createSymbolicLink(atPath: dir + "/FloatingPanel", withDestinationPath: root)
      let package = dir + "/MyPanels"
      for sub in ["Sources/MyPanels", "Tests/MyPanelsTests"] {
        try fm.createDirectory(atPath: package + "/" + sub, withIntermediateDirectories: true)
      }
      try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
      try "public enum MyPanels {}\n".write(toFile: package + "/Sources/MyPanels/MyPanels.swift", atomically: true, encoding: .utf8)
      // The second listing continues the first's file (it uses its imports and SheetLayout).
      try (tests[0] + "\n\n" + tests[1] + "\n" + Self.failingTests)
        .write(toFile: package + "/Tests/MyPanelsTests/PanelTests.swift", atomically: true, encoding: .utf8)

      let common = ["--package-path", package, "--scratch-path", package + "/.build"]
      let (built, buildLog) = try Self.swift(swift, ["build", "--build-tests"] + common, log: dir + "/build.txt")
      try #require(built == 0, "the article's package does not build:\n\(buildLog.suffix(3000))")

      // First run: no references; both listings record theirs and fail once.
      let listings = ["--filter", "halfPanel"]
      let (recorded, recordLog) = try Self.swift(swift, ["test", "--skip-build"] + common + listings, log: dir + "/record.txt")
      #expect(recorded != 0 && recordLog.contains("Automatically recorded snapshot"))
      let refs = package + "/Tests/MyPanelsTests/__Snapshots__/PanelTests"
      #expect(try fm.contentsOfDirectory(atPath: refs).sorted() == ["halfPanel.1.png", "halfPanelWithinOneStep.1.png"])
      // Second run: both verify.
      let (verified, verifyLog) = try Self.swift(swift, ["test", "--skip-build"] + common + listings, log: dir + "/verify.txt")
      #expect(verified == 0, "the recorded references do not verify:\n\(verifyLog.suffix(2000))")

      // Two failing tests against the same reference: two distinct artifact sets.
      for name in ["roundedMore", "atFull"] {
        try fm.copyItem(atPath: refs + "/halfPanel.1.png", toPath: refs + "/\(name).1.png")
      }
      let artifacts = dir + "/artifacts"
      let (failed, failLog) = try Self.swift(
        swift, ["test", "--skip-build"] + common + ["--filter", "roundedMore|atFull"], log: dir + "/fail.txt",
        environment: ["SNAPSHOT_ARTIFACTS": artifacts])
      #expect(failed != 0)
      let written = try fm.contentsOfDirectory(atPath: artifacts + "/PanelTests").sorted()
      #expect(written == ["atFull.1.difference.png", "atFull.1.png", "atFull.1.reference.png",
                          "roundedMore.1.difference.png", "roundedMore.1.png", "roundedMore.1.reference.png"])
      for name in ["roundedMore", "atFull"] {
        #expect(failLog.contains(artifacts + "/PanelTests/\(name).1.difference.png"), "\(name)'s message names its own difference image")
      }
      let actual = { (name: String) in fm.contents(atPath: artifacts + "/PanelTests/\(name).1.png") }
      let difference = { (name: String) in fm.contents(atPath: artifacts + "/PanelTests/\(name).1.difference.png") }
      #expect(actual("roundedMore") != nil && actual("roundedMore") != actual("atFull"))
      #expect(difference("roundedMore") != nil && difference("roundedMore") != difference("atFull"))
    }
  }
}
