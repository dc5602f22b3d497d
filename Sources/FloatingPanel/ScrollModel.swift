/// The scrollable content inside a panel, owned by the engine so the playground's list and the
/// tests share one set of rules (pinned by `ScrollTrackingTests.swift`). Lengths along the panel's
/// main axis, in points.
///
/// `offset` 0 shows the start of the content. The *handover* offset — where the content hands
/// the drag back to the panel — is 0 for bottom/right panels and `maxOffset` for top/left panels
/// (the end of the content next to the moving edge).
public struct ScrollModel: Hashable, Sendable {
  /// Total content length.
  public var contentLength: Double
  /// Visible length of the scroll view.
  public var viewportLength: Double
  /// Current offset, 0…maxOffset.
  public var offset: Double

  /// Creates a model; the offset is clamped into range.
  public init(contentLength: Double, viewportLength: Double, offset: Double = 0) {
    self.contentLength = max(0, contentLength.isFinite ? contentLength : 0)
    self.viewportLength = max(0, viewportLength.isFinite ? viewportLength : 0)
    self.offset = 0
    self.offset = clamp(offset)
  }

  /// The largest offset: `max(0, contentLength − viewportLength)`.
  public var maxOffset: Double { max(0, contentLength - viewportLength) }

  /// `offset` clamped to 0…maxOffset.
  public func clamp(_ offset: Double) -> Double { min(max(offset.isFinite ? offset : 0, 0), maxOffset) }

  /// The offset at which a panel at `position` takes the drag back.
  public func handoverOffset(for position: FloatingPanelPosition) -> Double {
    position.expandingSign < 0 ? 0 : maxOffset
  }

  /// Whether the content is at its handover offset (within a thousandth of a point).
  public func isAtHandover(for position: FloatingPanelPosition) -> Bool {
    abs(offset - handoverOffset(for: position)) < 1e-3
  }

  /// Scrolls by a wheel or drag amount, clamped; returns the part that could not be consumed.
  @discardableResult
  public mutating func scroll(by delta: Double) -> Double {
    let wanted = offset + delta
    offset = clamp(wanted)
    return wanted - offset
  }
}
