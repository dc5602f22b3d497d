// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
import PanelRendering
import PlaygroundUI
import SDLKit
import SwiftImport
import SwiftSource
import Testing

/// Dark mode survives the round trip: UIKit's system colours are imported with their light and
/// dark values, drawn in either appearance (`screenshot --appearance`), and exported by name.
@Suite("import-swift: system colours, light and dark")
struct SystemColorsTests {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Fixtures/Imports/SystemColors.swift").standardized.path

  static func imported() throws -> SwiftImporter.Result {
    try SwiftImporter.importPanels([try SwiftImporterTests.source(Self.path)])
  }

  @Test("the config keeps each system colour's name and both values")
  func imports() throws {
    let result = try Self.imported()
    #expect(result.skips.isEmpty)
    let look = try #require(result.config.panels["notesSheet"]?.appearance)
    #expect(look.systemColors["backgroundColor"]?.name == "secondarySystemBackground")
    #expect(look.systemColors["backgroundColor"]?.dark == Color(hex: 0x1C1C1E))
    #expect(look.systemColors["grabber.color"]?.name == "systemGray3" && look.systemColors["border.color"]?.name == "separator")
    #expect(look.surface.backgroundColor == Color(hex: 0xF2F2F7))
    let text = result.config.jsonText()
    #expect(text.contains(##""backgroundColor": {"system": "secondarySystemBackground", "light": "#F2F2F7", "dark": "#1C1C1E"}"##))
    #expect(try PlaygroundConfig.decode(text) == result.config)
  }

  @Test("a look the source never gives a background has upstream's default, .systemBackground")
  func defaultBackground() throws {
    let result = try SwiftImporterTests.run("""
      class SheetLayout: FloatingPanelLayout {
          let position: FloatingPanelPosition = .bottom
          let initialState: FloatingPanelState = .half
          let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
              .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
          ]
      }
      func setUp(_ fpc: FloatingPanelController) {
          fpc.layout = SheetLayout()
          let a = SurfaceAppearance()
          a.cornerRadius = 12
          fpc.surfaceView.appearance = a
      }
      """)
    let look = try #require(result.config.panels["sheet"]?.appearance)
    #expect(look.systemColors["backgroundColor"]?.name == "systemBackground")
    let export = try UpstreamExport(config: result.config, target: .uikit, origin: "sheet.json")
    #expect(export.source.contains("appearance.backgroundColor = UIColor.systemBackground"))
  }

  @Test("the scene draws the dark values in dark mode, the light ones in light mode")
  func darkScene() throws {
    let config = try Self.imported().config
    var setup = SceneSetup(config: config)
    setup.darkMode = true
    let dark = try setup.makeScene(size: Size(width: 390, height: 844))
    #expect(dark.search.surfaceAppearance.backgroundColor == Color(hex: 0x1C1C1E))
    #expect(dark.search.surfaceAppearance.grabberColor == Color(hex: 0x48484A))
    let light = try SceneSetup(config: config).makeScene(size: Size(width: 390, height: 844))
    #expect(light.search.surfaceAppearance.backgroundColor == Color(hex: 0xF2F2F7))
    let tuning = PanelTuner(scene: light)
    #expect(tuning.apply(config) == nil)
    tuning.setDarkMode(true)
    #expect(light.search.surfaceAppearance.backgroundColor == Color(hex: 0x1C1C1E))
    // Saved in dark mode, the file keeps the system colours, not the dark values.
    #expect(tuning.currentConfig.panels["notesSheet"]?.appearance?.systemColors["backgroundColor"]?.name == "secondarySystemBackground")
  }

  @Test("screenshot --appearance dark: the panel's pixels are the dark background; a bad value is one line")
  func darkScreenshot() throws {
    let dir = try ImportSwiftCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try ChildRun(["import-swift", Self.path, "--out", dir + "/notes.json"]).status == 0)
    let run = try ChildRun(["screenshot", "--config", dir + "/notes.json", "--size", "390x844", "--appearance", "dark", "--out", dir + "/dark.png"])
    #expect(run.status == 0, "\(run.stderr)")
    let image = try PixelBuffer(pngBytes: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/dark.png"))))
    // Half at 0.45 of the safe area from the bottom: y 700 is inside the panel, left of its content.
    #expect(image[8, 700] == Color(hex: 0x1C1C1E).rgba)
    let bad = try ChildRun(["screenshot", "--config", dir + "/notes.json", "--appearance", "dusk", "--out", dir + "/x.png"])
    #expect(bad.status == 64 && bad.stderrLines.first == "Error: --appearance dusk is not an appearance; use light or dark")
  }

  @Test("the export writes the system colours by name, and they type-check against the stand-in")
  func export() throws {
    let export = try UpstreamExport(config: try Self.imported().config, target: .uikit, origin: "notes.json")
    #expect(export.source.contains("appearance.backgroundColor = UIColor.secondarySystemBackground"))
    #expect(export.source.contains("barColor = UIColor.systemGray3"))
    #expect(export.source.contains("appearance.borderColor = UIColor.separator"))
    let back = try SwiftImporter.importPanels([SwiftImporter.Source(name: "Tuned.swift", bytes: Array(export.source.utf8))])
    #expect(back.config.panels["notesSheet"]?.appearance == (try Self.imported()).config.panels["notesSheet"]?.appearance)
  }
}
#endif
