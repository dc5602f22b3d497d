// Stand-ins for the CoreGraphics and Foundation types upstream's API uses (UIKit re-exports them).

/// CoreGraphics' floating-point scalar; a distinct type (as on iOS), so a `Double` value where
/// upstream takes a `CGFloat` fails the check. Upstream: Sources/Behavior.swift:16.
public struct CGFloat: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Comparable, Hashable {
  /// The value. Upstream converts with `CGFloat(…)`: Sources/SwiftUI/SurfaceAppearance+.swift:73.
  public var native: Double
  /// From a `Double`. Upstream: Sources/SwiftUI/SurfaceAppearance+.swift:73.
  public init(_ value: Double) { native = value }
  /// From a float literal. Upstream: Sources/Behavior.swift:69 (`return 0.4`).
  public init(floatLiteral value: Double) { native = value }
  /// From an integer literal. Upstream: Sources/SurfaceView.swift:32 (`radius: CGFloat = 3`).
  public init(integerLiteral value: Int) { native = Double(value) }
  /// Ordering. Upstream compares CGFloats: Sources/Core.swift:184 (`abs(…)`).
  public static func < (a: CGFloat, b: CGFloat) -> Bool { a.native < b.native }
  /// Negation. Upstream: Sources/Core.swift:778 (`velocity.y/distToHidden`, signed values).
  public static prefix func - (a: CGFloat) -> CGFloat { CGFloat(-a.native) }
}

/// Seconds. Upstream: Sources/Controller.swift:763 (`UIViewPropertyAnimator(duration: 0.0, …)`).
public typealias TimeInterval = Double

/// A point. Upstream: Sources/Controller.swift:720 (`surfaceLocation: CGPoint`).
public struct CGPoint: Hashable {
  /// Upstream: Sources/Core.swift:778 (`velocity.y`).
  public var x: CGFloat
  /// Upstream: Sources/Core.swift:778 (`velocity.y`).
  public var y: CGFloat
  /// Upstream: Sources/SurfaceView.swift:24 (CoreGraphics' memberwise initialisers).
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
}

/// A size. Upstream: Sources/SurfaceView.swift:24 (`offset: CGSize = CGSize(width: 0.0, height: 1.0)`).
public struct CGSize: Hashable {
  /// Upstream: Sources/SurfaceView.swift:24.
  public var width: CGFloat
  /// Upstream: Sources/SurfaceView.swift:24.
  public var height: CGFloat
  /// Upstream: Sources/SurfaceView.swift:24.
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
}

/// A vector. Upstream: Sources/Core.swift:184 (`CGVector(dx: …, dy: …)`).
public struct CGVector: Hashable {
  /// Upstream: Sources/Core.swift:184.
  public var dx: CGFloat
  /// Upstream: Sources/Core.swift:184.
  public var dy: CGFloat
  /// Upstream: Sources/Core.swift:184.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}

/// Foundation's root class, compared by identity (upstream's states rely on it).
/// Upstream: Sources/State.swift:7 (`open class FloatingPanelState: NSObject`).
open class NSObject: Hashable {
  /// Upstream: Sources/Layout.swift:27 (`public override init()`).
  public init() {}
  /// Identity. Upstream: Sources/State.swift:7 (no `isEqual` override).
  public static func == (a: NSObject, b: NSObject) -> Bool { a === b }
  /// Identity. Upstream: Sources/State.swift:7.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
