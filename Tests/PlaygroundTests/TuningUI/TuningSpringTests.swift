import ConfigFormat
import FloatingPanel
import Foundation
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// Issue 21, item 5: the card edits every spring the engine has (release, presenting, dismissing,
/// moving) as duration/bounce or response/ζ, with a lock (key K) that says which number stays;
/// the other forms are shown converted.
@Suite("Tuning card: every spring, its lock and its forms")
struct TuningSpringTests {
  func index(_ field: TuningModel.Field, _ m: TuningModel) throws -> Int {
    try #require(m.rows.firstIndex { $0.field == field })
  }

  func value(_ field: TuningModel.Field, _ m: TuningModel) throws -> Double {
    try #require(m.rows.first { $0.field == field }).slider.value
  }

  /// The model with the spring row set to `spring`.
  func model(showing spring: TuningSpring, config: BehaviorConfig = BehaviorConfig()) throws -> TuningModel {
    var m = TuningModel(config: config)
    m.focus(row: try index(.spring, m))
    for _ in 0..<spring.rawValue { m.handle(key: .right) }
    #expect(m.spring == spring && m.config == config)  // choosing a spring changes no value
    return m
  }

  @Test("SwiftUI's Spring(duration: 0.5, bounce: 0.3): response 0.5 s, ζ 0.7, k (2π/0.5)², c 2ζω, both rates")
  func conversions() throws {
    let s = try SpringParameters(duration: 0.5, bounce: 0.3)
    #expect(s.responseTime == 0.5 && abs(s.dampingRatio - 0.7) < 1e-12)
    #expect(abs(s.stiffness() - 157.91367041742973) < 1e-9)  // (2π/0.5)² = 16π²
    #expect(abs(s.damping() - 17.59291886010284) < 1e-9)  // 2 · 0.7 · 4π
    #expect(abs(s.stiffness(mass: 2) - 2 * 157.91367041742973) < 1e-9)
    // The release spring's rate: exp(−2π · 0.7 · 0.001 / 0.5).
    #expect(abs(s.decelerationRate - 0.9912421162266029) < 1e-15)
    // Upstream's animators (UISpringTimingParameters(decelerationRate:frequencyResponse:)): makeDefaultAnimator's 0.99 is ζ 0.7998.
    #expect(abs(AnimatorRate.dampingRatio(0.99) - 0.7997803154092293) < 1e-12)
    #expect(abs(AnimatorRate.rate(dampingRatio: 0.8) - 0.9899972669721664) < 1e-15)
    // An overdamped bounce: −0.5 is ζ 2.
    #expect(try SpringParameters(duration: 0.4, bounce: -0.5).dampingRatio == 2)
  }

  @Test("the presenting spring shows the engine's default (0.25 s, ζ 0.8) in every form; a duration change keeps the bounce")
  func presenting() throws {
    var m = try model(showing: .presenting)
    #expect(m.lock == .bounce)
    #expect(try value(.responseTime, m) == 0.25)
    #expect(abs(try value(.bounce, m) - 0.2) < 1e-12)
    #expect(abs(try value(.decelerationRate, m) - 0.9899972669721664) < 1e-12)
    #expect(m.rows[try index(.decelerationRate, m)].readout == "ζ 0.800 · animator")
    #expect(abs(try value(.stiffness, m) - 631.6546816697189) < 1e-9)  // (2π/0.25)²
    #expect(abs(try value(.damping, m) - 40.21238596594935) < 1e-9)  // 2 · 0.8 · 8π
    #expect(m.rows[try index(.spring, m)].readout == "show · engine default")
    m.focus(row: try index(.responseTime, m))
    for _ in 0..<10 { m.handle(key: .right) }
    let spring = try #require(m.config.policies.presentingSpring)
    #expect(abs(spring.responseTime - 0.35) < 1e-12 && abs(spring.dampingRatio - 0.8) < 1e-12)
    #expect(m.config.springResponseTime == 0.4 && m.config.policies.dismissingSpring == nil)  // only that spring
    #expect(m.rows[try index(.spring, m)].readout == "rows above · show")
  }

  @Test("K: the duration locked keeps the duration on a bounce, rate or damping change; stiffness then stays")
  func durationLock() throws {
    var m = try model(showing: .dismissing)
    m.cycleLock()
    #expect(m.lock == .duration)
    #expect(m.rows[try index(.springLock, m)].valueText == "duration")
    #expect(m.rows[try index(.stiffness, m)].readout == "kept: duration locked")
    m.focus(row: try index(.bounce, m))
    m.handle(key: .right)  // bounce 0.2 → 0.25
    var s = try #require(m.config.policies.dismissingSpring)
    #expect(s.responseTime == 0.25 && abs(s.dampingRatio - 0.75) < 1e-12)
    m.focus(row: try index(.damping, m))
    m.handle(key: .right)  // c + 1 at the same k: ζ = c / (2√k)
    s = try #require(m.config.policies.dismissingSpring)
    #expect(abs(s.responseTime - 0.25) < 1e-12)
    let c = ((2 * 0.75 * 8 * Double.pi + 1) / 0.05).rounded() * 0.05  // 38.70: the track's fine step
    #expect(abs(s.dampingRatio - c / (16 * Double.pi)) < 1e-9)
    let before = m.config
    m.focus(row: try index(.stiffness, m))
    m.handle(key: .right)
    #expect(m.config == before)  // k sets the duration, which is locked
    m.cycleLock()
    #expect(m.lock == .bounce)  // two locks for the springs other than the release one
  }

  @Test("the release spring: K cycles rate (FloatingPanel's) → bounce → duration; with bounce locked a time, rate or damping change keeps ζ")
  func releaseLocks() throws {
    var m = TuningModel(config: BehaviorConfig())
    #expect(m.lock == .rate)
    let zeta = try #require(BehaviorConfig().spring).dampingRatio  // 0.5756
    m.cycleLock()
    #expect(m.lock == .bounce)
    m.focus(row: try index(.responseTime, m))
    for _ in 0..<10 { m.handle(key: .right) }  // 0.4 → 0.5 s
    var s = try #require(m.config.spring)
    #expect(abs(s.responseTime - 0.5) < 1e-12 && abs(s.dampingRatio - zeta) < 1e-9)
    #expect(abs(m.config.springDecelerationRate - exp(-2 * Double.pi * zeta * 0.001 / 0.5)) < 1e-12)  // the rate follows
    m.focus(row: try index(.decelerationRate, m))
    m.handle(key: .right)  // rate + 0.001 at the same ζ: T = −2πζ · 0.001 / ln r
    s = try #require(m.config.spring)
    #expect(abs(s.dampingRatio - zeta) < 1e-9)
    #expect(abs(s.responseTime - (-2 * Double.pi * zeta * 0.001 / log(m.config.springDecelerationRate))) < 1e-9)
    m.focus(row: try index(.damping, m))
    m.setFraction(row: m.focus, fraction: TuningModelTests.fraction(of: 20, on: m.rows[m.focus].slider))
    s = try #require(m.config.spring)
    #expect(abs(s.dampingRatio - zeta) < 1e-9)
    #expect(abs(s.damping() - 20) < 1e-9)  // ω = c / (2ζ): T = 4πζ / c
    #expect(abs(s.responseTime - 4 * Double.pi * zeta / 20) < 1e-9)
    m.cycleLock()
    m.cycleLock()
    #expect(m.lock == .rate)
  }

  @Test("an edit that would make a spring slower than 10 s (damping 0.5 at ζ 0.8: 20 s) is refused")
  func boundedDuration() throws {
    var m = try model(showing: .presenting)
    m.focus(row: try index(.damping, m))
    let before = m.config
    m.setFraction(row: m.focus, fraction: 0)  // c 0.5 with ζ 0.8 kept: T = 4π · 0.8 / 0.5 ≈ 20 s
    #expect(m.config == before)
    m.setFraction(row: m.focus, fraction: TuningModelTests.fraction(of: 2, on: m.rows[m.focus].slider))
    let s = try #require(m.config.policies.presentingSpring)
    #expect(abs(s.responseTime - 4 * Double.pi * 0.8 / 2) < 1e-9)  // 5.03 s: taken
  }

  @Test("form ζ: the second row is the damping ratio, edited directly, with the bounce under it")
  func dampingRatioForm() throws {
    var m = try model(showing: .moving)
    #expect(m.rows[try index(.spring, m)].readout == "move · release T, ζ 1")
    #expect(try value(.responseTime, m) == 0.4)
    #expect(try value(.bounce, m) == 0)  // the release spring from rest
    m.focus(row: try index(.springForm, m))
    m.handle(key: .right)
    let row = m.rows[try index(.bounce, m)]
    #expect(row.slider.label == "Damping ratio" && row.slider.value == 1 && row.readout == "bounce 0.000")
    m.focus(row: try index(.bounce, m))
    for _ in 0..<6 { m.handle(key: .left) }  // ζ 1 → 0.7
    let s = try #require(m.config.policies.movingSpring)
    #expect(abs(s.dampingRatio - 0.7) < 1e-9 && s.responseTime == 0.4)
    #expect(m.rows[try index(.bounce, m)].readout == "bounce 0.300")
    #expect(m.config.springResponseTime == 0.4 && m.config.springDecelerationRate == 0.991)
  }

  @Test("the choice of spring, lock and form survives a focus change or a reload (TuningCard.sync)")
  func syncKeepsChoices() throws {
    var card = TuningCard(role: .search, behavior: BehaviorConfig(), appearance: PanelAppearance())
    let springRow = try index(.spring, card.model)
    _ = SegmentedRowsTests.press(&card, row: springRow, segment: 3, of: 4)  // move: the moving spring
    card.cycleLock()
    card.sync(role: .detail, behavior: BehaviorConfig(), appearance: PanelAppearance())
    #expect(card.model.spring == .moving && card.model.lock == .duration && card.model.focus == springRow)
  }
}
