import FloatingPanel

/// Where the detail and modal panels' parts are, in points (the renderer draws them, the scene
/// hit-tests the close and action buttons with them).
package struct DetailPanelMetrics: Equatable, Sendable {
  /// Everything is cut to this (the visible part of the surface).
  package var clip: Rect
  /// Left and right ends of the content.
  package var contentMinX: Double, contentMaxX: Double
  /// Top of the content block (title line).
  package var top: Double
  /// The round close button (detail) — empty for the modal.
  package var closeButton: Rect
  /// The action buttons row (Directions, Call, Website) or the modal's Done button.
  package var buttons: [Rect]

  /// Height of the content block, in points.
  package static let blockHeight = 236.0

  /// Metrics of the detail panel.
  package init(detail panel: FloatingPanelController, containerSize: Size) {
    let f = panel.surfaceFrame
    let visible = f.intersection(Rect(origin: .zero, size: containerSize)) ?? Rect(x: f.minX, y: f.minY, width: 0, height: 0)
    clip = visible
    switch panel.position {
    case .bottom:
      contentMinX = f.minX + 16
      contentMaxX = f.maxX - 16
      top = f.minY + 20
    case .top:
      contentMinX = f.minX + 16
      contentMaxX = f.maxX - 16
      top = f.maxY - 28 - Self.blockHeight
    case .left:
      contentMinX = visible.minX + 16
      contentMaxX = max(contentMinX, visible.maxX - 36)
      top = visible.minY + 20
    case .right:
      contentMinX = visible.minX + 36
      contentMaxX = max(contentMinX, visible.maxX - 16)
      top = visible.minY + 20
    }
    closeButton = Rect(x: contentMaxX - 30, y: top, width: 30, height: 30)
    let gap = 8.0
    let w = max(0, (contentMaxX - contentMinX - 2 * gap) / 3)
    let x0 = contentMinX, y0 = top + 76
    buttons = (0..<3).map { Rect(x: x0 + Double($0) * (w + gap), y: y0, width: w, height: 52) }
  }

  /// Metrics of the modal panel: title, text and a full-width Done button.
  package init(modal panel: FloatingPanelController, containerSize: Size) {
    let f = panel.surfaceFrame
    clip = f.intersection(Rect(origin: .zero, size: containerSize)) ?? Rect(x: f.minX, y: f.minY, width: 0, height: 0)
    contentMinX = f.minX + 20
    contentMaxX = f.maxX - 20
    top = f.minY + 28
    closeButton = Rect(x: contentMaxX, y: top, width: 0, height: 0)
    buttons = [Rect(x: contentMinX, y: f.minY + 300 - 24 - 50, width: contentMaxX - contentMinX, height: 50)]
  }
}
