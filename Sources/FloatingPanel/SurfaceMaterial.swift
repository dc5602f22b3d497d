extension SurfaceAppearance {
  /// A blurred material behind the surface, like a `UIVisualEffectView` with a `UIBlurEffect`
  /// filling an upstream panel whose background is `.clear` (Apple Maps' sheet): what lies under
  /// the panel shows through blurred, tinted with the surface's background colour (white when
  /// the background is clear) at the material's thickness.
  public enum Material: String, Hashable, Sendable, CaseIterable {
    /// `.systemUltraThinMaterial`: the most see-through.
    case ultraThin
    /// `.systemThinMaterial`.
    case thin
    /// `.systemMaterial` (and the older `.regular`, `.light`).
    case regular
    /// `.systemThickMaterial` (and the older `.prominent`, `.extraLight`).
    case thick
    /// `.systemChromeMaterial`: thick, for bars.
    case chrome
  }
}
