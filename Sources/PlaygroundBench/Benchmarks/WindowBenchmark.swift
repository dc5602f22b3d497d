import FloatingPanel
import Foundation
import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow
import SDLKit

/// What `playground bench window` measures in a real window (the child process it starts): the
/// first present, a scripted drag through SDL's event queue, then the loop left idle.
///
/// 1. Open the window (``AppLoop``, HUD on) and draw the first frame; its present time is sent
///    back, so the parent can take exec → first frame on the shared monotonic clock.
/// 2. Half a second to settle, then a drag of the search panel's grabber: pointer down, one
///    pointer move per frame slot for `dragFrames` slots (a sine of 120 slots, ±`amplitude` points),
///    pointer up. The present-to-present interval of every drawn frame of the drag is kept.
/// 3. Wait for the release spring to settle, then leave the loop alone for `idleSeconds` and
///    take the process's CPU time over it (it should sleep on the event queue).
///
/// ```swift
/// let result = try WindowBenchmark(size: SceneSize(width: 1280, height: 800)).run()
/// ```
package struct WindowBenchmark {
  /// The numbers, as sent from the child to the parent (JSON).
  package struct Result: Codable, Sendable {
    /// SDL's video driver.
    package var videoDriver: String
    /// Monotonic time (``MonotonicClock``) when the first frame's present returned.
    package var firstPresent: Double
    /// Present-to-present intervals during the drag, seconds.
    package var dragIntervals: [Double]
    /// For each drawn frame of the drag: how late the loop woke after the pacer's deadline, s.
    package var dragWakeLateness: [Double]
    /// For each drawn frame of the drag: step, layout and draw, s (wall).
    package var dragWork: [Double]
    /// For each drawn frame of the drag: the present call, s.
    package var dragPresent: [Double]
    /// Frames drawn during the drag.
    package var dragFrames: Int
    /// Process CPU during the drag, percent of one core.
    package var dragCPUPercent: Double
    /// Seconds measured idle.
    package var idleSeconds: Double
    /// Process CPU while idle, percent of one core.
    package var idleCPUPercent: Double
    /// Frames drawn while idle (should be 0).
    package var idleFrames: Int
    /// Resident memory at the end, MiB.
    package var rssMiB: Double
    /// Peak resident memory, MiB.
    package var peakRSSMiB: Double
    /// The rate the window paced at, Hz.
    package var pacedHz: Double

    /// Creates the value from each of its properties.
    package init(videoDriver: String, firstPresent: Double, dragIntervals: [Double], dragWakeLateness: [Double], dragWork: [Double], dragPresent: [Double], dragFrames: Int, dragCPUPercent: Double, idleSeconds: Double, idleCPUPercent: Double, idleFrames: Int, rssMiB: Double, peakRSSMiB: Double, pacedHz: Double) {
      self.videoDriver = videoDriver
      self.firstPresent = firstPresent
      self.dragIntervals = dragIntervals
      self.dragWakeLateness = dragWakeLateness
      self.dragWork = dragWork
      self.dragPresent = dragPresent
      self.dragFrames = dragFrames
      self.dragCPUPercent = dragCPUPercent
      self.idleSeconds = idleSeconds
      self.idleCPUPercent = idleCPUPercent
      self.idleFrames = idleFrames
      self.rssMiB = rssMiB
      self.peakRSSMiB = peakRSSMiB
      self.pacedHz = pacedHz
    }
  }

  /// Window size in points.
  package var size: SceneSize
  /// Frame slots of pointer moves.
  package var dragFrames = 600
  /// Seconds left idle at the end.
  package var idleSeconds = 5.0
  /// Half the drag's travel, points.
  package var amplitude = 220.0
  /// `--refresh-rate`: the rate to pace at (nil: the display's).
  package var refreshRate: Int?

  /// Runs the three phases.
  ///
  /// - Throws: `DisplayUnavailableError` without a display, `SDLError` or `FontNotFoundError`.
  package func run() throws -> Result {
    WindowMemory.useOneArena()
    let early = AppLoop.prepaint(size)
    let sdl = try SDLPlatform(title: AppLoop.title, size: size)  // the real window, SDL's queue and clock
    let app = try AppLoop(platform: sdl.platform, prepaintedMap: early)
    app.refreshRate = refreshRate
    var firstPresent: Double?
    var drag: [FrameTiming] = []
    var recording = false
    app.onFrame = { t in
      if firstPresent == nil { firstPresent = t.presentEnd }
      if recording { drag.append(t) }
    }
    try app.run(maxFrames: 1)
    try app.run(maxFrames: app.frameSlots + 30)

    // The drag.
    let panel = app.scene.search
    let band = panel.grabberBand
    let grab = Point(x: band.midX, y: band.midY)
    let first = app.frameSlots, frames = dragFrames, amplitude = amplitude
    app.script = { app, slot in
      let k = slot - first
      let q = sdl.events
      let y = grab.y - amplitude * sin(2 * Double.pi * Double(k) / 120)
      if k == 0 {
        q.post(.pointerDown(PointerEvent(x: grab.x, y: grab.y, button: .primary, timestamp: 0)))
      } else if k < frames {
        q.post(.pointerMove(PointerEvent(x: grab.x, y: y, button: .primary, timestamp: 0)))
      } else if k == frames {
        q.post(.pointerUp(PointerEvent(x: grab.x, y: y, button: .primary, timestamp: 0)))
      }
    }
    let framesBefore = app.frameCount
    let cpu0 = ProcessUsage.cpuSeconds, wall0 = MonotonicClock.now
    recording = true
    try app.run(maxFrames: first + frames)
    recording = false
    let dragCPU = (ProcessUsage.cpuSeconds - cpu0) / max(1e-9, MonotonicClock.now - wall0) * 100
    let dragFramesDrawn = app.frameCount - framesBefore
    try app.run(maxFrames: app.frameSlots + 1)  // the release
    let trim = IdleTrim(dropCaches: app.driver.dropUnusedCaches)
    app.script = { app, _ in trim.slot(app) }
    var guardSlots = 0
    while app.scene.isMoving || app.driver.status.isShowing, guardSlots < 600 {
      try app.run(maxFrames: app.frameSlots + 10)
      guardSlots += 10
    }

    // Idle.
    let idleStart = app.frameCount
    let cpu1 = ProcessUsage.cpuSeconds, wall1 = MonotonicClock.now
    try app.run(maxFrames: app.frameSlots + Int((idleSeconds / app.pacingInterval).rounded()))
    let idleWall = MonotonicClock.now - wall1
    let idleCPU = (ProcessUsage.cpuSeconds - cpu1) / max(1e-9, idleWall) * 100
    let memory = ProcessUsage.residentMiB ?? (0, 0)
    let intervals = zip(drag.dropFirst(), drag).map { $0.presentEnd - $1.presentEnd }
    return Result(
      videoDriver: sdl.window.videoDriver, firstPresent: firstPresent ?? 0, dragIntervals: intervals,
      dragWakeLateness: drag.compactMap(\.wakeLateness), dragWork: drag.map(\.work), dragPresent: drag.map(\.present),
      dragFrames: dragFramesDrawn, dragCPUPercent: dragCPU, idleSeconds: idleWall, idleCPUPercent: idleCPU,
      idleFrames: app.frameCount - idleStart, rssMiB: memory.now, peakRSSMiB: memory.peak, pacedHz: 1 / app.pacingInterval)
  }

  /// Creates the value from each of its properties.
  package init(size: SceneSize, dragFrames: Int = 600, idleSeconds: Double = 5.0, amplitude: Double = 220.0, refreshRate: Int? = nil) {
    self.size = size
    self.dragFrames = dragFrames
    self.idleSeconds = idleSeconds
    self.amplitude = amplitude
    self.refreshRate = refreshRate
  }
}
