/// How a panel's surface looks, like FloatingPanel's `SurfaceAppearance` (upstream `SurfaceView.swift`).
///
/// ```swift
/// var look = SurfaceAppearance()
/// look.cornerRadius = 16
/// look.shadows = [
///   .init(color: .black, offset: Point(x: 0, y: 16), opacity: 0.12, radius: 16,
///         spread: 8),
///   .init(color: .black, offset: Point(x: 0, y: 2), opacity: 0.08, radius: 24),
/// ]
/// ```
public struct SurfaceAppearance: Hashable, Sendable {
  /// One drop shadow of the surface, like a CALayer shadow plus a spread.
  public struct Shadow: Hashable, Sendable {
    /// Shadow colour (its alpha is multiplied by `opacity`).
    public var color: Color
    /// Offset of the shadow from the surface, in points.
    public var offset: Point
    /// Opacity, 0…1.
    public var opacity: Double
    /// Blur radius in points; used as the Gaussian σ (CALayer `shadowRadius` ≈ σ).
    public var radius: Double
    /// How far the shadow shape is inflated before blurring, in points.
    public var spread: Double

    /// Creates a shadow; the defaults are FloatingPanel's: black, offset (0, 1), opacity 0.2,
    /// radius 3, spread 0.
    public init(
      color: Color = .black, offset: Point = Point(x: 0, y: 1), opacity: Double = 0.2,
      radius: Double = 3, spread: Double = 0
    ) {
      self.color = color
      self.offset = offset
      self.opacity = opacity
      self.radius = radius
      self.spread = spread
    }
  }

  /// A border drawn along the surface's outline.
  public struct Border: Hashable, Sendable {
    /// Border colour.
    public var color: Color
    /// Border width in points.
    public var width: Double

    /// Creates a border.
    public init(color: Color, width: Double) {
      self.color = color
      self.width = width
    }
  }

  /// Surface background colour (default white).
  public var backgroundColor: Color
  /// Corner radius in points (default 0).
  public var cornerRadius: Double
  /// The curve of the rounded corners (default ``CornerCurve/circular``, as upstream's).
  public var cornerCurve: CornerCurve = .circular
  /// A blurred material behind the surface (default none: the background colour alone).
  public var material: Material? = nil
  /// Drop shadows, drawn back to front (default: one FloatingPanel default shadow).
  public var shadows: [Shadow]
  /// Optional border (default none).
  public var border: Border?
  /// Grabber handle colour (default about (0.76, 0.77, 0.76)).
  public var grabberColor: Color
  /// Grabber handle size in points (default 36 × 5): the longer side runs along the moving edge
  /// and the shorter across it, whichever way round it is given (so 5 × 36 on a left/right panel).
  public var grabberSize: Size
  /// Distance from the moving edge to the grabber, in points (default 6).
  public var grabberInset: Double
  /// Whether the grabber handle is drawn (default true).
  public var showsGrabber: Bool

  /// Creates an appearance with FloatingPanel's defaults.
  public init(
    backgroundColor: Color = .white, cornerRadius: Double = 0, shadows: [Shadow] = [Shadow()],
    border: Border? = nil, grabberColor: Color = Color(red: 0.76, green: 0.77, blue: 0.76),
    grabberSize: Size = Size(width: 36, height: 5), grabberInset: Double = 6, showsGrabber: Bool = true
  ) {
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.shadows = shadows
    self.border = border
    self.grabberColor = grabberColor
    self.grabberSize = grabberSize
    self.grabberInset = grabberInset
    self.showsGrabber = showsGrabber
  }
}
