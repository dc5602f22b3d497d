extension SurfaceAppearance {
  /// The curve of a surface's rounded corners, like upstream's `SurfaceAppearance.cornerCurve`
  /// (Core Animation's `CALayerCornerCurve`).
  ///
  /// ```swift
  /// var look = SurfaceAppearance(cornerRadius: 38)
  /// look.cornerCurve = .continuous  // as upstream's Maps example
  /// ```
  public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
    /// A quarter circle of the corner radius (upstream's default, `.circular`).
    case circular
    /// iOS's continuous corner (`.continuous`): the curve starts about 1.53 × the radius from
    /// the corner and its curvature grows smoothly from the straight edge, with no kink where
    /// edge and corner meet.
    case continuous
  }
}
