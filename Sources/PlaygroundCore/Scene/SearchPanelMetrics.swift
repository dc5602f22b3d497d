import FloatingPanel

/// Where the search panel's parts are on screen for the panel's current frame, in points: the
/// search field, the list viewport, the rows and the clip rectangle. The renderer draws from it
/// and the scene hit-tests taps and wheel scrolls with it, so both always agree.
///
/// Top and bottom panels lay their content out on the whole surface (FloatingPanel's static
/// content mode: the surface is as long as at the most expanded state and slides). Left and right
/// panels lay it out in the *visible* part of the surface, so a half-open sidebar still shows
/// whole icons and names (truncated) rather than their far halves.
package struct SearchPanelMetrics: Equatable, Sendable {
  /// From the moving edge to the top of the list (grabber band + search field), in points.
  package static let headerLength = 64.0
  /// Height of one place row, in points.
  package static let rowHeight = 60.0
  /// Space after the last row, in points.
  package static let listEndPadding = 8.0

  /// The panel's edge.
  package var position: FloatingPanelPosition
  /// The surface rectangle.
  package var surface: Rect
  /// The part of the surface inside the window: everything the panel draws is cut to it.
  package var clip: Rect
  /// Left and right ends of the content (text, field, separators).
  package var contentMinX: Double, contentMaxX: Double
  /// The search field.
  package var searchField: Rect
  /// The list viewport: rows scroll inside it and are cut to it.
  package var list: Rect
  /// Whether rows are laid out from the bottom (top panels: the first row sits next to the field).
  package var reversed: Bool

  /// Total list content length for `count` rows.
  package static func contentLength(rows count: Int) -> Double {
    Double(count) * rowHeight + listEndPadding
  }

  /// Computes the metrics of `panel` in a window of `containerSize`.
  package init(panel: FloatingPanelController, containerSize: Size) {
    let f = panel.surfaceFrame
    let bounds = Rect(origin: .zero, size: containerSize)
    let visible = f.intersection(bounds) ?? Rect(x: f.minX, y: f.minY, width: 0, height: 0)
    position = panel.position
    surface = f
    reversed = position == .top
    let header = Self.headerLength
    switch position {
    case .bottom, .top:
      clip = visible
      contentMinX = f.minX + 16
      contentMaxX = f.maxX - 16
      let most = panel.resolvedLayout.location(of: panel.resolvedLayout.mostExpandedState) ?? 0
      if position == .bottom {
        let fixed = containerSize.height - panel.containerMargins.bottom
        let viewport = max(0, fixed - most - header)
        searchField = Rect(x: contentMinX, y: f.minY + 16, width: contentMaxX - contentMinX, height: 36)
        list = Rect(x: f.minX, y: f.minY + header, width: f.width, height: viewport)
      } else {
        let viewport = max(0, most - panel.containerMargins.top - header)
        searchField = Rect(x: contentMinX, y: f.maxY - 52, width: contentMaxX - contentMinX, height: 36)
        list = Rect(x: f.minX, y: f.maxY - header - viewport, width: f.width, height: viewport)
      }
    case .left, .right:
      let band = FloatingPanelController.grabberBandLength - 16
      clip =
        position == .left
        ? Rect(x: visible.minX, y: visible.minY, width: max(0, visible.width - band), height: visible.height)
        : Rect(x: visible.minX + band, y: visible.minY, width: max(0, visible.width - band), height: visible.height)
      contentMinX = clip.minX + 16
      contentMaxX = max(contentMinX, clip.maxX - 16)
      searchField = Rect(x: contentMinX, y: visible.minY + 16, width: contentMaxX - contentMinX, height: 36)
      list = Rect(x: clip.minX, y: visible.minY + header, width: clip.width, height: max(0, visible.height - header))
    }
  }

  /// The viewport length the list scrolls in (the engine's or the sidebar's ``ScrollModel``).
  package var viewportLength: Double { list.height }

  /// The top of row `index` for a scroll `offset`, with `count` rows.
  package func rowTop(_ index: Int, offset: Double, count: Int) -> Double {
    if reversed {
      return list.minY + Self.contentLength(rows: count) - Double(index + 1) * Self.rowHeight - offset
    }
    return list.minY + Double(index) * Self.rowHeight - offset
  }

  /// The rows at least partly inside the visible list.
  package func visibleRows(offset: Double, count: Int) -> [Int] {
    guard count > 0, let area = list.intersection(clip) else { return [] }
    return (0..<count).filter {
      let top = rowTop($0, offset: offset, count: count)
      return top + Self.rowHeight > area.minY && top < area.maxY
    }
  }

  /// The row under `point`, if the point is on a visible row.
  package func row(at point: Point, offset: Double, count: Int) -> Int? {
    guard let area = list.intersection(clip), area.contains(point), point.x >= contentMinX - 16, point.x <= contentMaxX + 16
    else { return nil }
    return visibleRows(offset: offset, count: count).first {
      let top = rowTop($0, offset: offset, count: count)
      return point.y >= top && point.y < top + Self.rowHeight
    }
  }
}
