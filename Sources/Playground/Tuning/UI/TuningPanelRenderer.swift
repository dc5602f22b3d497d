import FloatingPanel
import PanelRendering
import SDLKit

/// Draws the tuning panel (a ``TuningModel``) as a small floating card: white rounded surface with
/// a shadow (``PanelRenderer``), a title, and one row per field with its label, read-out, a track
/// with a knob (or a switch for on/off rows) and the value; the focused row is highlighted. Also
/// maps mouse points to rows and track fractions with the same layout.
///
/// ```swift
/// let tuning = try TuningPanelRenderer(renderer: renderer, panels: sceneRenderer.panels)
/// let frame = Rect(x: 16, y: 16, width: 360, height: 460)
/// // every frame, after the scene:
/// try tuning.draw(model, in: frame, scale: window.pixelScale)
/// // mouse down / drag (points):
/// if let hit = TuningPanelRenderer.hitTest(point, in: frame, rowCount: model.rows.count) {
///   config = model.setFraction(row: hit.row, fraction: hit.fraction)
/// }
/// ```
public final class TuningPanelRenderer {
  /// Where a point falls on the panel: the row, and the fraction (0…1, clamped) of that row's
  /// track (or switch) under the point's x.
  public struct Hit: Equatable, Sendable {
    /// Row index.
    public var row: Int
    /// Fraction of the track (0…1) at the point's x, clamped.
    public var fraction: Double
    /// Whether the point is on the track/switch itself (not the label or value text).
    public var isOnTrack: Bool
  }

  /// The geometry of the panel's parts in points, shared by drawing and hit testing.
  public struct Layout: Equatable, Sendable {
    /// The whole card.
    public var frame: Rect
    /// Number of rows.
    public var rowCount: Int

    static let padding = 16.0
    static let titleHeight = 44.0
    static let footerHeight = 26.0
    static let labelWidth = 122.0
    static let valueWidth = 74.0
    static let gap = 10.0
    static let switchSize = Size(width: 36, height: 20)

    /// The layout of a card at `frame` with `rowCount` rows.
    public init(frame: Rect, rowCount: Int) {
      self.frame = frame
      self.rowCount = max(0, rowCount)
    }

    /// Height of one row.
    public var rowHeight: Double {
      guard rowCount > 0 else { return 0 }
      return max(0, (frame.height - Self.titleHeight - Self.footerHeight) / Double(rowCount))
    }

    /// The band of row `i`.
    public func row(_ i: Int) -> Rect {
      Rect(x: frame.minX, y: frame.minY + Self.titleHeight + Double(i) * rowHeight, width: frame.width, height: rowHeight)
    }

    /// The slider track of row `i` (a thin horizontal band through the row's middle).
    public func track(_ i: Int) -> Rect {
      let r = row(i)
      let x0 = frame.minX + Self.padding + Self.labelWidth + Self.gap
      let x1 = frame.maxX - Self.padding - Self.valueWidth - Self.gap
      return Rect(x: x0, y: r.midY - 2, width: max(0, x1 - x0), height: 4)
    }

    /// The on/off switch of a discrete row `i`, at the left of the track area.
    public func toggle(_ i: Int) -> Rect {
      let t = track(i)
      return Rect(
        x: t.minX, y: row(i).midY - Self.switchSize.height / 2, width: Self.switchSize.width, height: Self.switchSize.height)
    }

    /// The row index at `y`, nil outside the rows.
    public func rowIndex(atY y: Double) -> Int? {
      let top = frame.minY + Self.titleHeight
      guard rowHeight > 0, y >= top else { return nil }
      let i = Int(((y - top) / rowHeight).rounded(.down))
      return i < rowCount ? i : nil
    }
  }

  /// The target.
  public let renderer: Renderer
  /// Chrome and rounded shapes.
  public let panels: PanelRenderer
  private let labels: TextRenderer

  /// The card's title.
  public var title = "Tuning — search panel"

  static let switchOn = Color(hex: 0x34C759)
  static let trackOff = Color(hex: 0xE1E1E6)
  static let highlight = Color(hex: 0xE9F2FF)

  /// Creates a renderer on `renderer`, sharing `panels`' baked chrome and `text`'s text cache
  /// when given.
  ///
  /// - Throws: `FontNotFoundError` (naming the package to install) when no font is installed.
  public init(
    renderer: Renderer, panels: PanelRenderer? = nil, text: TextRenderer? = nil, locator: FontLocator = FontLocator()
  ) throws {
    self.renderer = renderer
    self.panels = panels ?? PanelRenderer(renderer: renderer)
    self.labels = try text ?? TextRenderer(renderer: renderer, locator: locator)
  }

  /// Maps `point` (points) on a card at `frame` with `rowCount` rows to a row and a track
  /// fraction; nil outside the card or outside the rows (title, footer). For a drag that leaves
  /// the track, the fraction is clamped to 0…1.
  public static func hitTest(_ point: Point, in frame: Rect, rowCount: Int) -> Hit? {
    let layout = Layout(frame: frame, rowCount: rowCount)
    guard point.x >= frame.minX, point.x < frame.maxX, let i = layout.rowIndex(atY: point.y) else { return nil }
    let t = layout.track(i)
    let fraction = t.width > 0 ? min(1, max(0, (point.x - t.minX) / t.width)) : 0
    let onTrack = point.x >= t.minX - 8 && point.x <= t.maxX + 8
    return Hit(row: i, fraction: fraction, isOnTrack: onTrack)
  }

  /// Draws `model` as a card at `frame` (points), `scale` pixels per point. Does not present.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  public func draw(_ model: TuningModel, in frame: Rect, scale s: Double = 1) throws {
    guard frame.width >= 120, frame.height >= 80 else { return }
    try panels.drawCard(frame, scale: s)
    let clip = frame.pixelRect(scale: s)
    let layout = Layout(frame: frame, rowCount: model.rows.count)
    let pad = Layout.padding
    try labels.text(title, frame.minX + pad, frame.minY + 13, size: 15, weight: .semibold, maxWidth: frame.width - 2 * pad, clip: clip, scale: s)
    let rule = Rect(x: frame.minX + pad, y: frame.minY + Layout.titleHeight - 4, width: frame.width - 2 * pad, height: 1 / s)
    if let cut = rule.pixelRect(scale: s).intersection(clip) { renderer.fill(cut, color: RGBA(hex: 0xE4E4E8)) }

    for (i, row) in model.rows.enumerated() {
      let band = layout.row(i)
      let focused = i == model.focus
      if focused {
        try roundedRect(Rect(x: band.minX + 8, y: band.minY + 1, width: band.width - 16, height: band.height - 2), radius: 8, color: Self.highlight, scale: s)
      }
      // Label and read-out.
      let labelColor = focused ? Palette.accent : Palette.textPrimary
      let labelY = row.readout == nil ? band.midY - 9 : band.midY - 15
      try labels.text(
        row.slider.label, frame.minX + pad, labelY, size: 13, weight: focused ? .semibold : .regular, color: labelColor,
        maxWidth: Layout.labelWidth, clip: clip, scale: s)
      if let readout = row.readout {
        try labels.text(
          readout, frame.minX + pad, band.midY + 1, size: 11, color: Palette.textSecondary, maxWidth: Layout.labelWidth,
          clip: clip, scale: s)
      }
      // Control.
      if row.isDiscrete {
        try drawSwitch(layout.toggle(i), on: row.slider.value >= 0.5, scale: s)
      } else {
        try drawTrack(layout.track(i), fraction: row.slider.fraction, focused: focused, scale: s)
      }
      // Value, right-aligned.
      let valueStyle = TextStyle(size: 13, weight: .regular, color: Palette.textPrimary)
      let w = min(Layout.valueWidth, try labels.measure(row.valueText, style: valueStyle, scale: s).width)
      try labels.text(
        row.valueText, frame.maxX - pad - w, band.midY - 9, size: 13, maxWidth: Layout.valueWidth, clip: clip, scale: s)
    }
    try labels.text(
      "↑↓ select · ←→ adjust · Shift fine · drag a track", frame.minX + pad, frame.maxY - Layout.footerHeight + 4,
      size: 11, color: Palette.textSecondary, maxWidth: frame.width - 2 * pad, clip: clip, scale: s)
  }

  // MARK: - Parts

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
