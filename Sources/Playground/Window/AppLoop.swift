import FloatingPanel
import Foundation
import PanelRendering
import SDLKit

/// The window's frame loop: poll SDL events → ``InputRouter`` → step the scene by 1/60 s → draw
/// with ``SceneRenderer`` → present, paced by ``FramePacer`` (not SDL's vsync). The CPU time of
/// each frame (events, step, draw; the present excluded) feeds the HUD's p50/p99.
///
/// ```swift
/// let app = try AppLoop(size: SceneSize(width: 1280, height: 800))
/// try app.run()                 // until Q or the window is closed
/// ```
public final class AppLoop {
  /// The window title: the project's name.
  public static let title = "FloatingPanel Playground"

  /// The window.
  public let window: Window
  /// The scene.
  public let scene: PlaygroundScene
  /// The scene's renderer.
  public let drawing: SceneRenderer
  /// Frames run so far.
  public private(set) var frameCount = 0
  /// Whether Q or a close request arrived.
  public private(set) var quitRequested = false
  /// Where P writes screenshots (default: the current directory).
  public var screenshotDirectory = FileManager.default.currentDirectoryPath
  /// The paths of screenshots written so far.
  public private(set) var screenshots: [String] = []

  private let renderer: Renderer
  private var router = InputRouter()
  private var stats = FrameStats()
  private var hud: HUDInfo?
  private var pendingSize: (Int, Int)?

  /// Opens the window and builds the scene.
  ///
  /// - Throws: `DisplayUnavailableError` without a display, `FontNotFoundError` without fonts,
  ///   `SDLError` or `FloatingPanelError` otherwise.
  public init(size: SceneSize, position: FloatingPanelPosition = .bottom) throws {
    // SDLKit refuses SDL's invisible offscreen/dummy fallback unless SDL_VIDEODRIVER asked for it.
    window = try Window(title: Self.title, width: size.width, height: size.height, resizable: true)
    renderer = try window.renderer()
    let points = window.size
    scene = try PlaygroundScene(
      size: Size(width: Double(points.width), height: Double(points.height)), scale: window.pixelScale,
      position: position)
    drawing = try SceneRenderer(renderer: renderer)
  }

  /// Runs frames until quit (or `maxFrames`), paced at 60 Hz unless `paced` is false.
  public func run(maxFrames: Int? = nil, paced: Bool = true) throws {
    var pacer = FramePacer(interval: PlaygroundScene.frameInterval)
    while !quitRequested {
      if let maxFrames, frameCount >= maxFrames { break }
      try runFrame()
      if paced { pacer.waitForNextFrame() }
    }
  }

  /// Runs one frame: events, step, draw, present.
  public func runFrame() throws {
    let clock = ContinuousClock()
    let start = clock.now
    var wantsScreenshot = false
    for event in window.events.pollAll() {
      switch router.handle(event, scene: scene) {
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
    scene.step(PlaygroundScene.frameInterval)
    try drawing.render(scene, hud: hud)
    if wantsScreenshot { saveScreenshot() }
    let d = start.duration(to: clock.now).components
    stats.add(Double(d.seconds) * 1000 + Double(d.attoseconds) / 1e15)
    renderer.present()
    frameCount += 1
    if frameCount % 15 == 0 {
      let p = stats.percentiles
      hud = HUDInfo(frameP50: p.p50, frameP99: p.p99)
    }
  }

  private func saveScreenshot() {
    let stamp = Int(Date().timeIntervalSince1970 * 1000)
    let path = screenshotDirectory + "/playground-\(stamp).png"
    do {
      try renderer.readPixels().writePNG(toFile: path)
      screenshots.append(path)
      print("screenshot: \(path)")
    } catch {
      FileHandle.standardError.write(Data("playground: could not save a screenshot to \(path): \(error)\n".utf8))
    }
  }
}
