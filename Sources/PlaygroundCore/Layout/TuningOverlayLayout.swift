import FloatingPanel

/// Where the tuning card and the motion-plot card go in a window of a given size, in points.
///
/// The cards sit in a column on the side away from the panels' edge: the right side, or the left
/// when the panels are on the right. A card whose column meets the HUD starts below it (HUD at the
/// top) or ends above it (HUD at the bottom). The plot goes beside the tuning card
/// when the window is wide enough for both. In a narrow window the tuning card uses compact rows
/// and the plot goes below it only if that still leaves ``freeFraction`` of the window's height
/// uncovered for dragging the panels; otherwise it is not shown.
///
/// ```swift
/// let hud = Rect(x: 1000, y: 12, width: 268, height: 80)
/// let layout = TuningOverlayLayout(size: Size(width: 1280, height: 800), edge: .bottom, rowCount: 12, avoiding: hud)
/// layout.tuning   // (908, 100, 360 × 502)
/// layout.plot     // (536, 12, 360 × 260)
/// ```
package struct TuningOverlayLayout: Equatable, Sendable {
  /// The tuning card.
  package var tuning: Rect
  /// The motion-plot card, nil when the window has no room for it.
  package var plot: Rect?

  /// Gap between the cards and the window's edges.
  package static let margin = 12.0
  /// Width of each card.
  package static let cardWidth = 360.0
  /// Height of one slider row (compact: in a window too narrow for both cards side by side).
  package static let rowHeight = 36.0, compactRowHeight = 30.0
  /// The part of a narrow window's height the cards leave uncovered.
  package static let freeFraction = 0.35
  /// Gap between the HUD and a card.
  package static let hudGap = 8.0
  /// Preferred and smallest height of the plot card.
  package static let plotHeight = 260.0, minimumPlotHeight = 200.0

  /// The layout for a window of `size` whose search and detail panels are on `edge`, with a
  /// tuning card of `rowCount` rows, keeping clear of the HUD's frame `hud` (nil: no HUD).
  package init(size: Size, edge: FloatingPanelPosition, rowCount: Int, avoiding hud: Rect? = nil) {
    let m = Self.margin
    let w = max(0, min(Self.cardWidth, size.width - 2 * m))
    let wide = size.width >= 2 * w + 3 * m
    let onLeft = edge == .right
    let x = onLeft ? m : size.width - m - w
    /// The free band (top, bottom) of the column at `cx`.
    func band(_ cx: Double) -> (Double, Double) {
      guard let hud, hud.maxX > cx, hud.minX < cx + w else { return (m, size.height - m) }
      return hud.midY < size.height / 2 ? (hud.maxY + Self.hudGap, size.height - m) : (m, hud.minY - Self.hudGap)
    }
    let (top, bottom) = band(x)
    let preferred = TuningCardLayout.titleHeight + TuningCardLayout.footerHeight
      + Double(rowCount) * (wide ? Self.rowHeight : Self.compactRowHeight)
    tuning = Rect(x: x, y: top, width: w, height: max(0, min(preferred, bottom - top)))
    if wide {
      let px = onLeft ? x + w + m : x - m - w
      let (ptop, pbottom) = band(px)
      plot = Rect(x: px, y: ptop, width: w, height: max(0, min(Self.plotHeight, pbottom - ptop)))
    } else {
      let room = min(bottom, size.height * (1 - Self.freeFraction)) - tuning.maxY - m
      plot = room >= Self.minimumPlotHeight
        ? Rect(x: x, y: tuning.maxY + m, width: w, height: min(Self.plotHeight, room)) : nil
    }
  }

  /// Whether `point` falls on one of the cards.
  package func contains(_ point: Point) -> Bool {
    tuning.contains(point) || (plot?.contains(point) ?? false)
  }
}
