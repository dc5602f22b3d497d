import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// One frame of the playground, the same for the window, `screenshot` and `bench`: step the
/// scene and the tuning session, lay out the frame once (``FrameLayout``: the HUD, the cards,
/// the anchor labels, measured with the renderer's fonts), then draw the scene, the HUD and the
/// cards from that layout, and the quit question over them while it is open. The layout is kept (``layout``) for the pointer: a press hit-tests
/// the cards the user sees. Presenting is the caller's (the window presents; a headless render
/// reads the pixels back).
///
/// ```swift
/// let driver = try FrameDriver(renderer: try Renderer.headless(width: 1280, height: 800))
/// driver.step(scene, tuning: session)              // once per frame, 1/60 s
/// try driver.draw(scene, tuning: session, hud: HUDInfo(frameP50: 1.2, frameP99: 3.4))
/// ```
package final class FrameDriver {
  /// The target.
  package let renderer: Renderer
  /// Draws the map, the panels, the HUD and the help.
  package let drawing: SceneRenderer
  /// Draws the tuning card and the motion plot.
  package let overlay: TuningOverlayRenderer
  /// The layout of the last frame drawn (nothing shown before the first).
  package private(set) var layout = FrameLayout()
  /// The HUD's status line: the scene's and the app's notices, one frame less per step.
  package var status = StatusLine()
  /// While the quit question is open: the config file's name the edits are not saved to (the
  /// question, ``QuitPromptLayout``, is drawn over everything); nil: no question.
  package var quitPromptFile: String?
  /// Draws the quit question.
  let quitPrompt: QuitPromptRenderer
  /// The text and chrome caches' use marks when the last frame began (``dropUnusedCaches()``).
  private var frameMarks: (text: Int, chrome: Int)?

  /// A driver drawing on `renderer`.
  ///
  /// - Throws: `FontNotFoundError` (naming the package to install) when no font is installed.
  package init(renderer: Renderer) throws {
    self.renderer = renderer
    drawing = try SceneRenderer(renderer: renderer)
    overlay = try TuningOverlayRenderer(renderer: renderer, panels: drawing.panels, text: drawing.text)
    quitPrompt = QuitPromptRenderer(panels: drawing.panels, text: drawing.text)
  }

  /// Advances the scene by `h` seconds (default: one frame of the scene's display rate) and the
  /// status line by a frame, then the tuning session
  /// (config reload, recorders; a notice it gives now is shown for all its frames).
  /// `elapsed`, the real time since the last frame, drives closed-form springs (see
  /// ``PlaygroundScene/step(_:elapsed:)``); nil steps everything by `h`.
  package func step(
    _ scene: PlaygroundScene, tuning: TuningSession?, h: Double? = nil, elapsed: Double? = nil
  ) {
    let h = h ?? scene.displayRate.frameInterval
    scene.step(h, elapsed: elapsed)
    status.tick()
    tuning?.update(h, elapsed: elapsed)
  }

  /// The layout step: where `scene`'s HUD (with `hud`'s numbers and lines and the status line)
  /// and `tuning`'s cards and labels go this frame, measured with the renderer's fonts.
  ///
  /// - Throws: `FontNotFoundError` from measuring text.
  package func layOut(_ scene: PlaygroundScene, tuning: TuningSession?, hud: HUDInfo?) throws -> FrameLayout {
    var info = hud
    if let text = status.text {
      if info == nil { info = HUDInfo() }
      info?.status = text
    }
    return try FrameLayout(scene: scene, tuning: tuning, info: info, showsHUD: drawing.drawsHUD, measuring: drawing.measuring)
  }

  /// Drops the text textures and chrome sprites the last frame did not draw, and returns their
  /// bytes: the window calls it when it goes idle, so what it keeps while it waits is what is on
  /// screen (the caches fill up to their budgets, 4 and 8 MiB at 1280×800, while it draws; a
  /// frame after the wait bakes again what it draws that the last one did not).
  @discardableResult
  package func dropUnusedCaches() -> Int {
    guard let marks = frameMarks else { return 0 }
    return drawing.text.dropTextures(unusedSince: marks.text) + drawing.panels.chromeCache.dropSprites(unusedSince: marks.chrome)
  }

  /// Shows a notice in ``status``: the window and the bench make it the scene's `onNotice` before
  /// the tuning session is made, so a problem found while loading shows too.
  package var noticeSink: (Notice) -> Void { { [weak self] in self?.status.show($0) } }

  /// Lays out and draws one frame (does not present): the HUD with `hud`'s numbers and lines,
  /// and `tuning`'s cards when they are shown. The layout becomes ``layout``.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func draw(_ scene: PlaygroundScene, tuning: TuningSession?, hud: HUDInfo?) throws {
    frameMarks = (drawing.text.useMark, drawing.panels.chromeCache.useMark)
    let layout = try layOut(scene, tuning: tuning, hud: hud)
    self.layout = layout
    // A's ghost under its panel: it never tints B; faded once both are at rest.
    drawing.ghost = tuning.flatMap { t in
      t.ghost.flatMap { g in t.comparison.pin.map { (g, $0.role, !g.isAnimating && !scene.panel($0.role).isAnimating) } }
    }
    try drawing.drawScene(scene)
    if let tuning { try overlay.draw(tuning, layout: layout) }
    try drawing.drawOverlays(scene, hud: layout.hud, help: layout.help)  // over the cards and labels: nothing covers the HUD
    if let file = quitPromptFile, !scene.isTooSmall {
      try quitPrompt.draw(QuitPromptLayout(size: scene.size, fileName: file), scale: scene.scale)
    }
  }
}

extension SceneSetup {
  /// Renders the settled scene on a headless software renderer and reads the pixels back
  /// (`emptyPanels`: the panels' chrome without their content).
  ///
  /// - Throws: ``SceneSetup/Problem`` or `FloatingPanelError` from building the scene, `SDLError`
  ///   or `FontNotFoundError` from drawing.
  package func renderHeadless(
    size: Size, hud: Bool = false, background: PanelImage.Background? = nil, emptyPanels: Bool = false
  ) throws -> PixelBuffer {
    let scene = try makeScene(size: size)
    let pixels = PanelImage.pixelSize(size, scale: scale)
    let renderer = try Renderer.headless(width: pixels.width, height: pixels.height)
    let driver = try FrameDriver(renderer: renderer)
    driver.drawing.showsHUD = hud
    driver.drawing.background = background
    if emptyPanels { driver.drawing.content = .none }
    var session: TuningSession?
    if tuning {
      let s = try TuningSession(scene: scene)
      flick(scene, session: s)
      if compare != nil, s.ghost == nil {
        throw Problem(description: "the compared behaviour (A) does not fit the \(scene.focus.rawValue) panel's layout")
      }
      session = s
    }
    try driver.draw(scene, tuning: session, hud: nil)
    return try renderer.readPixels()
  }
}
