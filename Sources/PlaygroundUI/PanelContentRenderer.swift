import FloatingPanel
import PanelRendering
import PlaygroundCore
import SDLKit

/// Draws the playground's own content inside its panels — the search field and the list of
/// places, the selected place's details and pin, the modal's text — in colours that keep their
/// contrast on the panel's surface (``ContentColors``: iOS's label colours on a light surface,
/// white text on a dark one such as the dark appearance or a navy `#1C2B4A`). ``SceneRenderer``
/// calls it for each panel after the chrome.
final class PanelContentRenderer {
  private let renderer: Renderer
  private let panels: PanelRenderer
  private let labels: TextRenderer
  private let icons: IconSprites
  /// What the surfaces lie over, for the colour of a translucent one: the map's land, or the
  /// plain background's colour.
  var behind = MapStyle.light.landColor

  static let indicator = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
  static let indicatorOnDark = Color(red: 1, green: 1, blue: 1, alpha: 0.35)
  /// iOS's dark high-contrast blue: the secondary buttons' titles on a dark fill (3.4:1 on #1C2B4A's).
  static let accentOnDark = Color(hex: 0x409CFF)

  init(renderer: Renderer, panels: PanelRenderer, labels: TextRenderer, icons: IconSprites) {
    self.renderer = renderer
    self.panels = panels
    self.labels = labels
    self.icons = icons
  }

  private var measuring: RenderedTextMeasure { RenderedTextMeasure(text: labels) }

  /// The colours for the content of `panel` (its surface over ``behind``, in the appearance the
  /// panels are drawn in: a clear material is dark in dark mode).
  func colors(_ panel: FloatingPanelController) -> ContentColors {
    ContentColors(look: panel.surfaceAppearance, behind: behind, dark: panels.isDark)
  }

  private func px(_ r: Rect, _ s: Double) -> PixelRect { r.pixelRect(scale: s) }

  private func roundedRect(_ r: Rect, radius: Double, color: Color, scale: Double) throws {
    try panels.fillRoundedRect(r, radius: radius, color: color, scale: scale, minimumSide: 4)
  }

  private func text(
    _ string: String, _ x: Double, _ y: Double, size: Double, weight: FontLocator.Weight = .regular,
    color: Color, maxWidth: Double? = nil, clip: PixelRect?, scale: Double
  ) throws {
    if let maxWidth, maxWidth < 12 { return }  // too narrow to say anything
    try labels.text(string, x, y, size: size, weight: weight, color: color, maxWidth: maxWidth, clip: clip, scale: scale)
  }

  private func textWidth(_ string: String, size: Double, weight: FontLocator.Weight, scale: Double) throws -> Double {
    try labels.width(string, size: size, weight: weight, scale: scale)
  }

  // MARK: - Search panel

  /// The search field and the list of places.
  func drawSearchContent(_ scene: PlaygroundScene, scale s: Double) throws {
    let colors = self.colors(scene.search)
    let m = scene.searchMetrics
    guard m.clip.width > 0, m.clip.height > 0 else { return }
    let clip = px(m.clip, s)
    // Search field.
    let field = m.searchField
    if m.isCompact {
      // A strip too narrow for the field: a round search button, as Maps shows.
      try icons.circle(at: field.origin, diameter: field.width, color: colors.fill, scale: s, clip: clip)
      try icons.magnifier(
        at: Point(x: field.midX - 8, y: field.midY - 8), size: 16, color: colors.secondary, scale: s, clip: clip)
    } else if field.width >= 24 {
      try roundedRect(field, radius: 10, color: colors.fill, scale: s)
      try icons.magnifier(
        at: Point(x: field.minX + 9, y: field.midY - 8), size: 16, color: colors.secondary, scale: s, clip: clip)
      try text(
        "Search Maps", field.minX + 33, field.midY - 10.5, size: 17, color: colors.secondary,
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
      try icons.placeIcon(place.symbol, at: Point(x: x0, y: top + 14), diameter: 32, color: place.tint, scale: s, clip: listClip)
      let tx = x0 + 44
      try text(
        place.name, tx, top + 10, size: 16, weight: .semibold, color: colors.primary, maxWidth: m.contentMaxX - tx, clip: listClip, scale: s)
      try text(
        place.subtitle, tx, top + 32, size: 13, color: colors.secondary, maxWidth: m.contentMaxX - tx,
        clip: listClip, scale: s)
      if i != count - 1, !m.isCompact {
        let line = Rect(x: tx, y: top + SearchPanelMetrics.rowHeight - 1, width: m.contentMaxX - tx, height: 1 / s)
        if let cut = px(line, s).intersection(listClip) { renderer.fill(cut, color: colors.separator.rgba) }
      }
    }
    if scene.showsScrollIndicator, let bar = m.scrollIndicator(offset: offset, count: count) {
      try panels.fillRoundedRect(bar, radius: bar.width / 2, color: colors.isDark ? Self.indicatorOnDark : Self.indicator, scale: s)
    }
  }

  // MARK: - Map pins

  /// The selected place's pin, marked like Maps: larger, with its symbol, on a white ring.
  func drawSelectedPin(_ scene: PlaygroundScene, scale s: Double) throws {
    guard let index = scene.selectedPlace, scene.isDetailOpen, scene.places.indices.contains(index) else { return }
    let place = scene.places[index]
    let c = MapPins.location(of: index, in: scene.size, places: scene.places)
    let ring = 34.0, dot = 28.0
    try icons.circle(at: Point(x: c.x - ring / 2, y: c.y - ring / 2 + 1), diameter: ring, color: Color(red: 0, green: 0, blue: 0, alpha: 0.18), scale: s, clip: nil)
    try icons.circle(at: Point(x: c.x - ring / 2, y: c.y - ring / 2), diameter: ring, color: .white, scale: s, clip: nil)
    try icons.placeIcon(place.symbol, at: Point(x: c.x - dot / 2, y: c.y - dot / 2), diameter: dot, color: place.tint, scale: s, clip: nil)
  }

  // MARK: - Detail and modal panels

  /// The selected place: its name, the buttons and the facts.
  func drawDetailContent(_ scene: PlaygroundScene, scale s: Double) throws {
    guard let index = scene.selectedPlace else { return }
    let colors = self.colors(scene.detail)
    let place = scene.places[index]
    let m = DetailPanelMetrics(detail: scene.detail, containerSize: scene.size)
    guard m.clip.width > 0, m.clip.height > 0 else { return }
    let clip = px(m.clip, s)
    let x = m.contentMinX, w = m.contentMaxX - m.contentMinX
    try text(
      place.name, x, m.top - 1, size: 22, weight: .bold, color: colors.primary, maxWidth: m.closeButton.minX - 8 - x, clip: clip, scale: s)
    try text(place.subtitle, x, m.top + 31, size: 15, color: colors.secondary, maxWidth: w, clip: clip, scale: s)
    if w >= 60 {
      let c = m.closeButton
      try icons.circle(at: c.origin, diameter: c.width, color: colors.isDark ? colors.fill : Color(hex: 0xE9E9EB), scale: s, clip: clip)
      try icons.cross(
        at: Point(x: c.midX - 5.5, y: c.midY - 5.5), size: 11, color: colors.isDark ? colors.secondary : Color(hex: 0x7C7C82), scale: s, clip: clip)
    }
    let titles = ["Directions", "Call", "Website"]
    for (i, b) in m.buttons.enumerated() where b.width >= 40 && m.clip.contains(Point(x: b.midX, y: b.minY)) {
      try roundedRect(b, radius: 10, color: i == 0 ? Palette.accent : colors.isDark ? colors.fill : Color(hex: 0xF0F0F4), scale: s)
      let tw = try textWidth(titles[i], size: 15, weight: .semibold, scale: s)
      try text(
        titles[i], b.midX - min(tw, b.width - 8) / 2, b.midY - 10, size: 15, weight: .semibold,
        color: i == 0 ? .white : colors.isDark ? Self.accentOnDark : Palette.accent, maxWidth: b.width - 8, clip: clip, scale: s)
    }
    let infoTop = m.top + 148
    let lines: [(String, String, Color)] = [
      ("Hours", "Open · Closes 6 PM", colors.isDark ? Color(hex: 0x30D158) : Color(hex: 0x248A3D)),
      ("Distance", "\(place.distanceText) from the map centre", colors.primary),
    ]
    for (i, line) in lines.enumerated() {
      let y = infoTop + Double(i) * 46
      try text(line.0, x, y, size: 13, color: colors.secondary, maxWidth: w, clip: clip, scale: s)
      try text(line.1, x, y + 17, size: 15, color: line.2, maxWidth: w, clip: clip, scale: s)
    }
  }

  /// The modal's title, instructions and button.
  func drawModalContent(_ scene: PlaygroundScene, scale s: Double) throws {
    let colors = self.colors(scene.modal)
    let m = DetailPanelMetrics(modal: scene.modal, containerSize: scene.size)
    guard m.clip.width > 0, m.clip.height > 0 else { return }
    let clip = px(m.clip, s)
    let x = m.contentMinX, w = m.contentMaxX - m.contentMinX
    try text("Modal panel", x, m.top, size: 22, weight: .bold, color: colors.primary, maxWidth: w, clip: clip, scale: s)
    // The instructions wrap to the card (a phone-wide modal has no room for them on two lines).
    var y = m.top + 40
    for sentence in ["It dims the map behind it with a 0.3 backdrop.", "Tap outside, press Esc or swipe it down to dismiss."] {
      for line in try measuring.wrap(sentence, width: w, size: 15, scale: s) {
        try text(line, x, y, size: 15, color: colors.isDark ? colors.primary : Color(hex: 0x3C3C43), maxWidth: w, clip: clip, scale: s)
        y += 22
      }
    }
    if let b = m.buttons.first, b.width >= 40 {
      try roundedRect(b, radius: 12, color: Palette.accent, scale: s)
      let tw = try textWidth("Done", size: 17, weight: .semibold, scale: s)
      try text("Done", b.midX - tw / 2, b.midY - 11, size: 17, weight: .semibold, color: .white, clip: clip, scale: s)
    }
  }
}
