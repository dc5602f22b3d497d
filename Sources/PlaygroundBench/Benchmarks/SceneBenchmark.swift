import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import PlaygroundUI
import PlaygroundWindow
import SDLKit

/// The cost of a real frame of the scene, headless: the same ``PlaygroundScene`` and
/// ``SceneRenderer`` as the window, with something moving on every frame (scripted drags of the
/// focused panel released into attractions, the detail panel opening and closing, the modal, list
/// scrolls, and a programmatic move whenever everything has come to rest), compared with a bare
/// frame (clear + present) at the same size. With ``tuning``, the tuning and plot cards are drawn
/// too and a slider changes every 10 frames (new value labels, a re-drawn plot).
package struct SceneBenchmark {
  /// The numbers.
  package struct Result: Sendable {
    /// CPU milliseconds per scene frame (input, step, draw, present).
    package var scene: Percentiles
    /// The same frames' thread CPU milliseconds (``MonotonicClock/threadCPU``): what the frame
    /// costs without the time other processes held the core, the steadier number on a busy machine.
    package var sceneCPU: Percentiles
    /// CPU milliseconds per bare frame (clear + present).
    package var bare: Percentiles
    /// Frames in which a panel was moving (should be all of them).
    package var movingFrames: Int

    /// Creates the value from each of its properties.
    package init(scene: Percentiles, sceneCPU: Percentiles, bare: Percentiles, movingFrames: Int) {
      self.scene = scene
      self.sceneCPU = sceneCPU
      self.bare = bare
      self.movingFrames = movingFrames
    }
  }

  /// Window size in points.
  package var size: SceneSize
  /// Measured frames.
  package var frames: Int
  /// Frames drawn before measuring (map bake, sprite and text caches).
  package var warmUpFrames: Int
  /// Whether the tuning cards are shown and edited.
  package var tuning: Bool
  /// Pixels per point (a HiDPI window: `bench --scale 2`).
  package var scale: Int
  /// A material given to every panel's surface (`bench --material regular`), nil for their own looks.
  package var material: SurfaceAppearance.Material?

  /// Creates a benchmark.
  package init(
    size: SceneSize, frames: Int, warmUpFrames: Int = 60, tuning: Bool = false, scale: Int = 1,
    material: SurfaceAppearance.Material? = nil
  ) {
    self.material = material
    self.tuning = tuning
    self.scale = scale
    self.size = size
    self.frames = frames
    self.warmUpFrames = warmUpFrames
  }

  /// Runs the scene, then the bare frames.
  package func run() throws -> Result {
    let renderer = try Renderer.headless(width: size.width * scale, height: size.height * scale)
    let scene = try PlaygroundScene(size: size.size, scale: Double(scale))
    if let material { for panel in scene.container.panels { panel.surfaceAppearance.material = material } }
    let driver = try FrameDriver(renderer: renderer)
    scene.onNotice = driver.noticeSink
    let session = try TuningSession(scene: scene, report: TerminalReport.print)
    session.isShown = tuning
    var stats = FrameStats(capacity: 240)
    var frameTimes: Percentiles?
    let clock = ContinuousClock()
    var times: [Double] = []
    times.reserveCapacity(frames)
    var moving = 0
    let h = PlaygroundScene.frameInterval
    var cpuTimes: [Double] = []
    cpuTimes.reserveCapacity(frames)
    for n in 0..<(warmUpFrames + frames) {
      let start = clock.now
      let cpuStart = MonotonicClock.threadCPU
      script(frame: n, scene: scene)
      if tuning && n % 10 == 0 { session.handle(key: (n / 10) % 2 == 0 ? .right : .left, fine: false) }
      driver.step(scene, tuning: session, h: h)
      let isMoving = scene.isMoving
      let hud = HUDInfo(
        frameP50: frameTimes?.p50, frameP99: frameTimes?.p99, notes: session.hudNotes, problem: session.problem,
        warning: session.comparisonWarning)
      try driver.draw(scene, tuning: session, hud: hud)
      renderer.present()
      let ms = start.duration(to: clock.now) / .milliseconds(1)
      stats.add(ms)
      if n % 15 == 0 { frameTimes = stats.percentiles }
      if n >= warmUpFrames {
        times.append(ms)
        cpuTimes.append((MonotonicClock.threadCPU - cpuStart) * 1000)
        if isMoving { moving += 1 }
      }
    }
    var bare: [Double] = []
    bare.reserveCapacity(frames)
    for n in 0..<(warmUpFrames + frames) {
      let start = clock.now
      renderer.clear(MapBackground.land)
      renderer.present()
      if n >= warmUpFrames { bare.append(start.duration(to: clock.now) / .milliseconds(1)) }
    }
    return Result(scene: Percentiles(times), sceneCPU: Percentiles(cpuTimes), bare: Percentiles(bare), movingFrames: moving)
  }

  /// The input of frame `n`: a 150-frame cycle of a 24-frame drag of the focused panel and its
  /// release, the detail panel opening or closing, a wheel scroll, the modal every fourth cycle,
  /// and a programmatic move whenever nothing moves.
  package func script(frame n: Int, scene: PlaygroundScene) {
    let cycle = n / 150, k = n % 150
    let t = Double(n) * PlaygroundScene.frameInterval
    let p = scene.focusedPanel
    let g = p.grabberBand
    let grab = Point(x: g.midX, y: g.midY)
    let sign = p.state == p.resolvedLayout.mostExpandedState ? -p.position.expandingSign : p.position.expandingSign
    func shifted(_ d: Double) -> Point {
      p.position.isVertical ? Point(x: grab.x, y: grab.y + d) : Point(x: grab.x + d, y: grab.y)
    }
    switch k {
    case 0:
      scene.pointerDown(at: grab, time: t)
    case 1...24:
      scene.pointerMove(to: shifted(sign * 14 * Double(k)), time: t)
    case 25:
      scene.pointerUp(at: shifted(sign * 14 * 25), time: t)
    case 70:
      if cycle % 2 == 0 { scene.openDetail(place: cycle % scene.places.count) } else { scene.closeDetail() }
    case 100:
      if cycle % 4 == 3 { scene.perform(.toggleModal) }
      let m = scene.searchMetrics
      scene.wheel(notches: -2, at: Point(x: m.list.midX, y: m.list.midY))
    case 130:
      if scene.modal.isVisible { scene.perform(.escape) }
    default:
      break
    }
    if !scene.isMoving && k > 25 {
      let target = p.resolvedLayout.moreExpanded(than: p.state)
      let next = target == p.state ? p.resolvedLayout.lessExpanded(than: p.state) : target
      try? p.move(to: next, animated: true)
    }
  }
}
