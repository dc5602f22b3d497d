import ConfigFormat
import FloatingPanel
import Foundation
import StrictJSON
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// The engine policies and springs in a replay script's `panel.behavior` (README, replay section):
/// `Assets/scripts/sheet-policies.json` starts hidden, shows with its presenting spring, rushes
/// forward to tip where FloatingPanel's rule springs back to half, and is removed by the
/// threshold dismissal policy with its dismissing spring.
@Suite("replay: target and dismissal policies, show/hide springs")
struct ReplayPolicyTests {
  static let script = ReplayTests.assets.appendingPathComponent("sheet-policies.json")

  func run(_ data: Data) throws -> (frames: [ReplayFrame], summary: ReplaySummary) {
    try ReplayRunner(script: ReplayScript.decode(data)).run()
  }

  func events(_ frames: [ReplayFrame]) -> [(Int, String)] {
    frames.flatMap { f in f.events.filter { $0 != "didMove" }.map { (f.frame, $0) } }
  }

  @Test("the example script: hidden start, presenting spring, rushing forward, threshold removal")
  func example() throws {
    let (frames, summary) = try run(Data(contentsOf: Self.script))
    #expect(frames[0].state == "half" && frames[0].phase == "showing")
    #expect(abs(frames[0].location - 915.13) < 0.01)  // one step of the 0.35 s / bounce 0.15 spring from 944
    let e = events(frames)
    #expect(e.contains { $0 == (68, "willEndDragging:tip") })  // rushing forward: 450 pt/s down, 5 pt above half
    #expect(e.contains { $0 == (138, "willRemove") })  // 1800 pt/s > 1500
    #expect(summary.finalState == "hidden" && summary.settledAtFrame == 165)
    #expect(frames[165].phase == "removed" && frames[165].location == 944)
  }

  @Test("without the policies FloatingPanel's rule springs the drift-and-flick back to half")
  func defaults() throws {
    var json = try String(contentsOf: Self.script, encoding: .utf8)
    let start = try #require(json.range(of: "\"behavior\": {"))
    let end = try #require(json.range(of: "}\n  },", range: start.upperBound..<json.endIndex))
    json.replaceSubrange(start.lowerBound..<end.upperBound, with: "\"behavior\": {}\n  },")
    let (frames, _) = try run(Data(json.utf8))
    let e = events(frames)
    #expect(e.first { $0.1.hasPrefix("willEndDragging") }?.1 == "willEndDragging:half")
  }

  @Test("bad policy fields name the field", arguments: [
    (#""translationFunction": {"rubberBand": {"bounces": true}}"#,
     "panel.behavior.translationFunction.rubberBand.bounces: unknown field (allowed: bouncesAtMaximumHeight, bouncesAtMinimumHeight, factor)"),
    (#""targetPolicy": "fastest""#, "panel.behavior.targetPolicy: 'fastest' is not a policy; use floatingPanel or rushingForward"),
    (#""targetPolicy": {"rushingForward": {"minimumVelocity": -1}}"#,
     "panel.behavior.targetPolicy.rushingForward.minimumVelocity: must be a speed in pt/s ≥ 0, e.g. 400"),
    (#""targetPolicy": {"rushingForward": {"speed": 1}}"#,
     "panel.behavior.targetPolicy.rushingForward.speed: unknown field (allowed: minimumDuration, minimumVelocity)"),
    (#""dismissalPolicy": {"threshold": {"position": "middle"}}"#, "panel.behavior.dismissalPolicy.threshold.position: state 'middle' has no anchor"),
    (#""dismissalPolicy": {"threshold": {"velocity": true}}"#,
     "panel.behavior.dismissalPolicy.threshold.velocity: expected a number"),
    (#""presentingSpring": {"duration": 0.3, "bounce": 1.5}"#,
     "panel.behavior.presentingSpring: bounce 1.5 must be between −1 and 1 (exclusive), e.g. 0.3; 0 means no bounce; write {\"response\": 0.25, \"dampingRatio\": 0.8} or {\"duration\": 0.3, \"bounce\": 0}"),
  ])
  func errors(field: String, message: String) throws {
    let json = #"{"viewport": {"width": 390, "height": 844}, "panel": {"behavior": {"# + field + #"}}, "script": [], "until": 1}"#
    do {
      _ = try run(Data(json.utf8))
      Issue.record("accepted \(field)")
    } catch {
      #expect((error as? InputError)?.description == message)
    }
  }

  /// 100 pt past full with OverlayContainer's function: 782 · (1 + 0.5 log10(882/782)) = 802.43 (800-pt viewport).
  @Test("a script's translation function rubber-bands past the most expanded anchor")
  func translationFunction() throws {
    let json = #"""
      {"viewport": {"width": 400, "height": 800}, "scale": 2,
       "panel": {"initialState": "full", "behavior": {"translationFunction": "rubberBand"}},
       "script": [{"at": 0.1, "do": "down", "x": 200, "y": 40}, {"at": 0.2, "do": "drag", "x": 200, "y": -60}], "until": 0.2}
      """#
    let (frames, _) = try run(Data(json.utf8))
    #expect(abs(try #require(frames.last).location - (800 - 802.43)) < 1e-9)
  }

  @Test("a config saves the policies and reads them back")
  func roundTrip() throws {
    let config = try PlaygroundConfig.decode(TuningFixtures.sample)
    let again = try PlaygroundConfig.decode(Data(config.jsonText().utf8))
    let detail = try #require(again.panels["side-detail"]?.behavior.policies)
    #expect(detail == config.panels["side-detail"]?.behavior.policies)
    #expect(detail.targetPolicy == .rushingForward(RushingForwardTargetStatePolicy(minimumVelocity: 300)))
    #expect(detail.threshold?.velocity == 2000 && detail.threshold?.position == MotionPolicyConfig.Position.none)
    #expect(detail.dismissingSpring?.dampingRatio == 1 && detail.movingSpring?.dampingRatio == 0.8)
    #expect(detail.rubberBandFunction == RubberBandTranslationFunction(factor: 0.4, bouncesAtMinimumHeight: false))
    #expect(again.panels["search"]?.behavior.policies == MotionPolicyConfig())
  }
}
