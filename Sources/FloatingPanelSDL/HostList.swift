/// A list the program draws in a panel and the host scrolls (upstream FloatingPanel's
/// `track(scrollView:)`): where the list's viewport is, the part of it on screen, and how far the
/// list is scrolled. The program draws the thing `y` points from the top of its list at the
/// pixel row ``pixelY(_:)`` gives, cut to ``clip``.
///
/// ```swift
/// if let list = content.list {
///   for i in 0..<rows {
///     let top = list.pixelY(Double(i) * 56)   // a 56-pt row, scrolled
///     drawRow(i, y: top, height: Int(56 * list.scale))
///   }
/// }
/// ```
public struct HostList: Equatable, Sendable {
  /// The list's viewport, pixels: it starts 64 points below the panel's moving edge (room for
  /// the grabber and a header such as a search field, as in the playground's search panel) and is
  /// as long as the panel shows at its most expanded state.
  public var viewport: HostRect
  /// The part of ``viewport`` on the panel's surface and on screen, pixels (empty when none).
  public var clip: HostRect
  /// How far the list is scrolled, points: 0 shows its start; at most `contentHeight` minus the
  /// viewport's length in points.
  public var offset: Double
  /// The list's length the program reported, points.
  public var contentHeight: Double
  /// Pixels per point (the renderer's output over the window's size).
  public var scale: Double
  /// The scroll indicator while it shows (as the playground's list shows it: while the list
  /// scrolls or glides and half a second after), pixels: a 3-point bar at the list's trailing
  /// edge whose length is the visible share of the content; nil when hidden or when everything fits.
  public var indicator: HostRect?

  /// The pixel row where the point `y` points from the start of the list's content is drawn now
  /// (the viewport's top, minus the scroll offset), rounded to the nearest pixel.
  public func pixelY(_ y: Double) -> Int {
    viewport.y + Int(((y - offset) * scale).rounded())
  }
}
