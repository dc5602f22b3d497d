import ConfigFormat
import FloatingPanel
import Foundation
import StrictJSON
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

@Suite("Tuning config: strict parsing with located errors, stable encoding, applying")
struct ConfigParserTests {
  @Test("a good config decodes with every field")
  func decodesSample() throws {
    let c = try PlaygroundConfig.decode(TuningFixtures.sample)
    #expect(c.description == "sample")
    #expect(c.panelNames == ["search", "side-detail"])
    let s = try #require(c.panels["search"])
    #expect(s.behavior.springResponseTime == 0.3)
    #expect(s.behavior.springDecelerationRate == 0.985)
    #expect(s.behavior.integrator == .closedForm)
    #expect(s.behavior.minimumFlickVelocityToAdvance == 400)
    #expect(s.behavior.rubberBandLow && !s.behavior.rubberBandHigh)
    #expect(s.anchors?["lastQuart"]?.order == 750)
    let d = try #require(c.panels["side-detail"])
    #expect(d.position == .left && d.removalEnabled)
    #expect(d.anchors == nil)
    #expect(d.behavior.projectMomentum == .states(["tip"]))
    let r = try c.resolved()
    #expect(r["side-detail"]?.behavior.rubberBandEdges == [.left, .right])
    #expect((r["search"]?.behavior.targetStatePolicy as? FlickAdvanceTargetStatePolicy)?.minimumVelocity == 400)
    #expect(r["search"]?.layout.anchors.count == 4)
  }

  @Test("encoding gives the same config back, and the same bytes every time")
  func roundTrip() throws {
    let c = try PlaygroundConfig.decode(TuningFixtures.sample)
    let text = c.jsonText()
    let again = try PlaygroundConfig.decode(text)
    #expect(again == c)
    #expect(again.jsonText() == text)
    // fixed key order: position before behavior, springResponseTime first in behavior
    let pos = try #require(text.range(of: "\"position\"")), beh = try #require(text.range(of: "\"behavior\""))
    #expect(pos.lowerBound < beh.lowerBound)
    #expect(text.contains("\"full\": {\"inset\": 20, \"edge\": \"top\", \"guide\": \"superview\"}"))
    #expect(text.hasSuffix("}\n"))
  }

  @Test("the spring of a behaviour converts both ways through SpringParameters")
  func springProperty() throws {
    var b = BehaviorConfig()
    #expect(abs((b.spring?.dampingRatio ?? 0) - 0.5755516802484569) < 1e-12)
    b.spring = try SpringParameters(duration: 0.3, bounce: 0.15)
    #expect(b.springResponseTime == 0.3)
    #expect(abs(b.springDecelerationRate - 0.98235545) < 1e-6)
    #expect(abs((b.spring?.bounce ?? 0) - 0.15) < 1e-12)
    b.springDecelerationRate = 1.5
    #expect(b.spring == nil)
  }

  /// (file text, the error's one line)
  static let badInputs: [(String, String)] = [
    (#"{"panels": {"search": {"behavior": {"springResponseTime": "fast"}}}}"#,
     "panels.search.behavior.springResponseTime: expected a number"),
    (#"{"panels": {"search": {"behavior": {"springResponseTime": 0}}}}"#,
     "panels.search.behavior.springResponseTime: must be a number of seconds in [0.001, 10], e.g. 0.4"),
    (#"{"panels": {"search": {"behavior": {"springDecelerationRate": 1.2}}}}"#,
     "panels.search.behavior.springDecelerationRate: must be between 0 and 1 (exclusive), e.g. 0.991"),
    (#"{"panels": {"search": {"behavior": {"redirectionalProgress": -0.1}}}}"#,
     "panels.search.behavior.redirectionalProgress: must be between 0 and 1, e.g. 0.5"),
    (#"{"panels": {"search": {"behavior": {"integrator": "euler"}}}}"#,
     "panels.search.behavior.integrator: 'euler' is not an integrator; use numeric or closedForm"),
    (#"{"panels": {"search": {"behavior": {"minimumFlickVelocityToAdvance": -5}}}}"#,
     "panels.search.behavior.minimumFlickVelocityToAdvance: must be a speed in pt/s in [0, 1000000], e.g. 400"),
    (#"{"panels": {"search": {"behavior": {"projectMomentum": ["middle"]}}}}"#,
     "panels.search.behavior.projectMomentum[0]: state 'middle' has no anchor"),
    (#"{"panels": {"search": {"position": "south"}}}"#,
     "panels.search.position: 'south' is not a position; use top, left, bottom or right"),
    (#"{"panels": {"search": {"initialState": "full", "anchors": {"half": {"fraction": 0.5, "edge": "bottom"}}}}}"#,
     "panels.search.initialState: state 'full' has no anchor (states: half, or hidden)"),
    (#"{"panels": {"search": {"anchors": {"half": {"fraction": 0.5, "edge": "left"}}}}}"#,
     "panels.search.anchors.half.edge: 'left' does not fit a bottom panel; use top or bottom"),
    (#"{"panels": {"search": {"removalEnabled": 1}}}"#, "panels.search.removalEnabled: expected true or false"),
    (#"{"panels": {"search": {"colour": "red"}}}"#,
     "panels.search.colour: unknown field (allowed: anchors, appearance, backdropAlpha, behavior, contentLength, initialState, margins, padding, placement, position, removalEnabled, role, variants)"),
    (#"{"panels": {}}"#, #"panels: needs at least one panel, e.g. {"search": {"position": "bottom"}}"#),
    (#"{"panel": {}}"#, "panel: unknown field (allowed: description, displayRate, panels, reducedMotion)"),
    (#"{}"#, #"panels: required field is missing; write {"panels": {"search": {…}}}"#),
    (#"{"panels": {"9lives": {}}}"#, "panels.9lives: a name must start with a letter and use only letters, digits, '-' or '_' (at most 64)"),
  ]

  @Test("each bad input gives its message with the field's path", arguments: badInputs)
  func badInput(text: String, message: String) {
    do {
      _ = try PlaygroundConfig.decode(text)
      Issue.record("accepted: \(text)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("a truncated file says so")
  func syntaxError() {
    do {
      _ = try PlaygroundConfig.decode("{\"panels\": {\"search\": {\"behavior\": {\"springResponseTime\": 0.3}}}")
      Issue.record("accepted a syntax error")
    } catch {
      #expect(error.path == "")
      #expect(error.message == "not valid JSON at line 1, column 65: unexpected end of file inside an object")
    }
  }

  @Test("a syntax error on a later line gives that line and column")
  func syntaxErrorLine() {
    do {
      _ = try PlaygroundConfig.decode("{\n  \"panels\": {\n    \"search\": {\"behavior\": {\"springResponseTime\": slow}}\n  }\n}\n")
      Issue.record("accepted a syntax error")
    } catch {
      #expect(error.message.hasPrefix("not valid JSON at line 3, column 51"))
    }
  }

  @Test("two states with the same order are caught when the config is read")
  func duplicateOrders() {
    let text = #"{"panels": {"s": {"anchors": {"half": {"fraction": 0.5, "edge": "bottom"}, "mid": {"fraction": 0.4, "edge": "bottom", "order": 500}}}}}"#
    #expect(throws: InputError.self) { try PlaygroundConfig.decode(text) }
  }

  @Test("replay scripts are unchanged: they still reject the config-only release rule")
  func replayStillStrict() {
    let script = #"{"viewport": {"width": 390, "height": 844}, "panel": {"behavior": {"minimumFlickVelocityToAdvance": 400}}, "script": [], "until": 1}"#
    do {
      _ = try ReplayScript.decode(Data(script.utf8))
      Issue.record("the replay accepted minimumFlickVelocityToAdvance")
    } catch {
      #expect(error.path == "panel.behavior.minimumFlickVelocityToAdvance")
    }
  }

  @Test("applying changes the next motion, not the spring that is running")
  func applyKeepsRunningSpring() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844), scale: 3)
    let controller = PanelTuner(scene: scene)
    let panel = scene.search
    try panel.move(to: .full, animated: true)
    let running = try #require(panel.attraction)
    let other = try PlaygroundConfig.decode(#"{"panels": {"search": {"behavior": {"springResponseTime": 0.8}}, "other": {}}}"#)
    #expect(controller.apply(other) == nil)  // `other` opens as a plain panel in the detail place
    let config = try PlaygroundConfig.decode(#"{"panels": {"search": {"behavior": {"springResponseTime": 0.8}}}}"#)
    #expect(controller.apply(config) == nil)
    #expect(panel.attraction?.omega == running.omega)
    #expect(panel.behavior.springResponseTime == 0.8)
    while panel.isAnimating { panel.step(1.0 / 60) }
    try panel.move(to: .tip, animated: true)
    #expect(abs((panel.attraction?.omega ?? 0) - 2 * Double.pi / 0.8) < 1e-12)
  }

  @Test("a config's flick rule reaches the engine as its target policy: faster than 400 pt/s moves one anchor")
  func flickRuleFromConfig() throws {
    let config = try PlaygroundConfig.decode(
      #"{"panels": {"search": {"behavior": {"redirectionalProgress": 0.9, "minimumFlickVelocityToAdvance": 400}}}}"#)
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844), scale: 3)
    #expect(PanelTuner(scene: scene).apply(config) == nil)
    let policy = try #require(scene.search.behavior.targetStatePolicy as? FlickAdvanceTargetStatePolicy)
    #expect(policy.minimumVelocity == 400)
    #expect(policy.fallback is FloatingPanelProjectionPolicy)
  }
}
