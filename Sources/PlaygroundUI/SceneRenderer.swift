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
  private var map: (key: PixelSize, texture: Texture)?

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

  static let separator = RGBA(hex: 0xE4E4E8)
  static let fieldFill = Color(hex: 0xEEEEF0)
  static let indicator = Color(red: 0, green: 0, blue: 0, alpha: 0.35)

  /// Creates a scene renderer on `renderer`.
  ///
  /// - Throws: `FontNotFoundError` (naming the package to install) when no font is installed.
  package init(renderer: Renderer, locator: FontLocator = FontLocator()) throws {
    self.renderer = renderer
    panels = PanelRenderer(renderer: renderer)
    labels = try TextRenderer(renderer: renderer, locator: locator)
    icons = IconSprites(renderer: renderer)
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
      if drawsBackground { renderer.clear(MapBackground.land) }
      return
    }
    let s = scene.scale
    if drawsBackground {
      try drawMap(size: scene.size, scale: s, pixels: out, places: scene.places)
      try drawSelectedPin(scene, scale: s)
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
      case .search: try drawSearchContent(scene, scale: s)
      case .detail: try drawDetailContent(scene, scale: s)
      case .modal: try drawModalContent(scene, scale: s)
      }
      if let ghost { try drawGhost(ghost.panel, label: "A", atRest: ghost.atRest, outline: true, scale: s) }
    }
  }

  // MARK: - Map

  private func drawMap(size: Size, scale: Double, pixels: PixelSize, places: [Place]) throws {
    if let background {
      try PanelImage.draw([], on: renderer, scale: scale, background: background)
      return
    }
    if map?.key != pixels {
      map = nil
      let early = prepaintedMap?.take(for: pixels)
      prepaintedMap = nil
      let image = try early ?? MapBackground.image(size: size, scale: scale, fonts: labels, places: places)
      // Opaque and in the target's format: one row copy per frame, no per-pixel conversion.
      map = (pixels, try renderer.makeTexture(image, scaleMode: .nearest, opaque: true))
      panels.behind = image  // what a material surface blurs
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

  // MARK: - Search panel

  private func drawSearchContent(_ scene: PlaygroundScene, scale s: Double) throws {
    let m = scene.searchMetrics
    guard m.clip.width > 0, m.clip.height > 0 else { return }
    let clip = px(m.clip, s)
    // Search field.
    let field = m.searchField
    if m.isCompact {
      // A strip too narrow for the field: a round search button, as Maps shows.
      try icons.circle(at: field.origin, diameter: field.width, color: Self.fieldFill, scale: s, clip: clip)
      try icons.magnifier(
        at: Point(x: field.midX - 8, y: field.midY - 8), size: 16, color: Palette.textSecondary, scale: s, clip: clip)
    } else if field.width >= 24 {
      try roundedRect(field, radius: 10, color: Self.fieldFill, scale: s)
      try icons.magnifier(
        at: Point(x: field.minX + 9, y: field.midY - 8), size: 16, color: Palette.textSecondary, scale: s, clip: clip)
      try text(
        "Search Maps", field.minX + 33, field.midY - 10.5, size: 17, color: Palette.textSecondary,
        maxWidth: field.maxX - 8 - (field.minX + 33), clip: clip, scale: s)
    }
    // Rows.
    guard let area = m.list.intersection(m.clip) else { return }
    let listClip = px(area, s)
    let offset = scene.listOffset
    let count = scene.places.count
    let x0 = m.contentMinX
    for i in m.visibleRows(offset: offset, count: count) {
      let place = scene.places[i]
      let top = m.rowTop(i, offset: offset, count: count)
      try icons.circle(at: Point(x: x0, y: top + 14), diameter: 32, color: place.tint, scale: s, clip: listClip)
      let gw = try textWidth(place.glyph, size: 15, weight: .bold, scale: s)
      try text(place.glyph, x0 + 16 - gw / 2, top + 21, size: 15, weight: .bold, color: .white, clip: listClip, scale: s)
      let tx = x0 + 44
      try text(
        place.name, tx, top + 10, size: 16, weight: .semibold, maxWidth: m.contentMaxX - tx, clip: listClip, scale: s)
      try text(
        place.subtitle, tx, top + 32, size: 13, color: Palette.textSecondary, maxWidth: m.contentMaxX - tx,
        clip: listClip, scale: s)
      if i != count - 1, !m.isCompact {
        let line = Rect(x: tx, y: top + SearchPanelMetrics.rowHeight - 1, width: m.contentMaxX - tx, height: 1 / s)
        if let cut = px(line, s).intersection(listClip) { renderer.fill(cut, color: Self.separator) }
      }
    }
    if scene.showsScrollIndicator, let bar = m.scrollIndicator(offset: offset, count: count) {
      try panels.fillRoundedRect(bar, radius: bar.width / 2, color: Self.indicator, scale: s)
    }
  }

  // MARK: - Map pins

  /// The selected place's pin, marked like Maps: larger, with its glyph, on a white ring.
  private func drawSelectedPin(_ scene: PlaygroundScene, scale s: Double) throws {
    guard let index = scene.selectedPlace, scene.isDetailOpen, scene.places.indices.contains(index) else { return }
    let place = scene.places[index]
    let c = MapPins.location(of: index, in: scene.size, places: scene.places)
    let ring = 34.0, dot = 28.0
    try icons.circle(at: Point(x: c.x - ring / 2, y: c.y - ring / 2 + 1), diameter: ring, color: Color(red: 0, green: 0, blue: 0, alpha: 0.18), scale: s, clip: nil)
    try icons.circle(at: Point(x: c.x - ring / 2, y: c.y - ring / 2), diameter: ring, color: .white, scale: s, clip: nil)
    try icons.circle(at: Point(x: c.x - dot / 2, y: c.y - dot / 2), diameter: dot, color: place.tint, scale: s, clip: nil)
    let gw = try textWidth(place.glyph, size: 14, weight: .bold, scale: s)
    try text(place.glyph, c.x - gw / 2, c.y - 9.5, size: 14, weight: .bold, color: .white, clip: nil, scale: s)
  }

  // MARK: - Detail and modal panels

  private func drawDetailContent(_ scene: PlaygroundScene, scale s: Double) throws {
    guard let index = scene.selectedPlace else { return }
    let place = scene.places[index]
    let m = DetailPanelMetrics(detail: scene.detail, containerSize: scene.size)
    guard m.clip.width > 0, m.clip.height > 0 else { return }
    let clip = px(m.clip, s)
    let x = m.contentMinX, w = m.contentMaxX - m.contentMinX
    try text(
      place.name, x, m.top - 1, size: 22, weight: .bold, maxWidth: m.closeButton.minX - 8 - x, clip: clip, scale: s)
    try text(place.subtitle, x, m.top + 31, size: 15, color: Palette.textSecondary, maxWidth: w, clip: clip, scale: s)
    if w >= 60 {
      let c = m.closeButton
      try icons.circle(at: c.origin, diameter: c.width, color: Color(hex: 0xE9E9EB), scale: s, clip: clip)
      try icons.cross(
        at: Point(x: c.midX - 5.5, y: c.midY - 5.5), size: 11, color: Color(hex: 0x7C7C82), scale: s, clip: clip)
    }
    let titles = ["Directions", "Call", "Website"]
    for (i, b) in m.buttons.enumerated() where b.width >= 40 && m.clip.contains(Point(x: b.midX, y: b.minY)) {
      try roundedRect(b, radius: 10, color: i == 0 ? Palette.accent : Color(hex: 0xF0F0F4), scale: s)
      let tw = try textWidth(titles[i], size: 15, weight: .semibold, scale: s)
      try text(
        titles[i], b.midX - min(tw, b.width - 8) / 2, b.midY - 10, size: 15, weight: .semibold,
        color: i == 0 ? .white : Palette.accent, maxWidth: b.width - 8, clip: clip, scale: s)
    }
    let infoTop = m.top + 148
    let lines: [(String, String, Color)] = [
      ("Hours", "Open · Closes 6 PM", Color(hex: 0x248A3D)),
      ("Distance", "\(place.distanceText) from the map centre", Palette.textPrimary),
    ]
    for (i, line) in lines.enumerated() {
      let y = infoTop + Double(i) * 46
      try text(line.0, x, y, size: 13, color: Palette.textSecondary, maxWidth: w, clip: clip, scale: s)
      try text(line.1, x, y + 17, size: 15, color: line.2, maxWidth: w, clip: clip, scale: s)
    }
  }

  private func drawModalContent(_ scene: PlaygroundScene, scale s: Double) throws {
    let m = DetailPanelMetrics(modal: scene.modal, containerSize: scene.size)
    guard m.clip.width > 0, m.clip.height > 0 else { return }
    let clip = px(m.clip, s)
    let x = m.contentMinX, w = m.contentMaxX - m.contentMinX
    try text("Modal panel", x, m.top, size: 22, weight: .bold, maxWidth: w, clip: clip, scale: s)
    // The instructions wrap to the card (a phone-wide modal has no room for them on two lines).
    var y = m.top + 40
    for sentence in ["It dims the map behind it with a 0.3 backdrop.", "Tap outside, press Esc or swipe it down to dismiss."] {
      for line in try measuring.wrap(sentence, width: w, size: 15, scale: s) {
        try text(line, x, y, size: 15, color: Color(hex: 0x3C3C43), maxWidth: w, clip: clip, scale: s)
        y += 22
      }
    }
    if let b = m.buttons.first, b.width >= 40 {
      try roundedRect(b, radius: 12, color: Palette.accent, scale: s)
      let tw = try textWidth("Done", size: 17, weight: .semibold, scale: s)
      try text("Done", b.midX - tw / 2, b.midY - 11, size: 17, weight: .semibold, color: .white, clip: clip, scale: s)
    }
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
