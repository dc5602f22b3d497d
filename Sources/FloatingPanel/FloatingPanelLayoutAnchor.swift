/// An anchor at an inset from an edge of a reference guide, like FloatingPanel's
/// `FloatingPanelLayoutAnchor` (upstream `LayoutAnchoring.swift`; numbers in `LayoutTests.swift`).
///
/// Edge top → `R.minY + d`, bottom → `R.maxY − d`, left → `R.minX + d`, right → `R.maxX − d`,
/// with `d` absolute or `f × mainLength(guide)`. Negative insets are allowed (anchor off screen).
///
/// ```swift
/// // FloatingPanelBottomLayout's full and half:
/// let full = FloatingPanelLayoutAnchor(
///   absoluteInset: 18, edge: .top, referenceGuide: .safeArea)
/// let half = FloatingPanelLayoutAnchor(
///   fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea)
/// ```
public struct FloatingPanelLayoutAnchor: FloatingPanelLayoutAnchoring, Hashable {
  /// The inset: points, or a fraction of the guide's main length.
  public enum Inset: Hashable, Sendable {
    /// An inset in points.
    case absolute(Double)
    /// A fraction of the guide's main length.
    case fractional(Double)
  }

  /// The inset from `edge`.
  public var inset: Inset
  /// The edge the inset is measured from; must fit the panel's position.
  public var edge: FloatingPanelReferenceEdge
  /// The rectangle measured against.
  public var referenceGuide: FloatingPanelLayoutReferenceGuide

  /// An anchor `absoluteInset` points from `edge` of `referenceGuide`.
  public init(absoluteInset: Double, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide) {
    self.inset = .absolute(absoluteInset)
    self.edge = edge
    self.referenceGuide = referenceGuide
  }

  /// An anchor `fractionalInset × mainLength(referenceGuide)` from `edge`.
  public init(fractionalInset: Double, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide) {
    self.inset = .fractional(fractionalInset)
    self.edge = edge
    self.referenceGuide = referenceGuide
  }

  public func location(in context: AnchorContext) throws(FloatingPanelError) -> Double {
    guard edge.fits(context.position) else {
      let valid = context.position.isVertical ? "top or bottom" : "left or right"
      throw .invalidLayout("edge '\(edge.rawValue)' does not fit a \(context.position.rawValue) panel; use \(valid)")
    }
    let d: Double
    switch inset {
    case .absolute(let v):
      guard v.isFinite else { throw .invalidLayout("inset \(v) must be a finite number") }
      d = v
    case .fractional(let f):
      guard f.isFinite else { throw .invalidLayout("fractional inset \(f) must be a finite number") }
      d = f * context.mainLength(of: referenceGuide)
    }
    let r = context.environment.rect(of: referenceGuide)
    switch edge {
    case .top: return r.minY + d
    case .bottom: return r.maxY - d
    case .left: return r.minX + d
    case .right: return r.maxX - d
    }
  }
}
