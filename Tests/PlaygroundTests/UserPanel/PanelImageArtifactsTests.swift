import FloatingPanel
import FloatingPanelSnapshotTesting
import Foundation
import SDLKit
import SnapshotTesting
import Testing

extension PlaygroundSuite {
  /// A failing `panelImage` snapshot leaves its own artifacts where swift-snapshot-testing puts
  /// its own: `$SNAPSHOT_ARTIFACTS/<TestFile>/<test>.<n>.png` (the actual image, written by
  /// swift-snapshot-testing) with `<test>.<n>.reference.png` and `<test>.<n>.difference.png`
  /// next to it, so two failing tests give two distinct sets and the actual is written once.
  @Suite struct PanelImageArtifactsTests {
    static let size = Size(width: 120, height: 200)

    static func panel(corner: Double) throws -> FloatingPanelController {
      let panel = try FloatingPanelController(
        layout: FloatingPanelBottomLayout(), environment: LayoutEnvironment(containerSize: size))
      panel.surfaceAppearance.cornerRadius = corner
      return panel
    }

    /// The picture both references hold: the panel with square corners.
    static func reference() throws -> PixelBuffer {
      try Snapshotting<FloatingPanelController, PixelBuffer>.render(
        try panel(corner: 0), size: size, scale: 1, background: .plain(PanelImage.plainColor), backdropColor: .black)
    }

    /// Two tests as a user writes them: each compares its own changed panel with the reference.
    static func firstFailure(references: String) throws -> String? {
      verifySnapshot(of: try panel(corner: 12), as: .panelImage(size: size), snapshotDirectory: references)
    }

    static func secondFailure(references: String) throws -> String? {
      verifySnapshot(of: try panel(corner: 30), as: .panelImage(size: size), snapshotDirectory: references)
    }

    @Test("two failing panelImage tests write two distinct artifact sets in swift-snapshot-testing's folder, the actual once")
    func twoFailuresTwoArtifactSets() throws {
      let fm = FileManager.default
      let references = NSTemporaryDirectory() + "panel-image-artifacts-\(getpid())"
      defer { try? fm.removeItem(atPath: references) }
      try fm.createDirectory(atPath: references, withIntermediateDirectories: true)
      let reference = try Self.reference()
      // swift-snapshot-testing's names of these tests: `firstFailure(references:)` → `firstFailure-references`.
      let tests = ["firstFailure-references", "secondFailure-references"]
      for test in tests {
        try Data(try reference.pngBytes()).write(to: URL(fileURLWithPath: references + "/\(test).1.png"))
      }
      let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
      let artifacts = URL(fileURLWithPath: root).appendingPathComponent("PanelImageArtifactsTests").path
      let names = tests.flatMap { test in
        ["", ".reference", ".difference", ".actual"].map { "\(artifacts)/\(test).1\($0).png" }
      }
      for path in names { try? fm.removeItem(atPath: path) }
      defer { for path in names { try? fm.removeItem(atPath: path) } }

      let first = try #require(try Self.firstFailure(references: references))
      let second = try #require(try Self.secondFailure(references: references))

      for (test, corner, message) in [(tests[0], 12.0, first), (tests[1], 30.0, second)] {
        let base = "\(artifacts)/\(test).1"
        // swift-snapshot-testing's own artifact: the actual image.
        let actual = try Snapshotting<FloatingPanelController, PixelBuffer>.render(
          try Self.panel(corner: corner), size: Self.size, scale: 1, background: .plain(PanelImage.plainColor), backdropColor: .black)
        #expect(try PixelBuffer(contentsOfFile: base + ".png") == actual)
        #expect(try PixelBuffer(contentsOfFile: base + ".reference.png") == reference)
        let difference = try PixelBuffer(contentsOfFile: base + ".difference.png")
        #expect(difference.width == 120 && difference.height == 200)
        #expect(!fm.fileExists(atPath: base + ".actual.png"), "the actual image is written twice")
        #expect(message.contains(base + ".reference.png"), "the message does not name this test's reference: \(message)")
        #expect(message.contains(base + ".difference.png"))
      }
      #expect(try PixelBuffer(contentsOfFile: "\(artifacts)/\(tests[0]).1.difference.png")
        != PixelBuffer(contentsOfFile: "\(artifacts)/\(tests[1]).1.difference.png"))
      #expect(!first.contains("panelImage/panel."), "an artifact shared by every test: \(first)")
    }
  }
}
