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

/// Issue 33: a surface's `cornerCurve` in the config (read strictly, written only when continuous),
/// read by import-swift from `appearance.cornerCurve` and `layer.cornerCurve`, and written by the
/// engine, UIKit and SwiftUI exports.
@Suite("cornerCurve: config, import-swift and the exports")
struct CornerCurveRoundTripTests {
  static func config(_ appearance: String) -> String {
    """
    {"panels": {"card": {"position": "bottom", "initialState": "half",
      "anchors": {"half": {"fraction": 0.5, "edge": "bottom"}},
      "appearance": \(appearance)}}}
    """
  }

  @Test("the config reads circular and continuous; absent is circular; only continuous is written")
  func configField() throws {
    let continuous = try PlaygroundConfig.decode(Data(Self.config(#"{"cornerRadius": 24, "cornerCurve": "continuous"}"#).utf8))
    #expect(continuous.panels["card"]?.appearance?.surface.cornerCurve == .continuous)
    let written = continuous.jsonText()
    #expect(written.contains(#""cornerCurve": "continuous""#))
    #expect(try PlaygroundConfig.decode(Data(written.utf8)) == continuous)
    let circular = try PlaygroundConfig.decode(Data(Self.config(#"{"cornerRadius": 24, "cornerCurve": "circular"}"#).utf8))
    let absent = try PlaygroundConfig.decode(Data(Self.config(#"{"cornerRadius": 24}"#).utf8))
    #expect(circular.panels["card"]?.appearance?.surface.cornerCurve == .circular && circular == absent)
    #expect(!circular.jsonText().contains("cornerCurve"))
  }

  @Test("a corner curve that is not one is refused with its path and the two words allowed")
  func badValue() throws {
    for bad in [#""squircle""#, "1", "true"] {
      #expect {
        _ = try PlaygroundConfig.decode(Data(Self.config(#"{"cornerCurve": \#(bad)}"#).utf8))
      } throws: { error in
        let text = "\(error)"
        return text.contains("cornerCurve") && (bad != #""squircle""# || text.contains("\"continuous\""))
      }
    }
  }

  @Test("a bad corner curve in a file names the file and the field (the config reader's one-line form)")
  func fileLine() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("corner-curve-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("bad.json").path
    try Self.config("{\n  \"cornerRadius\": 12,\n  \"cornerCurve\": \"round\"\n}").write(toFile: path, atomically: true, encoding: .utf8)
    #expect {
      _ = try ConfigFile.load(path: path)
    } throws: { error in
      "\(error)".hasPrefix(path + ": panels.card.appearance.cornerCurve: 'round' is not a corner curve; use \"circular\"")
    }
  }

  @Test("import-swift reads appearance.cornerCurve, CALayerCornerCurve.continuous and surfaceView.layer.cornerCurve")
  func importForms() throws {
    let app = """
      import FloatingPanel
      final class CardLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let initialState: FloatingPanelState = .half
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
          .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        ]
      }
      func makeCard() -> FloatingPanelController {
        let fpc = FloatingPanelController()
        fpc.layout = CardLayout()
        let appearance = SurfaceAppearance()
        appearance.cornerRadius = 38.5
        fpc.surfaceView.appearance = appearance
        if #available(iOS 13.0, *) {
          fpc.surfaceView.layer.cornerCurve = .continuous
        }
        return fpc
      }
      """
    let result = try SwiftImporterTests.run(app)
    #expect(result.config.panels["card"]?.appearance?.surface.cornerCurve == .continuous)
    #expect(result.config.panels["card"]?.appearance?.surface.cornerRadius == 38.5)
    #expect(result.skips.isEmpty, "\(result.skips)")
    let qualified = app.replacingOccurrences(of: "fpc.surfaceView.layer.cornerCurve = .continuous", with: "appearance.cornerCurve = CALayerCornerCurve.continuous")
    #expect(try SwiftImporterTests.run(qualified).config.panels["card"]?.appearance?.surface.cornerCurve == .continuous)
    let bad = app.replacingOccurrences(of: "= .continuous", with: "= curveFromSettings")
    let skipped = try SwiftImporterTests.run(bad)
    #expect(skipped.config.panels["card"]?.appearance?.surface.cornerCurve == .circular)
    #expect(skipped.skips.contains { $0.hasPrefix("T.swift:16: skipped `fpc.surfaceView.layer.cornerCurve`") })
  }

  @Test("upstream's Maps example imports with continuous corners on its phone surfaces")
  func maps() throws {
    let result = try SwiftImporter.importPanels([try SwiftImporterTests.source(SwiftImporterTests.maps)])
    let search = try #require(result.config.panels["searchPanel"]?.appearance?.surface)
    #expect(search.cornerCurve == .continuous && search.cornerRadius == 8)
    #expect(!result.skips.contains { $0.contains("cornerCurve") })
  }

  @Test("the engine, UIKit and SwiftUI exports write the continuous curve, and nothing for circular")
  func exports() throws {
    let continuous = try PlaygroundConfig.decode(Data(Self.config(#"{"cornerRadius": 24, "cornerCurve": "continuous"}"#).utf8))
    let engine = try SwiftExporter.source(for: continuous, origin: "c.json")
    #expect(engine.contains("  panel.surfaceAppearance.cornerCurve = .continuous\n"))
    for target in [ExportTarget.uikit, .swiftui] {
      let source = try UpstreamExport(config: continuous, target: target, origin: "c.json").source
      #expect(source.contains("  appearance.cornerRadius = 24\n  if #available(iOS 13.0, *) {\n    appearance.cornerCurve = .continuous\n  }\n"))
    }
    let circular = try PlaygroundConfig.decode(Data(Self.config(#"{"cornerRadius": 24}"#).utf8))
    #expect(!(try SwiftExporter.source(for: circular, origin: "c.json")).contains("cornerCurve"))
    #expect(!(try UpstreamExport(config: circular, target: .uikit, origin: "c.json").source).contains("cornerCurve"))
  }

  @Test("the UIKit and SwiftUI exports of a continuous corner type-check against upstream's API (stand-in)")
  func exportTypeChecks() throws {
    guard ExportSwiftCleanSourceTests.swiftc != nil else { return }
    let continuous = try PlaygroundConfig.decode(Data(Self.config(#"{"cornerRadius": 24, "cornerCurve": "continuous"}"#).utf8))
    for target in [ExportTarget.uikit, .swiftui] {
      let source = try UpstreamExport(config: continuous, target: target, origin: "c.json").source
      let (status, errors) = try ExportUpstreamTypeCheckTests.typecheck([("Tuned.swift", source)], label: "corner-\(target)")
      #expect(status == 0 && errors.isEmpty, "\(errors)")
    }
  }
}
#endif
