import ConfigFormat
import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing
@testable import playground

/// Issue 33, item 3: toward full, the floating card's spring stops at the window's edge (8 pt
/// above the anchor), so any bounce reads "overshoot 8.0 pt". The figures say the motion was
/// clipped and give the spring's own overshoot.
@Suite struct ClippedMotionTests {
  /// A session in a 1280×800 window (the search panel is a floating card 8 pt from the top at
  /// full) whose search spring has damping ratio `zeta` at response 0.4 s; flicked toward full at
  /// 1000 pt/s, stepped until it settles.
  static func flickToFull(zeta: Double, rate: DisplayRate = .hz60) throws -> (TuningSessionTests.Harness, MotionTrace) {
    let h = try TuningSessionTests.Harness(size: Size(width: 1280, height: 800))
    h.scene.displayRate = rate
    var b = BehaviorConfig()
    b.springDecelerationRate = SpringParameters.decelerationRate(dampingRatio: zeta, responseTime: b.springResponseTime)
    h.session.tuner.setBehavior(b, for: .search)
    h.session.isShown = true
    h.frames(1)
    #expect(h.session.flick(expanding: true))
    for _ in 0..<Int(8 * rate.framesPerSecond) {
      h.scene.step()
      h.session.update(rate.frameInterval)
    }
    return (h, try #require(h.session.trace))
  }

  @Test("ζ 0.05 toward full at 60 Hz: 8.0 pt shown (the edge), the spring's own overshoot pinned; the plot's line and the HUD say clipped")
  func flickToFullClipped() throws {
    let (h, trace) = try Self.flickToFull(zeta: 0.05)
    #expect(trace.target == "full" && trace.targetLocation == 8)
    #expect(abs(trace.metrics().overshoot - 8) < 1e-9)  // stopped at y 0, the window's edge
    let clip = try #require(trace.clip)
    #expect(clip.edge == 0)
    // the spring's own: 153.1 pt past full, 39.1 % of the 392-pt way from half (y 400) to full (y 8)
    #expect(abs(clip.own.overshoot - 153.0808) < 1e-3)
    #expect(abs(clip.own.overshootPercent - 39.0512) < 1e-3)
    // at 120 Hz the numeric spring (as upstream's on a ProMotion iPhone) overshoots more; still 8.0 shown
    let (_, fast) = try Self.flickToFull(zeta: 0.05, rate: .hz120)
    #expect(abs(fast.metrics().overshoot - 8) < 1e-9)
    #expect(abs((fast.clip?.own.overshoot ?? 0) - 227.6336) < 1e-3)
    #expect(h.session.hudNotes.last == "last release clipped at the window's edge: the spring's own overshoot 153.1 pt")
    #expect(clip.note == "clipped at the window's edge · spring's own 153.1 pt (39.1 %)")
  }

  @Test("the same spring toward full in a phone window (no edge in the way) is not clipped")
  func notClippedWithoutALimit() throws {
    let h = try TuningSessionTests.Harness()
    var b = BehaviorConfig()
    b.springDecelerationRate = SpringParameters.decelerationRate(dampingRatio: 0.05, responseTime: b.springResponseTime)
    h.session.tuner.setBehavior(b, for: .search)
    #expect(h.session.flick(expanding: true))
    h.frames(240)
    let trace = try #require(h.session.trace)
    #expect(trace.clip == nil && trace.metrics().overshoot > 8)
  }

  @Test("the spring's own motion, restarted from any frame of the spring, is the panel's motion where no edge limits it")
  func ownMotionIsTheUnlimitedPanels() throws {
    let h = try TuningSessionTests.Harness()
    var b = BehaviorConfig()
    b.springDecelerationRate = SpringParameters.decelerationRate(dampingRatio: 0.3, responseTime: b.springResponseTime)
    h.session.tuner.setBehavior(b, for: .search)
    h.frames(1)  // the plot's clock has a frame before the release
    #expect(h.session.flick(expanding: true))
    h.frames(3)
    let spring = try #require(h.scene.search.attraction)
    h.frames(240)
    let trace = try #require(h.session.trace)
    #expect(trace.clip == nil)
    // The phone's full anchor is 18 pt from the top: an edge at 10 pt would have stopped it.
    let clip = try #require(MotionClip(spring, limit: 10...844, h: 1.0 / 60))
    #expect(clip.edge == 10)
    #expect(abs(clip.own.overshoot - trace.metrics().overshoot) < 1e-9)
    #expect(abs((clip.own.settleTime ?? 0) - (trace.metrics().settleTime ?? 1)) < 1e-9)
  }
}

/// `playground feel` on a script that keeps the spring in its viewport (a floating card's
/// recording): the row says clipped and gives the spring's own overshoot.
@Suite struct ClippedFeelTests {
  static let script = #"""
    {"viewport": {"width": 1280, "height": 800}, "scale": 1, "fps": 60, "keepInViewport": true,
     "panel": {"position": "bottom", "initialState": "half",
               "anchors": {"full": {"inset": 8, "edge": "top", "guide": "superview"},
                           "half": {"fraction": 0.5, "edge": "bottom", "guide": "superview"}},
               "backdropAlpha": {}},
     "script": [
       {"at": 0.1, "do": "down", "x": 187, "y": 410},
       {"at": 0.116, "do": "drag", "x": 187, "y": 400},
       {"at": 0.133, "do": "up", "x": 187, "y": 400, "velocity": -1000}],
     "until": 6.0}
    """#

  @Test("ζ 0.05 toward full kept in the viewport: 8.0 pt shown, clipped, the spring's own overshoot beside it")
  func feelSaysClipped() throws {
    let script = try ReplayScript.decode(Array(Self.script.utf8))
    var b = BehaviorConfig()
    b.springDecelerationRate = SpringParameters.decelerationRate(dampingRatio: 0.05, responseTime: b.springResponseTime)
    let table = try ReleaseFeelTable(script: script, behaviors: [("zeta0.05", b)])
    let row = try #require(table.rows.first)
    #expect(row.hz60.target == "full" && abs(row.hz60.metrics.overshoot - 8) < 1e-9)
    let clip = try #require(row.hz60.clip)
    #expect(clip.edge == 0 && DecimalText.fixed(clip.own.overshoot, digits: 1) == "149.5")
    #expect(DecimalText.fixed(row.hz120.clip?.own.overshoot ?? 0, digits: 1) == "222.0")
    let line = String(table.text.split(separator: "\n")[1])
    #expect(line.contains("8.0 pt (2.1 %) clipped, own \(DecimalText.fixed(clip.own.overshoot, digits: 1)) pt"))
    #expect(FeelCommand.footer(table).hasPrefix("clipped: the window's edge stopped the spring"))
    #expect(table.json.text().contains("\"ownOvershoot\""))
  }
}
