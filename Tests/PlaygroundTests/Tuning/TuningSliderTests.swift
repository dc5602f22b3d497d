import ConfigFormat
import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// ``TuningSlider``'s tracks: logarithmic for times and rates near 1, linear for ranges from 0.
@Suite struct TuningSliderTests {
  @Test("times and rates near 1 have logarithmic tracks: every pixel is the same ratio")
  func logarithmicSliders() throws {
    let m = TuningModel(config: BehaviorConfig())
    func slider(_ f: TuningModel.Field) throws -> TuningSlider { try #require(m.rows.first { $0.field == f }).slider }
    let t = try slider(.responseTime)
    #expect(t.scale == .logarithmic)
    // 0.1 → 0.2 and 1 → 2 take the same length of track.
    #expect(abs(t.value(atFraction: 0.5) - 0.447) < 1e-12)  // √(0.1 × 2)
    var a = t, b = t
    a.value = 0.2
    b.value = 1
    #expect(abs(a.fraction - (b.fraction - a.fraction)) > 0.05)  // not linear
    var c = t
    c.value = 2
    var d = t
    d.value = 0.1
    #expect(abs((a.fraction - d.fraction) - (c.fraction - b.fraction)) < 1e-12)
    // 50 px on the 152-px track of the 400-pt card, from 0.44 s: a ratio of 20^(50/152) ≈ 2.7,
    // where the linear 0.05…3 track of 112 px went to 1.74 s.
    var from = t
    from.value = 0.44
    let after = t.value(atFraction: from.fraction + 50.0 / 152)
    #expect(after > 1.1 && after < 1.3)
    let rate = try slider(.decelerationRate)
    #expect(rate.scale == .logComplement)
    var r = rate
    r.value = 0.99
    var r2 = rate
    r2.value = 0.999
    var r3 = rate
    r3.value = 0.95
    var r4 = rate
    r4.value = 0.995
    #expect(abs((r2.fraction - r.fraction) - (r4.fraction - r3.fraction)) < 1e-12)  // 1−v: 0.01→0.001 ≡ 0.05→0.005
    #expect(try slider(.removalVelocityThreshold).scale == .linear)  // a range from 0
  }
}
