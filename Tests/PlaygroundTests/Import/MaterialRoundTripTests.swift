// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import FloatingPanel
import Foundation
import StrictJSON
import SwiftImport
import SwiftSource
import Testing
@testable import playground
@testable import PlaygroundWindow

/// Issue 33: a blurred material surface in the config (`appearance.material`), imported from a
/// clear surface over a `UIVisualEffectView` (upstream's Maps), written by the engine export and
/// named by the UIKit and SwiftUI exports (upstream has no material: a comment and a stderr line).
@Suite("material: config, import-swift and the exports")
struct MaterialRoundTripTests {
  @Test("the config reads every material, writes it back, refuses another word with its field")
  func configField() throws {
    for material in SurfaceAppearance.Material.allCases {
      let config = try PlaygroundConfig.decode(Data(CornerCurveRoundTripTests.config(#"{"material": "\#(material.rawValue)"}"#).utf8))
      #expect(config.panels["card"]?.appearance?.surface.material == material)
      #expect(config.jsonText().contains(#""material": "\#(material.rawValue)""#))
      #expect(try PlaygroundConfig.decode(Data(config.jsonText().utf8)) == config)
    }
    let none = try PlaygroundConfig.decode(Data(CornerCurveRoundTripTests.config(#"{"cornerRadius": 8}"#).utf8))
    #expect(none.panels["card"]?.appearance?.surface.material == nil && !none.jsonText().contains("material"))
    #expect {
      _ = try PlaygroundConfig.decode(Data(CornerCurveRoundTripTests.config(#"{"material": "frosted"}"#).utf8))
    } throws: { error in
      "\(error)" == #"panels.card.appearance.material: 'frosted' is not a material; use one of "ultraThin", "thin", "regular", "thick", "chrome" (UIKit's system materials)"#
    }
  }

  static let app = """
    import FloatingPanel
    final class CardLayout: FloatingPanelLayout {
      let position: FloatingPanelPosition = .bottom
      let initialState: FloatingPanelState = .half
      let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
      ]
    }
    func makeCard(content: UIViewController) -> FloatingPanelController {
      let fpc = FloatingPanelController()
      fpc.layout = CardLayout()
      let appearance = SurfaceAppearance()
      appearance.backgroundColor = .clear
      fpc.surfaceView.appearance = appearance
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
      content.view.insertSubview(blur, at: 0)
      return fpc
    }
    """

  @Test("a clear surface over a UIVisualEffectView imports as the material of its UIBlurEffect style, with a note")
  func importStyle() throws {
    let result = try SwiftImporterTests.run(Self.app)
    #expect(result.config.panels["card"]?.appearance?.surface.material == .thick)
    #expect(result.notes.contains { $0.hasPrefix("T.swift:15: note: a UIVisualEffectView behind clear surfaces: card imported with the material \"thick\" (UIBlurEffect style .systemThickMaterial)") }, "\(result.notes)")
    // No blur view: the clear surface stays clear; an opaque surface never gets a material.
    let plain = try SwiftImporterTests.run(Self.app.replacingOccurrences(of: "UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))", with: "UIView()"))
    #expect(plain.config.panels["card"]?.appearance?.surface.material == nil)
    let opaque = try SwiftImporterTests.run(Self.app.replacingOccurrences(of: "= .clear", with: "= .white"))
    #expect(opaque.config.panels["card"]?.appearance?.surface.material == nil)
  }

  @Test("upstream's Maps with its SearchViewController: the clear phone surfaces are material regular (the style is in the storyboard)")
  func maps() throws {
    let files = [SwiftImporterTests.maps, SwiftImporterTests.examples + "/Maps/Maps/SearchViewController.swift"]
    let result = try SwiftImporter.importPanels(try files.map(SwiftImporterTests.source))
    let search = try #require(result.config.panels["searchPanel"]?.appearance?.surface)
    #expect(search.material == .regular && search.backgroundColor.alpha == 0)
    // Every size-class variant's clear look too: the blur view is behind whichever layout is live
    // (the iPad card was a see-through clear surface at 1024x768).
    let panels = result.config.panels
    let variantLooks = panels.values.flatMap { $0.variants.compactMap(\.layout.appearance?.surface) }
    #expect(variantLooks.count == 5 && variantLooks.allSatisfy { $0.material == .regular }, "\(variantLooks.map(\.material))")
    let ipad = try #require(panels["searchPanel"]?.selected(in: Size(width: 1024, height: 768)))
    #expect(ipad.position == .top && ipad.appearance?.surface.material == .regular)
    #expect(result.notes.contains { $0.hasPrefix(files[1] + ":80: note: a UIVisualEffectView behind clear surfaces: ") && $0.hasSuffix("(no UIBlurEffect style in the files (a storyboard sets it): regular)") }, "\(result.notes)")
  }

  @Test("the engine export sets the material; UIKit and SwiftUI say what to add, in the source and on stderr")
  func exports() throws {
    let config = try PlaygroundConfig.decode(Data(CornerCurveRoundTripTests.config(##"{"backgroundColor": "#FFFFFF00", "material": "regular"}"##).utf8))
    #expect(try SwiftExporter.source(for: config, origin: "c.json").contains("  panel.surfaceAppearance.material = .regular\n"))
    for target in [ExportTarget.uikit, .swiftui] {
      let export = try UpstreamExport(config: config, target: target, origin: "c.json")
      #expect(export.unsupported.contains { $0.hasPrefix("card: material regular: upstream's SurfaceAppearance has no material;") && $0.contains("UIBlurEffect(style: .systemMaterial)") })
      #expect(export.source.contains("UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))"))
      #expect(export.source.contains("  appearance.backgroundColor = .clear\n") || export.source.contains("alpha: 0"))
    }
  }
}
#endif
