/// Where the surface, its card, the grabber band and the tracked content are, and what a point hits.
extension FloatingPanelController {
  /// Whether the panel is drawn and can be hit: not removed, and not at rest in `hidden` unless the
  /// hidden location leaves part of the card in the container (a layout that declares an on-screen
  /// `hidden` anchor). Upstream never hides its surface view in the hidden state, so a surface parked
  /// on screen stays drawn and touchable; the default hidden location, 100 pt beyond the panel's
  /// edge, is off screen (`UpstreamBehaviourTests.swift`).
  public var isVisible: Bool {
    guard phase != .removed else { return false }
    guard state == .hidden, phase == .idle else { return true }
    return surfaceFrame.intersection(environment.bounds) != nil
  }

  /// The state a release here at rest would pick (upstream's `nearbyState`: the target policy
  /// with zero velocity from the current location).
  public var nearbyState: FloatingPanelState {
    behavior.targetStatePolicy.targetState(
      in: FloatingPanelReleaseContext(state: state, location: location, velocity: 0, layout: resolvedLayout, behavior: behavior))
  }

  /// How far the moving edge is inside the most expanded anchor, in points (upstream's
  /// `offsetFromMostExpandedAnchor`): 0 there, positive when less expanded, negative beyond it.
  public var offsetFromMostExpandedAnchor: Double {
    (location - resolvedLayout.p(resolvedLayout.mostExpandedState)) * -position.expandingSign
  }

  /// The margin on the panel's fixed edge.
  var fixedEdgeMargin: Double {
    switch position {
    case .bottom: return containerMargins.bottom
    case .top: return containerMargins.top
    case .left: return containerMargins.left
    case .right: return containerMargins.right
    }
  }

  /// The whole surface (upstream's `surfaceView.frame`), in container coordinates: its moving edge
  /// is at ``location``; the cross axis follows the layout's placement. ``FloatingPanelContentMode/static``:
  /// it reaches the fixed edge and is at least as long as at the most expanded state (so it extends
  /// past the container when less expanded); ``FloatingPanelContentMode/fitToBounds``: it ends
  /// exactly at the container's fixed edge.
  public var surfaceViewFrame: Rect {
    let size = environment.containerSize
    let cross = layout.surfacePlacement.crossRange(in: environment, position: position)
    let most = resolvedLayout.mostExpandedLocation
    let isStatic = contentMode == .static
    switch position {
    case .bottom:
      let len = max(size.height - location, isStatic ? size.height - most : 0, 0)
      return Rect(x: cross.start, y: location, width: cross.length, height: len)
    case .top:
      let len = max(location, isStatic ? most : 0, 0)
      return Rect(x: cross.start, y: location - len, width: cross.length, height: len)
    case .left:
      let len = max(location, isStatic ? most : 0, 0)
      return Rect(x: location - len, y: cross.start, width: len, height: cross.length)
    case .right:
      let len = max(size.width - location, isStatic ? size.width - most : 0, 0)
      return Rect(x: location, y: cross.start, width: len, height: cross.length)
    }
  }

  /// The inside of the surface (card, content, grabber area) in surface coordinates.
  public var surfaceViewGeometry: SurfaceViewGeometry { geometry(of: surfaceViewFrame) }

  private func geometry(of frame: Rect) -> SurfaceViewGeometry {
    SurfaceViewGeometry(
      position: position, size: frame.size, containerMargins: containerMargins,
      contentPadding: contentPadding, grabberAreaOffset: grabberAreaOffset, scale: environment.scale)
  }

  /// The visible card in container coordinates: the surface inset by ``containerMargins`` on all four
  /// sides, the moving edge included (upstream's container view). This is what a renderer draws.
  public var surfaceFrame: Rect {
    let f = surfaceViewFrame
    return offset(geometry(of: f).containerFrame, by: f.origin)
  }

  /// Where the content goes: the card inset by ``contentPadding``, in container coordinates.
  public var contentFrame: Rect {
    let f = surfaceViewFrame
    return offset(geometry(of: f).contentFrame, by: f.origin)
  }

  private func offset(_ r: Rect, by o: Point) -> Rect {
    Rect(x: r.minX + o.x, y: r.minY + o.y, width: r.width, height: r.height)
  }

  /// What a renderer needs: card frame, rounded corners and grabber frame.
  public var surfaceGeometry: SurfaceGeometry {
    SurfaceGeometry(position: position, frame: surfaceFrame, appearance: surfaceAppearance, hasFixedEdgeMargin: fixedEdgeMargin > 0)
  }

  /// The part of the card within `length` points of the surface's moving edge, from `start`.
  func band(from start: Double, length: Double) -> Rect {
    let f = surfaceFrame
    switch position {
    case .bottom: return Rect(x: f.minX, y: location + start, width: f.width, height: length)
    case .top: return Rect(x: f.minX, y: location - start - length, width: f.width, height: length)
    case .left: return Rect(x: location - start - length, y: f.minY, width: length, height: f.height)
    case .right: return Rect(x: location + start, y: f.minY, width: length, height: f.height)
    }
  }

  /// The ``grabberAreaOffset`` band along the moving edge, in container coordinates.
  public var grabberBand: Rect { band(from: 0, length: grabberAreaOffset) }

  /// Whether `point` (container coordinates) is in the grabber band; a point beyond the moving edge
  /// counts as on it (upstream's `grabberAreaContains(_:)`, see ``SurfaceViewGeometry``).
  public func grabberAreaContains(_ point: Point) -> Bool {
    let f = surfaceViewFrame
    return geometry(of: f).grabberAreaContains(Point(x: point.x - f.minX, y: point.y - f.minY))
  }

  /// The region of the tracked content: the card beyond ``trackingInset`` from the moving edge.
  public var trackingFrame: Rect { band(from: trackingInset, length: 1e7).intersection(surfaceFrame) ?? .zero }

  /// Whether `point` is on the visible card.
  public func surfaceContains(_ point: Point) -> Bool {
    isVisible && surfaceFrame.contains(point)
  }

  /// Whether `state` is scrollable (asks the delegate; default: only the most expanded state).
  public func allowsScroll(in state: FloatingPanelState) -> Bool {
    if let delegate, let scroll { return delegate.floatingPanel(self, shouldAllowToScroll: scroll, in: state) }
    return defaultAllowsScroll(in: state)
  }

  /// FloatingPanel's default for scrolling: only in the most expanded state.
  public func defaultAllowsScroll(in state: FloatingPanelState) -> Bool { state == resolvedLayout.mostExpandedState }

  /// The content offset held while the panel moves and at which the content hands the drag to the
  /// panel (asks the delegate's `contentOffsetForPinning`; default the content's start), clamped.
  func pinningOffset(of scroll: ScrollModel) -> Double {
    scroll.clamp(delegate?.floatingPanel(self, contentOffsetForPinning: scroll) ?? scroll.handoverOffset(for: position))
  }

  /// Whether the tracked content is at its pinning offset (within a thousandth of a point).
  func isAtPinning(_ scroll: ScrollModel) -> Bool { abs(scroll.offset - pinningOffset(of: scroll)) < 1e-3 }
}
