/// The container a panel lives in: its size, safe-area insets and pixel scale.
public struct LayoutEnvironment: Hashable, Sendable {
  /// Container size in points.
  public var containerSize: Size
  /// Safe-area insets in points.
  public var safeAreaInsets: EdgeInsets
  /// Pixels per point (e.g. 2 or 3); anchors are rounded to this pixel grid.
  public var scale: Double

  /// Creates an environment.
  public init(containerSize: Size, safeAreaInsets: EdgeInsets = .zero, scale: Double = 1) {
    self.containerSize = containerSize
    self.safeAreaInsets = safeAreaInsets
    self.scale = scale
  }

  /// The `superview` guide: (0, 0, W, H).
  public var bounds: Rect { Rect(origin: .zero, size: containerSize) }

  /// The `safeArea` guide: bounds inset by the safe-area insets.
  public var safeArea: Rect { bounds.inset(by: safeAreaInsets) }

  /// The rectangle of a reference guide.
  public func rect(of guide: FloatingPanelLayoutReferenceGuide) -> Rect {
    guide == .superview ? bounds : safeArea
  }

  /// Throws when the container cannot hold a panel: a zero, negative or non-finite size,
  /// non-finite or negative insets, a safe area with no room, or a bad scale.
  public func validate() throws(FloatingPanelError) {
    let w = containerSize.width, h = containerSize.height
    guard w.isFinite, h.isFinite, w > 0, h > 0 else {
      throw .invalidContainer("container size \(w)×\(h) must be finite and larger than zero")
    }
    guard safeAreaInsets.isFinite,
      safeAreaInsets.top >= 0, safeAreaInsets.left >= 0, safeAreaInsets.bottom >= 0, safeAreaInsets.right >= 0
    else {
      throw .invalidContainer("safe-area insets must be finite and ≥ 0")
    }
    guard safeArea.width > 0, safeArea.height > 0 else {
      throw .invalidContainer("safe-area insets leave no room in a \(w)×\(h) container")
    }
    guard scale.isFinite, scale > 0 else {
      throw .invalidContainer("scale \(scale) must be a finite number larger than zero")
    }
  }
}
