/// A set of rectangle corners, e.g. the corners a surface rounds.
public struct RectCorners: OptionSet, Hashable, Sendable {
  /// The corners as bits: top-left 1, top-right 2, bottom-left 4, bottom-right 8.
  public let rawValue: UInt8
  /// The corners whose bits `rawValue` sets.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Top-left corner.
  public static let topLeft = RectCorners(rawValue: 1)
  /// Top-right corner.
  public static let topRight = RectCorners(rawValue: 2)
  /// Bottom-left corner.
  public static let bottomLeft = RectCorners(rawValue: 4)
  /// Bottom-right corner.
  public static let bottomRight = RectCorners(rawValue: 8)
  /// All four corners.
  public static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]

  /// The two corners on the moving edge of a panel at `position`, as upstream FloatingPanel's
  /// `SurfaceView.updateCornerRadius()` (`SurfaceView.swift`) masks them.
  public static func movingEdge(of position: FloatingPanelPosition) -> RectCorners {
    switch position {
    case .bottom: return [.topLeft, .topRight]
    case .top: return [.bottomLeft, .bottomRight]
    case .left: return [.topRight, .bottomRight]
    case .right: return [.topLeft, .bottomLeft]
    }
  }
}
