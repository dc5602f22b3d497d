import ConfigFormat
import FloatingPanel
import FloatingPanelSnapshotTesting
import SnapshotTesting
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
import RenderTestSupport
import SDLKit
import StrictJSON
import SwiftSource
import Testing

extension PlaygroundSuite {
  /// A user's package, as a user would write it: it depends on this repository by path, holds
  /// the Swift that `export-swift` wrote for `UserPanelFixtures.everyField`, and tests its panels
  /// with `assertSnapshot(of: panel, as: .panelImage(size:scale:))` against references this
  /// process rendered from the config. Shows that the export reproduces the config's motion and
  /// pixels, and that the strategy passes on equal pixels and fails on a changed corner.
  @Suite struct UserPackageTests {
    static let environment = LayoutEnvironment(
      containerSize: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 2)
    static let size = Size(width: 390, height: 844)

    static let testSource = """
      import FloatingPanel
      import FloatingPanelSnapshotTesting  // re-exports SnapshotTesting's assertSnapshot
      import Testing

      let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 2)
      let size = Size(width: 390, height: 844)

      @Test func exportedPanels() throws {
        assertSnapshot(of: try makeTunedSearchPanel(environment: env), as: .panelImage(size: size, scale: 2, backdropColor: tunedSearchBackdropColor), named: "search")
        assertSnapshot(of: try makeTunedDetailPanel(environment: env), as: .panelImage(size: size, scale: 2, backdropColor: tunedDetailBackdropColor), named: "detail")
        assertSnapshot(of: try makeTunedModalPanel(environment: env), as: .panelImage(size: size, scale: 2, backdropColor: tunedModalBackdropColor), named: "modal")
      }

      @Test func changedCorner() throws {
        let panel = try makeTunedSearchPanel(environment: env)
        panel.surfaceAppearance.cornerRadius += 6
        assertSnapshot(of: panel, as: .panelImage(size: size, scale: 2, backdropColor: tunedSearchBackdropColor), named: "search")
      }
      """

    @Test(
      "export-swift → a separate package: the same trace and the same pixels; assertSnapshot(.panelImage) passes, and fails on a changed corner (slow: builds a package)",
      .enabled(if: ExportSwiftTests.swiftExecutable != nil, "`swift` is not on PATH"),
      .timeLimit(.minutes(15)))
    func separatePackage() throws {
      let swift = try #require(ExportSwiftTests.swiftExecutable)
      let config = try PlaygroundConfig.decode(UserPanelFixtures.everyField)
      let dir = try TuningFixtures.temporaryDirectory("user-package")
      defer { TuningFixtures.cleanup(dir) }
      let fm = FileManager.default
      for sub in ["Sources/App", "Tests/AppTests/__Snapshots__/PanelTests"] {
        try fm.createDirectory(atPath: dir + "/" + sub, withIntermediateDirectories: true)
      }

      // In process: each panel from the config, its gesture trace and its picture.
      var expected: [String] = []
      for (name, r) in try config.resolved().sorted(by: { $0.key < $1.key }) {
        func make() throws -> FloatingPanelController {
          let panel = try FloatingPanelController(name: name, layout: r.layout, behavior: r.behavior, environment: Self.environment)
          panel.isRemovalInteractionEnabled = r.removalEnabled
          r.surface.apply(to: panel)
          return panel
        }
        let image = try Snapshotting<FloatingPanelController, PixelBuffer>.render(
          try make(), size: Self.size, scale: 2, background: .plain(PanelImage.plainColor), backdropColor: r.surface.appearance.backdropColor)
        let png = Data(try image.pngBytes())
        try png.write(to: URL(fileURLWithPath: dir + "/Tests/AppTests/__Snapshots__/PanelTests/exportedPanels.\(name).png"))
        if name == "search" {
          try png.write(to: URL(fileURLWithPath: dir + "/Tests/AppTests/__Snapshots__/PanelTests/changedCorner.search.png"))
        }
        expected += runGesture(try make())
      }

      // The user's package.
      let root = TuningFixtures.packageRoot
      let id = (root as NSString).lastPathComponent.lowercased()
      try """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
          name: "App",
          dependencies: [.package(path: \(OrderedJSON.quote(root)))],
          targets: [
            .executableTarget(name: "App", dependencies: [.product(name: "FloatingPanel", package: \(OrderedJSON.quote(id)))]),
            .testTarget(
              name: "AppTests",
              dependencies: [
                .product(name: "FloatingPanel", package: \(OrderedJSON.quote(id))),
                .product(name: "FloatingPanelSnapshotTesting", package: \(OrderedJSON.quote(id))),
              ],
              exclude: ["__Snapshots__"]),
          ]
        )
        """.write(toFile: dir + "/Package.swift", atomically: true, encoding: .utf8)
      let exported = try SwiftExporter.source(for: config, origin: "every-field.json")
      try exported.write(toFile: dir + "/Sources/App/Tuned.swift", atomically: true, encoding: .utf8)
      try exported.write(toFile: dir + "/Tests/AppTests/Tuned.swift", atomically: true, encoding: .utf8)
      try fm.copyItem(atPath: ExportSwiftTests.gestureFile, toPath: dir + "/Sources/App/Gesture.swift")
      try """
        import FloatingPanel
        let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 2)
        for make in [makeTunedDetailPanel, makeTunedModalPanel, makeTunedSearchPanel] {
          for line in runGesture(try make(env)) { print(line) }
        }
        """.write(toFile: dir + "/Sources/App/main.swift", atomically: true, encoding: .utf8)
      try Self.testSource.write(toFile: dir + "/Tests/AppTests/PanelTests.swift", atomically: true, encoding: .utf8)

      let common = ["--package-path", dir, "--scratch-path", dir + "/.build"]
      let (built, _, buildErrors) = try ExportSwiftTests.run(swift, ["build", "--build-tests"] + common, stderrFile: dir + "/build.txt")
      #expect(built == 0, "swift build failed:\n\(buildErrors)")
      guard built == 0 else { return }

      // The motion: identical, line for line.
      let (ran, output, runErrors) = try ExportSwiftTests.run(swift, ["run", "--skip-build", "-q"] + common + ["App"], stderrFile: dir + "/run.txt")
      #expect(ran == 0, "swift run failed:\n\(runErrors)")
      let actual = output.split(separator: "\n").map(String.init)
      #expect(actual.count == expected.count && !expected.isEmpty)
      for (a, e) in zip(actual, expected) where a != e {
        Issue.record("first difference:\n  exported: \(a)\n  config:   \(e)")
        break
      }

      // The pixels: the exported panels match the config's pictures exactly…
      let refs = dir + "/Tests/AppTests/__Snapshots__/PanelTests"
      let before = try fm.contentsOfDirectory(atPath: refs).sorted()
      let (passed, passOut, passErr) = try ExportSwiftTests.run(swift, ["test", "--skip-build"] + common + ["--filter", "exportedPanels"], stderrFile: dir + "/pass.txt")
      #expect(passed == 0, "the exported panels do not draw the config's pixels:\n\(passOut)\n\(passErr)")
      // …and a changed corner radius fails the assertion, naming the differing pixels.
      let (failed, failOut, failErr) = try ExportSwiftTests.run(swift, ["test", "--skip-build"] + common + ["--filter", "changedCorner"], stderrFile: dir + "/fail.txt")
      #expect(failed != 0, "a changed corner passed")
      #expect((failOut + failErr).contains("pixels"), "the failure does not say how many pixels differ:\n\(failOut)")
      #expect(try fm.contentsOfDirectory(atPath: refs).sorted() == before, "a reference was recorded: a snapshot name did not match")
    }
  }
}
