import FloatingPanel

/// Where the search panel's parts are on screen for the panel's current frame, in points: the
/// search field, the list viewport, the rows and the clip rectangle. The renderer draws from it
/// and the scene hit-tests taps and wheel scrolls with it, so both always agree.
///
/// Bottom panels lay their content out on the whole surface (FloatingPanel's static content mode:
/// the surface is as long as at the most expanded state and slides). Top panels lay it out like a
/// pull-down, from the top of the *visible* part: the search field first, then the list reading
/// top-down (nearest place first), and the grabber at the moving edge below them; the list
/// viewport is as long as at the most expanded state and the moving edge cuts it. Left and right
/// panels lay it out in the visible part too, so a half-open sidebar still shows whole icons and
/// names (truncated) rather than their far halves; a sidebar at tip (narrower than
/// ``compactWidth``) centres its icons and shows the search field as a round search button.
package struct SearchPanelMetrics: Equatable, Sendable {
  /// From the moving edge to the top of the list (grabber band + search field), in points.
  package static let headerLength = 64.0
  /// Height of one place row, in points.
  package static let rowHeight = 60.0
  /// Space after the last row, in points.
  package static let listEndPadding = 8.0
  /// Band kept free for the grabber at a top panel's moving edge, in points.
  package static let topGrabberBand = 16.0
  /// Below this content width a sidebar is compact: icons centred, a round search button.
  package static let compactWidth = 120.0

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
  /// Whether the panel is a narrow sidebar strip (tip): icons centred, a search button.
  package var isCompact: Bool

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
    isCompact = false
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
        let top = max(visible.minY, f.minY)
        let viewport = max(0, most - panel.containerMargins.top - header - Self.topGrabberBand)
        clip = Rect(x: visible.minX, y: visible.minY, width: visible.width, height: max(0, visible.height - Self.topGrabberBand))
        searchField = Rect(x: contentMinX, y: top + 16, width: contentMaxX - contentMinX, height: 36)
        list = Rect(x: f.minX, y: top + header, width: f.width, height: viewport)
      }
    case .left, .right:
      let band = FloatingPanelController.grabberBandLength - 16
      clip =
        position == .left
        ? Rect(x: visible.minX, y: visible.minY, width: max(0, visible.width - band), height: visible.height)
        : Rect(x: visible.minX + band, y: visible.minY, width: max(0, visible.width - band), height: visible.height)
      contentMinX = clip.minX + 16
      contentMaxX = max(contentMinX, clip.maxX - 16)
      isCompact = clip.width < Self.compactWidth
      if isCompact {
        // A strip: the icons (32 pt) centred in it, the field as a 36-pt round search button.
        contentMinX = clip.midX - 16
        contentMaxX = max(contentMinX, clip.maxX - 4)
        searchField = Rect(x: clip.midX - 18, y: visible.minY + 16, width: 36, height: 36)
      } else {
        searchField = Rect(x: contentMinX, y: visible.minY + 16, width: contentMaxX - contentMinX, height: 36)
      }
      list = Rect(x: clip.minX, y: visible.minY + header, width: clip.width, height: max(0, visible.height - header))
    }
  }

  /// The viewport length the list scrolls in (the engine's or the sidebar's ``ScrollModel``).
  package var viewportLength: Double { list.height }

  /// The top of row `index` for a scroll `offset`, with `count` rows.
  package func rowTop(_ index: Int, offset: Double, count: Int) -> Double {
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

  /// The scroll indicator for a scroll `offset` with `count` rows: a 3-pt bar at the list's
  /// trailing edge whose length is the visible share of the content (at least 36 pt) and whose
  /// position follows the offset; nil when everything fits or the list is not visible.
  package func scrollIndicator(offset: Double, count: Int) -> Rect? {
    scrollIndicator(offset: offset, contentLength: Self.contentLength(rows: count))
  }

  /// The scroll indicator for a list of `content` points (a host program's) at `offset`.
  package func scrollIndicator(offset: Double, contentLength content: Double) -> Rect? {
    guard let area = list.intersection(clip), area.height >= 40 else { return nil }
    let viewport = list.height
    guard content > viewport, viewport > 0 else { return nil }
    let inset = 3.0
    let track = area.height - 2 * inset
    let length = max(36, min(track, track * area.height / content))
    let maxOffset = content - viewport
    let f = min(1, max(0, offset / maxOffset))
    let x = (isCompact ? clip.maxX : min(clip.maxX, surface.maxX)) - 3 - inset
    return Rect(x: x, y: area.minY + inset + f * (track - length), width: 3, height: length)
  }
}
