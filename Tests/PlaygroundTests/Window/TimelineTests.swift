import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
import RenderTestSupport
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// The timeline strip under the motion plot, in the window loop: `,` `.` step the last motion's
/// recorded frames, `;` plays it at 0.25× and 0.1× on the loop's clock, a drag on the strip
/// scrubs, the onion skin trails the frame shown, Shift+G replays the last recording with the
/// tuning now, and a paused frame draws nothing.
@Suite struct TimelineTests {
  /// A phone-sized window showing the plot card (S twice), after a 3000 pt/s flick of the search
  /// panel from half (it overshoots full), settled; the locations the window showed from the
  /// flick's frame on. `size`: another window, with both cards (S once).
  static func flicked(size: SceneSize = SceneSize(width: 390, height: 844)) throws -> (LoopHarness, [Double]) {
    let w = try LoopHarness(size: size)
    w.key(.letter("s"))
    if size.width < 1000 { w.key(.letter("s")) }
    w.key(.letter("v"))
    try w.frame()
    w.key(.letter("f"))
    var shown: [Double] = []
    for _ in 0..<240 {
      try w.frame()
      shown.append(w.app.scene.search.location)
      if !w.app.scene.isMoving { break }
    }
    return (w, shown)
  }

  /// Frames until the status line is empty (a notice keeps the loop drawing).
  static func quiet(_ w: LoopHarness) throws {
    for _ in 0..<400 where w.app.driver.status.isShowing { try w.frame() }
  }

  @Test(", and . step the flick's recorded frames back and forward; the panel stands where the engine had it; Esc is live again")
  func stepFrames() throws {
    let (w, shown) = try Self.flicked()
    let trace = try #require(w.app.tuning.plotTrace)
    let n = trace.samples.count
    let full = w.app.scene.search.location
    #expect(full == shown.last)
    // One sample per frame: the release's location, then every frame the window drew.
    #expect(Array(trace.samples.map(\.location).dropFirst()) == shown)
    #expect(trace.samples[1].t - trace.samples[0].t == 1.0 / 60)
    w.key(.comma)
    try w.frame()
    #expect(w.app.tuning.timeline.mode == .paused)
    #expect(w.app.tuning.timeline.frame == n - 2)
    #expect(w.app.scene.search.location == trace.samples[n - 2].location)
    // Back to the deepest point of the overshoot, a frame at a time.
    let deepest = try #require(trace.samples.indices.min { trace.samples[$0].location < trace.samples[$1].location })
    #expect(trace.samples[deepest].location < full - 8)
    for _ in 0..<(n - 2 - deepest) { w.key(.comma) }
    try w.frame()
    #expect(w.app.tuning.timeline.frame == deepest)
    #expect(w.app.scene.search.location == trace.samples[deepest].location)
    #expect(w.app.tuning.timeline.trail.count == 8)
    #expect(w.app.tuning.timeline.trail.first == trace.samples[deepest - 1].location)
    w.key(.period)
    try w.frame()
    #expect(w.app.scene.search.location == trace.samples[deepest + 1].location)
    #expect(w.app.tuning.timelineStrip?.label == String(format: "frame %d/%d · %.3f s · 1×", deepest + 1, n - 1, Double(deepest + 1) / 60))
    #expect(!w.app.scene.isMoving)
    w.key(.escape)
    try w.frame()
    #expect(!w.app.tuning.timeline.isActive)
    #expect(w.app.scene.search.location == full)
    #expect(w.app.scene.search.state == .full)
  }

  @Test("; plays the motion again at 0.25× then 0.1×: frame k shows 4k, then 10k, frames of the loop's clock after the key")
  func slowMotion() throws {
    let (w, _) = try Self.flicked()
    let trace = try #require(w.app.tuning.plotTrace)
    let n = trace.samples.count
    for (speed, factor, frames) in [(0.25, 4, n), (0.1, 10, 4)] {
      w.key(.semicolon)
      try w.frame()
      let start = w.clock.now
      #expect(w.app.tuning.timeline.speed == speed)
      #expect(w.app.tuning.timeline.frame == 0)
      #expect(w.app.scene.search.location == trace.samples[0].location)
      var firstShown: [Int: Double] = [0: start]
      while w.app.tuning.timeline.isPlaying, firstShown.count < frames {
        try w.frame()
        let k = w.app.tuning.timeline.frame
        if firstShown[k] == nil { firstShown[k] = w.clock.now }
        #expect(w.app.scene.search.location == trace.samples[k].location)
      }
      #expect(firstShown.count == frames)  // every frame was shown
      for k in [1, 2, 3, frames - 1] {
        let at = try #require(firstShown[k])
        #expect(abs((at - start) - Double(factor * k) / 60) < 1e-9)
      }
    }
    #expect(w.app.tuning.timeline.mode == .playing)
    #expect(w.app.tuning.timeline.frame == 3)
    w.key(.semicolon)
    try w.frame()
    #expect(w.app.tuning.timeline.speed == 1)
  }

  @Test("a press on the strip shows the frame under it; dragging scrubs; a press on the panel is live again")
  func scrubByDragging() throws {
    let (w, _) = try Self.flicked()
    let trace = try #require(w.app.tuning.plotTrace)
    let n = trace.samples.count
    try w.frame()
    let plot = try #require(w.app.driver.layout.cards?.plot)
    let track = TimelineStrip.track(inPlot: plot)
    w.mouse(.down, x: track.minX, y: track.midY)
    try w.frame()
    let first = TimelineStrip.frame(atX: track.minX.rounded(.down), track: track, frames: n)
    #expect(first == 0)
    #expect(w.app.tuning.timeline.frame == 0)
    #expect(w.app.scene.search.location == trace.samples[0].location)
    w.mouse(.move, x: track.midX, y: track.midY + 30)  // off the strip vertically: still scrubbing
    try w.frame()
    let middle = TimelineStrip.frame(atX: track.midX.rounded(.down), track: track, frames: n)
    #expect(middle > 3 && middle < n - 3)
    #expect(w.app.tuning.timeline.frame == middle)
    #expect(w.app.scene.search.location == trace.samples[middle].location)
    w.mouse(.move, x: track.maxX + 200, y: track.midY)
    try w.frame()
    #expect(w.app.tuning.timeline.frame == n - 1)
    w.mouse(.move, x: track.midX, y: track.midY)
    w.mouse(.up, x: track.midX, y: track.midY)
    try w.frame()
    #expect(w.app.tuning.timeline.mode == .paused)
    #expect(w.app.scene.search.location == trace.samples[middle].location)
    w.mouse(.down, x: 195, y: 700)  // a new gesture on the panel starts from where it lives
    try w.frame()
    #expect(w.app.tuning.scrubPress(at: Point(x: 195, y: 700), plot: plot) == false)
    #expect(!w.app.tuning.timeline.isActive)
    #expect(w.app.scene.search.location == trace.samples[n - 1].location)
  }

  @Test("a paused frame and a finished playback draw nothing; a slow playback draws every frame after its notice")
  func pausedDrawsNothing() throws {
    let (w, _) = try Self.flicked()
    try Self.quiet(w)
    w.key(.comma)
    try w.idle(slots: 2)
    let paused = w.app.frameCount
    try w.idle(slots: 30)
    #expect(w.app.frameCount == paused)  // half a second paused on a frame: nothing drawn
    w.key(.semicolon)  // 0.25×
    try w.idle(slots: 2)
    w.app.driver.status = StatusLine()  // its notice gone
    #expect(w.app.tuning.timeline.isPlaying)
    let playing = w.app.frameCount
    try w.idle(slots: 10)
    #expect(w.app.frameCount == playing + 10)  // no notice, nothing moving: the playback draws
    try w.idle(slots: 200)
    #expect(w.app.tuning.timeline.mode == .paused)
    let ended = w.app.frameCount
    try w.idle(slots: 30)
    #expect(w.app.frameCount == ended)
  }

  @Test("Shift+G replays the last Ctrl+R recording with the tuning now, frame for frame as replay prints it")
  func replayRecording() throws {
    let dir = try TuningFixtures.temporaryDirectory("timeline-rec")
    defer { TuningFixtures.cleanup(dir) }
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    w.app.recorder.directory = dir
    w.key(.letter("s"))
    try w.frame()
    w.key(.letter("g"), .shift)
    try w.frame()
    #expect(w.app.driver.status.text == "replay: no recording yet; Ctrl+R records the search panel, Ctrl+R again stops")
    w.key(.letter("r"), .control)
    try w.frame()
    w.key(.letter("f"))
    for _ in 0..<80 { try w.frame() }
    w.key(.letter("r"), .control)
    try w.frame()
    for _ in 0..<4 { w.key(.right) }  // a slower release spring
    try w.frame()
    let recorded = try ReplayScript.load(path: dir + "/recording.json")
    var tuned = recorded
    tuned.panel.behavior = try #require(w.app.tuning.behaviors[.search])
    let expected = try ReplayRunner(script: tuned).run().frames.map(\.location)
    let before = try ReplayRunner(script: recorded).run().frames.map(\.location)
    #expect(expected != before)  // the tuning changed the motion
    w.key(.letter("g"), .shift)
    try w.frame()
    var shown = [w.app.scene.search.location]
    while w.app.tuning.timeline.isPlaying {
      try w.frame()
      shown.append(w.app.scene.search.location)
    }
    // Frame 0 shows on the key's frame, then one replay frame per window frame (both 60 Hz).
    #expect(shown == expected)
    #expect(w.app.tuning.plotTrace?.samples.map(\.location) == expected)
    #expect(w.app.tuning.plotTrace == w.app.tuning.timeline.replayed)
    w.key(.escape)
    try w.frame()
    #expect(w.app.scene.search.location == 18)  // live: full, where the recorded flick left it
  }

  @Test("a frame mid-overshoot with its onion-skin trail and the strip's playhead")
  func overshootTrailPicture() throws {
    let (w, _) = try Self.flicked(size: SceneSize(width: 1280, height: 800))
    let trace = try #require(w.app.tuning.plotTrace)
    let deepest = try #require(trace.samples.indices.min { trace.samples[$0].location < trace.samples[$1].location })
    for _ in 0..<(trace.samples.count - 1 - deepest) { w.key(.comma) }
    try w.frame()
    #expect(w.app.tuning.timeline.frame == deepest)
    assertPixelSnapshot(of: try w.target.readPixels(), named: "overshoot-trail")
  }
}
