import ConfigFormat
import FloatingPanel
import Foundation
import PanelRendering
import PlaygroundCore
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
/// The HUD shows the CPU time of a frame (step, layout, draw; the present excluded; the first
/// ``warmUpFrames``, which paint the map, left out) beside the real present-to-present
/// intervals of consecutive drawn frames (``PresentStats``) and which spring integrator the
/// focused panel uses. Numeric springs step by one frame of the display rate (a dropped frame slows
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
/// events.push(.keyDown(KeyEvent(key: .tab, timestamp: clock.now)))
/// try app.run(maxFrames: 1, paced: false)
/// ```
package final class AppLoop {
  /// The window title: the project's name.
  package static let title = "FloatingPanel Playground"
  /// The longest the idle loop sleeps before looking at the config file, seconds.
  package static let idleWake = 0.25
  /// Frames left out of the HUD's frame times (start-up: the first paint of the map).
  package static let warmUpFrames = 3
  /// The longest real step given to closed-form springs, seconds (a stall is not a jump).
  package static let maxElapsedStep = 0.1

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
  /// Frames drawn and presented so far.
  package private(set) var frameCount = 0
  /// Frame slots (of ``pacingInterval``) passed, drawn or slept idle (`--frames` counts these).
  package private(set) var frameSlots = 0
  /// Whether the loop is to stop (a quit request that needed no confirmation, or was confirmed).
  package private(set) var quitRequested = false
  /// Asks before quitting with unsaved edits.
  private var quitConfirmation = QuitConfirmation()
  /// Whether the quit question is open (it takes the keys until it is answered).
  package var isAskingToQuit: Bool { quitConfirmation.isAsking }
  /// Where P writes screenshots (default: the current directory).
  package var screenshotDirectory = FileManager.default.currentDirectoryPath
  /// The paths of screenshots written so far.
  package private(set) var screenshots: [String] = []
  /// The wall clock that names screenshots (tests fix it).
  package var wallClock: () -> Date = { Date() }
  /// The time zone of screenshot names (default: the user's local time).
  package var timeZone = TimeZone.current
  /// Whether the HUD shows every line (key I) instead of the compact two.
  package private(set) var hudDetailed = false
  /// Real intervals between the presents of consecutive drawn frames (the last 3 s).
  package private(set) var presents = PresentStats()
  /// Called at each frame slot's start with its number, before the events (`bench window` posts there).
  package var script: ((AppLoop, Int) -> Void)?
  /// Called after every drawn frame with its times (`bench window` keeps them).
  package var onFrame: ((FrameTiming) -> Void)?
  /// `--refresh-rate`: the rate to pace at, Hz, whatever the display says (nil: the display's).
  package var refreshRate: Int?
  /// Whether a termination signal has arrived (the window: ``TerminationSignals/wasReceived``;
  /// tests: a flag of their own). Read every frame and at every idle wake; when it says yes the
  /// loop stops at once, without asking about unsaved tuning (``requestQuit()`` asks for Q).
  package var terminationRequested: () -> Bool = { false }

  package private(set) var router = InputRouter()
  private var stats = FrameStats()
  private var frameTimes: Percentiles?
  private var presentSummary: PresentSummary?
  private var pendingSize: (Int, Int)?
  /// The screenshot to save after the next frame is drawn (true: the scene only, no HUD or cards).
  private var pendingScreenshot: Bool?
  private var needsFrame = true
  private var lastPresent: Double?
  private var lastFrameStart: Double?
  private var displaySteps = DisplayStepClock()
  private var idleCarry = 0.0
  private var pacer: FramePacer

  /// Builds the scene on `platform`, at its target's size.
  ///
  /// With `configPath`, the panels' behaviours (and layouts, where the file gives anchors) come
  /// from that file (`config`: its contents, when already loaded), which is watched; `presets` are
  /// offered on Alt+1…9. `prepaintedMap` is the map painted while the platform started.
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
    pacer = FramePacer(interval: PlaygroundScene.frameInterval, clock: platform.clock)
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
      || pendingSize != nil || pendingScreenshot != nil || router.controller.isDragging || tuning.timeline.isPlaying
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
      if let maxFrames, frameSlots >= maxFrames { break }
      script?(self, frameSlots)
      handle(events.pollAll())
      if !paced || wantsFrame {
        try frame()
        if paced { pacer.waitForNextFrame() }
      } else {
        idle(slotsLeft: maxFrames.map { $0 - frameSlots })
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
    handle(keys.map { .keyDown(PlatformInput.sdlKey($0, at: clock.now)) })
  }

  private func handle(_ events: [Event]) {
    for event in events {
      if quitConfirmation.isAsking, answerQuitPrompt(event) {
        needsFrame = true
        continue
      }
      // A hover or a key release changes nothing on screen: no frame for it.
      if Self.isHover(event), !router.isPressing {
        _ = router.handle(event, scene: scene, tuning: tuning, layout: driver.layout)
        continue
      }
      if case .keyUp = event { continue }
      needsFrame = true
      switch router.handle(event, scene: scene, tuning: tuning, layout: driver.layout) {
      case .handled: break
      case .quit: requestQuit()
      case .screenshot: pendingScreenshot = false
      case .sceneScreenshot: pendingScreenshot = true
      case .toggleHUDDetail: hudDetailed.toggle()
      case .record(let time): recorder.toggle(time: time)
      case .resized(let w, let h): pendingSize = DrawingSizeCap.apply(width: w, height: h, to: target)
      }
    }
  }

  /// A move that changes nothing unless a press is held (a hover, a stray finger, a stick or a
  /// trigger, a controller button going up); a stick drag it starts asks for frames itself.
  private static func isHover(_ event: Event) -> Bool {
    switch event {
    case .pointerMove, .touchMove, .controllerAxis: return true
    case .controllerButton(let b): return !b.isDown
    default: return false
    }
  }

  /// Sleeps on the event source for up to ``idleWake`` (less when `slotsLeft` slots end sooner),
  /// handles what came, and re-reads the config file if it changed.
  private func idle(slotsLeft: Int?) {
    let interval = pacingInterval
    var timeout = Self.idleWake
    if let slotsLeft { timeout = min(timeout, Double(max(1, slotsLeft)) * interval - idleCarry) }
    let start = clock.now
    let woke = events.wait(timeout: timeout)
    idleCarry += clock.now - start
    // A slot within a microsecond counts: sums of exact intervals (a manual clock) round.
    let slots = Int((idleCarry / interval + 1e-6).rounded(.down))
    frameSlots += slots
    idleCarry -= Double(slots) * interval
    // The next frame follows a sleep: no present interval, no real-time step across it, a new
    // pacing schedule.
    lastPresent = nil
    lastFrameStart = nil
    pacer.restart()
    handle(woke)
    if tuning.pollConfig() { needsFrame = true }
  }

  // MARK: - Frames
  private func frame() throws {
    if pacer.interval != pacingInterval {  // the display's refresh, --refresh-rate, or the display rate
      pacer = FramePacer(interval: pacingInterval, clock: clock)
      presents = PresentStats(interval: pacer.interval)
    }
    let start = clock.now
    let late = pacer.deadline.map { start - $0 }
    if let (w, h) = pendingSize {
      pendingSize = nil
      scene.resize(to: Size(width: Double(w), height: Double(h)), scale: target.pixelScale)
    }
    router.controller.tick(now: start, scene: scene)
    let elapsed = lastFrameStart.map { min(Self.maxElapsedStep, max(0, start - $0)) }
    let steps = displaySteps.next(pacing: pacer.interval, step: scene.displayRate.frameInterval, elapsed: elapsed)
    for i in 0..<steps.count {  // one per display-rate interval (DisplayStepClock): the spring keeps real time
      recorder.beginFrame(start: start, afterIdle: i == 0 && lastFrameStart == nil)
      driver.step(scene, tuning: tuning, elapsed: steps.elapsed)
    }
    try driver.draw(scene, tuning: tuning, hud: hudInfo)
    if let help = driver.layout.help { scene.helpPageCount = help.count }  // the layout step's, for H
    if let sceneOnly = pendingScreenshot {
      pendingScreenshot = nil
      try saveScreenshot(sceneOnly: sceneOnly)
    }
    let drawn = clock.now
    if frameCount >= Self.warmUpFrames { stats.add((drawn - start) * 1000) }
    target.present()
    let presented = clock.now
    if let lastPresent { presents.add(presented - lastPresent) }
    lastPresent = presented
    lastFrameStart = start
    needsFrame = false
    frameCount += 1
    frameSlots += 1
    idleCarry = 0
    if frameCount % 15 == 0, frameCount > Self.warmUpFrames {
      frameTimes = stats.percentiles
      presentSummary = presents.summary(integrator: scene.focusedPanel.behavior.springIntegrator)
    }
    onFrame?(FrameTiming(start: start, wakeLateness: late, presentStart: drawn, presentEnd: presented))
  }

  /// The HUD's frame times, present intervals, tuning line and config problem.
  private var hudInfo: HUDInfo {
    var presents = presentSummary
    presents?.integrator = scene.focusedPanel.behavior.springIntegrator  // follows focus and tuning at once
    presents?.pacedHz = 1 / pacer.interval
    return HUDInfo(
      frameP50: frameTimes?.p50, frameP99: frameTimes?.p99, presents: presents, notes: tuning.hudNotes + recorder.hudNotes,
      problem: tuning.problem, detailed: hudDetailed)
  }

  /// The one quit path (Q, the close button, and anything else that quits "like Q"): quits at the
  /// end of this frame, or, with unsaved edits, first asks: a question centred over the dimmed
  /// window (``QuitPromptLayout``) that stays until it is answered (a second request quits).
  /// Returns whether the loop will stop.
  @discardableResult
  package func requestQuit() -> Bool {
    if quitConfirmation.isAsking || quitConfirmation.request(unsaved: tuning.hasUnsavedChanges, frame: frameCount) {
      quitRequested = true
    } else {
      driver.status.show(QuitConfirmation.notice)
      driver.quitPromptFile = tuning.document.fileName
    }
    return quitRequested
  }

  /// While the quit question is open: a key answers it (``KeyMap/quitPrompt``: S saves and quits, Q
  /// quits, Esc closes it; other keys do nothing) and a press, a touch or a wheel does nothing. True when
  /// `event` was taken; moves, releases, resizes and the close button go on as usual.
  private func answerQuitPrompt(_ event: Event) -> Bool {
    switch event {
    case .keyDown(let k):
      switch k.isRepeat ? nil : KeyMap.command(for: PlatformInput.key(k), in: KeyState(), bindings: KeyMap.quitPrompt) {
      case .quit?: quitRequested = true
      case .save?: if tuning.save() { quitRequested = true } else { closeQuitPrompt() }
      case .keepEditing?: closeQuitPrompt()
      default: break
      }
      return true
    case .pointerDown, .touchDown, .wheel:
      return true
    default:
      return false
    }
  }

  private func closeQuitPrompt() {
    quitConfirmation.cancel()
    driver.quitPromptFile = nil
  }

  /// Writes what the user sees (the frame just drawn), or with `sceneOnly` the map and panels
  /// drawn again without HUD, cards or help, then draws the frame back.
  private func saveScreenshot(sceneOnly: Bool) throws {
    let names = ScreenshotName.candidates(in: screenshotDirectory, at: wallClock(), timeZone: timeZone, sceneOnly: sceneOnly)
    do {
      if sceneOnly { try driver.drawing.draw(scene, hud: nil, help: false) }
      let pixels = try target.readPixels()
      if sceneOnly { try driver.draw(scene, tuning: tuning, hud: hudInfo) }
      guard let path = try AtomicFile.writeFirstFree(try pixels.pngBytes(), candidates: names) else {
        driver.status.show(Notice(text: "could not save a screenshot: too many in one second", frames: 360))
        return
      }
      screenshots.append(path)
      driver.status.show(Notice(text: "screenshot saved: \(path)", frames: 240))
      // Unbuffered: the path shows at once even when stdout is a pipe.
      TerminalReport.print("screenshot: \(path)", isProblem: false)
    } catch {
      driver.status.show(Notice(text: "could not save a screenshot in \(screenshotDirectory)", frames: 360))
      TerminalReport.print("playground: could not save a screenshot in \(screenshotDirectory): \(error)", isProblem: true)
    }
  }
}
