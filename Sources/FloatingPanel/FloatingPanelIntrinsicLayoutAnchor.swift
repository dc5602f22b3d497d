/// An anchor from the surface's intrinsic length `I` (content size + margins + padding), like
/// FloatingPanel's `FloatingPanelIntrinsicLayoutAnchor` (upstream `LayoutAnchoring.swift`;
/// numbers in `LayoutTests.swift`).
///
/// An offset `d` (or `f × I`) hides that much of the surface: bottom → `base − I + d` with base the
/// safe-area bottom or H; right likewise with widths; top → `base + I − d` with base the safe-area
/// top or 0; left likewise with x.
public struct FloatingPanelIntrinsicLayoutAnchor: FloatingPanelLayoutAnchoring, Hashable {
  /// The offset: points, or a fraction of the intrinsic length.
  public enum Offset: Hashable, Sendable {
    /// Points of the surface hidden.
    case absolute(Double)
    /// A fraction of the intrinsic length hidden.
    case fractional(Double)
  }

  /// How much of the surface is hidden.
  public var offset: Offset
  /// The guide whose fixed edge is the base.
  public var referenceGuide: FloatingPanelLayoutReferenceGuide

  /// An anchor that shows the whole surface minus `absoluteOffset` points.
  public init(absoluteOffset: Double = 0, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) {
    self.offset = .absolute(absoluteOffset)
    self.referenceGuide = referenceGuide
  }

  /// An anchor that hides `fractionalOffset × I` of the surface.
  public init(fractionalOffset: Double, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) {
    self.offset = .fractional(fractionalOffset)
    self.referenceGuide = referenceGuide
  }

  public func location(in context: AnchorContext) throws(FloatingPanelError) -> Double {
    let i = context.intrinsicLength
    guard i.isFinite, i >= 0 else { throw .invalidLayout("intrinsic length \(i) must be finite and ≥ 0") }
    let d: Double
    switch offset {
    case .absolute(let v): d = v
    case .fractional(let f): d = f * i
    }
    guard d.isFinite else { throw .invalidLayout("intrinsic anchor offset must be a finite number") }
    return context.location(showing: i, hiding: d, guide: referenceGuide)
  }
}
