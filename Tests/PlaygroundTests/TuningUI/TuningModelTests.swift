import ConfigFormat
import FloatingPanel
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

@Suite("Tuning panel model: sliders, keys, mouse fractions")
struct TuningModelTests {
  func index(_ field: TuningModel.Field, _ m: TuningModel) throws -> Int {
    try #require(m.rows.firstIndex { $0.field == field })
  }

  @Test("a slider steps coarse and fine, clamps to its range and maps fractions both ways")
  func slider() {
    let s = TuningSlider(label: "T", value: 0.4, range: 0.05...3, step: 0.01, fineStep: 0.001, format: "%.3f")
    #expect(abs(s.stepped(by: 1, fine: false) - 0.41) < 1e-12)
    #expect(abs(s.stepped(by: -1, fine: true) - 0.399) < 1e-12)
    #expect(s.stepped(by: 1000, fine: false) == 3)
    #expect(s.stepped(by: -1000, fine: false) == 0.05)
    #expect(s.value(atFraction: 0) == 0.05)
    #expect(s.value(atFraction: 1) == 3)
    #expect(s.value(atFraction: 2) == 3)
    #expect(s.value(atFraction: .nan) == 0.4)
    #expect(abs(s.fraction - (0.4 - 0.05) / 2.95) < 1e-12)
    #expect(abs(s.value(atFraction: 0.5) - 1.525) < 1e-9)
    #expect(s.valueText == "0.400")
    var out = s
    out.value = 7
    #expect(out.fraction == 1)
  }

  @Test("Up/Down move the focus and stop at the ends")
  func focus() {
    var m = TuningModel(config: BehaviorConfig())
    #expect(m.focus == 0)
    m.handle(key: .up)
    #expect(m.focus == 0)
    for _ in 0..<3 { m.handle(key: .down) }
    #expect(m.focus == 3)
    for _ in 0..<50 { m.handle(key: .down) }
    #expect(m.focus == m.rows.count - 1)
    #expect(m.rows.count == TuningModel.Field.allCases.count - 1)  // Rush speed shows only while rushing forward
  }

  @Test("Left/Right edit the focused value; Shift gives the fine step; values clamp")
  func keys() throws {
    var m = TuningModel(config: BehaviorConfig())
    m.focus(row: try index(.decelerationRate, m))
    var c = m.handle(key: .right)
    #expect(abs(c.springDecelerationRate - 0.992) < 1e-9)
    c = m.handle(key: .left, fine: true)
    #expect(abs(c.springDecelerationRate - 0.9919) < 1e-9)
    for _ in 0..<100 { c = m.handle(key: .right) }
    #expect(c.springDecelerationRate == 0.9995)  // the top of the track
    #expect(c.springDecelerationRate < 1)  // still a valid spring
    #expect(c == m.config)

    m.focus(row: try index(.redirectionalProgress, m))
    for _ in 0..<30 { c = m.handle(key: .left) }
    #expect(c.redirectionalProgress == 0)

    m.focus(row: try index(.rubberBandLow, m))
    c = m.handle(key: .right)
    #expect(c.rubberBandLow && !c.rubberBandHigh)
    c = m.handle(key: .left)
    #expect(!c.rubberBandLow)

    m.focus(row: try index(.integrator, m))
    c = m.handle(key: .right)
    #expect(c.integrator == .closedForm)
    #expect(m.rows[m.focus].valueText == "closed form")

    m.focus(row: try index(.projectMomentum, m))
    c = m.handle(key: .right)
    #expect(c.projectMomentum == .all(true))
  }

  @Test("changing the response time keeps the rate, and ζ, duration and bounce read-outs follow the new config")
  func responseTimeKeepsSpringConsistent() throws {
    var m = TuningModel(config: BehaviorConfig())
    let t = try index(.responseTime, m), b = try index(.bounce, m), k = try index(.stiffness, m)
    m.focus(row: t)
    for _ in 0..<10 { m.handle(key: .right) }
    let c = m.config
    #expect(abs(c.springResponseTime - 0.5) < 1e-9)
    #expect(c.springDecelerationRate == 0.991)
    let spring = try #require(c.spring)
    #expect(m.rows[t].readout == "duration 0.500 s")
    #expect(abs(m.rows[b].slider.value - spring.bounce) < 1e-12)
    #expect(abs(SpringParameters.dampingRatio(bounce: m.rows[b].slider.value) - spring.dampingRatio) < 1e-12)
    #expect(m.rows[b].readout == "ζ " + String(format: "%.3f", spring.dampingRatio))
    #expect(abs(m.rows[k].slider.value - spring.stiffness()) < 1e-9)
    // ζ = ln r · T / (−2π · 0.001): with T 0.4 → 0.5 at the same rate, ζ grows by 0.5/0.4.
    let before = try #require(BehaviorConfig().spring)
    #expect(abs(spring.dampingRatio / before.dampingRatio - 1.25) < 1e-9)
  }

  @Test("bounce, stiffness and damping edit the spring through SpringParameters and convert back")
  func springRows() throws {
    var m = TuningModel(config: BehaviorConfig())
    let b = try index(.bounce, m), k = try index(.stiffness, m), d = try index(.damping, m)
    m.focus(row: b)
    m.handle(key: .right)  // bounce +0.05
    let before = try #require(BehaviorConfig().spring)
    var spring = try #require(m.config.spring)
    #expect(abs(spring.bounce - (before.bounce + 0.05)) < 1e-3)
    #expect(abs(spring.responseTime - 0.4) < 1e-12)  // duration kept

    m.focus(row: k)
    let c0 = spring.damping()
    m.handle(key: .right)
    spring = try #require(m.config.spring)
    #expect(abs(spring.damping() - c0) < 1e-9)  // damping kept
    #expect(abs(spring.stiffness() - m.rows[k].slider.value) < 1e-9)
    #expect(spring.responseTime < 0.4)  // stiffer → faster

    m.focus(row: d)
    let k0 = spring.stiffness()
    m.handle(key: .left, fine: true)
    spring = try #require(m.config.spring)
    #expect(abs(spring.stiffness() - k0) < 1e-9)
    #expect(abs(spring.damping() - m.rows[d].slider.value) < 1e-9)
  }

  /// SwiftUI's `interpolatingSpring(mass: 2, stiffness: 300, damping: 20)` typed in: mass first
  /// (the motion stays, k and c double), then stiffness and damping at that mass.
  @Test("the mass row rescales stiffness and damping without changing the motion")
  func massRow() throws {
    var m = TuningModel(config: BehaviorConfig())
    let k = try index(.stiffness, m), d = try index(.damping, m), mass = try index(.mass, m)
    let k1 = m.rows[k].slider.value, c1 = m.rows[d].slider.value
    #expect(abs(k1 - 246.74) < 0.01)  // (2π / 0.4)² at mass 1
    m.setFraction(row: mass, fraction: Self.fraction(of: 2, on: m.rows[mass].slider))
    #expect(m.mass == 2)
    #expect(m.config == BehaviorConfig())  // same spring
    #expect(abs(m.rows[k].slider.value - 2 * k1) < 1e-9)
    #expect(abs(m.rows[d].slider.value - 2 * c1) < 1e-9)
    #expect(m.rows[k].readout == "at mass 2")
    #expect(m.rows[mass].valueText == "2.00")
    m.setFraction(row: k, fraction: Self.fraction(of: 300, on: m.rows[k].slider))
    m.setFraction(row: d, fraction: Self.fraction(of: 20, on: m.rows[d].slider))
    let spring = try #require(m.config.spring)
    let swiftUI = try SpringParameters(mass: 2, stiffness: 300, damping: 20)
    #expect(abs(spring.responseTime - swiftUI.responseTime) < 1e-9)  // 2π·√(2/300) = 0.5130 s
    #expect(abs(spring.dampingRatio - swiftUI.dampingRatio) < 1e-9)  // 20 / (2·√600) = 0.4082
    #expect(abs(spring.responseTime - 0.51302) < 1e-5)
    #expect(abs(spring.dampingRatio - 0.40825) < 1e-5)
    let other = TuningModel(config: m.config, mass: 2)
    #expect(abs(other.rows[k].slider.value - 300) < 1e-6)
    #expect(abs(other.rows[d].slider.value - 20) < 1e-6)
  }

  /// Where `value` sits on `slider`'s track (whatever its scale).
  static func fraction(of value: Double, on slider: TuningSlider) -> Double {
    var s = slider
    s.value = value
    return s.fraction
  }

  @Test("mouse fractions set the value on a row's track and focus it; bad rows are ignored")
  func fractions() throws {
    var m = TuningModel(config: BehaviorConfig())
    let r = try index(.removalVelocityThreshold, m)
    var c = m.setFraction(row: r, fraction: 0.25)
    #expect(c.removalVelocityThreshold == 5)
    #expect(m.focus == r)
    c = m.setFraction(row: r, fraction: -3)
    #expect(c.removalVelocityThreshold == 0)
    let toggle = try index(.rubberBandHigh, m)
    c = m.setFraction(row: toggle, fraction: 0.9)
    #expect(c.rubberBandHigh)
    let unchanged = m.setFraction(row: 99, fraction: 0.5)
    #expect(unchanged == c)
    #expect(m.focus == toggle)
  }

  @Test("the release rule is a choice: FloatingPanel's by default; rushing forward adds its speed row, 400 pt/s, which edits it")
  func releaseRuleRow() throws {
    var m = TuningModel(config: BehaviorConfig())
    let i = try #require(m.rows.firstIndex { $0.field == .flickAdvance })
    #expect(m.rows[i].choices == ["FloatingPanel", "rushing"] && m.rows[i].slider.value == 0)
    #expect(m.rows[i].readout == "projection" && !m.rows.contains { $0.field == .flickAdvanceSpeed })
    #expect(m.beginEntry() == nil)  // row 0 takes a number
    m.cancelEntry()
    let presets = try Preset.loadAll(directory: TuningFixtures.packageRoot + "/Assets/presets")
    let rushing = try #require(presets.first { $0.name == "rushing-forward" })
    let r = TuningModel(config: rushing.behavior(for: "search"))
    #expect(r.rows[i].slider.value == 1 && r.rows[i].readout == "like OverlayContainer")
    #expect(r.rows[i + 1].field == .flickAdvanceSpeed && r.rows[i + 1].valueText == "400 pt/s")
    #expect(r.rows[i + 1].readout == "faster: next anchor" && r.rows.count == m.rows.count + 1)
    for _ in 0..<i { m.handle(key: .down) }
    #expect(m.beginEntry() == "Release rule is a choice: ← → or a click picks it")
    var c = m.handle(key: .right)  // rushing forward, at its default speed
    #expect(c.policies.targetPolicy == .rushingForward(RushingForwardTargetStatePolicy(minimumVelocity: 400)))
    #expect(m.rows[i + 1].field == .flickAdvanceSpeed && m.rows[i + 2].field == .integrator)
    #expect(m.handle(key: .right) == c)  // already rushing: stays
    m.handle(key: .down)
    c = m.handle(key: .right)
    #expect(c.policies.targetPolicy == .rushingForward(RushingForwardTargetStatePolicy(minimumVelocity: 450)))
    #expect(m.beginEntry() == nil)
    for ch in "1200" { m.type(ch) }
    #expect(m.commitEntry() == nil && m.config.policies.targetPolicy == .rushingForward(RushingForwardTargetStatePolicy(minimumVelocity: 1200)))
    m.handle(key: .up)
    #expect(m.handle(key: .left).policies.targetPolicy == .floatingPanel)
    #expect(!m.rows.contains { $0.field == .flickAdvanceSpeed })
    // A config's older minimumFlickVelocityToAdvance shows as rushing at its speed; FloatingPanel clears it.
    var old = BehaviorConfig()
    old.minimumFlickVelocityToAdvance = 700
    var o = TuningModel(config: old, focus: i)
    #expect(o.rows[i].slider.value == 1 && o.rows[i + 1].valueText == "700 pt/s")
    let cleared = o.handle(key: .left)
    #expect(cleared.minimumFlickVelocityToAdvance == nil && cleared.policies.targetPolicy == .floatingPanel)
  }
}
