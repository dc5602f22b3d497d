/// Where a panel's surface and grabber are on screen, derived from the engine's state; this is
/// what a renderer needs to draw a panel.
public struct SurfaceGeometry: Hashable, Sendable {
  /// The edge the panel is attached to.
  public var position: FloatingPanelPosition
  /// The surface rectangle in container coordinates, in points (it may extend past the container).
  public var frame: Rect
  /// The corners to round: the moving-edge corners, or all four when the surface has a margin on
  /// its fixed edge, as upstream FloatingPanel's `SurfaceView.updateCornerRadius()` does.
  public var roundedCorners: RectCorners
  /// The grabber handle rectangle in container coordinates (36 × 5 or 5 × 36, 6 pt from the
  /// moving edge, centred on the cross axis).
  public var grabberFrame: Rect

  /// Creates a geometry value.
  public init(position: FloatingPanelPosition, frame: Rect, roundedCorners: RectCorners, grabberFrame: Rect) {
    self.position = position
    self.frame = frame
    self.roundedCorners = roundedCorners
    self.grabberFrame = grabberFrame
  }

  /// Computes the geometry of a surface whose rectangle is `frame`, with the grabber laid out
  /// from `appearance` and all four corners rounded when `hasFixedEdgeMargin` is true.
  public init(
    position: FloatingPanelPosition, frame: Rect, appearance: SurfaceAppearance, hasFixedEdgeMargin: Bool = false
  ) {
    let g = appearance.grabberSize
    let length = max(g.width, g.height), thickness = min(g.width, g.height)
    let inset = appearance.grabberInset
    let grabber: Rect
    switch position {
    case .bottom:
      grabber = Rect(x: frame.midX - length / 2, y: frame.minY + inset, width: length, height: thickness)
    case .top:
      grabber = Rect(x: frame.midX - length / 2, y: frame.maxY - inset - thickness, width: length, height: thickness)
    case .left:
      grabber = Rect(x: frame.maxX - inset - thickness, y: frame.midY - length / 2, width: thickness, height: length)
    case .right:
      grabber = Rect(x: frame.minX + inset, y: frame.midY - length / 2, width: thickness, height: length)
    }
    self.init(
      position: position, frame: frame,
      roundedCorners: hasFixedEdgeMargin ? .all : .movingEdge(of: position), grabberFrame: grabber)
  }
}
