@_exported import UIKit

/// A panel's state, compared by identity. Upstream: Sources/State.swift:7.
open class FloatingPanelState: NSObject, RawRepresentable {
  /// Upstream: Sources/State.swift:8.
  public typealias RawValue = String
  /// Upstream: Sources/State.swift:10.
  required public init?(rawValue: RawValue) {
    self.rawValue = rawValue
    order = 0
  }
  /// Upstream: Sources/State.swift:17.
  public init(rawValue: RawValue, order: Int) {
    self.rawValue = rawValue
    self.order = order
  }
  /// Upstream: Sources/State.swift:24.
  public let rawValue: RawValue
  /// Upstream: Sources/State.swift:26.
  public let order: Int
  /// Upstream: Sources/State.swift:41.
  public static let full = FloatingPanelState(rawValue: "full", order: 1000)
  /// Upstream: Sources/State.swift:43.
  public static let half = FloatingPanelState(rawValue: "half", order: 500)
  /// Upstream: Sources/State.swift:45.
  public static let tip = FloatingPanelState(rawValue: "tip", order: 100)
  /// Upstream: Sources/State.swift:47.
  public static let hidden = FloatingPanelState(rawValue: "hidden", order: 0)
}

/// Upstream: Sources/Position.swift:6.
public enum FloatingPanelPosition: Int {
  /// Upstream: Sources/Position.swift:7.
  case top
  /// Upstream: Sources/Position.swift:8.
  case left
  /// Upstream: Sources/Position.swift:9.
  case bottom
  /// Upstream: Sources/Position.swift:10.
  case right
}

/// Upstream: Sources/LayoutProperties.swift:6.
public enum FloatingPanelReferenceEdge: Int {
  /// Upstream: Sources/LayoutProperties.swift:7.
  case top
  /// Upstream: Sources/LayoutProperties.swift:8.
  case left
  /// Upstream: Sources/LayoutProperties.swift:9.
  case bottom
  /// Upstream: Sources/LayoutProperties.swift:10.
  case right
}

/// Upstream: Sources/LayoutProperties.swift:31.
public enum FloatingPanelLayoutReferenceGuide: Int {
  /// Upstream: Sources/LayoutProperties.swift:32.
  case superview = 0
  /// Upstream: Sources/LayoutProperties.swift:33.
  case safeArea = 1
}
