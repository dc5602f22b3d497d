import FloatingPanel
import SDLKit

/// Everything that decides the pixels of a panel's chrome sprite, in device pixels: the cache
/// key of `ChromeSpriteCache`.
///
/// Two panels with equal styles share one baked sprite whatever their sizes and positions.
/// Values are clamped to sane ranges (radius and spread ≤ 512 px, blur σ ≤ 256 px, offsets
/// ≤ 1024 px) so a bad appearance cannot ask for a gigantic bake.
public struct ChromeStyle: Hashable, Sendable {
  /// One shadow in pixels.
  public struct ShadowStyle: Hashable, Sendable {
    /// Shadow colour with its alpha already multiplied by the shadow's opacity.
    public var color: Color
    /// Horizontal offset, in pixels.
    public var offsetX: Double
    /// Vertical offset, in pixels.
    public var offsetY: Double
    /// Gaussian σ, in pixels (the appearance's blur radius × scale).
    public var sigma: Double
    /// How far the shape grows before blurring, in pixels (may be negative).
    public var spread: Double
  }

  /// Border in pixels.
  public struct BorderStyle: Hashable, Sendable {
    /// Border colour.
    public var color: Color
    /// Width in pixels, drawn inside the outline like a CALayer border.
    public var width: Double
  }

  /// Corner radius in pixels.
  public var cornerRadius: Double

  /// The largest corner radius a body of `width × height` pixels can have: half the shorter side
  /// for circular corners, that divided by 1.528665 for continuous ones (their curve reaches
  /// 1.528665 radii along each edge).
  public func maximumRadius(width: Int, height: Int) -> Double {
    let half = Double(min(width, height)) / 2
    return cornerCurve == .continuous ? half / ContinuousCorner.extent : half
  }
  /// Which corners are rounded.
  public var corners: RectCorners
  /// The corners' curve (always `.circular` when nothing is rounded, so such looks share a sprite).
  public var cornerCurve: SurfaceAppearance.CornerCurve
  /// Shadows, back to front; invisible ones (opacity 0) are dropped.
  public var shadows: [ShadowStyle]
  /// The surface fill.
  public var backgroundColor: Color
  /// The border, if any.
  public var border: BorderStyle?
  /// For panels too small for a 9-slice sprite: the exact body size in pixels, baked as is.
  public var exactSize: PixelSize?
  /// Whether the body is left empty and the shadows stop at its outline (a material surface,
  /// whose body ``MaterialRenderer`` draws first).
  public var hollowBody = false

  /// Converts an appearance to pixels at `scale` pixels per point.
  ///
  /// - Parameters:
  ///   - appearance: The look, in points.
  ///   - corners: The corners to round (from `SurfaceGeometry.roundedCorners`).
  ///   - scale: Pixels per point.
  public init(appearance: SurfaceAppearance, corners: RectCorners, scale: Double) {
    let s = ChromeStyle.finite(scale, or: 1, in: 0.1...16)
    cornerRadius = ChromeStyle.finite(appearance.cornerRadius * s, or: 0, in: 0...512)
    self.corners = cornerRadius > 0 ? corners : []
    cornerCurve = cornerRadius > 0 && !self.corners.isEmpty ? appearance.cornerCurve : .circular
    shadows = appearance.shadows.compactMap { shadow in
      let alpha = ChromeStyle.finite(shadow.color.alpha * shadow.opacity, or: 0, in: 0...1)
      guard alpha > 0 else { return nil }
      return ShadowStyle(
        color: shadow.color.withAlpha(alpha),
        offsetX: ChromeStyle.finite(shadow.offset.x * s, or: 0, in: -1024...1024),
        offsetY: ChromeStyle.finite(shadow.offset.y * s, or: 0, in: -1024...1024),
        sigma: ChromeStyle.finite(shadow.radius * s, or: 0, in: 0...256),
        spread: ChromeStyle.finite(shadow.spread * s, or: 0, in: -512...512))
    }
    backgroundColor = appearance.backgroundColor
    if let border = appearance.border {
      let width = ChromeStyle.finite(border.width * s, or: 0, in: 0...512)
      self.border = width > 0 && border.color.alpha > 0 ? BorderStyle(color: border.color, width: width) : nil
    } else {
      border = nil
    }
    exactSize = nil
  }

  static func finite(_ value: Double, or fallback: Double, in range: ClosedRange<Double>) -> Double {
    guard value.isFinite else { return fallback }
    return min(range.upperBound, max(range.lowerBound, value))
  }
}
