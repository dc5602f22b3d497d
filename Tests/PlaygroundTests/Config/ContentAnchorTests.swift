// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import FloatingPanel
import Foundation
import StrictJSON
import SwiftImport
import SwiftSource
import Testing
@testable import PlaygroundCore
@testable import playground

/// Issue 30, item 5: intrinsic and adaptive anchors in the config format, with the content length
/// the window and screenshots measure them with; imported and exported as such.
@Suite("config: intrinsic and adaptive anchors")
struct ContentAnchorTests {
  static let config = """
    {"panels": {"sheet": {"role": "plain", "initialState": "full",
      "anchors": {"full": {"intrinsic": 0, "guide": "superview"}, "half": {"intrinsicFraction": 0.5},
                  "tip": {"adaptive": 300, "contentBoundingGuide": "safeArea"}},
      "contentLength": 420}}}
    """

  @Test("read, placed by the content length in the scene, written back equal")
  func scene() throws {
    let c = try PlaygroundConfig.decode(Self.config)
    let sheet = try #require(c.panels["sheet"])
    #expect(sheet.anchors?["full"]?.content == .intrinsic(FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .superview)))
    #expect(sheet.anchors?["tip"]?.content == .adaptive(FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: 300, referenceGuide: .safeArea, contentBoundingGuide: .safeArea)))
    #expect(try PlaygroundConfig.decode(c.jsonText()) == c)
    #expect(c.jsonText().contains(#""full": {"intrinsic": 0, "guide": "superview"}"#))
    let scene = try SceneSetup(config: c).makeScene(size: Size(width: 390, height: 844))
    // Full shows the whole 420-pt content above the window's bottom (superview guide): 844 − 420.
    #expect(scene.search.resolvedLayout.location(of: .full) == 424)
    #expect(scene.search.intrinsicContentLength == 420)
    // The window saves them as they are, with the content length.
    let window = try PlaygroundScene(size: Size(width: 390, height: 844))
    let tuning = PanelTuner(scene: window)
    #expect(tuning.apply(c) == nil)
    let saved = try #require(tuning.currentConfig.panels["sheet"])
    #expect(saved.anchors == sheet.anchors && saved.contentLength == 420)
  }

  @Test("strict: one line naming the field", arguments: [
    (#"{"panels": {"a": {"initialState": "full", "anchors": {"full": {"intrinsic": 0}}}}}"#, "panels.a.contentLength: required with an intrinsic or adaptive anchor: the content's length along the panel's axis in points, e.g. 320"),
    (#"{"panels": {"a": {"initialState": "full", "anchors": {"full": {"intrinsic": 0, "edge": "top"}}, "contentLength": 300}}}"#, "panels.a.anchors.full: give one of \"inset\", \"fraction\", \"intrinsic\", \"intrinsicFraction\" or \"adaptive\"; an intrinsic or adaptive anchor has no \"edge\" (the panel's position gives it)"),
    (#"{"panels": {"a": {"initialState": "full", "anchors": {"full": {"intrinsic": 0, "contentBoundingGuide": "safeArea"}}, "contentLength": 300}}}"#, "panels.a.anchors.full.contentBoundingGuide: only an \"adaptive\" anchor has one"),
    (#"{"panels": {"a": {"contentLength": 0}}}"#, "panels.a.contentLength: must be a length in points in (0, 100000], e.g. 320"),
  ])
  func strict(_ json: String, _ message: String) {
    #expect(PanelVariantTests.error(json) == message)
  }

  static let source = """
    import FloatingPanel
    final class IntrinsicPopupLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let initialState: FloatingPanelState = .full
        var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
            [.full: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .superview),
             .tip: FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: 44, contentLayout: guide, referenceGuide: .safeArea, contentBoundingGuide: .superview)]
        }
        func backdropAlpha(for state: FloatingPanelState) -> CGFloat { 0.3 }
    }
    """

  @Test("imported as such with a note for the content length; exported as upstream's; import → export → import is the identity")
  func importExport() throws {
    let result = try SwiftImporterTests.run(Self.source, name: "Popup.swift")
    let p = try #require(result.config.panels["intrinsicPopup"])
    #expect(p.anchors?["full"]?.content == .intrinsic(FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .superview)))
    #expect(p.anchors?["tip"]?.content == .adaptive(FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: 44, referenceGuide: .safeArea, contentBoundingGuide: .superview)))
    #expect(p.contentLength == 300 && result.skips.isEmpty)
    #expect(result.notes == ["Popup.swift:2: note: IntrinsicPopupLayout has intrinsic or adaptive anchors, placed by its content's size, which the app measures at run time: the config gives the content 300 pt (\"contentLength\"); set your content's"])
    var config = result.config
    config.panels["intrinsicPopup"]?.contentLength = 512
    let export = try UpstreamExport(config: config, target: .uikit, origin: "p.json")
    #expect(export.source.contains(".full: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .superview),"))
    #expect(export.source.contains("contentLayout: contentLayout, referenceGuide: .safeArea, contentBoundingGuide: .superview)"))
    #expect(export.source.contains("  static let playgroundContentLength: CGFloat = 512\n") && export.unsupported.isEmpty)
    let (back, _, skips) = try ImportExportRoundTripTests.roundTrip(config)
    #expect(skips.isEmpty && back == ImportExportRoundTripTests.expected(config, unsupported: []))
    if ExportSwiftCleanSourceTests.swiftc != nil {
      let (status, errors) = try ExportUpstreamTypeCheckTests.typecheck([("P.swift", export.source)], label: "content-anchors")
      #expect(status == 0 && errors.isEmpty, "\(errors)")
    }
    let engine = try SwiftExporter.source(for: config)
    #expect(engine.contains(".full: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .superview),"))
  }
}
#endif
