import ConfigFormat
import FloatingPanel
import PlaygroundCore

/// The timeline of the plotted motion (``MotionTimeline``), with the tuning cards shown: `,` and
/// `.` step one recorded frame back and forward (pausing), `;` picks the next playback speed
/// (1×, 0.25×, 0.1×) and plays the motion again at it, a press or drag on the strip under the plot
/// scrubs, and Shift+G replays the last Ctrl+R recording with the tuning now, through
/// ``ReplayRunner`` (the engine path `replay` prints). While a recorded frame is shown, its panel
/// stands at the location the engine had at that frame (``FloatingPanelController/showRecordedFrame(at:)``);
/// Esc, another key or a press elsewhere puts it back where it lives (``leaveTimeline()``).
///
/// ```swift
/// tuning.playLastMotion()   // 0.25×: frame k shows k × 4 frames after the key
/// tuning.stepFrame(-1)      // paused, one frame back
/// tuning.leaveTimeline()    // the live panel again
/// ```
extension TuningSession {
  /// The motion the plot and the strip show: Shift+G's replayed recording (search panel focused,
  /// no live motion of it since), else the focused panel's last release or move (``trace``).
  package var plotTrace: MotionTrace? {
    if let replayed = timeline.replayed, role == .search, trace?.samples.first?.t == timeline.replayedOver {
      return replayed
    }
    return trace
  }

  /// What the strip under the plot shows: the frame shown, or the end of the plotted motion when
  /// live; nil without a motion.
  package var timelineStrip: TimelineStrip? {
    if timeline.isActive {
      return TimelineStrip(
        frames: timeline.frameCount, frame: timeline.frame, time: timeline.time(of: timeline.frame),
        speed: timeline.speed, mode: timeline.mode)
    }
    guard let trace = plotTrace, let first = trace.samples.first, let last = trace.samples.last else { return nil }
    return TimelineStrip(
      frames: trace.samples.count, frame: trace.samples.count - 1, time: last.t - first.t, speed: timeline.speed, mode: .live)
  }

  /// `;`: the next playback speed, and the plotted motion plays again from its start at it.
  /// Returns whether it plays (the HUD says why not).
  @discardableResult
  package func playLastMotion() -> Bool {
    let speed = timeline.nextSpeed()
    guard let (trace, role) = timelineMotion() else { return false }
    timeline.play(trace, role: role, live: scene.panel(role).location)
    showTimelineFrame()
    scene.say("playing the last motion at \(TimelineStrip.speedText(speed)) · , . step · ; speed · Esc live")
    return true
  }

  /// `,` (`delta` −1) or `.` (+1): pauses one frame back or forward; from live, the playhead
  /// starts at the motion's end. Returns the frame shown, nil when there is no motion to step.
  @discardableResult
  package func stepFrame(_ delta: Int) -> Int? {
    if !timeline.isActive {
      guard let (trace, role) = timelineMotion() else { return nil }
      timeline.pause(trace, role: role, live: scene.panel(role).location, frame: trace.samples.count - 1 + delta)
    } else {
      timeline.step(by: delta)
    }
    showTimelineFrame()
    return timeline.frame
  }

  /// A press at `point` on the strip of the plot card at `plot`: pauses on the frame under it and
  /// starts a scrub (``scrubMove(to:plot:)``). False when it is not on the strip or there is no
  /// motion (the press then goes on as usual).
  package func scrubPress(at point: Point, plot: Rect?) -> Bool {
    guard let plot, TimelineStrip.hitArea(inPlot: plot).contains(point) else { return false }
    if !timeline.isActive {
      guard let (trace, role) = timelineMotion() else { return true }
      timeline.pause(trace, role: role, live: scene.panel(role).location, frame: trace.samples.count - 1)
    }
    timeline.isDragging = true
    return scrubMove(to: point, plot: plot)
  }

  /// The pointer moved while scrubbing: the frame under `point` on the strip (clamped to its
  /// ends) is shown. False when no scrub is going on.
  @discardableResult
  package func scrubMove(to point: Point, plot: Rect?) -> Bool {
    guard timeline.isDragging else { return false }
    guard let plot, timeline.isActive else { return true }
    let target = TimelineStrip.frame(atX: point.x, track: TimelineStrip.track(inPlot: plot), frames: timeline.frameCount)
    timeline.step(by: target - timeline.frame)
    showTimelineFrame()
    return true
  }

  /// Back to the live panels: the panel shown at a recorded frame goes back where it lives.
  package func leaveTimeline() {
    timeline.isDragging = false
    let role = timeline.role
    if let live = timeline.leave() { scene.panel(role).showRecordedFrame(at: live) }
  }

  /// Once per frame, from ``update(_:)``: playback moves on by `h` of the loop's clock.
  func advanceTimeline(_ h: Double) {
    guard timeline.isPlaying else { return }
    timeline.advance(by: h)
    showTimelineFrame()
  }

  /// The plotted motion and its panel, when it can be shown frame by frame: finished, of at least
  /// two frames, its panel at rest with the layout it had. Otherwise the HUD says why: nil.
  private func timelineMotion() -> (MotionTrace, PanelRole)? {
    if timeline.isActive, let trace = timeline.trace { return (trace, timeline.role) }
    let isReplay = plotTrace != trace
    guard let trace = plotTrace, trace.samples.count >= 2 else {
      scene.say("timeline: no motion yet; drag a panel and let go, or F")
      return nil
    }
    let role = isReplay ? PanelRole.search : self.role
    let p = scene.panel(role)
    guard trace.isFinished, !p.isAnimating, !p.isTouching, scene.isPressIdle else {
      scene.say("timeline: let the \(role.rawValue) panel stop first")
      return nil
    }
    let layout = p.resolvedLayout
    let anchors = layout.sortedStates.map { layout.location(of: $0) ?? 0 }
    guard trace.anchors.map(\.location) == anchors, trace.axis == (p.position.isVertical ? "y" : "x") else {
      scene.say("timeline: the \(role.rawValue) panel's layout changed since that motion; make it again (G)")
      return nil
    }
    return (trace, role)
  }

  /// Puts the timeline's panel at the frame shown.
  private func showTimelineFrame() {
    guard let location = timeline.location else { return }
    scene.panel(timeline.role).showRecordedFrame(at: location)
  }
}

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

/// Synthetic flicks from the tuning cards: F releases the focused panel from its anchor at
/// ``TuningSession/flickSpeed`` toward its more expanded end, Shift+F toward its less expanded
/// end (``PlaygroundScene/flickFocused(speed:expanding:)``); V picks the next speed of 300, 1000
/// and 3000 pt/s. The plot card then shows that release.
///
/// ```swift
/// tuning.cycleFlickSpeed()          // 1000 → 3000 pt/s
/// tuning.flick(expanding: true)     // the focused panel, released at 3000 pt/s
/// ```
extension TuningSession {
  /// F (`expanding`) or Shift+F: releases the focused panel at ``flickSpeed``. Returns whether it
  /// was released.
  @discardableResult
  package func flick(expanding: Bool) -> Bool {
    scene.flickFocused(speed: flickSpeed, expanding: expanding)
  }

  /// V: the next flick speed (after the fastest, the slowest again); the HUD says which.
  package func cycleFlickSpeed() {
    let speeds = PlaygroundScene.flickSpeeds
    let next = speeds.firstIndex { $0 > flickSpeed } ?? 0
    flickSpeed = speeds[next]
    scene.say("flick speed \(Int(flickSpeed)) pt/s: F expands, Shift+F collapses")
  }

  /// G: the last release again with the current tuning (``PlaygroundScene/repeatLastRelease()``).
  @discardableResult
  package func repeatLastRelease() -> Bool { scene.repeatLastRelease() }
}

/// A/B with the tuning cards shown: `[` pins the focused panel's tuning (its whole behaviour) as
/// A; after a change on the card, the panel's next release (G, F or a drag) also releases a ghost
/// of the panel with A's behaviour from the same place at the same velocity, stepped in the same
/// frame loop, and the plot draws both motions with both figures. `]` swaps A and the panel's
/// tuning, `\` clears A. O overlays on the plot the last release re-simulated at the other
/// display rate (120 Hz when the window runs 60, else 60), with its figures.
///
/// ```swift
/// tuning.pinA()                              // [
/// tuning.handle(key: .right, fine: false)    // a slower release spring
/// tuning.repeatLastRelease()                 // G: the panel with B, the ghost with A
/// ```
extension TuningSession {
  /// `[`: pins the focused panel's tuning as A (again: replaces it).
  package func pinA() {
    let again = comparison.pin != nil
    comparison.pin(TuningComparison.Pin(role: role, behavior: behaviors[role] ?? BehaviorConfig()))
    scene.say("A \(again ? "pinned again" : "pinned"): the \(role.rawValue) panel's tuning; change the card, then G or F")
  }

  /// `]`: the panel of A gets A's tuning and A becomes the panel's tuning until now. False (and
  /// the HUD says so) when nothing is pinned.
  @discardableResult
  package func swapAB() -> Bool {
    guard var pin = comparison.pin else {
      scene.say("swap: no A pinned; [ pins the tuning as A")
      return false
    }
    let current = behaviors[pin.role] ?? BehaviorConfig()
    tuner.setBehavior(pin.behavior, for: pin.role)
    pin.behavior = current
    comparison.pin(pin)
    syncModel()
    scene.say("swapped: the \(pin.role.rawValue) panel has A's tuning; A is the tuning it had")
    return true
  }

  /// `\`: forgets A and takes the ghost away. False when nothing was pinned.
  @discardableResult
  package func clearA() -> Bool {
    guard comparison.pin != nil else {
      scene.say("clear: no A pinned")
      return false
    }
    comparison.pin(nil)
    comparison.differences = nil
    scene.say("A cleared")
    return true
  }

  /// O: overlays (or not) the other display rate's curve of the last release on the plot.
  package func toggleRateComparison() {
    comparison.compareRates(!comparison.comparesRates)
    let other = scene.displayRate.other
    guard comparison.comparesRates else {
      scene.say("plot: \(other.rawValue) Hz curve off")
      return
    }
    comparison.simulateOtherRate(scene)
    scene.say(
      comparison.rateTrace == nil
        ? "plot: compare \(scene.displayRate.rawValue)/\(other.rawValue) Hz: no release yet; drag and let go, or F"
        : "plot: the last release at \(other.rawValue) Hz too (dashed)")
  }

  /// The ghost to draw (A's motion), nil when there is none or it is not shown.
  package var ghost: FloatingPanelController? { comparison.ghost.flatMap { $0.isVisible ? $0 : nil } }

  /// The plot's second curve for the motion plotted now (``plotTrace``): the other display rate's
  /// (with O), else A's; nil when it belongs to another motion or panel.
  package var secondCurve: TuningComparison.Curve? {
    guard let trace = plotTrace, let t0 = trace.samples.first?.t, let release = comparison.release, release.t0 == t0,
      release.record.panel == scene.panel(role).name
    else { return nil }
    let rate = scene.displayRate
    if comparison.comparesRates, let other = comparison.rateTrace {
      return .init(label: "\(rate.other.rawValue) Hz", mainLabel: "\(rate.rawValue) Hz", trace: other)
    }
    if comparison.pin?.role == role, let a = comparison.ghostTrace { return .init(label: "A", mainLabel: "B", trace: a) }
    return nil
  }

  /// The HUD line of A: its panel and the card's values where it differs from the panel's
  /// tuning, with the keys; nil when nothing is pinned.
  package var comparisonNote: String? {
    guard let pin = comparison.pin else { return nil }
    let b = behaviors[pin.role] ?? BehaviorConfig()
    let position = scene.panel(pin.role).position
    let text: String
    let shown = role == pin.role ? model : nil
    let sameForm = comparison.differences.map { $0.shown?.spring == shown?.spring && $0.shown?.form == shown?.form } ?? false
    if let d = comparison.differences, d.a == pin.behavior, d.b == b, d.position == position, sameForm {
      text = d.text
    } else {
      text = TuningComparison.differences(pin.behavior, b, position: position, shown: shown)
      comparison.differences = (pin.behavior, b, position, shown, text)
    }
    return "A pinned (\(pin.role.rawValue)): \(text) · ] swap · \\ clear"
  }

  /// The HUD's warning (``HUDInfo/warning``) while A is pinned and the card edits another spring
  /// than the release spring: A and B differ only in the next release, and an edit of that
  /// spring does not show in it (one line at 390 pt, in the compact HUD's figures line). Nil
  /// otherwise.
  package var comparisonWarning: String? {
    guard let pin = comparison.pin, pin.role == role, model.spring != .release else { return nil }
    return "A/B: F and G use the release spring, not the \(model.spring.name) one"
  }
}
