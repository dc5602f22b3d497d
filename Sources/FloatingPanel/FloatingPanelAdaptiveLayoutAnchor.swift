/// Like an intrinsic anchor, but `I` is the length of a content region that changes at run time
/// (e.g. a list's content height; set ``FloatingPanelController/adaptiveContentLength``),
/// optionally bounded by the superview or the safe area — FloatingPanel's
/// `FloatingPanelAdaptiveLayoutAnchor` (upstream `LayoutAnchoring.swift`; numbers in `LayoutTests.swift`).
public struct FloatingPanelAdaptiveLayoutAnchor: FloatingPanelLayoutAnchoring, Hashable {
  /// Points of the surface hidden.
  public var absoluteOffset: Double
  /// The guide whose fixed edge is the base.
  public var referenceGuide: FloatingPanelLayoutReferenceGuide
  /// When set, `I` is capped at this guide's main length.
  public var contentBoundingGuide: FloatingPanelLayoutReferenceGuide?

  /// Creates an adaptive anchor.
  public init(
    absoluteOffset: Double = 0, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea,
    contentBoundingGuide: FloatingPanelLayoutReferenceGuide? = nil
  ) {
    self.absoluteOffset = absoluteOffset
    self.referenceGuide = referenceGuide
    self.contentBoundingGuide = contentBoundingGuide
  }

  public func location(in context: AnchorContext) throws(FloatingPanelError) -> Double {
    var i = context.adaptiveLength
    guard i.isFinite, i >= 0 else { throw .invalidLayout("adaptive content length \(i) must be finite and ≥ 0") }
    guard absoluteOffset.isFinite else { throw .invalidLayout("adaptive anchor offset must be a finite number") }
    if let bound = contentBoundingGuide { i = min(i, context.mainLength(of: bound)) }
    return context.location(showing: i, hiding: absoluteOffset, guide: referenceGuide)
  }
}
