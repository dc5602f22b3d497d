import Testing
@testable import playground
@testable import PlaygroundWindow

/// `DisplayStepClock`: the numeric spring keeps real time whatever the window paces at.
@Suite struct DisplayStepClockTests {
  @Test("equal rates: one step a frame with the frame's own real time, exactly as before")
  func equalRates() {
    var c = DisplayStepClock()
    #expect(c.next(pacing: 1.0 / 60, step: 1.0 / 60, elapsed: nil) == (1, nil))
    for e in [0.0166, 0.0171, 0.0333] {  // a late frame too: still one step (a drop slows it, as on iOS)
      let r = c.next(pacing: 1.0 / 60, step: 1.0 / 60, elapsed: e)
      #expect(r.count == 1 && r.elapsed == e)
    }
  }

  @Test("paced at 120 Hz with the display rate 60: a step every other frame, with the real time of both frames")
  func doubleRefresh() {
    var c = DisplayStepClock()
    var counts: [Int] = []
    var times: [Double?] = []
    for e in [nil, 0.008, 0.009, 0.0085, 0.0082] as [Double?] {
      let r = c.next(pacing: 1.0 / 120, step: 1.0 / 60, elapsed: e)
      counts.append(r.count)
      times.append(r.elapsed)
    }
    #expect(counts == [1, 0, 1, 0, 1])
    #expect(times[0] == nil && times[1] == nil)
    #expect(abs((times[2] ?? 0) - 0.017) < 1e-12 && abs((times[4] ?? 0) - 0.0167) < 1e-12)
  }

  @Test("paced at 60 Hz with the display rate 120: two steps a frame, each half the real time")
  func halfRefresh() {
    var c = DisplayStepClock()
    #expect(c.next(pacing: 1.0 / 60, step: 1.0 / 120, elapsed: nil) == (2, nil))
    let r = c.next(pacing: 1.0 / 60, step: 1.0 / 120, elapsed: 0.0168)
    #expect(r.count == 2 && abs((r.elapsed ?? 0) - 0.0084) < 1e-12)
  }

  @Test("paced at 144 Hz with the display rate 120: 120 steps in 144 frames, never two in one frame")
  func oddRates() {
    var c = DisplayStepClock()
    var total = 0
    var most = 0
    for i in 0..<144 {
      let n = c.next(pacing: 1.0 / 144, step: 1.0 / 120, elapsed: i == 0 ? nil : 1.0 / 144).count
      total += n
      most = max(most, n)
    }
    #expect(total == 120 && most == 1)
  }

  @Test("a slow pacing makes at most 8 steps a frame")
  func bounded() {
    var c = DisplayStepClock()
    #expect(c.next(pacing: 1.0 / 10, step: 1.0 / 120, elapsed: nil).count == DisplayStepClock.maxSteps)
  }
}
