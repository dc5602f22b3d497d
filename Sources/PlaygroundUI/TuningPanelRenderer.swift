import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// Draws the tuning panel (a ``TuningModel``) as a small floating card: white rounded surface with
/// a shadow (``PanelRenderer``), a title, and one row per field with its label, read-out, a track
/// with a knob (or a switch for on/off rows) and the value; the focused row is highlighted. Where
/// the parts go is ``TuningCardLayout`` (PlaygroundCore), which also hit-tests the mouse.
///
/// ```swift
/// let tuning = try TuningPanelRenderer(renderer: renderer, panels: sceneRenderer.panels)
/// let frame = Rect(x: 16, y: 16, width: 360, height: 460)
/// // every frame, after the scene:
/// try tuning.draw(model, in: frame, scale: window.pixelScale)
/// // mouse down / drag (points):
/// if let hit = TuningCardLayout.hitTest(point, in: frame, rowCount: model.rows.count) {
///   config = model.setFraction(row: hit.row, fraction: hit.fraction)
/// }
/// ```
package final class TuningPanelRenderer {
  /// The target.
  package let renderer: Renderer
  /// Chrome and rounded shapes.
  package let panels: PanelRenderer
  private let labels: TextRenderer

  /// The card's title.
  package var title = "Tuning — search panel"

  static let switchOn = Color(hex: 0x34C759)
  static let trackOff = Color(hex: 0xE1E1E6)
  static let highlight = Color(hex: 0xE9F2FF)
  static let invalid = Color(hex: 0xD70015)

  /// Creates a renderer on `renderer`, sharing `panels`' baked chrome and `text`'s text cache
  /// when given.
  ///
  /// - Throws: `FontNotFoundError` (naming the package to install) when no font is installed.
  package init(
    renderer: Renderer, panels: PanelRenderer? = nil, text: TextRenderer? = nil, locator: FontLocator = FontLocator()
  ) throws {
    self.renderer = renderer
    self.panels = panels ?? PanelRenderer(renderer: renderer)
    self.labels = try text ?? TextRenderer(renderer: renderer, locator: locator)
  }

  /// Draws `model` as a card at `frame` (points), `scale` pixels per point. Does not present.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func draw(_ model: TuningModel, in frame: Rect, scale s: Double = 1) throws {
    try draw(model, in: TuningCardLayout(frame: frame, rowCount: model.rows.count), scale: s)
  }

  /// Draws `model` as the card `layout` (its shown rows; a short card has a scroll bar).
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func draw(_ model: TuningModel, in layout: TuningCardLayout, scale s: Double = 1) throws {
    try draw(rows: model.cardRows, focus: model.focus, in: layout, footer: Self.behaviourFooter, scale: s)
  }

  /// The behaviour page's key hints.
  static let behaviourFooter = "↑↓ select · ←→ adjust · Shift fine · drag a track"
  /// The appearance page's key hints.
  static let appearanceFooter = "↑↓ select · ←→ adjust · Enter: hex colour · A: behaviour"

  /// Draws an ``AppearanceModel`` (the Appearance page) as the card `layout`.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func draw(_ look: AppearanceModel, in layout: TuningCardLayout, scale s: Double = 1) throws {
    try draw(rows: look.cardRows, focus: look.focus, in: layout, footer: Self.appearanceFooter, scale: s)
  }

  /// Draws `rows` (row `focus` highlighted) as the card `layout`, with `footer` as its key hints.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func draw(rows: [TuningCardRow], focus: Int, in layout: TuningCardLayout, footer: String, scale s: Double = 1) throws {
    let frame = layout.frame
    guard frame.width >= 120, frame.height >= 80 else { return }
    try panels.drawCard(frame, scale: s)
    let clip = frame.pixelRect(scale: s)
    let pad = TuningCardLayout.padding
    try labels.text(title, frame.minX + pad, frame.minY + 13, size: 15, weight: .semibold, maxWidth: frame.width - 2 * pad, clip: clip, scale: s)
    let rule = Rect(x: frame.minX + pad, y: frame.minY + TuningCardLayout.titleHeight - 4, width: frame.width - 2 * pad, height: 1 / s)
    if let cut = rule.pixelRect(scale: s).intersection(clip) { renderer.fill(cut, color: RGBA(hex: 0xE4E4E8)) }

    for (i, row) in rows.enumerated() where layout.isShown(i) {
      let band = layout.row(i)
      let focused = i == focus
      if focused {
        try roundedRect(Rect(x: band.minX + 8, y: band.minY + 1, width: band.width - 16, height: band.height - 2), radius: 8, color: Self.highlight, scale: s)
      }
      // Label and read-out.
      let labelColor = focused ? Palette.accent : Palette.textPrimary
      let labelY = row.readout == nil ? band.midY - 9 : band.midY - 15
      try labels.text(
        row.label, frame.minX + pad, labelY, size: 13, weight: focused ? .semibold : .regular, color: labelColor,
        maxWidth: TuningCardLayout.labelWidth, clip: clip, scale: s)
      if let readout = row.readout {
        try labels.text(
          readout, frame.minX + pad, band.midY - 1, size: 11, color: Palette.textSecondary, maxWidth: TuningCardLayout.labelWidth,
          clip: clip, scale: s)
      }
      // Control.
      switch row.control {
      case .toggle(let on): try drawSwitch(layout.toggle(i), on: on, scale: s)
      case .segments(let names, let selected): try drawSegments(layout.segments(i), names: names, selected: selected, clip: clip, scale: s)
      case .track(let fraction): try drawTrack(layout.track(i), fraction: fraction, focused: focused, scale: s)
      case .swatch(let color, let entry, let valid):
        try drawSwatch(layout.track(i), row: band, color: color, entry: entry, valid: valid, clip: clip, scale: s)
      }
      if case .segments = row.control { continue }  // the segments name the value
      // Value, right-aligned.
      let valueStyle = TextStyle(size: 13, weight: .regular, color: Palette.textPrimary)
      let w = min(TuningCardLayout.valueWidth, try labels.measure(row.valueText, style: valueStyle, scale: s).width)
      try labels.text(
        row.valueText, frame.maxX - pad - w, band.midY - 9, size: 13, maxWidth: TuningCardLayout.valueWidth, clip: clip, scale: s)
    }
    if layout.visibleRows < layout.rowCount, layout.rowCount > 0 {
      // Which part of the rows is shown: a thin bar at the card's right edge.
      let top = frame.minY + TuningCardLayout.titleHeight, h = Double(layout.visibleRows) * layout.rowHeight
      let bar = Rect(
        x: frame.maxX - 5, y: top + h * Double(layout.firstRow) / Double(layout.rowCount), width: 3,
        height: h * Double(layout.visibleRows) / Double(layout.rowCount))
      try roundedRect(bar, radius: 1.5, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), scale: s)
    }
    try labels.text(
      footer, frame.minX + pad, frame.maxY - TuningCardLayout.footerHeight + 4,
      size: 11, color: Palette.textSecondary, maxWidth: frame.width - 2 * pad, clip: clip, scale: s)
  }

  // MARK: - Parts

  /// A segmented control in `r`: a grey capsule, the selected segment white with its name in
  /// semibold, the others' names in grey, each centred in its segment.
  private func drawSegments(_ r: Rect, names: [String], selected: Int, clip: PixelRect, scale s: Double) throws {
    guard !names.isEmpty, r.width > 0 else { return }
    try roundedRect(r, radius: 7, color: Color(hex: 0xE6E6EB), scale: s)
    let w = r.width / Double(names.count)
    for (k, name) in names.enumerated() {
      let seg = Rect(x: r.minX + Double(k) * w, y: r.minY, width: w, height: r.height)
      let on = k == selected
      if on { try roundedRect(seg.inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)), radius: 5, color: .white, scale: s) }
      let style = TextStyle(size: 11, weight: on ? .semibold : .regular, color: on ? Palette.textPrimary : Palette.textSecondary)
      let tw = min(w - 4, try labels.measure(name, style: style, scale: s).width)
      try labels.text(
        name, seg.midX - tw / 2, seg.midY - 7, size: 11, weight: on ? .semibold : .regular,
        color: on ? Palette.textPrimary : Palette.textSecondary, maxWidth: w - 4, clip: clip, scale: s)
    }
  }

  /// A colour row: a swatch at the left of the track area; with an open entry, a text field
  /// beside it holding `#` and the typed digits (red while they are not a colour).
  private func drawSwatch(
    _ t: Rect, row band: Rect, color: Color, entry: String?, valid: Bool, clip: PixelRect, scale s: Double
  ) throws {
    let h = min(20.0, band.height - 8)
    let sw = Rect(x: t.minX, y: band.midY - h / 2, width: 36, height: h)
    let look = SurfaceAppearance(
      backgroundColor: color, cornerRadius: 5, shadows: [], border: .init(color: Color(hex: 0xC7C7CC), width: 1), showsGrabber: false)
    try panels.drawShape(sw, look: look, scale: s)
    guard let entry else { return }
    let field = Rect(x: sw.maxX + 8, y: band.midY - 12, width: max(0, t.maxX - sw.maxX - 8), height: 24)
    guard field.width >= 40 else { return }
    let ring = valid ? Palette.accent : Self.invalid
    let box = SurfaceAppearance(
      backgroundColor: .white, cornerRadius: 6, shadows: [], border: .init(color: ring, width: 1.5), showsGrabber: false)
    try panels.drawShape(field, look: box, scale: s)
    try labels.text(
      "#" + entry + "_", field.minX + 8, field.midY - 9, size: 13, weight: .semibold, color: valid ? Palette.textPrimary : Self.invalid,
      maxWidth: field.width - 12, clip: clip, scale: s)
  }

  private func drawTrack(_ t: Rect, fraction: Double, focused: Bool, scale s: Double) throws {
    guard t.width >= 8 else { return }
    try roundedRect(t, radius: 2, color: Self.trackOff, scale: s)
    let filled = Rect(x: t.minX, y: t.minY, width: t.width * fraction, height: t.height)
    if filled.width >= 4 { try roundedRect(filled, radius: 2, color: Palette.accent, scale: s) }
    let d = 16.0
    let knob = Rect(x: t.minX + t.width * fraction - d / 2, y: t.midY - d / 2, width: d, height: d)
    try circle(knob, color: .white, shadow: true, ring: focused, scale: s)
  }

  private func drawSwitch(_ r: Rect, on: Bool, scale s: Double) throws {
    try roundedRect(r, radius: r.height / 2, color: on ? Self.switchOn : Self.trackOff, scale: s)
    let d = r.height - 4
    let knob = Rect(x: on ? r.maxX - 2 - d : r.minX + 2, y: r.minY + 2, width: d, height: d)
    try circle(knob, color: .white, shadow: true, ring: false, scale: s)
  }

  private func circle(_ r: Rect, color: Color, shadow: Bool, ring: Bool, scale s: Double) throws {
    let shadows: [SurfaceAppearance.Shadow] =
      shadow
      ? [.init(color: .black, offset: Point(x: 0, y: 1), opacity: 0.25, radius: 2, spread: 0)] : []
    let border = ring ? SurfaceAppearance.Border(color: Palette.accent, width: 1.5) : SurfaceAppearance.Border(color: Color(hex: 0xD1D1D6), width: 0.5)
    let look = SurfaceAppearance(
      backgroundColor: color, cornerRadius: r.width / 2, shadows: shadows, border: border, showsGrabber: false)
    try panels.drawShape(r, look: look, scale: s)
  }

  private func roundedRect(_ r: Rect, radius: Double, color: Color, scale s: Double) throws {
    try panels.fillRoundedRect(r, radius: radius, color: color, scale: s)
  }
}
