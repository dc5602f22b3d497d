import ConfigFormat
import FloatingPanel
import Foundation
import StrictJSON
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// Issue 20, item 4: the config's `displayRate` field and the scene stepping at the display rate.
@Suite("display rate: config field and scene")
struct DisplayRateConfigTests {
  static let config120 = #"{"displayRate": 120, "panels": {"search": {"behavior": {"springResponseTime": 0.3}}}}"#

  @Test("a config's displayRate decodes, is written back after description, and is left out when absent")
  func configField() throws {
    let config = try PlaygroundConfig.decode(Self.config120)
    #expect(config.displayRate == .hz120)
    let text = config.jsonText()
    #expect(text.hasPrefix("{\n  \"displayRate\": 120,\n  \"panels\": {"))
    #expect(try PlaygroundConfig.decode(text) == config)
    let plain = try PlaygroundConfig.decode(#"{"panels": {"search": {}}}"#)
    #expect(plain.displayRate == nil && !plain.jsonText().contains("displayRate"))
    #expect(try PlaygroundConfig.decode(#"{"displayRate": 60, "panels": {"search": {}}}"#).displayRate == .hz60)
  }

  @Test("a bad displayRate in a config is one line naming the field", arguments: [
    (#"{"displayRate": 144, "panels": {"search": {}}}"#, "displayRate: must be 60 or 120 (frames per second of the display), found 144"),
    (#"{"displayRate": 0, "panels": {"search": {}}}"#, "displayRate: must be 60 or 120 (frames per second of the display), found 0"),
    (#"{"displayRate": true, "panels": {"search": {}}}"#, "displayRate: expected a number"),
  ])
  func badConfigField(json: String, expected: String) {
    let message = StrictInputRulesTests.configError(json)
    #expect(message?.hasPrefix(expected) == true, "got: \(message ?? "no error")")
  }

  @Test("applying a config sets the scene's rate (unless fixed by --display-rate); a preset leaves it; a save carries it")
  func appliedToTheScene() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let controller = PanelTuner(scene: scene)
    #expect(scene.displayRate == .hz60 && controller.currentConfig.displayRate == nil)
    #expect(controller.apply(try PlaygroundConfig.decode(Self.config120)) == nil)
    #expect(scene.displayRate == .hz120)
    #expect(controller.currentConfig.displayRate == .hz120)
    #expect(controller.apply(try PlaygroundConfig.decode(#"{"panels": {"search": {}}}"#)) == nil)
    #expect(scene.displayRate == .hz120)
    controller.isDisplayRateFixed = true
    scene.displayRate = .hz60
    #expect(controller.apply(try PlaygroundConfig.decode(Self.config120)) == nil)
    #expect(scene.displayRate == .hz60)
  }

  @Test("the scene steps by one frame of its display rate: an animated move's first step and its frame count")
  func sceneSteps() throws {
    func firstStepAndFrames(_ rate: DisplayRate) throws -> (Double, Int) {
      let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
      scene.displayRate = rate
      let start = scene.search.location
      try scene.search.move(to: .full, animated: true)
      scene.step()
      let first = scene.search.location
      let target = try #require(scene.search.resolvedLayout.location(of: .full))
      let expected = NumericSpring.step(x: start, v: 0, target: target, zeta: 1, omega: 2 * .pi / 0.4, h: 1 / Double(rate.rawValue)).x
      #expect(abs(first - expected) < 1e-9)
      var n = 1
      while scene.search.isAnimating { scene.step(); n += 1 }
      #expect(scene.search.location == target)
      return (start - first, n)
    }
    let (d60, n60) = try firstStepAndFrames(.hz60)
    let (d120, n120) = try firstStepAndFrames(.hz120)
    #expect(d120 < d60 / 2 + 1 && d120 > d60 / 4)  // a 1/120-s step covers about half of a 1/60-s step
    // The recurrence run to its stop rule in Python (422 → 18, ζ 1, scale 1): 42 and 75 steps (0.70 s, 0.625 s).
    #expect(n60 == 42 && n120 == 75)
  }

  @Test("a headless scene setup takes --display-rate over the config's")
  func sceneSetup() throws {
    let config = try PlaygroundConfig.decode(Self.config120)
    #expect(try SceneSetup(config: config).makeScene(size: Size(width: 390, height: 844)).displayRate == .hz120)
    #expect(try SceneSetup(config: config, displayRate: .hz60).makeScene(size: Size(width: 390, height: 844)).displayRate == .hz60)
    #expect(try SceneSetup().makeScene(size: Size(width: 390, height: 844)).displayRate == .hz60)
  }
}
