import FloatingPanel
import PlaygroundCore

/// Where the tuning card and the motion-plot card go in a window of a given size, in points.
///
/// The cards sit in a column on the side away from the panels' edge: the right side, or the left
/// when the panels are on the right. A card whose column meets the HUD's reserved frame starts
/// below it (HUD at the top) or ends above it (HUD at the bottom); side by side, both cards do
/// when the HUD meets either, so neither moves when the HUD grows. The plot goes beside the tuning card
/// when the window is wide enough for both.
///
/// Both cards are shown side by side only when they fit beside the panels' column (the floating
/// card or the sidebar, 383 pt). Otherwise the window is *narrow* and shows one card at a time:
/// the tuning card or — the second S — the plot (``plotPage``). It goes beside the panels when
/// it fits there (1024 × 640), else (a phone in portrait) in the half of the window the panels
/// leave free at their half state (the top half, or the bottom half for top panels), so the
/// card never covers the panel it tunes (a phone-wide sidebar: the bottom half, away from its
/// search field), and below (or above) a panel's grabber and search field that reach into that
/// half, as a bottom sheet's at full. A tuning card too short for every row shows as many
/// compact rows as fit around the focused one (``firstRow``, ``visibleRows``).
///
/// ```swift
/// let hud = Rect(x: 1000, y: 12, width: 268, height: 80)
/// let layout = TuningOverlayLayout(size: Size(width: 1280, height: 800), edge: .bottom, rowCount: 12, avoiding: hud)
/// layout.tuning   // (868, 100, 400 × 502)
/// layout.plot     // (456, 100, 400 × 260): below the HUD too
/// ```
package struct TuningOverlayLayout: Equatable, Sendable {
  /// The tuning card.
  package var tuning: Rect
  /// The motion-plot card, nil when it is not shown.
  package var plot: Rect?
  /// The first tuning row shown (a short card shows a window of rows around the focus).
  package var firstRow = 0
  /// How many tuning rows are shown.
  package var visibleRows: Int
  /// Whether the window is narrow: one card at a time.
  package var isNarrow: Bool

  /// Gap between the cards and the window's edges.
  package static let margin = 12.0
  /// Width of each card.
  package static let cardWidth = 400.0
  /// Height of one slider row (compact: in a window too narrow for both cards side by side).
  package static let rowHeight = 36.0, compactRowHeight = 30.0
  /// The part of a narrow window's height the card may use (the panels' half state leaves it free).
  package static let narrowFraction = 0.5
  /// Gap between the HUD and a card.
  package static let hudGap = 8.0
  /// Preferred and smallest height of the plot card.
  package static let plotHeight = 260.0, minimumPlotHeight = 200.0

  /// The width the panels keep at their side of a window of `size` with panels on `edge`: the
  /// floating card or the sidebar and its inset (0 for an edge-to-edge sheet).
  static func panelColumn(_ size: Size, edge: FloatingPanelPosition) -> Double {
    edge.isVertical && !OrientationRule.usesFloatingCard(size) ? 0 : SceneLayouts.sideWidth + SceneLayouts.floatingInset
  }

  /// Whether a window of `size` with panels on `edge` shows one card at a time.
  package static func isNarrow(_ size: Size, edge: FloatingPanelPosition) -> Bool {
    let w = max(0, min(cardWidth, size.width - 2 * margin))
    return size.width < 2 * w + 3 * margin + panelColumn(size, edge: edge)
  }

  /// The layout for a window of `size` whose search and detail panels are on `edge`, with a
  /// tuning card of `rowCount` rows whose row `focus` is focused, keeping clear of the HUD's
  /// frame `hud` (nil: no HUD). In a narrow window `plotPage` shows the plot instead of the
  /// tuning card.
  /// `headers` are the panels' grabber bands and search fields where they rest: a phone's card
  /// (in the half the panels leave free) starts below one that reaches into that half (a bottom
  /// sheet at full) or ends above it.
  package init(
    size: Size, edge: FloatingPanelPosition, rowCount: Int, avoiding hud: Rect? = nil, focus: Int = 0, plotPage: Bool = false,
    headers: [Rect] = []
  ) {
    let m = Self.margin
    let w = max(0, min(Self.cardWidth, size.width - 2 * m))
    let wide = !Self.isNarrow(size, edge: edge)
    isNarrow = !wide
    let besidePanels = size.width >= w + 2 * m + Self.panelColumn(size, edge: edge) && Self.panelColumn(size, edge: edge) > 0
    visibleRows = max(0, rowCount)
    let onLeft = edge == .right
    let x = onLeft ? m : size.width - m - w
    /// The free band (top, bottom) of the column at `cx`; in a wide window, of both columns when
    /// the HUD meets either, so the plot does not move when the HUD grows wider.
    func band(_ cx: Double) -> (Double, Double) {
      let px = onLeft ? x + w + m : x - m - w
      let (lo, hi) = wide ? (min(x, px), max(x, px) + w) : (cx, cx + w)
      guard let hud, hud.maxX > lo, hud.minX < hi else { return (m, size.height - m) }
      return hud.midY < size.height / 2 ? (hud.maxY + Self.hudGap, size.height - m) : (m, hud.minY - Self.hudGap)
    }
    var (top, bottom) = band(x)
    let chrome = TuningCardLayout.titleHeight + TuningCardLayout.footerHeight
    if wide {
      let preferred = chrome + Double(rowCount) * Self.rowHeight
      tuning = Rect(x: x, y: top, width: w, height: max(0, min(preferred, bottom - top)))
      let px = onLeft ? x + w + m : x - m - w
      let (ptop, pbottom) = band(px)
      plot = Rect(x: px, y: ptop, width: w, height: max(0, min(Self.plotHeight, pbottom - ptop)))
      return
    }
    // One card: beside the panels, or in the half they leave free; of the parts of that slot
    // above and below the HUD, the taller.
    var slot = (top: m, bottom: size.height - m)
    if !besidePanels {
      let half = size.height * Self.narrowFraction
      // Bottom panels leave the top half free; top panels the bottom half; a sidebar covers the
      // width, so the card covers the far end of its list, not its search field.
      if edge == .bottom { slot.bottom = half - m } else { slot.top = size.height - half + m }
      for h in headers where h.maxX > x && h.minX < x + w && h.maxY > slot.top && h.minY < slot.bottom {
        if h.midY < (slot.top + slot.bottom) / 2 { slot.top = h.maxY + m } else { slot.bottom = h.minY - m }
      }
    }
    (top, bottom) = slot
    if let hud, hud.maxX > x, hud.minX < x + w, hud.maxY > slot.top, hud.minY < slot.bottom {
      let above = (slot.top, min(slot.bottom, hud.minY - Self.hudGap))
      let below = (max(slot.top, hud.maxY + Self.hudGap), slot.bottom)
      (top, bottom) = above.1 - above.0 >= below.1 - below.0 ? above : below
    }
    let room = max(0, bottom - top)
    if plotPage {
      tuning = Rect(x: x, y: top, width: w, height: 0)
      plot = Rect(x: x, y: top, width: w, height: min(Self.plotHeight, room))
      visibleRows = 0
      return
    }
    let roomy = chrome + Double(rowCount) * Self.rowHeight <= room
    let rowHeight = roomy ? Self.rowHeight : Self.compactRowHeight
    let fit = Int(((room - chrome) / rowHeight).rounded(.down))
    visibleRows = min(max(0, rowCount), max(1, fit))
    firstRow = min(max(0, focus - (visibleRows - 1) / 2), max(0, rowCount - visibleRows))
    tuning = Rect(x: x, y: top, width: w, height: chrome + Double(visibleRows) * rowHeight)
    plot = nil
  }

  /// The tuning card's parts for a model of `rowCount` rows (the shown window of them).
  package func card(rowCount: Int) -> TuningCardLayout {
    TuningCardLayout(frame: tuning, rowCount: rowCount, firstRow: firstRow, visibleRows: isNarrow ? visibleRows : nil)
  }

  /// The frames of the cards that are shown (the tuning card, and the plot when it fits).
  package var cardFrames: [Rect] {
    (tuning.height > 0 ? [tuning] : []) + (plot.map { [$0] } ?? [])
  }

  /// Whether `point` falls on one of the cards.
  package func contains(_ point: Point) -> Bool {
    (tuning.height > 0 && tuning.contains(point)) || (plot?.contains(point) ?? false)
  }
}
