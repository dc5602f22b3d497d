import FloatingPanel
import FloatingPanelSnapshotTesting
import Foundation
import Testing

/// docs/motion-tests.md's Swift listings are compiled code: each ```swift block (after its
/// imports) is a region of `Listings/` (`MotionTestsListing.swift`, whose tests run against their
/// goldens in this target), and the golden says what the page says it holds.
@Suite struct MotionTestsPageListingTests {
  static func blocks() throws -> [ListingCatalog.Block] {
    let text = try String(contentsOf: ListingCatalog.root.appendingPathComponent("docs/motion-tests.md"), encoding: .utf8)
    return ListingCatalog.swiftBlocks(in: text, file: "docs/motion-tests.md")
  }

  @Test func everyListingOfThePageIsCompiledCode() throws {
    let regions = try ListingCatalog.regions()
    let blocks = try Self.blocks()
    #expect(blocks.count >= 2)
    for block in blocks {
      let (imports, body) = ListingCatalog.splitImports(block.code)
      let matches = regions.filter { $0.code == body }
      #expect(!matches.isEmpty, "\(block): not a region of Tests/DocumentationTests/Listings (first line: \(body.prefix { $0 != "\n" }))")
      for i in imports { #expect(matches.isEmpty || matches.contains { $0.imports.contains(i) }, "\(block): '\(i)' is not imported") }
    }
  }

  @Test("the recorded golden of the page's first listing: a release to full, settled, in the format `motion record` writes")
  func theGoldenIsTheMotion() throws {
    let url = ListingCatalog.root.appendingPathComponent("Tests/DocumentationTests/Listings/__Snapshots__/MotionTestsListing/releaseFromHalf.1.motion")
    let text = try String(contentsOf: url, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.contains("finalState full"))
    #expect(lines.contains("frames 121"))
    let panel = try FloatingPanelController(
      layout: FloatingPanelBottomLayout(), environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)))
    #expect(try Snapshotting<PanelMotion, String>.goldenText(of: PanelMotion(panel: panel, gesture: .release(from: .half, velocity: -1500))) == text)
  }

  @Test("a changed spring fails the strategy's comparison, naming the first frame")
  func aChangedSpringFails() throws {
    func golden(_ response: Double) throws -> String {
      var behavior = FloatingPanelBehaviorSettings()
      behavior.springResponseTime = response
      let panel = try FloatingPanelController(
        layout: FloatingPanelBottomLayout(), behavior: behavior, environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)))
      return try Snapshotting<PanelMotion, String>.goldenText(of: PanelMotion(panel: panel, gesture: .release(from: .half, velocity: -1500)))
    }
    let diffing = Snapshotting<PanelMotion, String>.motion().diffing
    let (a, b) = (try golden(0.4), try golden(0.42))
    #expect(diffing.diffV2(a, a) == nil)
    let message = try #require(diffing.diffV2(a, b)?.0)
    #expect(message.hasPrefix("first difference at frame "), "\(message)")
    #expect(message.contains("largest deviation"))
  }
}
