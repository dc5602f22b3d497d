/// Something that computes a state's surface location from the container, like upstream
/// FloatingPanel's `FloatingPanelLayoutAnchoring` (`LayoutAnchoring.swift`).
///
/// The engine ships three kinds, like FloatingPanel: ``FloatingPanelLayoutAnchor`` (an inset from
/// an edge), ``FloatingPanelIntrinsicLayoutAnchor`` (from the surface's intrinsic length) and
/// ``FloatingPanelAdaptiveLayoutAnchor`` (from a content length that changes at run time).
public protocol FloatingPanelLayoutAnchoring: Sendable {
  /// The unrounded surface location of this anchor, in points. The engine rounds it to pixels.
  func location(in context: AnchorContext) throws(FloatingPanelError) -> Double
}

/// What an anchor needs to compute its location.
public struct AnchorContext: Sendable {
  /// The panel's position.
  public var position: FloatingPanelPosition
  /// The container.
  public var environment: LayoutEnvironment
  /// The surface's intrinsic main length: content size + container margins + content padding.
  public var intrinsicLength: Double
  /// The current length of the adaptive content region (e.g. a list's content height), with the
  /// same margins and padding added.
  public var adaptiveLength: Double

  /// Creates a context.
  public init(position: FloatingPanelPosition, environment: LayoutEnvironment, intrinsicLength: Double = 0, adaptiveLength: Double = 0) {
    self.position = position
    self.environment = environment
    self.intrinsicLength = intrinsicLength
    self.adaptiveLength = adaptiveLength
  }

  /// The main-axis length of a guide's rectangle.
  public func mainLength(of guide: FloatingPanelLayoutReferenceGuide) -> Double {
    position.mainLength(of: environment.rect(of: guide).size)
  }

  /// The location of a surface whose visible main length is `length`, measured from the
  /// panel's fixed edge of `guide`, minus `hiddenOffset` (the part that is hidden).
  func location(showing length: Double, hiding hiddenOffset: Double, guide: FloatingPanelLayoutReferenceGuide) -> Double {
    let r = environment.rect(of: guide)
    switch position {
    case .bottom: return r.maxY - length + hiddenOffset
    case .right: return r.maxX - length + hiddenOffset
    case .top: return r.minY + length - hiddenOffset
    case .left: return r.minX + length - hiddenOffset
    }
  }
}
