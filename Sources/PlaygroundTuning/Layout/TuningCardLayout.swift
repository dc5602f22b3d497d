import FloatingPanel
import PlaygroundCore

/// The geometry of the tuning card's parts in points, part of the frame's ``FrameLayout`` and
/// shared by drawing (`TuningPanelRenderer` in PlaygroundUI) and hit-testing (``TuningSession``),
/// so both always agree: a title band, one
/// band per row with a slider track (or an on/off switch) between the label and the value, and a
/// footer with the key hints. A short card shows a window of ``visibleRows`` rows from
/// ``firstRow`` (row indices stay those of the model; rows outside the window have no band).
///
/// ```swift
/// let card = TuningCardLayout(frame: Rect(x: 16, y: 16, width: 360, height: 502), rowCount: 12)
/// card.track(0)                                          // the response-time slider
/// TuningCardLayout.hitTest(point, in: card.frame, rowCount: 12)?.fraction
/// ```
package struct TuningCardLayout: Equatable, Sendable {
  /// Where a point falls on the card: the row, and the fraction (0…1, clamped) of that row's
  /// track (or switch) under the point's x.
  package struct Hit: Equatable, Sendable {
    /// Row index.
    package var row: Int
    /// Fraction of the track (0…1) at the point's x, clamped.
    package var fraction: Double
    /// Whether the point is on the track/switch itself (not the label or value text).
    package var isOnTrack: Bool
    /// The point's x, in window points (a choice row's segment: ``segment(at:count:)``).
    package var x = 0.0
  }

  /// The whole card.
  package var frame: Rect
  /// Number of rows.
  package var rowCount: Int
  /// The first row shown.
  package var firstRow: Int
  /// How many rows are shown (all of them unless the card is short).
  package var visibleRows: Int

  /// Inner padding of the card.
  package static let padding = 16.0
  /// Height of the title band.
  package static let titleHeight = 44.0
  /// Height of the footer (key hints).
  package static let footerHeight = 26.0
  /// Width of the label column.
  package static let labelWidth = 122.0
  /// Width of the value column.
  package static let valueWidth = 74.0
  /// Gap between the columns.
  package static let gap = 10.0
  /// Size of an on/off switch.
  package static let switchSize = Size(width: 36, height: 20)

  /// The layout of a card at `frame` with `rowCount` rows, showing `visibleRows` of them (nil:
  /// all) from `firstRow`.
  package init(frame: Rect, rowCount: Int, firstRow: Int = 0, visibleRows: Int? = nil) {
    self.frame = frame
    self.rowCount = max(0, rowCount)
    self.visibleRows = min(self.rowCount, max(0, visibleRows ?? self.rowCount))
    self.firstRow = min(max(0, firstRow), self.rowCount - self.visibleRows)
  }

  /// Height of one row.
  package var rowHeight: Double {
    guard visibleRows > 0 else { return 0 }
    return max(0, (frame.height - Self.titleHeight - Self.footerHeight) / Double(visibleRows))
  }

  /// Whether row `i` is in the shown window.
  package func isShown(_ i: Int) -> Bool { i >= firstRow && i < firstRow + visibleRows }

  /// The band of row `i` (outside the card for a row that is not shown).
  package func row(_ i: Int) -> Rect {
    Rect(
      x: frame.minX, y: frame.minY + Self.titleHeight + Double(i - firstRow) * rowHeight, width: frame.width,
      height: rowHeight)
  }

  /// The slider track of row `i` (a thin horizontal band through the row's middle).
  package func track(_ i: Int) -> Rect {
    let r = row(i)
    let x0 = frame.minX + Self.padding + Self.labelWidth + Self.gap
    let x1 = frame.maxX - Self.padding - Self.valueWidth - Self.gap
    return Rect(x: x0, y: r.midY - 2, width: max(0, x1 - x0), height: 4)
  }

  /// The on/off switch of a discrete row `i`, at the left of the track area.
  /// The segmented control of row `i` (a choice): from the track's start to the card's padding
  /// (it names the value itself, so the row has no value text), 22 pt high; segment `k` of `n` is
  /// its `k`-th `n`-th, and a press there picks it (``segment(at:row:count:)``).
  package func segments(_ i: Int) -> Rect {
    let t = track(i)
    return Rect(x: t.minX, y: row(i).midY - 11, width: max(0, frame.maxX - Self.padding - t.minX), height: 22)
  }

  /// The segment of `count` at `hit` on a choice row's control; nil off it.
  package func segment(at hit: Hit, count: Int) -> Int? {
    let s = segments(hit.row)
    guard count > 0, s.width > 0, hit.x >= s.minX, hit.x < s.maxX else { return nil }
    return min(count - 1, Int((hit.x - s.minX) / s.width * Double(count)))
  }

  package func toggle(_ i: Int) -> Rect {
    let t = track(i)
    return Rect(
      x: t.minX, y: row(i).midY - Self.switchSize.height / 2, width: Self.switchSize.width, height: Self.switchSize.height)
  }

  /// The row index at `y`, nil outside the rows.
  package func rowIndex(atY y: Double) -> Int? {
    let top = frame.minY + Self.titleHeight
    guard rowHeight > 0, y >= top else { return nil }
    let i = firstRow + Int(((y - top) / rowHeight).rounded(.down))
    return i < firstRow + visibleRows ? i : nil
  }

  /// Maps `point` (points) on a card at `frame` with `rowCount` rows to a row and a track
  /// fraction; nil outside the card or outside the rows (title, footer). For a drag that leaves
  /// the track, the fraction is clamped to 0…1.
  package static func hitTest(_ point: Point, in frame: Rect, rowCount: Int) -> Hit? {
    TuningCardLayout(frame: frame, rowCount: rowCount).hit(point)
  }

  /// ``hitTest(_:in:rowCount:)`` on this layout (its shown rows).
  package func hit(_ point: Point) -> Hit? {
    guard point.x >= frame.minX, point.x < frame.maxX, let i = rowIndex(atY: point.y) else { return nil }
    let t = track(i)
    let fraction = t.width > 0 ? min(1, max(0, (point.x - t.minX) / t.width)) : 0
    let onTrack = point.x >= t.minX - 8 && point.x <= t.maxX + 8
    return Hit(row: i, fraction: fraction, isOnTrack: onTrack, x: point.x)
  }
}
