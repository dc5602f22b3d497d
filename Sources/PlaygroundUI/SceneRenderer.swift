import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// Draws a ``PlaygroundScene`` on an SDLKit renderer (a window or a headless surface): the cached
/// map, then each visible panel in z-order with its backdrop, chrome and content, then the HUD and
/// the help overlay. The window, `screenshot` and `bench` all draw through it.
///
/// ```swift
/// let renderer = try Renderer.headless(width: 390, height: 844)
/// let drawing = try SceneRenderer(renderer: renderer)
/// try drawing.render(scene)
/// let image = try renderer.readPixels()
/// ```
package final class SceneRenderer {
  /// The target.
  package let renderer: Renderer
  /// Panel chrome (shadows, corners, grabber) and rounded rectangles.
  package let panels: PanelRenderer
  /// The text cache (share it with other renderers on the same target).
  package var text: TextRenderer { labels }
  private let labels: TextRenderer
  private let icons: IconSprites
  private let contents: PanelContentRenderer
  private var map: (key: PixelSize, style: MapStyle, texture: Texture)?

  /// A map painted ahead (while the window opened), used once if its size fits.
  package var prepaintedMap: MapPrepaint?
  /// Whether the HUD (frame times, focused panel) is drawn.
  package var showsHUD = true
  /// What is drawn behind the panels: nil for the map (default), else a plain colour or an image.
  package var background: PanelImage.Background?
  /// The A/B ghost to draw with its panel next: fill under it, outline over it (``drawGhost(_:label:atRest:outline:scale:)``).
  package var ghost: (panel: FloatingPanelController, role: PanelRole, atRest: Bool)?
  /// Whether anything is drawn behind the panels (false: a host program draws it; no map, no pin).
  package var drawsBackground = true
  /// What is drawn inside the panels (``PanelContent``: the playground's, nothing, or a host's).
  package var content = PanelContent.playground
  /// Where the HUD was drawn in the last frame, in points; nil when it was not drawn (for checks:
  /// it is the frame of the ``FrameLayout`` the frame was drawn from).
  package private(set) var hudFrame: Rect?

  /// Creates a scene renderer on `renderer`.
  ///
  /// - Throws: `FontNotFoundError` (naming the package to install) when no font is installed.
  package init(renderer: Renderer, locator: FontLocator = FontLocator()) throws {
    self.renderer = renderer
    panels = PanelRenderer(renderer: renderer)
    labels = try TextRenderer(renderer: renderer, locator: locator)
    icons = IconSprites(renderer: renderer)
    contents = PanelContentRenderer(renderer: renderer, panels: panels, labels: labels, icons: icons)
  }

  /// Measures text with this renderer's fonts and cache (the layout step's ``TextMeasuring``).
  package var measuring: RenderedTextMeasure { RenderedTextMeasure(text: labels) }

  /// Whether a HUD is laid out and drawn: it is on and the target has pixels.
  package var drawsHUD: Bool {
    let out = renderer.outputSize
    return showsHUD && out.width > 0 && out.height > 0
  }

  /// Lays out and draws one frame of `scene` without tuning cards (does not present). `hud`
  /// supplies frame times for the HUD.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func render(_ scene: PlaygroundScene, hud: HUDInfo? = nil) throws {
    let layout = try FrameLayout(scene: scene, tuning: nil, info: hud, showsHUD: drawsHUD, measuring: measuring)
    try draw(scene, hud: layout.hud)
  }

  /// Draws one frame of `scene` with the HUD laid out as `hud` (nil: no HUD) and, when `help` and
  /// the scene shows it, the key overlay. Does not present.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func draw(_ scene: PlaygroundScene, hud: HUDLayout?, help: Bool = true) throws {
    let pages = help ? try HelpPages(scene: scene, measuring: measuring) : nil  // laid out before drawing
    try drawScene(scene)
    try drawOverlays(scene, hud: hud, help: pages)
  }

  /// Draws what goes over everything else — the tuning cards and anchor labels included — so
  /// nothing covers it: the HUD laid out as `hud` (nil: none) and the key overlay laid out as
  /// `help` (nil: none).
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func drawOverlays(_ scene: PlaygroundScene, hud: HUDLayout?, help: HelpPages?) throws {
    hudFrame = nil
    let out = renderer.outputSize
    guard !scene.isTooSmall, out.width > 0, out.height > 0 else { return }
    if let hud {
      try drawHUD(hud, scale: scene.scale)
      hudFrame = hud.frame
    }
    if let help { try drawHelp(help, scale: scene.scale) }
  }

  /// Draws the map and the panels (no HUD, no help). Does not present.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func drawScene(_ scene: PlaygroundScene) throws {
    hudFrame = nil
    let out = renderer.outputSize
    guard !scene.isTooSmall, out.width > 0, out.height > 0 else {
      if drawsBackground { renderer.clear(MapStyle(dark: scene.darkMode).land) }
      return
    }
    let s = scene.scale
    panels.isDark = scene.darkMode
    if case .plain(let color)? = background { contents.behind = color } else { contents.behind = MapStyle(dark: scene.darkMode).landColor }
    if drawsBackground {
      // A hidden material panel counts: showing it (M) must not paint the whole map again.
      let blurs = scene.container.panels.contains { $0.surfaceAppearance.material != nil }
      try drawMap(size: scene.size, scale: s, pixels: out, style: MapStyle(dark: scene.darkMode), places: scene.places, blurs: blurs)
      try contents.drawSelectedPin(scene, scale: s)
    }
    for panel in scene.container.panels where panel.isVisible {
      guard let role = scene.role(of: panel) else { continue }
      let alpha = panel.backdropAlpha
      if alpha > 0 { BackdropRenderer(color: (scene.backdropColors[role] ?? .black).rgba).draw(alpha: alpha, on: renderer) }
      let look = panel.surfaceAppearance
      // The focus is a ring around the panel, never a change of its own look (its grabber stays grey).
      if role == scene.focus, scene.showsFocusRing { try drawFocusRing(panel, scale: s) }
      let ghost = self.ghost.flatMap { $0.role == role ? $0 : nil }
      if let ghost { try drawGhost(ghost.panel, label: "A", atRest: ghost.atRest, outline: false, scale: s) }
      try panels.drawPanel(panel.surfaceGeometry, appearance: look, scale: s)
      guard case .playground = content else { try content.draw(role, panel); continue }
      switch role {
      case _ where scene.plainRoles.contains(role): try drawPlainContent(panel, scale: s)
      case .search: try contents.drawSearchContent(scene, scale: s)
      case .detail: try contents.drawDetailContent(scene, scale: s)
      case .modal: try contents.drawModalContent(scene, scale: s)
      }
      if let ghost { try drawGhost(ghost.panel, label: "A", atRest: ghost.atRest, outline: true, scale: s) }
    }
  }

  // MARK: - Map

  /// Draws the map's texture, painting it first at a new size or style. The painted image is
  /// kept as ``PanelRenderer/behind`` only while a panel `blurs` it (a material, shown or hidden):
  /// 4 MB at 1280×800, 16 MB at 2×, otherwise held for nothing; a material that appears later
  /// has the same image painted again.
  private func drawMap(size: Size, scale: Double, pixels: PixelSize, style: MapStyle, places: [Place], blurs: Bool) throws {
    if let background {
      try PanelImage.draw([], on: renderer, scale: scale, background: background)
      return
    }
    if map?.key != pixels || map?.style != style {
      map = nil
      let early = style == .light ? prepaintedMap?.take(for: pixels) : nil  // the early paint is light
      prepaintedMap = nil
      let image = try early ?? MapBackground.image(size: size, scale: scale, style: style, fonts: labels, places: places)
      // Opaque and in the target's format: one row copy per frame, no per-pixel conversion.
      map = (pixels, style, try renderer.makeTexture(image, scaleMode: .nearest, opaque: true))
      panels.behind = blurs ? image : nil  // what a material surface blurs
    } else if blurs, panels.behind == nil {
      panels.behind = try MapBackground.image(size: size, scale: scale, style: style, fonts: labels, places: places)
    } else if !blurs, panels.behind != nil {
      panels.behind = nil
    }
    if let map { renderer.copy(map.texture, to: PixelRect(x: 0, y: 0, width: map.texture.width, height: map.texture.height)) }
  }

  // MARK: - Helpers

  private func px(_ r: Rect, _ s: Double) -> PixelRect { r.pixelRect(scale: s) }

  private func roundedRect(_ r: Rect, radius: Double, color: Color, scale: Double) throws {
    try panels.fillRoundedRect(r, radius: radius, color: color, scale: scale, minimumSide: 4)
  }

  private func text(
    _ string: String, _ x: Double, _ y: Double, size: Double, weight: FontLocator.Weight = .regular,
    color: Color = Palette.textPrimary, maxWidth: Double? = nil, clip: PixelRect?, scale: Double
  ) throws {
    if let maxWidth, maxWidth < 12 { return }  // too narrow to say anything
    try labels.text(string, x, y, size: size, weight: weight, color: color, maxWidth: maxWidth, clip: clip, scale: scale)
  }

  private func textWidth(_ string: String, size: Double, weight: FontLocator.Weight, scale: Double) throws -> Double {
    try labels.width(string, size: size, weight: weight, scale: scale)
  }

  // MARK: - Focus, HUD and help

  /// The focus ring: the system blue 3 pt beyond the panel's surface, drawn under the panel.
  private func drawFocusRing(_ panel: FloatingPanelController, scale s: Double) throws {
    let ring = panel.surfaceFrame.inset(by: EdgeInsets(top: -3, left: -3, bottom: -3, right: -3))
    try roundedRect(ring, radius: panel.surfaceAppearance.cornerRadius + 3, color: Palette.accent, scale: s)
  }

  private func drawHUD(_ hud: HUDLayout, scale s: Double) throws {
    try roundedRect(hud.frame, radius: 9, color: Color(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.72), scale: s)
    for (i, line) in hud.lines.enumerated() {
      let color: Color
      switch line.tone {
      case .normal: color = .white
      case .problem: color = Color(hex: 0xFF9A8F)
      case .hint: color = Color(hex: 0xB0B0B8)
      }
      let p = hud.origin(ofLine: i)
      try text(line.text, p.x, p.y, size: HUDLayout.fontSize, color: color, maxWidth: hud.maxTextWidth, clip: nil, scale: s)
    }
  }

  private func drawHelp(_ help: HelpPages, scale s: Double) throws {
    panels.drawBackdrop(alpha: 0.35)
    let (title, layout, page, pages) = (help.title, help.layout, help.page, help.pages)
    let card = layout.card
    try panels.drawCard(card, cornerRadius: 16, scale: s)
    let clip = px(card, s)
    let compact = layout.isCompact
    let m = compact ? HelpOverlayLayout.compactMargin : 24, size = compact ? HelpOverlayLayout.compactTextSize : 15
    let keyColumn = compact ? HelpOverlayLayout.compactKeyColumn : HelpOverlayLayout.keyColumn
    if compact {
      try text(title, card.minX + m, card.minY + 16, size: 20, weight: .bold, clip: clip, scale: s)
    } else {
      try text(title, card.minX + m, card.minY + 20, size: 22, weight: .bold, clip: clip, scale: s)
    }
    for line in pages[page] {
      if let keys = line.keys {
        try text(keys, card.minX + m, line.top, size: size, weight: .semibold, color: Palette.accent, clip: clip, scale: s)
      }
      try text(
        line.text, card.minX + m + keyColumn, line.top, size: size, maxWidth: compact ? nil : card.width - 2 * m - keyColumn,
        clip: clip, scale: s)
    }
    if pages.count > 1 {
      try text(
        HelpOverlayLayout.footer(page: page, of: pages.count), card.minX + m, card.maxY - HelpOverlayLayout.footerHeight,
        size: 13, color: Palette.textSecondary, clip: clip, scale: s)
    }
  }
}
