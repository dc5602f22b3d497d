import ConfigFormat
import FloatingPanel
import Foundation
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

@Suite("Presets in Assets/presets and the asset locator")
struct PresetTests {
  var presetsDirectory: String { TuningFixtures.packageRoot + "/Assets/presets" }

  @Test("the six presets load, default first, each in the saved format")
  func loadAll() throws {
    let presets = try Preset.loadAll(directory: presetsDirectory)
    #expect(presets.map(\.name) == ["default", "maps", "no-bounce", "rushing-forward", "slow-soft", "snappy"])
    for p in presets {
      #expect(p.config.description != nil, "\(p.name) has no description")
      let text = try String(contentsOfFile: "\(presetsDirectory)/\(p.name).json", encoding: .utf8)
      #expect(p.config.jsonText() == text, "\(p.name).json is not in the format the tuning panel saves")
    }
  }

  @Test("each preset has the feel its name says")
  func feels() throws {
    let presets = Dictionary(uniqueKeysWithValues: try Preset.loadAll(directory: presetsDirectory).map { ($0.name, $0) })
    func spring(_ name: String) throws -> SpringParameters { try #require(presets[name]?.behavior(for: "search").spring) }
    #expect(try spring("default") == SpringParameters(responseTime: 0.4, decelerationRate: 0.991))
    #expect(abs(try spring("no-bounce").bounce) < 1e-4)
    #expect(abs(try spring("snappy").bounce - 0.15) < 1e-4)
    #expect(try spring("snappy").responseTime < 0.4)
    #expect(try spring("slow-soft").responseTime > 0.6)
    #expect(presets["rushing-forward"]?.behavior(for: "detail").policies.targetPolicy == .rushingForward(RushingForwardTargetStatePolicy(minimumVelocity: 400)))
    #expect(presets["rushing-forward"]?.behavior(for: "detail").minimumFlickVelocityToAdvance == nil)
    #expect(presets["default"]?.behavior(for: "detail").policies.targetPolicy == .floatingPanel)
  }

  @Test("applying a preset changes the behaviour of every panel and keeps layouts")
  func apply() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844), scale: 3)
    let controller = PanelTuner(scene: scene)
    let layouts = PanelRole.allCases.map { scene.panel($0).resolvedLayout }
    let preset = try Preset.load(path: presetsDirectory + "/snappy.json")
    #expect(controller.apply(preset) == nil)
    for role in PanelRole.allCases { #expect(scene.panel(role).behavior.springResponseTime == 0.3) }
    #expect(PanelRole.allCases.map { scene.panel($0).resolvedLayout } == layouts)
  }

  @Test("Assets/ is found from the package root and from a subdirectory; missing, the error names where it looked")
  func locator() throws {
    let root = TuningFixtures.packageRoot
    #expect(try AssetLocator.directory("presets", currentDirectory: root, executablePath: "/nonexistent/bin/x") == root + "/Assets/presets")
    #expect(try AssetLocator.directory("presets", currentDirectory: root + "/Sources/Playground", executablePath: "/x") == root + "/Assets/presets")
    let empty = try TuningFixtures.temporaryDirectory("assets")
    defer { TuningFixtures.cleanup(empty) }
    do {
      _ = try AssetLocator.directory("presets", currentDirectory: empty, executablePath: empty + "/bin/playground")
      Issue.record("found Assets/ in an empty directory")
    } catch {
      #expect(error.description.contains("Assets/presets"))
      #expect(error.description.contains(empty + "/Assets/presets"))
    }
  }
}
