import FloatingPanel

/// The rule that decides when the window is *clearly landscape*: then a bottom panel becomes a
/// side-floating card like Maps in landscape (375 pt wide, 8 pt from the left and bottom edges,
/// all corners rounded).
///
/// Clearly landscape means `width ≥ 1.2 × height` **and** `width ≥ 700` pt, so 1280×800 (the
/// default window) and 1024×640 are landscape; 800×800, 390×844 and a narrow 640×480 are not.
package enum OrientationRule {
  /// Width must be at least this multiple of the height.
  package static let minimumAspect = 1.2
  /// And at least this many points wide.
  package static let minimumWidth = 700.0

  /// Whether `size` is clearly landscape.
  ///
  /// ```swift
  /// OrientationRule.isLandscape(Size(width: 1280, height: 800))  // true
  /// OrientationRule.isLandscape(Size(width: 390, height: 844))   // false
  /// ```
  package static func isLandscape(_ size: Size) -> Bool {
    size.width >= minimumAspect * size.height && size.width >= minimumWidth
  }

  /// Whether a window of `size` shows its top/bottom panels as a floating card (375 pt, 8 pt from
  /// the window's edges) rather than an edge-to-edge sheet: every window at least
  /// ``minimumWidth`` wide, landscape or not, as Maps does on iPad (a sheet 950 pt wide would make
  /// rows 950 pt long).
  ///
  /// ```swift
  /// OrientationRule.usesFloatingCard(Size(width: 950, height: 800))  // true
  /// OrientationRule.usesFloatingCard(Size(width: 390, height: 844))  // false
  /// ```
  package static func usesFloatingCard(_ size: Size) -> Bool {
    size.width >= minimumWidth
  }
}
