import ConfigFormat
import FloatingPanel
import PlaygroundCore

/// Shift+G with the tuning cards shown: the last recording made in the window (Ctrl+R, kept in
/// ``MotionTimeline/recording``) runs again through ``ReplayRunner`` — the engine path `replay`
/// prints — with the search panel as it is tuned now (its behaviour, layout and look, in the
/// window's size and scale), and the window plays the frames it gives at the playback speed.
/// The plot shows that motion until the search panel makes another. At most
/// ``replayLimit`` seconds of a recording are replayed (the first ones; memory stays bounded).
///
/// ```swift
/// tuning.timeline.recording = script    // WindowRecorder, when a recording stops
/// tuning.replayLastRecording()          // Shift+G
/// ```
extension TuningSession {
  /// The longest part of a recording Shift+G replays, seconds (its first ones).
  package static let replayLimit = 10.0

  /// Shift+G: replays the last recording with the tuning now. Returns whether it plays; the HUD
  /// says why not (no recording yet, the search panel moving, a script the engine refuses).
  @discardableResult
  package func replayLastRecording() -> Bool {
    guard var script = timeline.recording else {
      scene.say("replay: no recording yet; Ctrl+R records the search panel, Ctrl+R again stops")
      return false
    }
    let p = scene.search
    guard !p.isAnimating, !p.isTouching, scene.isPressIdle || timeline.isActive else {
      scene.say("replay: let the search panel stop first")
      return false
    }
    if timeline.isActive, timeline.role != .search { leaveTimeline() }
    script.panel = PanelConfig(
      describing: p, behavior: behaviors[.search] ?? BehaviorConfig(), backdropColor: scene.backdropColors[.search] ?? .black)
    script.viewport = scene.size
    script.scale = scene.scale
    let limit = Int(Self.replayLimit * script.fps) + 1
    var samples: [MotionSample] = []
    samples.reserveCapacity(min(limit, Int(script.until * script.fps) + 2))
    let summary: ReplaySummary
    do {
      summary = try ReplayRunner(script: script).run(
        report: { f in
          let v = samples.last.map { (f.location - $0.location) * script.fps } ?? 0
          samples.append(MotionSample(t: f.t, location: f.location, velocity: v))
        },
        observe: { _, _ in samples.count < limit })
    } catch {
      scene.say("replay: the recording does not run with the tuning now: \(error)", frames: 360)
      return false
    }
    guard let first = samples.first, let last = samples.last else { return false }
    let layout = p.resolvedLayout
    let replay = MotionTrace(
      target: summary.finalState, targetLocation: last.location, startLocation: first.location, samples: samples,
      anchors: layout.sortedStates.map { ($0.rawValue, layout.location(of: $0) ?? 0) }, isFinished: true,
      axis: p.position.isVertical ? "y" : "x")
    timeline.replayed = replay
    timeline.replayedOver = trace(of: .search)?.samples.first?.t
    timeline.play(replay, role: .search, live: p.location)
    if let location = timeline.location { p.showRecordedFrame(at: location) }
    let cut = script.until > Self.replayLimit ? String(format: " (its first %.0f s)", Self.replayLimit) : ""
    scene.say("replaying the recording\(cut) with the tuning now at \(TimelineStrip.speedText(timeline.speed)) · Esc live")
    return true
  }
}
