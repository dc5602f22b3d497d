// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import FloatingPanel
import Foundation
import SwiftImport
import SwiftSource
import Testing

/// import-swift ∘ export-swift --target uikit is the identity: every preset, the snapshot
/// suite's own config and a config that tunes everything upstream can express come back with
/// the same values (the anchors a preset leaves to FloatingPanel's default come back written
/// out, and what upstream cannot express — reported by the export — stays at the default).
@Suite("import-swift: import ∘ export is the identity")
struct ImportExportRoundTripTests {
  static let root = StandardOutputFailureTests.root

  /// A config tuning every value the uikit export writes: a left panel with a custom state,
  /// a fixed width, projection to two states, one rubber-band end, removal, padding, margins
  /// and a look with a hidden grabber.
  static let everything = """
    {"panels": {"side": {
      "position": "left", "initialState": "mid",
      "anchors": {
        "full": {"inset": 320, "edge": "left", "guide": "superview"},
        "mid": {"fraction": 0.35, "edge": "left", "guide": "safeArea", "order": 700},
        "tip": {"inset": 44, "edge": "left", "guide": "safeArea"}
      },
      "backdropAlpha": {"full": 0.45, "mid": 0.125},
      "margins": {"top": 8, "left": 0, "bottom": 8, "right": 0},
      "padding": {"top": 4, "left": 2, "bottom": 6, "right": 2},
      "placement": {"length": 500, "inset": 20},
      "appearance": {"backgroundColor": "#1C1C1ECC", "cornerRadius": 12.5, "shadows": [],
        "border": null, "grabber": {"visible": false, "color": "#FF8800", "width": 5, "height": 40, "offset": 7},
        "backdropColor": "#102030"},
      "behavior": {"springResponseTime": 0.27, "springDecelerationRate": 0.9731, "momentumProjectionRate": 0.9955,
        "projectMomentum": ["full", "mid"], "redirectionalProgress": 0.35, "rubberBand": {"low": true, "high": false},
        "removalVelocityThreshold": 7.25},
      "removalEnabled": true
    }}}
    """

  /// `config` as its uikit export gives it back: FloatingPanel's default anchors written out,
  /// and the policies the export reports as not expressible left at their defaults.
  static func expected(_ config: PlaygroundConfig, unsupported: [String]) -> PlaygroundConfig {
    var out = config
    for (name, var panel) in config.panels {
      func writeOut(_ p: inout PanelConfig) {
        guard p.anchors == nil else { return }
        let defaults = PanelConfig.defaultAnchors(for: p.position)
        p.anchors = Dictionary(uniqueKeysWithValues: defaults.compactMap { s, a in (a as? FloatingPanelLayoutAnchor).map { (s.rawValue, PanelConfig.Anchor($0)) } })
      }
      writeOut(&panel)
      for i in panel.variants.indices { writeOut(&panel.variants[i].layout) }
      if unsupported.contains(where: { $0.hasPrefix("\(name): targetStatePolicy") }) { panel.behavior.policies.targetPolicy = .floatingPanel }
      panel.role = panel.role ?? SwiftImporter.role(of: name)  // the import writes the role its name implies
      out.panels[name] = panel
    }
    out.description = nil
    out.schema = nil  // `$schema` is the file's hint to editors; Swift has no place for it
    return out
  }

  static func roundTrip(_ config: PlaygroundConfig) throws -> (back: PlaygroundConfig, unsupported: [String], skips: [String]) {
    let export = try UpstreamExport(config: config, target: .uikit, origin: "config.json")
    let result = try SwiftImporter.importPanels([SwiftImporter.Source(name: "Tuned.swift", bytes: Array(export.source.utf8))])
    var back = result.config
    back.description = nil
    return (back, export.unsupported, result.skips)
  }

  /// Every preset (Assets/presets) and the snapshot suite's config.
  static let assetPaths: [String] = {
    let presets = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Assets/presets")) ?? []
    return presets.filter { $0.hasSuffix(".json") }.sorted().map { "Assets/presets/" + $0 } + ["Assets/snapshots/my-panels.json"]
  }()

  @Test("the presets and my-panels.json are all there")
  func assetsFound() {
    #expect(Self.assetPaths.count >= 7 && Self.assetPaths.contains("Assets/presets/maps.json"))
  }

  @Test("every preset and Assets/snapshots/my-panels.json", arguments: assetPaths)
  func assets(_ path: String) throws {
    let config = try ConfigFile.load(path: Self.root + "/" + path)
    let (back, unsupported, skips) = try Self.roundTrip(config)
    #expect(skips.isEmpty)
    #expect(back == Self.expected(config, unsupported: unsupported))
    #expect(unsupported.count == (path.hasSuffix("rushing-forward.json") ? 1 : 0))
  }

  @Test("a config that tunes every value upstream can express")
  func everything() throws {
    let config = try PlaygroundConfig.decode(Self.everything)
    let (back, unsupported, skips) = try Self.roundTrip(config)
    #expect(skips.isEmpty && unsupported.isEmpty)
    #expect(back == Self.expected(config, unsupported: []))
    #expect(back.panels["side"]?.behavior.projectMomentum == .states(["full", "mid"]))
    #expect(back.panels["side"]?.anchors?["mid"]?.order == 700)
  }
}
#endif
