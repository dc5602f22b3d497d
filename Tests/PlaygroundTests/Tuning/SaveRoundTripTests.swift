import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
import SwiftSource
import Testing

/// Issue 33, item 1: the config holds the tuning, the window holds the window. Ctrl+S writes
/// what was loaded and tuned, never what the window derived from its size.
@Suite struct SaveRoundTripTests {
  static let sizes = [Size(width: 390, height: 844), Size(width: 1000, height: 700), Size(width: 1280, height: 800)]

  /// A config with a size-class variant (the detail panel's card on a regular width) and a modal.
  static let config = #"""
    {"description": "sheet and card", "panels": {
      "search": {"position": "bottom", "initialState": "half", "backdropAlpha": {"full": 0.3},
                 "behavior": {"springResponseTime": 0.3}},
      "detail": {"position": "bottom", "initialState": "half", "backdropAlpha": {},
                 "anchors": {"half": {"fraction": 0.4, "edge": "bottom"}, "tip": {"inset": 100, "edge": "bottom"}},
                 "variants": [{"when": {"horizontalSizeClass": "regular"},
                               "layout": {"position": "bottom", "initialState": "half", "backdropAlpha": {},
                                          "anchors": {"half": {"fraction": 0.5, "edge": "bottom"}},
                                          "placement": {"length": 375, "inset": 8}}}]}}}
    """#

  static func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

  @Test("Ctrl+S with no edit keeps a preset's backdrop and adds no placement or anchors, at every size", arguments: ["default", "maps", "snappy"])
  func saveWithoutEdit(_ preset: String) throws {
    let source = TuningFixtures.packageRoot + "/Assets/presets/\(preset).json"
    let given = try ConfigFile.load(path: source)
    var written: [[UInt8]] = []
    for size in Self.sizes {
      let (dir, path) = try TuningSessionTests.configFile("save-\(preset)", try String(contentsOfFile: source, encoding: .utf8))
      defer { TuningFixtures.cleanup(dir) }
      let h = try TuningSessionTests.Harness(configPath: path, size: size)
      #expect(!h.session.hasUnsavedChanges)
      #expect(h.session.save())
      let saved = try ConfigFile.load(path: path)
      #expect(saved == given, "\(preset) at \(size)")
      #expect(saved.panels["search"]?.backdropAlpha == ["full": 0.3] && saved.panels["search"]?.placement == .fill)
      #expect(saved.panels["search"]?.anchors == nil && saved.panels["modal"] == nil)
      written.append(try Self.bytes(path))
      // load → save again: the same bytes
      let again = try TuningSessionTests.Harness(configPath: path, size: size)
      #expect(again.session.save())
      #expect(try Self.bytes(path) == written.last)
    }
    #expect(Set(written).count == 1)
  }

  @Test("an edited config: save → load → save is byte-identical at 390×844, 1000×700 and 1280×800, and the same at all three")
  func editedRoundTrip() throws {
    var written: [[UInt8]] = []
    for size in Self.sizes {
      let (dir, path) = try TuningSessionTests.configFile("save-edited", Self.config)
      defer { TuningFixtures.cleanup(dir) }
      let h = try TuningSessionTests.Harness(configPath: path, size: size)
      h.session.handle(key: .right, fine: false)  // search 0.3 → 0.31 s
      #expect(h.session.hasUnsavedChanges)
      #expect(h.session.save())
      let first = try Self.bytes(path)
      let again = try TuningSessionTests.Harness(configPath: path, size: size)
      #expect(!again.session.hasUnsavedChanges)
      #expect(again.session.save())
      #expect(try Self.bytes(path) == first, "at \(size)")
      let saved = try ConfigFile.load(path: path)
      #expect(saved.description == TunedConfig.editedDescription)
      #expect(abs((saved.panels["search"]?.behavior.springResponseTime ?? 0) - 0.31) < 1e-12)
      #expect(saved.panels["detail"]?.variants.count == 1 && saved.panels["detail"]?.placement == .fill)
      written.append(first)
    }
    #expect(Set(written).count == 1)
  }

  @Test("saved at 1000×700, the modal is centred at 1280×800 (no inset of 260 stored); the map dims at the search panel's full")
  func modalCentredAfterSave() throws {
    let (dir, path) = try TuningSessionTests.configFile("save-modal", #"{"panels": {"search": {"backdropAlpha": {"full": 0.3}}}}"#)
    defer { TuningFixtures.cleanup(dir) }
    let h = try TuningSessionTests.Harness(configPath: path, size: Size(width: 1000, height: 700))
    h.scene.perform(.toggleModal)
    h.scene.settle()
    h.frames(1)
    #expect(h.session.role == .modal)
    h.session.handle(key: .right, fine: false)  // the modal's response: an edit of a panel the file lacks
    #expect(h.session.save())
    let saved = try ConfigFile.load(path: path)
    let modal = try #require(saved.panels["modal"])
    #expect(modal.anchors == nil && modal.placement == .fill && modal.backdropAlpha == ["half": 0.3])
    let wide = try TuningSessionTests.Harness(configPath: path, size: Size(width: 1280, height: 800))
    #expect(wide.scene.modal.layout.surfacePlacement == .fixed(length: 480, inset: 400))
    #expect(wide.scene.search.layout.backdropAlpha(for: .full) == 0.3)
    #expect(wide.scene.modal.layout.backdropAlpha(for: .half) == 0.3)
  }

  @Test("E's UIKit output equals `export-swift --target uikit` of the saved file")
  func exportMatchesTheCommand() throws {
    let (dir, path) = try TuningSessionTests.configFile("save-export", Self.config)
    defer { TuningFixtures.cleanup(dir) }
    let h = try TuningSessionTests.Harness(configPath: path, size: Size(width: 1000, height: 700))
    h.session.handle(key: .right, fine: false)
    #expect(h.session.save())
    h.session.cycleExportTarget()
    #expect(h.session.exportTarget == .uikit)
    let out = try #require(h.session.exportSwift())
    let fromWindow = try String(contentsOfFile: out, encoding: .utf8)
    #expect(fromWindow.contains("import FloatingPanel") && fromWindow.contains("0.31"))
    let run = try ChildRun(["export-swift", "--config", path, "--target", "uikit"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == fromWindow)
    #expect(h.status.text == "exported UIKit Swift to \(out)")
  }

  @Test("a preset saved from a 1280×800 window renders at 390×844 as the preset does")
  func savedPresetRendersAsThePreset() throws {
    let source = TuningFixtures.packageRoot + "/Assets/presets/default.json"
    let (dir, path) = try TuningSessionTests.configFile("save-render", try String(contentsOfFile: source, encoding: .utf8))
    defer { TuningFixtures.cleanup(dir) }
    let h = try TuningSessionTests.Harness(configPath: path, size: Size(width: 1280, height: 800))
    #expect(h.session.save())
    var shots: [[UInt8]] = []
    for (config, name) in [(source, "preset"), (path, "saved")] {
      let png = dir + "/\(name).png"
      let run = try ChildRun(["screenshot", "--config", config, "--size", "390x844", "--state", "full", "--out", png])
      #expect(run.status == 0, "\(run.stderr)")
      shots.append(try Self.bytes(png))
    }
    #expect(shots[0] == shots[1])
  }
}
