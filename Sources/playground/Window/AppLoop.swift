import FloatingPanel
import Foundation
import PanelRendering
import PlaygroundCore
import PlaygroundUI
import SDLKit

/// The window's frame loop: poll SDL events → ``InputRouter`` → ``FrameDriver`` (step the scene
/// and the tuning session by 1/60 s, lay out the HUD and cards, draw) → present, paced by
/// ``FramePacer`` (not SDL's vsync). The CPU time of each frame (events, step, draw; the
/// present excluded) feeds the HUD's p50/p99; the first ``warmUpFrames`` (which paint the map)
/// are left out.
///
/// ```swift
/// let app = try AppLoop(size: SceneSize(width: 1280, height: 800))
/// try app.run()                 // until Q or the window is closed
/// ```
final class AppLoop {
  /// The window title: the project's name.
  static let title = "FloatingPanel Playground"

  /// The window.
  let window: Window
  /// The scene.
  let scene: PlaygroundScene
  /// Steps, lays out and draws the frames.
  let driver: FrameDriver
  /// Live tuning (key S), the config file and presets.
  let tuning: TuningSession
  /// Frames left out of the HUD's frame times (start-up: the first paint of the map).
  static let warmUpFrames = 3
  /// Frames run so far.
  private(set) var frameCount = 0
  /// Whether Q or a close request arrived.
  private(set) var quitRequested = false
  /// Where P writes screenshots (default: the current directory).
  var screenshotDirectory = FileManager.default.currentDirectoryPath
  /// The paths of screenshots written so far.
  private(set) var screenshots: [String] = []

  private let renderer: Renderer
  private var router = InputRouter()
  private var stats = FrameStats()
  private var frameTimes: Percentiles?
  private var pendingSize: (Int, Int)?

  /// Opens the window and builds the scene.
  ///
  /// With `configPath`, the panels' behaviours (and layouts, where the file gives anchors) come
  /// from that file (`config`: its contents, when already loaded), which is watched; `presets` are
  /// offered on Alt+1…9.
  ///
  /// - Throws: `DisplayUnavailableError` without a display, `FontNotFoundError` without fonts,
  ///   ``ConfigError`` for a bad config file, `SDLError` or `FloatingPanelError` otherwise.
  init(
    size: SceneSize, position: FloatingPanelPosition = .bottom, configPath: String? = nil,
    config: PlaygroundConfig? = nil, presets: [Preset] = []
  ) throws {
    // SDLKit refuses SDL's invisible offscreen/dummy fallback unless SDL_VIDEODRIVER asked for it.
    window = try Window(title: Self.title, width: size.width, height: size.height, resizable: true)
    renderer = try window.renderer()
    let points = window.size
    scene = try PlaygroundScene(
      size: Size(width: Double(points.width), height: Double(points.height)), scale: window.pixelScale,
      position: position)
    driver = try FrameDriver(renderer: renderer)
    tuning = try TuningSession(scene: scene, configPath: configPath, config: config, presets: presets)
  }

  /// Runs frames until quit (or `maxFrames`), paced at 60 Hz unless `paced` is false.
  func run(maxFrames: Int? = nil, paced: Bool = true) throws {
    var pacer = FramePacer(interval: PlaygroundScene.frameInterval)
    while !quitRequested {
      if let maxFrames, frameCount >= maxFrames { break }
      try runFrame()
      if paced { pacer.waitForNextFrame() }
    }
  }

  /// Runs one frame: events, step, draw, present.
  func runFrame() throws {
    let clock = ContinuousClock()
    let start = clock.now
    var wantsScreenshot = false
    for event in window.events.pollAll() {
      switch router.handle(event, scene: scene, tuning: tuning) {
      case .handled: break
      case .quit: quitRequested = true
      case .screenshot: wantsScreenshot = true
      case .resized(let w, let h): pendingSize = (w, h)
      }
    }
    if let (w, h) = pendingSize {
      pendingSize = nil
      scene.resize(to: Size(width: Double(w), height: Double(h)), scale: window.pixelScale)
    }
    driver.step(scene, tuning: tuning)
    try driver.draw(scene, tuning: tuning, hud: hudInfo)
    if wantsScreenshot { saveScreenshot() }
    if frameCount >= Self.warmUpFrames { stats.add(start.duration(to: clock.now) / .milliseconds(1)) }
    renderer.present()
    frameCount += 1
    if frameCount % 15 == 0, frameCount > Self.warmUpFrames { frameTimes = stats.percentiles }
  }

  /// The HUD's frame times, tuning line and config problem.
  private var hudInfo: HUDInfo {
    HUDInfo(frameP50: frameTimes?.p50, frameP99: frameTimes?.p99, notes: tuning.hudNotes, problem: tuning.problem)
  }

  private func saveScreenshot() {
    let stamp = Int(Date().timeIntervalSince1970 * 1000)
    let path = screenshotDirectory + "/playground-\(stamp).png"
    do {
      try AtomicFile.write(try renderer.readPixels().pngBytes(), to: path)
      screenshots.append(path)
      print("screenshot: \(path)")
    } catch {
      FileHandle.standardError.write(Data("playground: could not save a screenshot to \(path): \(error)\n".utf8))
    }
  }
}
