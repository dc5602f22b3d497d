// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import FloatingPanel
import Foundation
import SwiftImport
import SwiftSource
import Testing
@testable import playground

/// Issue 30, item 1: the export writes size-class variants back as a `floatingPanel(_:layoutFor:)`
/// method that returns each variant's layout under its condition; importing that gives the same
/// config, and the source type-checks against the stand-in of upstream's API.
@Suite("export-swift and import-swift: size-class variants")
struct VariantsRoundTripTests {
  static func maps() throws -> PlaygroundConfig {
    try SwiftImporter.importPanels([try SwiftImporterTests.source(SwiftImporterTests.maps)]).config
  }

  @Test("Maps: import → export → import gives the same config, variants and all")
  func mapsRoundTrip() throws {
    let config = try Self.maps()
    let (back, unsupported, skips) = try ImportExportRoundTripTests.roundTrip(config)
    #expect(skips.isEmpty, "\(skips)")
    #expect(unsupported.isEmpty)
    #expect(back == ImportExportRoundTripTests.expected(config, unsupported: unsupported))
    #expect(back.panels["searchPanel"]?.variants.count == 3)
  }

  @Test("a config with a width condition: `layoutFor size:` with `size.width >= 700`, read back the same")
  func widthRoundTrip() throws {
    var config = try PlaygroundConfig.decode(PanelVariantTests.config)
    config.panels["searchPanel"]?.variants[1].when = PanelVariant.Condition(minWidth: 700, maxWidth: 1200.5, verticalSizeClass: .compact)
    let export = try UpstreamExport(config: config, target: .uikit, origin: "v.json")
    #expect(export.source.contains("func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout {"))
    #expect(export.source.contains("    if fpc.traitCollection.verticalSizeClass == .compact && size.width >= 700 && size.width < 1200.5 {"))
    let (back, unsupported, skips) = try ImportExportRoundTripTests.roundTrip(config)
    #expect(skips.isEmpty && unsupported.isEmpty, "\(skips)")
    #expect(back == ImportExportRoundTripTests.expected(config, unsupported: unsupported))
  }

  @Test("the uikit export's layoutFor method: each variant's behaviour, surface and layout under its condition")
  func source() throws {
    let export = try UpstreamExport(config: try Self.maps(), target: .uikit, origin: "maps.json")
    let s = export.source
    #expect(s.contains("final class TunedSearchPanelDelegate: FloatingPanelControllerDelegate {"))
    #expect(s.contains("  func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {"))
    #expect(s.contains("    if newCollection.userInterfaceIdiom == .pad {\n      fpc.behavior = TunedSearchPanelVariant2Behavior()\n"))
    #expect(s.contains("      fpc.surfaceView.containerMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)\n"))
    #expect(s.contains("      return TunedSearchPanelVariant2Layout()\n    }\n"))
    #expect(s.contains("class TunedSearchPanelVariant2Layout: FloatingPanelLayout {"))
    #expect(s.contains("  fpc.delegate = delegate\n"))
  }

  @Test("the variants' export type-checks against upstream's API (stand-in at 3.2.2), UIKit and SwiftUI", arguments: [ExportTarget.uikit, .swiftui])
  func typeChecks(_ target: ExportTarget) throws {
    guard ExportSwiftCleanSourceTests.swiftc != nil else { return }
    var config = try Self.maps()
    config.panels["searchPanel"]?.variants[0].when = PanelVariant.Condition(minWidth: 320, horizontalSizeClass: .compact)
    let source = try UpstreamExport(config: config, target: target, origin: "maps.json").source
    let (status, errors) = try ExportUpstreamTypeCheckTests.typecheck([("Maps.swift", source)], label: "variants-\(target.rawValue)")
    #expect(status == 0 && errors.isEmpty, "\(errors)")
  }
}
#endif
