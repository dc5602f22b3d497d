import Foundation
import Testing

/// Every public symbol of a documented module is listed on its landing page, and every member of a
/// type whose page the catalog curates is listed there (`Sources/M/M.docc/Extensions/T.md`). The
/// same rule as `Scripts/check-doc-topics.swift` (which reads DocC's output in CI), checked from
/// the sources so that `swift test` fails as soon as a new public symbol is not grouped.
@Suite struct TopicCoverageTests {
  static func page(_ path: String) throws -> String {
    try String(contentsOf: ListingCatalog.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func everyTopLevelSymbolIsOnTheLandingPage() throws {
    for module in try ListingCatalog.documentedModules() {
      let landing = "Sources/\(module)/\(module).docc/\(module).md"
      let curated = TopicCoverage.links(in: try Self.page(landing))
      let declarations = try TopicCoverage.topLevel(of: module)
      for d in declarations where !curated.contains(d.link) {
        Issue.record("\(d) is public but not under a topic group of \(landing); list it there")
      }
    }
  }

  @Test func everyMemberOfACuratedTypeIsOnItsPage() throws {
    var pages = 0
    for module in try ListingCatalog.documentedModules() {
      let folder = ListingCatalog.root.appendingPathComponent("Sources/\(module)/\(module).docc/Extensions")
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in files.sorted() where name.hasSuffix(".md") {
        let type = String(name.dropLast(3))
        let path = "Sources/\(module)/\(module).docc/Extensions/\(name)"
        let curated = TopicCoverage.links(in: try Self.page(path))
        let members = try TopicCoverage.members(of: type, in: module)
        #expect(!members.isEmpty, "\(type): no members found; is the type's name the file's name?")
        for m in members where !curated.contains(m.link) {
          Issue.record("\(type): \(m) is public but not listed in \(path); add it to a topic group")
        }
        pages += 1
      }
    }
    #expect(pages >= 2)
  }

  @Test func declarationsAreNamedAsDocCLinksThem() throws {
    let members = Set(try TopicCoverage.members(of: "FloatingPanelController", in: "FloatingPanel").map(\.link))
    for link in ["init(name:layout:behavior:environment:)", "move(to:animated:completion:)", "pointerUp(at:time:velocity:)",
                 "location", "grabberBandLength", "step(_:)", "invalidateLayout()"] {
      #expect(members.contains(link), "\(link) not found among \(members.sorted())")
    }
    #expect(!members.contains("drag"), "an internal property counted as public")
    let delegate = Set(try TopicCoverage.members(of: "FloatingPanelControllerDelegate", in: "FloatingPanel").map(\.link))
    #expect(delegate.contains("floatingPanel(_:shouldAllowToScroll:in:)"))
    #expect(delegate.contains("floatingPanelWillEndDragging(_:withVelocity:targetState:)"))
    let top = Set(try TopicCoverage.topLevel(of: "FloatingPanel").map(\.link))
    #expect(top.isSuperset(of: ["FloatingPanelController", "rubberBand(_:length:)", "FloatingPanelState", "SurfaceViewGeometry"]))
    #expect(!top.contains("LibM"))
    #expect(TopicCoverage.links(in: "- ``a(b:)``\n- ``C``") == ["a(b:)", "C"])
  }
}
