import CSDL2
import ConfigFormat
import FloatingPanel
import PlaygroundCore
import PlaygroundInput
import PlaygroundUI
import PlaygroundWindow
import SDLKit
import StrictJSON

/// FloatingPanel's panels in any SDL2 program: the playground's scene (the search, detail and
/// modal panels, a config's layouts, behaviours and looks), moved by the program's events and
/// drawn into the program's own renderer, exactly as the playground moves and draws them. The
/// program owns the window, the renderer, the loop and whatever is behind and inside the panels.
///
/// Each frame: offer every event to ``handle(_:)`` (true: the host took it — a press on a panel
/// is the host's, a press on the map is the program's), call ``update(at:)``, draw the program's
/// background, call ``draw()``, present. When ``needsFrame`` is false nothing moves: the program
/// may sleep until the next event (`SDL_WaitEvent`).
///
/// ```swift
/// let host = try FloatingPanelHost(window: window, renderer: renderer, configJSON: json)
/// host.onEvent = { print($0.panel, $0.event) }
/// host.drawContent = { content in drawList(in: content.rect) }
/// var event = SDL_Event()
/// while running {
///   while SDL_PollEvent(&event) != 0 { if !host.handle(event) { handleMyEvent(event) } }
///   host.update(at: Double(SDL_GetTicks()) / 1000)
///   drawMyMap(renderer)
///   try host.draw()
///   SDL_RenderPresent(renderer)
/// }
/// ```
///
/// Threading: SDL is not thread-safe; make, use and drop a host on the thread that uses its
/// renderer. Lifetime: drop the host before destroying the renderer and window it was given
/// (the host made textures on that renderer; it never destroys the renderer or the window).
public final class FloatingPanelHost {
  /// The panels' names, in z-order (bottom first).
  public static let panelNames = PanelRole.allCases.map(\.rawValue)

  let scene: PlaygroundScene
  let drawing: SceneRenderer
  let renderer: Renderer
  let window: OpaquePointer?
  /// Pixels per point without a window (a renderer on a surface).
  let surfaceScale: Double
  let events = HostEventLog()
  var steps = DisplayStepClock()
  /// Who owns the press going on (the playground's one press arbiter, over the scene's targets
  /// without the map: a press there is the program's).
  var presses = PressArbiter<SceneTarget>()
  /// The last pointer position, points (wheel events carry none).
  var pointer = Point(x: 0, y: 0)
  /// Input or a call changed something since the last drawn frame.
  var dirty = true
  /// The time of the last ``update(at:)`` that moved something (nil: idle since).
  var lastUpdate: Double?

  /// Told of every panel callback, in upstream FloatingPanel's order, during ``handle(_:)``,
  /// ``update(at:)`` and the moves the program asks for.
  public var onEvent: ((HostPanelEvent) -> Void)?
  /// Draws a panel's content: called by ``draw()`` for each visible panel in z-order, after its
  /// chrome and before the panels above it, with the renderer's clip set to the content's clip.
  /// Nil: the panels are drawn empty.
  public var drawContent: ((HostContent) -> Void)?

  /// A host over the program's `window` and `renderer`, with the panels of `configJSON` (the
  /// playground's config format, docs/formats.md; nil or empty: the playground's own panels). The
  /// panels start settled in their initial states. With a window, its size is the panels' size in
  /// points and the renderer's output over it the pixels per point (HiDPI). Without one (nil: a
  /// renderer on an `SDL_Surface`) the panels fill the renderer's output at `surfaceScale` pixels
  /// per point (1 to 4; default 1), as `playground screenshot --scale` draws.
  ///
  /// - Throws: ``HostError`` `.badConfig` (naming the field), `.badSize` (an output too small to
  ///   hold the panels: at least 240×240 points), `.badValue` (a `surfaceScale` out of range),
  ///   `.drawing` (no font installed, SDL failed).
  public init(window: OpaquePointer?, renderer: OpaquePointer, configJSON: String?, surfaceScale: Double = 1) throws(HostError) {
    guard surfaceScale.isFinite, surfaceScale >= 1, surfaceScale <= 4 else {
      throw HostError(.badValue, "the surface scale is \(surfaceScale); pass pixels per point from 1 to 4")
    }
    self.surfaceScale = surfaceScale
    var config: PlaygroundConfig?
    if let configJSON, !configJSON.allSatisfy(\.isWhitespace) {
      do {
        config = try PlaygroundConfig.decode(configJSON)
      } catch {
        throw HostError(.badConfig, "config: \(error)")
      }
    }
    self.window = window
    self.renderer = Renderer.borrowing(renderer)
    let (size, scale) = Self.pointSize(window: Self.windowSize(window), output: self.renderer.outputSize, surfaceScale: surfaceScale)
    guard size.width >= PlaygroundScene.minimumSize.width, size.height >= PlaygroundScene.minimumSize.height else {
      throw HostError(.badSize, "the output is \(Int(size.width))×\(Int(size.height)) points; the panels need at least 240×240")
    }
    do {
      scene = try SceneSetup(scale: scale, config: config).makeScene(size: size)
    } catch let error as SceneSetup.Problem {
      throw HostError(.badConfig, error.description)
    } catch {
      throw HostError(.badSize, "the panels do not fit \(Int(size.width))×\(Int(size.height)) points: \(error)")
    }
    do {
      drawing = try SceneRenderer(renderer: self.renderer)
    } catch {
      throw HostError(.drawing, "\(error)")
    }
    // The content is the program's: a tap on it presses no playground button, and no panel has a
    // list until the program reports one (trackList).
    scene.plainRoles = Set(PanelRole.allCases)
    drawing.showsHUD = false
    drawing.drawsBackground = false
    drawing.content = .custom { [unowned self] role, panel in self.programContent(role, panel) }
    for role in PanelRole.allCases { events.observe(scene.panel(role), name: role.rawValue) }
  }

  /// Whether something moves or changed: draw a frame (``update(at:)``, ``draw()``, present).
  /// False: nothing will change until the next event or call, so the program may sleep.
  public var needsFrame: Bool {
    dirty || scene.isMoving || scene.isListMoving || scene.showsAnyScrollIndicator
  }

  /// Advances the panels to `time` (seconds on any steady clock, e.g. `SDL_GetTicks() / 1000`):
  /// call it once per frame drawn. As in the playground, the springs step one frame of the display
  /// rate (60 Hz, or a config's) per refresh of the window's display, and closed-form springs by
  /// the real time since the last frame. Follows a change of the window's or output's size.
  public func update(at time: Double) {
    followSize()
    let elapsed = lastUpdate.map { max(0, min(FrameSchedule.maxElapsedStep, time - $0)) }
    let step = scene.displayRate.frameInterval
    let (count, real) = steps.next(pacing: pacingInterval(step: step), step: step, elapsed: elapsed)
    for _ in 0..<count { scene.step(step, elapsed: real) }
    lastUpdate = needsFrame ? time : nil
    deliverEvents()
  }

  /// Draws the panels (backdrops, shadows, chrome, grabbers; the content through
  /// ``drawContent``) into the renderer's current target, over what the program drew. The
  /// renderer's draw colour, blend mode, clip, viewport, scale and target are as they were after.
  ///
  /// - Throws: ``HostError`` `.drawing` when SDL fails.
  public func draw() throws(HostError) {
    followSize()
    let saved = RendererDrawingState(capturing: renderer)
    saved.resetForDrawing(renderer)
    defer { saved.restore(renderer) }
    do {
      try drawing.drawScene(scene)
    } catch {
      throw HostError(.drawing, "\(error)")
    }
    dirty = false
  }

  /// The panels' size in points and pixels per point now (``pointSize(window:output:surfaceScale:)``
  /// of the window's size and the renderer's output size).
  func pointSize() -> (Size, Double) {
    Self.pointSize(window: Self.windowSize(window), output: renderer.outputSize, surfaceScale: surfaceScale)
  }

  /// The window's size in points (SDL_GetWindowSize), nil without a window.
  static func windowSize(_ window: OpaquePointer?) -> (width: Int, height: Int)? {
    guard let window else { return nil }
    var w: Int32 = 0, h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    return (Int(w), Int(h))
  }

  /// The panels' size in points and pixels per point for a renderer whose output is `output`
  /// pixels in a window of `window` points (SDL_GetWindowSize): the window's size, at the output's
  /// width over the window's (a HiDPI window of 390×844 points whose output is 780×1688 pixels: 2).
  /// Without a window, or one of no size yet, the output at `surfaceScale` pixels per point.
  package static func pointSize(window: (width: Int, height: Int)?, output: PixelSize, surfaceScale: Double) -> (Size, Double) {
    if let window, window.width > 0, window.height > 0, output.width > 0 {
      return (Size(width: Double(window.width), height: Double(window.height)), Double(output.width) / Double(window.width))
    }
    return (Size(width: Double(output.width) / surfaceScale, height: Double(output.height) / surfaceScale), surfaceScale)
  }

  /// Resizes the scene when the window or output changed.
  func followSize() {
    let (size, scale) = pointSize()
    guard size != scene.size || scale != scene.scale else { return }
    _ = scene.resize(to: size, scale: scale)
    dirty = true
  }

  /// The interval the program presents at: one refresh of the window's display (60 Hz when it
  /// does not say, or without a window: then the display rate's own step).
  private func pacingInterval(step: Double) -> Double {
    guard let window else { return step }
    var mode = SDL_DisplayMode()
    let index = SDL_GetWindowDisplayIndex(window)
    let known = index >= 0 && SDL_GetCurrentDisplayMode(index, &mode) == 0 && mode.refresh_rate > 0
    let rate = known ? Double(mode.refresh_rate) : FrameSchedule.unknownRefreshRate
    return rate == scene.displayRate.framesPerSecond ? step : 1 / rate
  }

  /// Hands the recorded callbacks to ``onEvent``.
  func deliverEvents() {
    let pending = events.drain()
    guard let onEvent else { return }
    for e in pending { onEvent(e) }
  }
}
