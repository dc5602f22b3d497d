import ConfigFormat
import FloatingPanel
import Foundation
import PanelRendering
import PlaygroundCore
import PlaygroundInput
import PlaygroundTuning
import PlaygroundUI
import SDLKit

/// The window's frame loop. It draws only when something changed and sleeps otherwise:
///
/// - **Active** (a drag, a spring, a key, a resize, a status message, a config reload): read
///   the events → ``InputRouter`` → ``FrameDriver`` (step the scene and the tuning session, lay out
///   the HUD and cards, draw) → present, then sleep to the next refresh (``FramePacer``, ``pacingInterval``).
/// - **Idle** (nothing moving, no input): wait on the event source (SDL's `SDL_WaitEventTimeout`,
///   no spinning) for up to ``idleWake`` seconds, then look at the config file. Pointer moves with
///   no button held and key releases change nothing and draw nothing.
///
/// The loop runs on a ``LoopPlatform``: it reads an ``EventSource``, draws on a ``FrameTarget``
/// and takes its times from a ``FrameClock``. The window's are SDL's (``SDLPlatform``, built by
/// ``init(size:position:configPath:config:presets:)``); tests use in-memory ones
/// (``MemoryEventQueue``, ``HeadlessFrameTarget``, ``ManualClock``) and never wait for real time.
///
/// The loop composes small values: when to draw (``FrameSchedule``), what the HUD says about the
/// frames (``FrameStatistics``), key P's screenshots (``WindowScreenshots``) and the quit question
/// (``QuitPrompt``). Numeric springs step by one frame of the display rate (a dropped frame slows
/// them, as on iOS); closed-form springs by the real time since the last frame.
///
/// ```swift
/// let app = try AppLoop(size: SceneSize(width: 1280, height: 800))
/// try app.run()                 // until Q or the window is closed
/// ```
///
/// On the in-memory platform (see ``LoopPlatform``):
///
/// ```swift
/// let app = try AppLoop(platform: LoopPlatform(events: events, target: target, clock: clock))
/// events.push(.keyDown(KeyInput(key: .tab, timestamp: clock.now)))
/// try app.run(maxFrames: 1, paced: false)
/// ```
package final class AppLoop {
  /// The window title: the project's name.
  package static let title = "FloatingPanel Playground"
  /// The longest the idle loop sleeps before looking at the config file, seconds.
  package static let idleWake = 0.25

  /// Where the events come from (SDL's queue in the window).
  package let events: any EventSource
  /// What the frames are drawn on (the window).
  package let target: any FrameTarget
  /// The loop's time: frame starts, presents, pacing and idle waits.
  package let clock: any FrameClock
  /// The scene.
  package let scene: PlaygroundScene
  /// Steps, lays out and draws the frames.
  package let driver: FrameDriver
  /// Live tuning (key S), the config file and presets.
  package let tuning: TuningSession
  /// Ctrl+R: records the search panel as a replay script (``WindowRecorder``).
  package let recorder: WindowRecorder
  /// When frames are drawn: pacing, frame slots, display-rate steps.
  package private(set) var schedule: FrameSchedule
  /// The HUD's frame times and present intervals.
  package private(set) var statistics = FrameStatistics()
  /// Key P's screenshots: where, how named, which are written.
  package var screenshotFiles = WindowScreenshots()
  /// Asks before quitting with unsaved edits.
  private var quitPrompt = QuitPrompt()
  /// Whether the loop is to stop (a quit request that needed no confirmation, or was confirmed).
  package private(set) var quitRequested = false
  /// Whether the HUD shows every line (key I) instead of the compact two.
  package private(set) var hudDetailed = false
  /// Called at each frame slot's start with its number, before the events (`bench window` posts there).
  package var script: ((AppLoop, Int) -> Void)?
  /// Called after every drawn frame with its times (`bench window` keeps them).
  package var onFrame: ((FrameTiming) -> Void)?
  /// Whether a termination signal has arrived (the window: ``TerminationSignals/wasReceived``;
  /// tests: a flag of their own). Read every frame and at every idle wake; when it says yes the
  /// loop stops at once, without asking about unsaved tuning (``requestQuit()`` asks for Q).
  package var terminationRequested: () -> Bool = { false }

  package private(set) var router = InputRouter()
  private var pendingSize: (Int, Int)?
  private var needsFrame = true

  /// Builds the scene on `platform`, at its target's size.
  ///
  /// With `configPath`, the panels' behaviours (and layouts, where the file gives anchors) come
  /// from that file (`config`: its contents, when already loaded), which is watched; `presets` are
  /// offered on Alt+1…6. `prepaintedMap` is the map painted while the platform started.
  ///
  /// - Throws: `FontNotFoundError` without fonts, ``ConfigError`` for a bad config file,
  ///   `SDLError` or `FloatingPanelError` otherwise.
  package init(
    platform: LoopPlatform, position: FloatingPanelPosition = .bottom, configPath: String? = nil,
    config: PlaygroundConfig? = nil, presets: [Preset] = [], prepaintedMap: MapPrepaint? = nil
  ) throws {
    events = platform.events
    target = platform.target
    clock = platform.clock
    schedule = FrameSchedule(interval: PlaygroundScene.frameInterval, clock: platform.clock)
    let points = target.size, size = Size(width: Double(points.width), height: Double(points.height))
    scene = try PlaygroundScene(size: size, scale: target.pixelScale, position: position)
    driver = try FrameDriver(renderer: target.renderer)
    driver.drawing.prepaintedMap = prepaintedMap
    scene.onNotice = driver.noticeSink
    tuning = try TuningSession(
      scene: scene, configPath: configPath, config: config, presets: presets, watchFile: { InotifyFileWatcher(path: $0) },
      report: TerminalReport.print)
    recorder = WindowRecorder(scene: scene, tuning: tuning, notify: driver.noticeSink)
  }

  /// Whether the next slot must be drawn: new input, a spring, a drag, the A/B ghost, a notice, a resize.
  package var wantsFrame: Bool {
    needsFrame || scene.isMoving || scene.isListMoving || scene.showsScrollIndicator || driver.status.isShowing
      || pendingSize != nil || screenshotFiles.pending != nil || router.gamepad.isDragging || tuning.timeline.isPlaying
      || tuning.comparison.isGhostMoving
  }

  /// Runs until quit (or `maxFrames` frame slots). Paced: frames only when ``wantsFrame``, at the
  /// display's refresh, sleeping idle otherwise. Not paced (tests): one frame per slot, back to back.
  package func run(maxFrames: Int? = nil, paced: Bool = true) throws {
    while !quitRequested {
      if terminationRequested() {
        quitRequested = true
        break
      }
      if let maxFrames, schedule.frameSlots >= maxFrames { break }
      script?(self, schedule.frameSlots)
      handle(events.pollAll())
      if !paced || wantsFrame {
        try frame()
        if paced { schedule.waitForNextFrame() }
      } else {
        idle(slotsLeft: maxFrames.map { $0 - schedule.frameSlots })
      }
    }
    if quitRequested { recorder.finish(reason: "the window quit") }
  }

  /// Runs one frame now: events, step, draw, present.
  package func runFrame() throws {
    handle(events.pollAll())
    try frame()
  }

  /// Handles `keys` as pressed now, one after the other (``KeyPresses``: `window --press`).
  package func press(_ keys: [KeyInput]) {
    handle(keys.map { .keyDown(KeyInput(key: $0.key, modifiers: $0.modifiers, timestamp: clock.now)) })
  }

  private func handle(_ events: [InputEvent]) {
    for event in events {
      if quitPrompt.isAsking, case .keyDown(let k) = event {  // the open question takes the keys
        answerQuitPrompt(k)
        needsFrame = true
        continue
      }
      let asking = quitPrompt.isAsking  // and is the topmost hit target: it swallows presses and wheels
      // A hover or a key release changes nothing on screen: no frame for it.
      if Self.isHover(event), !router.isPressing {
        _ = router.handle(event, scene: scene, tuning: tuning, layout: driver.layout, quitPrompt: asking)
        continue
      }
      if case .keyUp = event { continue }
      needsFrame = true
      switch router.handle(event, scene: scene, tuning: tuning, layout: driver.layout, quitPrompt: asking) {
      case .handled: break
      case .quit: requestQuit()
      case .screenshot: screenshotFiles.request(sceneOnly: false)
      case .sceneScreenshot: screenshotFiles.request(sceneOnly: true)
      case .toggleHUDDetail: hudDetailed.toggle()
      case .record(let time): recorder.toggle(time: time)
      case .resized(let w, let h): pendingSize = DrawingSizeCap.apply(width: w, height: h, to: target)
      }
    }
  }

  /// A move that changes nothing unless a press is held (a hover, a stray finger, a stick or a
  /// trigger, a game-pad button going up); a stick drag it starts asks for frames itself.
  private static func isHover(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerMove, .touchMove, .gamepadAxis: return true
    case .gamepadButton(let b): return !b.isDown
    default: return false
    }
  }

  /// Sleeps on the event source for up to ``idleWake`` (less when `slotsLeft` slots end sooner),
  /// handles what came, and re-reads the config file if it changed.
  private func idle(slotsLeft: Int?) {
    let interval = pacingInterval
    let start = clock.now
    let woke = events.wait(timeout: schedule.idleTimeout(wake: Self.idleWake, slotsLeft: slotsLeft, interval: interval))
    // The next frame follows a sleep: no present interval, no real-time step across it, a new
    // pacing schedule.
    schedule.slept(clock.now - start, interval: interval)
    statistics.slept()
    handle(woke)
    if tuning.pollConfig() { needsFrame = true }
  }

  // MARK: - Frames
  private func frame() throws {
    if schedule.repace(at: pacingInterval) {  // the display's refresh, --refresh-rate, or the display rate
      statistics.repaced(interval: schedule.pacer.interval)
    }
    let start = clock.now
    let late = schedule.lateness(start: start)
    if let (w, h) = pendingSize {
      pendingSize = nil
      if scene.resize(to: Size(width: Double(w), height: Double(h)), scale: target.pixelScale) { tuning.followWindowSize() }
    }
    router.tick(now: start, scene: scene)
    let steps = schedule.steps(start: start, step: scene.displayRate.frameInterval)
    for i in 0..<steps.count {  // one per display-rate interval (DisplayStepClock): the spring keeps real time
      recorder.beginFrame(start: start, afterIdle: i == 0 && steps.afterIdle)
      driver.step(scene, tuning: tuning, elapsed: steps.elapsed)
    }
    try driver.draw(scene, tuning: tuning, hud: hudInfo)
    if let help = driver.layout.help { scene.helpPageCount = help.count }  // the layout step's, for H
    if let sceneOnly = screenshotFiles.takePending() { saveScreenshot(sceneOnly: sceneOnly) }
    let drawn = clock.now
    statistics.drew(frame: schedule.frameCount, milliseconds: (drawn - start) * 1000)
    target.present()
    let presented = clock.now
    needsFrame = false
    schedule.drew(start: start)
    statistics.presented(at: presented, frameCount: schedule.frameCount, integrator: scene.focusedPanel.behavior.springIntegrator)
    onFrame?(FrameTiming(start: start, wakeLateness: late, presentStart: drawn, presentEnd: presented))
  }

  /// The HUD's frame times, present intervals, tuning line and config problem.
  private var hudInfo: HUDInfo {
    let frames = statistics.hud(integrator: scene.focusedPanel.behavior.springIntegrator, pacedHz: 1 / schedule.pacer.interval)
    return HUDInfo(
      frameP50: frames.p50, frameP99: frames.p99, presents: frames.presents, notes: tuning.hudNotes + recorder.hudNotes,
      problem: tuning.problem, warning: tuning.comparisonWarning, detailed: hudDetailed)
  }

  /// The one quit path (Q, the close button, and anything else that quits "like Q"): quits at the
  /// end of this frame, or, with unsaved edits, first asks: a question centred over the dimmed
  /// window (``QuitPromptLayout``) that stays until it is answered (a second request quits).
  /// Returns whether the loop will stop.
  @discardableResult
  package func requestQuit() -> Bool {
    if quitPrompt.request(unsaved: tuning.hasUnsavedChanges, frame: schedule.frameCount) {
      quitRequested = true
    } else {
      driver.status.show(QuitConfirmation.notice)
      driver.quitPromptFile = tuning.document.fileName
    }
    return quitRequested
  }

  /// While the quit question is open: carries out its answer to the key press `k`
  /// (``QuitPrompt/answer(_:)``). Presses and wheels land on it as the topmost hit target
  /// (``PressTargets``); moves, releases, resizes and the close button go on as usual.
  private func answerQuitPrompt(_ k: KeyInput) {
    switch quitPrompt.answer(k) {
    case .quit: quitRequested = true
    case .saveAndQuit: if tuning.save() { quitRequested = true } else { closeQuitPrompt() }
    case .keepEditing: closeQuitPrompt()
    case .ignored: break
    }
  }

  private func closeQuitPrompt() {
    quitPrompt.close()
    driver.quitPromptFile = nil
  }

  /// Writes what the user sees (the frame just drawn), or with `sceneOnly` the map and panels
  /// drawn again without HUD, cards or help, then draws the frame back.
  private func saveScreenshot(sceneOnly: Bool) {
    let saved = screenshotFiles.save(sceneOnly: sceneOnly) {
      if sceneOnly { try driver.drawing.draw(scene, hud: nil, help: false) }
      let pixels = try target.readPixels()
      if sceneOnly { try driver.draw(scene, tuning: tuning, hud: hudInfo) }
      return try pixels.pngBytes()
    }
    driver.status.show(saved.notice)
    // Unbuffered: the path shows at once even when stdout is a pipe.
    if let line = saved.line { TerminalReport.print(line, isProblem: saved.isProblem) }
  }

  // MARK: - Forwarded to the values the loop composes

  /// Frames drawn and presented so far.
  package var frameCount: Int { schedule.frameCount }
  /// Frame slots (of ``pacingInterval``) passed, drawn or slept idle (`--frames` counts these).
  package var frameSlots: Int { schedule.frameSlots }
  /// `--refresh-rate`: the rate to pace at, Hz, whatever the display says (nil: the display's).
  package var refreshRate: Int? {
    get { schedule.refreshRate }
    set { schedule.refreshRate = newValue }
  }
  /// The rate the loop paces at, Hz (``FrameSchedule/pacingRate(override:display:displayRate:)``).
  package static func pacingRate(override: Int?, display: Int?, displayRate: DisplayRate) -> Double {
    FrameSchedule.pacingRate(override: override, display: display, displayRate: displayRate)
  }
  /// The interval the loop paces at now, seconds (``FrameSchedule/pacingRate(override:display:displayRate:)``).
  package var pacingInterval: Double { schedule.interval(display: target.refreshRate, displayRate: scene.displayRate) }
  /// Real intervals between the presents of consecutive drawn frames (the last 3 s).
  package var presents: PresentStats { statistics.presents }
  /// Whether the quit question is open (it takes the keys until it is answered).
  package var isAskingToQuit: Bool { quitPrompt.isAsking }
  /// Where P writes screenshots (default: the current directory).
  package var screenshotDirectory: String {
    get { screenshotFiles.directory }
    set { screenshotFiles.directory = newValue }
  }
  /// The wall clock that names screenshots (tests fix it).
  package var wallClock: () -> Date {
    get { screenshotFiles.wallClock }
    set { screenshotFiles.wallClock = newValue }
  }
  /// The time zone of screenshot names (default: the user's local time).
  package var timeZone: TimeZone {
    get { screenshotFiles.timeZone }
    set { screenshotFiles.timeZone = newValue }
  }
  /// The paths of screenshots written so far.
  package var screenshots: [String] { screenshotFiles.paths }

  /// Steps and paces the window at `rate` from the next frame (`window --display-rate`): numeric
  /// springs step by 1/rate s per frame; a config's `displayRate` (loaded or reloaded) no longer
  /// changes it.
  package func fixDisplayRate(_ rate: DisplayRate) {
    tuning.tuner.isDisplayRateFixed = true
    scene.displayRate = rate
  }
}
