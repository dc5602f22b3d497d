import ConfigFormat
import FloatingPanel
import Foundation
import Testing
@testable import PlaygroundCore

/// Issue 33: what a preset's description says about another library is what that library
/// documents. UIKit's `UIScrollView.DecelerationRate.fast` is 0.99 and `.normal` 0.998;
/// FloatingPanel's `FloatingPanelDefaultBehavior` (Sources/Behavior.swift) is fast + 0.001,
/// 0.4 s, normal, 0.5 and 5.5 without rubber banding; its Maps example's
/// `SearchPaneliPadBehavior` (the fixture below) is fast − 0.003, 0.3 s and fast with momentum
/// projected; OverlayContainer's `RushingForwardTargetNotchPolicy` moves on above 400 pt/s
/// (`minimumVelocity`, default 400) with a 0.1-s `minimumDuration`; SwiftUI's `Spring.snappy` is
/// `snappy(duration: 0.5, extraBounce: 0)`, "the base bounce of 0.15".
@Suite("the presets' claims about other libraries")
struct PresetClaimsTests {
  static let (fast, normal) = (0.99, 0.998)
  var presets: [String: Preset] {
    get throws {
      Dictionary(uniqueKeysWithValues: try Preset.loadAll(directory: TuningFixtures.packageRoot + "/Assets/presets").map { ($0.name, $0) })
    }
  }

  @Test("the key map's preset names are the presets Assets/presets ships, in Alt+1… order")
  func shipped() throws {
    let loaded = try Preset.loadAll(directory: TuningFixtures.packageRoot + "/Assets/presets")
    #expect(loaded.map(\.name) == Preset.shippedNames)
  }

  @Test("default is FloatingPanelDefaultBehavior")
  func floatingPanelDefault() throws {
    let p = try #require(try presets["default"])
    let b = p.behavior(for: "search")
    #expect(abs(b.springDecelerationRate - (Self.fast + 0.001)) < 1e-9 && b.springResponseTime == 0.4)
    #expect(b.momentumProjectionRate == Self.normal && b.redirectionalProgress == 0.5 && b.removalVelocityThreshold == 5.5)
    #expect(!b.rubberBandLow && !b.rubberBandHigh && b.projectMomentum == .all(false))
    #expect(p.title.hasPrefix("FloatingPanel default: response 0.4 s, deceleration rate 0.991"))
  }

  @Test("maps is the Maps example's iPad spring, and says the rubber band is its own")
  func mapsExample() throws {
    let source = try String(
      contentsOfFile: TuningFixtures.packageRoot + "/Tests/Fixtures/UpstreamExamples/Examples/Maps/Maps/MainViewController.swift",
      encoding: .utf8)
    let ipad = try #require(source.range(of: "class SearchPaneliPadBehavior: FloatingPanelBehavior {"))
    let body = String(source[ipad.upperBound...].prefix(600))
    #expect(body.contains("UIScrollView.DecelerationRate.fast.rawValue - 0.003"))
    #expect(body.contains("return 0.3"))
    #expect(body.contains("var momentumProjectionRate: CGFloat {\n        return UIScrollView.DecelerationRate.fast.rawValue"))
    #expect(!source.contains("allowsRubberBanding"), "upstream's Maps example rubber-bands: the description is wrong")
    let p = try #require(try presets["maps"])
    let b = p.behavior(for: "search")
    #expect(abs(b.springDecelerationRate - (Self.fast - 0.003)) < 1e-9 && b.springResponseTime == 0.3)
    #expect(b.momentumProjectionRate == Self.fast && b.projectMomentum == .all(true))
    #expect(b.rubberBandLow && b.rubberBandHigh)
    #expect(p.title.contains("on the iPad") && p.title.contains("this preset's own (upstream's is off)"))
  }

  @Test("rushing-forward is OverlayContainer's policy with its defaults")
  func overlayContainer() throws {
    let p = try #require(try presets["rushing-forward"])
    let policy = p.behavior(for: "search").policies.targetPolicy
    #expect(policy == .rushingForward(RushingForwardTargetStatePolicy(minimumVelocity: 400, minimumDuration: 0.1)))
    #expect(p.title.contains("OverlayContainer's RushingForwardTargetNotchPolicy") && p.title.contains("faster than 400 pt/s"))
  }

  @Test("snappy does not pass for SwiftUI's .snappy (duration 0.5 s, bounce 0.15)")
  func swiftUISnappy() throws {
    let p = try #require(try presets["snappy"])
    let spring = try #require(p.behavior(for: "search").spring)
    #expect(abs(spring.bounce - 0.15) < 1e-4 && spring.responseTime == 0.3)
    #expect(p.title.contains("quicker than SwiftUI's .snappy (duration 0.5 s, bounce 0.15)"))
    #expect(!p.title.contains("like SwiftUI"))
  }
}
