/// A layout given as data (from a replay script or a config file) rather than as a conformance.
///
/// ```swift
/// let layout = FloatingPanelLayoutSettings(
///   position: .top, initialState: .half,
///   anchors: [
///     .full: FloatingPanelLayoutAnchor(
///       absoluteInset: 18, edge: .bottom, referenceGuide: .safeArea),
///     .half: FloatingPanelLayoutAnchor(
///       fractionalInset: 0.5, edge: .top, referenceGuide: .safeArea),
///   ])
/// ```
public struct FloatingPanelLayoutSettings: FloatingPanelLayout {
  public var position: FloatingPanelPosition
  public var initialState: FloatingPanelState
  public var anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring]
  /// Backdrop alpha per state at rest; states not listed have 0.
  public var backdropAlphas: [FloatingPanelState: Double]
  public var surfacePlacement: SurfacePlacement

  /// Creates a layout from values.
  public init(
    position: FloatingPanelPosition, initialState: FloatingPanelState,
    anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring],
    backdropAlphas: [FloatingPanelState: Double] = [.full: 0.3], surfacePlacement: SurfacePlacement = .fill
  ) {
    self.position = position
    self.initialState = initialState
    self.anchors = anchors
    self.backdropAlphas = backdropAlphas
    self.surfacePlacement = surfacePlacement
  }

  /// A copy of any layout as values.
  public init(_ layout: any FloatingPanelLayout) {
    self.position = layout.position
    self.initialState = layout.initialState
    self.anchors = layout.anchors
    var alphas: [FloatingPanelState: Double] = [:]
    for state in layout.anchors.keys { alphas[state] = layout.backdropAlpha(for: state) }
    self.backdropAlphas = alphas
    self.surfacePlacement = layout.surfacePlacement
  }

  public func backdropAlpha(for state: FloatingPanelState) -> Double { backdropAlphas[state] ?? 0 }
}
