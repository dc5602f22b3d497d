/// The inside of a surface, in the surface's own coordinates (origin at its top-left corner), as
/// upstream FloatingPanel's `SurfaceView` lays it out: the container view (the visible card) is the
/// surface inset by the container margins on all four sides, the moving edge included; the content
/// is the container inset by the content padding; the grabber area is a band of
/// `grabberAreaOffset` points along the moving edge. `SurfaceViewTests.swift` pins the numbers.
///
/// ```swift
/// let g = SurfaceViewGeometry(
///   position: .bottom, size: Size(width: 320, height: 480),
///   containerMargins: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
/// let card = g.containerFrame   // (16, 16, 288, 448)
/// ```
public struct SurfaceViewGeometry: Hashable, Sendable {
  /// The panel's position (which edge moves).
  public var position: FloatingPanelPosition
  /// The surface's size in points.
  public var size: Size
  /// Margins between the surface and its container view (the card).
  public var containerMargins: EdgeInsets
  /// Padding between the container view and the content.
  public var contentPadding: EdgeInsets
  /// Length of the grabber area along the moving edge, in points (upstream default 36).
  public var grabberAreaOffset: Double
  /// Pixels per point; a point past the far side of the grabber area is capped one pixel inside.
  public var scale: Double

  /// Creates a geometry; the defaults are upstream's.
  public init(
    position: FloatingPanelPosition, size: Size, containerMargins: EdgeInsets = .zero,
    contentPadding: EdgeInsets = .zero, grabberAreaOffset: Double = 36, scale: Double = 1
  ) {
    self.position = position
    self.size = size
    self.containerMargins = containerMargins
    self.contentPadding = contentPadding
    self.grabberAreaOffset = grabberAreaOffset
    self.scale = scale
  }

  /// The surface's bounds: (0, 0, width, height).
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The container view (the visible card): the bounds inset by the margins on every side.
  public var containerFrame: Rect { bounds.inset(by: containerMargins) }

  /// The content: the container inset by the content padding.
  public var contentFrame: Rect { containerFrame.inset(by: contentPadding) }

  /// The grabber area: `grabberAreaOffset` points along the moving edge, the full cross length.
  public var grabberAreaFrame: Rect {
    let b = bounds, o = grabberAreaOffset
    switch position {
    case .top: return Rect(x: b.minX, y: b.maxY - o, width: b.width, height: o)
    case .left: return Rect(x: b.maxX - o, y: b.minY, width: o, height: b.height)
    case .bottom: return Rect(x: b.minX, y: b.minY, width: b.width, height: o)
    case .right: return Rect(x: b.minX, y: b.minY, width: o, height: b.height)
    }
  }

  /// Whether `point` (surface coordinates) is in the grabber area. A point beyond the moving edge
  /// counts as on it, because a dragging finger may run ahead of the surface (upstream's
  /// `grabberAreaContains(_:)`).
  public func grabberAreaContains(_ point: Point) -> Bool {
    let adjust = 1 / (scale > 0 ? scale : 1)
    var p = point
    switch position {
    case .top: p.y = min(p.y, size.height - adjust)
    case .left: p.x = min(p.x, size.width - adjust)
    case .bottom: p.y = max(p.y, 0)
    case .right: p.x = max(p.x, 0)
    }
    return grabberAreaFrame.contains(p)
  }

}
