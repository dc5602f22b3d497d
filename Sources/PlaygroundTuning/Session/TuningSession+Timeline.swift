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
