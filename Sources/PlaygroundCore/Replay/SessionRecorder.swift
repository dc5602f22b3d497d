import ConfigFormat
import FloatingPanel

/// A recording of the window's search panel as a replay script (Ctrl+R in the window): the
/// panel's config and state at the start, the window size, and every input its engine takes
/// (``PlaygroundScene/onSearchInput``: pointer events, moves) on the replay clock, so `replay` of
/// the script steps the same engine through the same frames.
///
/// The clock: the scene's display rate (60 Hz, or 120 with `displayRate` in the script). The step
/// that follows the start is frame 0 (`t` 0); every step of the scene after it is the next one
/// (the window steps its springs by one display-rate interval, as `replay` does); after an
/// idle stretch (nothing moving, no frames drawn) the count catches up with the real time. An
/// input taken before a frame's step gets that frame's time as `at`; a pointer event also keeps
/// its own time (`time`, from the key press that started the recording), which the engine
/// estimates velocities from.
///
/// ```swift
/// let rec = SessionRecorder(scene: scene, panel: config.panels["search"]!, origin: keyTime)
/// rec.beginFrame(start: clock.now, afterIdle: false)   // each frame, before the scene steps
/// let script = rec.script()           // at the end
/// ```
package final class SessionRecorder {
  /// The scene recorded.
  package let scene: PlaygroundScene
  /// The search panel's config at the start (its initial state is the state it was in then).
  package let panel: PanelConfig
  /// The window size at the start.
  package let viewport: Size
  /// Pixels per point at the start.
  package let scale: Double
  /// The event time of the start (the key press), the origin of the pointer events' `time`.
  package let origin: Double
  /// The scene's display rate at the start: the recording's clock.
  package let displayRate: DisplayRate
  /// Whether the search panel is a floating card kept in the window (its spring's bounds).
  package let keepsInViewport: Bool
  /// The events stamped so far.
  package private(set) var events: [ReplayScript.Event] = []
  /// The replay frame being stepped now (-1 before the first).
  package private(set) var frame = -1

  private var pending: [(ReplayScript.Event.Action, Double?)] = []
  private var firstFrameStart: Double?

  /// The most events one recording keeps (about 30 minutes of 120-Hz pointer moves); the
  /// recording stops itself beyond it (``isFull``).
  package static let maxEvents = 200_000

  /// Starts recording `scene`'s search panel, whose config is `panel` (its `initialState` is
  /// replaced by the panel's state now). `origin` is the event time of the start.
  package init(scene: PlaygroundScene, panel: PanelConfig, origin: Double) {
    self.scene = scene
    var start = panel
    start.initialState = scene.search.state.rawValue
    self.panel = start
    viewport = scene.size
    scale = scene.scale
    self.origin = origin
    displayRate = scene.displayRate
    keepsInViewport = scene.search.attractionLimit != nil
    scene.onSearchInput = { [unowned self] action, time in
      guard events.count + pending.count < Self.maxEvents else { return }
      pending.append((action, time))
    }
  }

  /// Whether the panel can be recorded from now: at rest, with no press going on (a recording
  /// starts from a state, not from the middle of a motion).
  package static func canStart(_ scene: PlaygroundScene) -> Bool {
    !scene.search.isAnimating && !scene.search.isTouching && scene.arbiter.isIdle && !scene.isTooSmall
  }

  /// The longest recording: one hour (a script's times end at 3600 s).
  package static let maxSeconds = 3600
  /// The longest recording, in frames of its display rate.
  package var maxFrames: Int { Self.maxSeconds * Int(displayRate.framesPerSecond) }

  /// Whether the recording is as long as a script may be (``maxEvents`` events or ``maxFrames``
  /// frames): the window stops it then.
  package var isFull: Bool { events.count + pending.count >= Self.maxEvents || frame >= maxFrames }

  /// Call at the start of each drawn frame, before the scene steps, with the frame's start on the
  /// loop's clock; `afterIdle`: the loop slept since the last frame. The inputs taken since the
  /// last frame get this frame's time.
  package func beginFrame(start: Double, afterIdle: Bool) {
    if let first = firstFrameStart {
      // The next frame; after a sleep, the frame the clock says (nothing moved meanwhile).
      let byClock = Int(((start - first) / displayRate.frameInterval).rounded())
      frame = afterIdle ? max(frame + 1, min(byClock, maxFrames)) : frame + 1
    } else {
      firstFrameStart = start
      frame = 0
    }
    let at = Double(frame) / displayRate.framesPerSecond
    for (action, time) in pending {
      events.append(ReplayScript.Event(at: at, action: action, time: time.map { max(0, min(3600, $0 - origin)) }))
    }
    pending.removeAll()
  }

  /// Ends the recording: the scene is no longer listened to; inputs not yet stepped are dropped.
  package func stop() {
    scene.onSearchInput = nil
    pending.removeAll()
  }

  /// The script so far: it ends at the last frame stepped.
  package func script() -> ReplayScript {
    ReplayScript(
      viewport: viewport, scale: scale, displayRate: displayRate == .hz60 ? nil : displayRate, keepsInViewport: keepsInViewport, panel: panel, events: events,
      until: Double(max(0, frame)) / displayRate.framesPerSecond)
  }
}
