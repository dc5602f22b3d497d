import FloatingPanel

/// Where the tuning card and the motion-plot card go in a window of a given size, in points.
///
/// The cards sit in a column on the side away from the panels' edge: the right side, or the left
/// when the panels are on the right. They start below the HUD (which shares that corner) or at the
/// top when the HUD is at the bottom (panels on the top edge). The plot goes beside the tuning card
/// when the window is wide enough for both. In a narrow window the tuning card uses compact rows
/// and the plot goes below it only if that still leaves ``freeFraction`` of the window's height
/// uncovered for dragging the panels; otherwise it is not shown.
///
/// ```swift
/// let layout = TuningOverlayLayout(size: Size(width: 1280, height: 800), edge: .bottom, rowCount: 12)
/// layout.tuning   // (908, 104, 360 × 502)
/// layout.plot     // (536, 104, 360 × 260)
/// ```
public struct TuningOverlayLayout: Equatable, Sendable {
  /// The tuning card.
  public var tuning: Rect
  /// The motion-plot card, nil when the window has no room for it.
  public var plot: Rect?

  /// Gap between the cards and the window's edges.
  public static let margin = 12.0
  /// Width of each card.
  public static let cardWidth = 360.0
  /// Height of one slider row (compact: in a window too narrow for both cards side by side).
  public static let rowHeight = 36.0, compactRowHeight = 30.0
  /// The part of a narrow window's height the cards leave uncovered.
  public static let freeFraction = 0.35
  /// Where the column starts under the HUD.
  public static let belowHUD = 104.0
  /// Preferred and smallest height of the plot card.
  public static let plotHeight = 260.0, minimumPlotHeight = 200.0

  /// The layout for a window of `size` whose search and detail panels are on `edge`, with a
  /// tuning card of `rowCount` rows.
  public init(size: Size, edge: FloatingPanelPosition, rowCount: Int) {
    let m = Self.margin
    let w = max(0, min(Self.cardWidth, size.width - 2 * m))
    let top = edge == .top ? m : Self.belowHUD
    let wide = size.width >= 2 * w + 3 * m
    let preferred = TuningPanelRenderer.Layout.titleHeight + TuningPanelRenderer.Layout.footerHeight
      + Double(rowCount) * (wide ? Self.rowHeight : Self.compactRowHeight)
    let h = max(0, min(preferred, size.height - top - m))
    let onLeft = edge == .right
    let x = onLeft ? m : size.width - m - w
    tuning = Rect(x: x, y: top, width: w, height: h)
    if wide {
      let px = onLeft ? x + w + m : x - m - w
      plot = Rect(x: px, y: top, width: w, height: min(Self.plotHeight, size.height - top - m))
    } else {
      let room = size.height * (1 - Self.freeFraction) - tuning.maxY - m
      plot = room >= Self.minimumPlotHeight
        ? Rect(x: x, y: tuning.maxY + m, width: w, height: min(Self.plotHeight, room)) : nil
    }
  }

  /// Whether `point` falls on one of the cards.
  public func contains(_ point: Point) -> Bool {
    tuning.contains(point) || (plot?.contains(point) ?? false)
  }
}
