import FloatingPanel
import PlaygroundCore

/// The timeline of the last motion the plot shows: which recorded frame of it the window shows
/// instead of the live panel, and how fast it plays. It keeps no positions of its own: the frames
/// are the ``MotionTrace``'s samples (one per frame of the engine's clock, at most 10 s of them),
/// copied when scrubbing or playback starts.
///
/// - **Live** (``Mode/live``): the panels are where the engine has them; the strip's playhead is at
///   the end of the motion.
/// - **Playing** (`;`, Shift+G): frame k of the trace is shown `(t_k − t_0) / speed` seconds of the
///   loop's frames after the start (``advance(by:)``), so at 0.25× each frame shows 4 frames long:
///   the same motion, shown slower. At the last frame it pauses there.
/// - **Paused** (`,` `.`, a drag on the strip, the end of a playback): one frame stays shown, and
///   the window draws nothing until something changes.
///
/// ```swift
/// let timeline = MotionTimeline()
/// timeline.play(trace, role: .search, live: 18)   // frame 0 shown
/// timeline.advance(by: 1.0 / 60)                   // frame 1 (at 1×)
/// timeline.step(by: -1)                            // paused on frame 0
/// ```
package final class MotionTimeline {
  /// What the window shows.
  package enum Mode: Equatable, Sendable {
    /// The live panels.
    case live
    /// A recorded frame after another, at ``MotionTimeline/speed``.
    case playing
    /// One recorded frame.
    case paused
  }

  /// The playback speeds `;` cycles through.
  package static let speeds: [Double] = [1, 0.25, 0.1]
  /// How many previous frames the onion skin shows.
  package static let trailLength = 8

  /// What the window shows.
  package private(set) var mode = Mode.live
  /// The playback speed (1, 0.25 or 0.1).
  package var speed = 1.0
  /// The motion shown while not live.
  package private(set) var trace: MotionTrace?
  /// The panel the motion is of.
  package private(set) var role = PanelRole.search
  /// The frame shown (an index into the trace's samples) while not live.
  package private(set) var frame = 0
  /// The panel's live location, put back when the timeline goes live.
  package private(set) var liveLocation: Double?
  /// The last recording made in the window (Ctrl+R), for Shift+G.
  package var recording: ReplayScript?
  /// Shift+G's replay of the recording with the tuning now (the search panel's motion), which the
  /// plot shows until the next live motion of that panel.
  package var replayed: MotionTrace?
  /// The first sample time of the live trace when ``replayed`` was made (a new live motion has
  /// another one, and the plot then shows it).
  package var replayedOver: Double?
  /// Whether the strip is being dragged (a scrub).
  package var isDragging = false
  /// Seconds of the motion's clock played so far.
  private var playTime = 0.0
  /// Whether playback started this frame (its first frame is shown for a whole frame).
  private var justStarted = false

  /// Creates a live timeline.
  package init() {}

  /// Whether a recorded frame is shown instead of the live panel.
  package var isActive: Bool { mode != .live }
  /// Whether frames follow one another (the window draws every frame meanwhile).
  package var isPlaying: Bool { mode == .playing }
  /// The number of frames of the trace shown (0 when live).
  package var frameCount: Int { trace?.samples.count ?? 0 }
  /// The location of the frame shown, nil when live.
  package var location: Double? {
    guard isActive, let trace, trace.samples.indices.contains(frame) else { return nil }
    return trace.samples[frame].location
  }
  /// The time of `frame` from the motion's first frame, in seconds.
  package func time(of frame: Int) -> Double {
    guard let trace, let first = trace.samples.first, trace.samples.indices.contains(frame) else { return 0 }
    return trace.samples[frame].t - first.t
  }

  /// The locations of the frames before the one shown, nearest first (at most ``trailLength``),
  /// for the onion skin: shown while paused or playing slower than 1×.
  package var trail: [Double] {
    guard let trace, isActive, mode == .paused || speed < 1 else { return [] }
    return (max(0, frame - Self.trailLength)..<frame).reversed().map { trace.samples[$0].location }
  }

  /// Starts playing `trace` (of `role`'s panel, live at `live`) from its first frame.
  package func play(_ trace: MotionTrace, role: PanelRole, live: Double) {
    enter(trace, role: role, live: live)
    mode = .playing
    frame = 0
    playTime = 0
    justStarted = true
  }

  /// Pauses on `frame` of `trace` (of `role`'s panel, live at `live`), clamped to its frames.
  package func pause(_ trace: MotionTrace, role: PanelRole, live: Double, frame: Int) {
    enter(trace, role: role, live: live)
    mode = .paused
    self.frame = min(max(0, frame), trace.samples.count - 1)
  }

  /// Pauses `delta` frames from the one shown (clamped to the trace). Returns the frame shown.
  @discardableResult
  package func step(by delta: Int) -> Int {
    guard let trace, isActive else { return frame }
    mode = .paused
    frame = min(max(0, frame + delta), trace.samples.count - 1)
    return frame
  }

  /// Advances playback by `h` seconds of the loop (`h × speed` of the motion's clock): the frame
  /// shown is the last one at or before that time. Pauses on the last frame once it is shown.
  package func advance(by h: Double) {
    guard mode == .playing, let trace, let first = trace.samples.first else { return }
    if justStarted {
      justStarted = false
    } else {
      playTime += h * speed
    }
    while frame + 1 < trace.samples.count, trace.samples[frame + 1].t - first.t <= playTime + 1e-9 { frame += 1 }
    if frame + 1 >= trace.samples.count { mode = .paused }
  }

  /// Back to the live panels; returns the live location to put the panel back at (nil: it was live).
  @discardableResult
  package func leave() -> Double? {
    guard isActive else { return nil }
    mode = .live
    trace = nil
    defer { liveLocation = nil }
    return liveLocation
  }

  /// The next speed after the current one (after the slowest, 1× again).
  package func nextSpeed() -> Double {
    let i = Self.speeds.firstIndex(of: speed) ?? 0
    speed = Self.speeds[(i + 1) % Self.speeds.count]
    return speed
  }

  private func enter(_ trace: MotionTrace, role: PanelRole, live: Double) {
    if !isActive || self.role != role { liveLocation = live }
    self.trace = trace
    self.role = role
  }
}
