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

  @Test("Maps: the search panel's tip is 69 pt from the safe area's bottom, full 16 pt from its top; 291 pt wide")
  func mapsSearchPanel() throws {
    let result = try SwiftImporter.importPanels([try Self.source(Self.maps)])
    let search = try #require(result.config.panels["searchPanelLandscape"])
    #expect(search.position == .bottom && search.initialState == "tip")
    #expect(search.anchors?["tip"]?.anchor == FloatingPanelLayoutAnchor(absoluteInset: 69, edge: .bottom, referenceGuide: .safeArea))
    #expect(search.anchors?["full"]?.anchor == FloatingPanelLayoutAnchor(absoluteInset: 16, edge: .top, referenceGuide: .safeArea))
    #expect(search.anchors?.count == 2)
    #expect(search.placement == .fixed(length: 291, inset: 8))
    #expect(search.backdropAlpha.isEmpty)
    #expect(result.config.panelNames == ["detailPanelPadLeft", "detailPanelPadRight", "detailPanelPhone", "searchPanelLandscape", "searchPanelPad"])
    let detail = try #require(result.config.panels["detailPanelPhone"])
    #expect(detail.anchors?["full"]?.anchor == FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea))
    let left = try #require(result.config.panels["detailPanelPadLeft"])
    #expect(left.position == .left && left.anchors?["full"]?.anchor.referenceGuide == .superview)
    // The phone appearance (the first that pairs with no layout): corner radius 8, clear background.
    #expect(search.appearance?.surface.cornerRadius == 8 && search.appearance?.surface.backgroundColor == .clear)
    // The iPad behaviour pairs with the iPad layout (SearchPaneliPadBehavior, SearchPanelPadLayout: iPad is Pad).
    #expect(!result.skips.contains { $0.contains("SearchPaneliPadBehavior: no imported layout pairs with it") })
    #expect(search.behavior == BehaviorConfig())
    let pad = try #require(result.config.panels["searchPanelPad"])
    #expect(abs(pad.behavior.springDecelerationRate - 0.987) < 1e-12 && pad.behavior.springResponseTime == 0.3)
    #expect(pad.role == .search && result.config.panels["detailPanelPhone"]?.role == .detail)
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
      Self.maps + ":29: skipped the controller settings of viewDidLoad: they pair with no one layout of the 5 imported",
      Self.maps + ":98: skipped `appearance.cornerCurve`: the playground does not draw a surface's `cornerCurve`",
      Self.maps + ":107: skipped the SurfaceAppearance of setAppearanceForPad: it pairs with no layout, and only the first such appearance is used",
      Self.maps + ":266: skipped `fpc.surfaceView.containerMargins`: it is set inside an `if`",
      Self.maps + ":337: skipped `fpc.surfaceView.containerMargins`: it is set inside an `if`",
      Self.maps + ":341: skipped `fpc.surfaceView.containerMargins`: it is set inside an `if`",
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
    // An intrinsic anchor depends on the content: skipped, the other anchors stay.
    let removable = try #require(result.config.panels["removablePanel"])
    #expect(removable.anchors?.keys.sorted() == ["half"] && removable.initialState == "half" && removable.backdropAlpha == ["half": 0.3])
    #expect(result.skips.contains(files[1] + ":46: skipped RemovablePanelLayout.anchor .full: `FloatingPanelIntrinsicLayoutAnchor` depends on the content's size, which a config cannot hold"))
  }
}
#endif
