/// How a surface is placed on the cross axis (x for top/bottom panels, y for left/right panels).
public enum SurfacePlacement: Hashable, Sendable {
  /// Fill the safe area's cross axis.
  case fill
  /// A fixed cross length, `inset` points from the safe area's leading edge (left for top/bottom
  /// panels, top for left/right panels); e.g. Maps in landscape: `.fixed(length: 375, inset: 8)`.
  case fixed(length: Double, inset: Double)

  /// The cross-axis range (start, length) in `environment` for a panel at `position`.
  public func crossRange(in environment: LayoutEnvironment, position: FloatingPanelPosition) -> (start: Double, length: Double) {
    let safe = environment.safeArea
    let start = position.isVertical ? safe.minX : safe.minY
    switch self {
    case .fill: return (start, position.crossLength(of: safe.size))
    case .fixed(let length, let inset): return (start + inset, length)
    }
  }
}
