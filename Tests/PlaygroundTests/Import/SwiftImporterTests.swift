// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import FloatingPanel
import Foundation
import SwiftImport
import Testing

/// `import-swift`'s reader on its own: upstream's Maps example, each form of value the README
/// names, the skips and the hostile inputs.
@Suite("import-swift: reading Swift")
struct SwiftImporterTests {
  /// The vendored upstream examples (Tests/Fixtures/UpstreamExamples).
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Fixtures/UpstreamExamples/Examples").standardized.path

  /// Upstream's Maps example, Examples/Maps/Maps/MainViewController.swift.
  static let maps = examples + "/Maps/Maps/MainViewController.swift"

  static func source(_ path: String) throws -> SwiftImporter.Source {
    SwiftImporter.Source(name: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  }

  static func run(_ text: String, name: String = "T.swift", behavior: String? = nil, layout: String? = nil) throws -> SwiftImporter.Result {
    try SwiftImporter.importPanels([SwiftImporter.Source(name: name, bytes: Array(text.utf8))], behavior: behavior, layout: layout)
  }

  @Test("Maps: the layoutFor delegates chosen by idiom are one search panel and one detail panel with size-class variants")
  func mapsSearchPanel() throws {
    let result = try SwiftImporter.importPanels([try Self.source(Self.maps)])
    #expect(result.config.panelNames == ["detailPanel", "detailPanelPadRight", "detailPanelPhone", "searchPanel"])
    let search = try #require(result.config.panels["searchPanel"])
    // The phone's default: FloatingPanelBottomLayout (SearchPanelPhoneDelegate's `default:`).
    #expect(search.role == .search && search.position == .bottom && search.anchors == nil && search.initialState == "half")
    #expect(search.variants.map(\.when) == [
      PanelVariant.Condition(horizontalSizeClass: .compact, idiom: .pad), PanelVariant.Condition(idiom: .pad),
      PanelVariant.Condition(verticalSizeClass: .compact, idiom: .phone),
    ])
    // The iPad's regular width: SearchPanelPadLayout with the iPad behaviour paired (iPad is Pad)
    // and the branch's container margins.
    let pad = search.variants[1].layout
    #expect(pad.position == .top && pad.initialState == "tip" && pad.placement == .fixed(length: 375, inset: 0))
    #expect(pad.anchors?["half"]?.anchor == FloatingPanelLayoutAnchor(absoluteInset: 200, edge: .top, referenceGuide: .superview))
    #expect(abs(pad.behavior.springDecelerationRate - 0.987) < 1e-12 && pad.behavior.springResponseTime == 0.3)
    #expect(pad.margins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    // The phone's landscape (verticalSizeClass compact): SearchPanelLandscapeLayout, 291 pt wide.
    let landscape = search.variants[2].layout
    #expect(landscape.initialState == "tip" && landscape.placement == .fixed(length: 291, inset: 8))
    #expect(landscape.anchors?["tip"]?.anchor == FloatingPanelLayoutAnchor(absoluteInset: 69, edge: .bottom, referenceGuide: .safeArea))
    #expect(landscape.anchors?["full"]?.anchor == FloatingPanelLayoutAnchor(absoluteInset: 16, edge: .top, referenceGuide: .safeArea))
    #expect(landscape.backdropAlpha.isEmpty && landscape.behavior == BehaviorConfig())
    // The phone appearance (the first that pairs with no layout): corner radius 8, clear background, on every variant.
    #expect(search.appearance?.surface.cornerRadius == 8 && landscape.appearance?.surface.backgroundColor == .clear)
    #expect(search.variants.allSatisfy { $0.layout.appearance == search.appearance })
    #expect(!result.skips.contains { $0.contains("SearchPaneliPadBehavior") })
    // The detail panel: DetailPanelPadDelegate on an iPad (left, 375 pt), FloatingPanel's default on a phone.
    let detail = try #require(result.config.panels["detailPanel"])
    #expect(detail.role == .detail && detail.anchors == nil && detail.variants.count == 2)
    #expect(detail.variants[1].layout.position == .left && detail.variants[1].layout.anchors?["full"]?.anchor.referenceGuide == .superview)
    let phone = try #require(result.config.panels["detailPanelPhone"])
    #expect(phone.anchors?["full"]?.anchor == FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea))
    #expect(result.notes.contains { $0.hasSuffix(":335: note: DetailPanelPhoneDelegate has no floatingPanel(_:layoutFor:) method: its variant is FloatingPanel's default layout (FloatingPanelBottomLayout)") })
  }

  @Test("Maps with --behavior SearchPaneliPadBehavior: rate fast − 0.003 = 0.987, response 0.3 s, momentum projection on")
  func mapsPadBehavior() throws {
    let result = try SwiftImporter.importPanels([try Self.source(Self.maps)], behavior: "SearchPaneliPadBehavior", layout: "SearchPanelPadLayout")
    #expect(result.config.panelNames == ["searchPanelPad"])
    let pad = try #require(result.config.panels["searchPanelPad"])
    #expect(abs(pad.behavior.springDecelerationRate - 0.987) < 1e-12)
    #expect(pad.behavior.springResponseTime == 0.3)
    #expect(pad.behavior.momentumProjectionRate == 0.99)
    #expect(pad.behavior.projectMomentum == .all(true))
    #expect(pad.position == .top && pad.initialState == "tip")
    #expect(pad.anchors?["half"]?.anchor == FloatingPanelLayoutAnchor(absoluteInset: 200, edge: .top, referenceGuide: .superview))
    #expect(pad.placement == .fixed(length: 375, inset: 0))
    #expect(!result.skips.contains { $0.contains("SearchPaneliPadBehavior") })
  }

  @Test("the skip lines: file, line, what and why, in line order")
  func mapsSkipLines() throws {
    let skips = try SwiftImporter.importPanels([try Self.source(Self.maps)]).skips
    #expect(skips == [
      Self.maps + ":29: skipped the controller settings of viewDidLoad: they pair with no one layout of the 4 imported",
      Self.maps + ":107: skipped the SurfaceAppearance of setAppearanceForPad: it pairs with no layout, and only the first such appearance is used",
      Self.maps + ":340: skipped `let item = owner.detailVC.item, item.title.contains(\"Right\")` is not a size class, idiom or width condition; the layouts returned under it are imported as panels of their own",
    ])
  }

  @Test("custom states from another file, with their order; FloatingPanelBottomLayout's defaults for what a subclass leaves out")
  func customStates() throws {
    let files = ["/Samples/Sources/CustomState.swift", "/Samples/Sources/PanelLayouts.swift"].map { Self.examples + $0 }
    let result = try SwiftImporter.importPanels(try files.map(Self.source))
    let custom = try #require(result.config.panels["floatingPanelLayoutWithCustomState"])
    #expect(custom.anchors?["lastQuart"] == PanelConfig.Anchor(FloatingPanelLayoutAnchor(fractionalInset: 0.75, edge: .bottom, referenceGuide: .safeArea), order: 750))
    #expect(custom.anchors?["firstQuart"]?.order == 250)
    #expect(custom.anchors?["tip"] == PanelConfig.Anchor(FloatingPanelLayoutAnchor(absoluteInset: 20, edge: .bottom, referenceGuide: .safeArea)))
    #expect(custom.initialState == "half" && custom.backdropAlpha == ["full": 0.3])
    let modal2 = try #require(result.config.panels["modalPanelLayout2"])
    #expect(modal2.backdropAlpha == ["full": 0.6, "half": 0.6])
    // An intrinsic anchor is imported as such, with the content length the window measures it with (a note says so).
    let removable = try #require(result.config.panels["removablePanel"])
    #expect(removable.anchors?["full"]?.content == .intrinsic(FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0, referenceGuide: .safeArea)))
    #expect(removable.anchors?.keys.sorted() == ["full", "half"] && removable.initialState == "half" && removable.contentLength == 300)
    #expect(!result.skips.contains { $0.contains("FloatingPanelIntrinsicLayoutAnchor") })
    #expect(result.notes.contains { $0.hasPrefix(files[1] + ":42: note: RemovablePanelLayout has intrinsic or adaptive anchors") })
  }
}
#endif
