import MotionTesting
import Testing

/// What `verify` says when a motion differs: the first frame, the largest deviation, the summary.
@Suite struct MotionComparisonTests {
  @Test("equal goldens match; one location moved by 5 pt fails at that frame with a 5 pt deviation")
  func fivePoints() {
    let g = MotionGoldenTests.sample(frames: 20).rounded()
    #expect(MotionComparison(reference: g, actual: g, tolerance: .standard).matches)
    var moved = g
    moved.frames[12].location += 5
    let c = MotionComparison(reference: g, actual: moved, tolerance: .standard)
    #expect(!c.matches)
    #expect(c.firstDifference?.frame == 12)
    #expect(c.firstDifference?.field == "location")
    #expect(abs((c.largestLocation?.amount ?? 0) - 5) < 1e-9)
    #expect(c.summaryChanges.isEmpty)
    #expect(c.message == "first difference at frame 12 (0.200 s): location 251.852 pt → 256.852 pt; largest deviation 5.000 pt at frame 12")
  }

  @Test("within the tolerance passes; the tolerance is per part")
  func tolerance() {
    let g = MotionGoldenTests.sample(frames: 10).rounded()
    var near = g
    near.frames[3].location += 0.4
    near.frames[4].velocity += 9
    near.summary.settleTime = 0.46
    #expect(MotionComparison(reference: g, actual: near, tolerance: .standard).matches)
    #expect(!MotionComparison(reference: g, actual: near, tolerance: MotionTolerance(points: 0.3)).matches)
    #expect(!MotionComparison(reference: g, actual: near, tolerance: MotionTolerance(velocity: 5)).matches)
    #expect(!MotionComparison(reference: g, actual: near, tolerance: MotionTolerance(seconds: 0.005)).matches)
  }

  @Test("changed summary figures, a changed state and a changed frame count are named")
  func summary() {
    let g = MotionGoldenTests.sample(frames: 10).rounded()
    var other = g
    other.summary.overshoot = 12
    other.summary.settleTime = nil
    other.summary.finalState = "tip"
    other.frames[9].state = "tip"
    other.frames.removeLast()
    let c = MotionComparison(reference: g, actual: other, tolerance: .standard)
    #expect(c.summaryChanges == ["finalState full → tip", "overshoot 3.210 → 12.000 pt", "settleTime 0.450 s → none"])
    #expect(c.frameCountChange == "frames 10 → 9")
    #expect(c.message.hasSuffix("frames 10 → 9; summary: finalState full → tip, overshoot 3.210 → 12.000 pt, settleTime 0.450 s → none"))
    var state = g
    state.frames[2].state = "tip"
    #expect(MotionComparison(reference: g, actual: state, tolerance: .standard).firstDifference?.field == "state")
  }
}
