/// Upstream: Sources/LayoutAnchoring.swift:6.
public protocol FloatingPanelLayoutAnchoring: AnyObject {
  /// Upstream: Sources/LayoutAnchoring.swift:7.
  var referenceGuide: FloatingPanelLayoutReferenceGuide { get }
}

/// Upstream: Sources/LayoutAnchoring.swift:12.
public final class FloatingPanelLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring {
  /// Upstream: Sources/LayoutAnchoring.swift:23.
  public init(absoluteInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide) {
    self.referenceGuide = referenceGuide
  }
  /// Upstream: Sources/LayoutAnchoring.swift:40.
  public init(fractionalInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide) {
    self.referenceGuide = referenceGuide
  }
  /// Upstream: Sources/LayoutAnchoring.swift:49.
  public let referenceGuide: FloatingPanelLayoutReferenceGuide
}

/// Upstream: Sources/LayoutAnchoring.swift (`FloatingPanelIntrinsicLayoutAnchor`).
public final class FloatingPanelIntrinsicLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring {
  /// Upstream: Sources/LayoutAnchoring.swift (`init(absoluteOffset:referenceGuide:)`).
  public init(absoluteOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) {
    self.referenceGuide = referenceGuide
  }
  /// Upstream: Sources/LayoutAnchoring.swift (`init(fractionalOffset:referenceGuide:)`).
  public init(fractionalOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) {
    self.referenceGuide = referenceGuide
  }
  /// Upstream: Sources/LayoutAnchoring.swift (`referenceGuide`).
  public let referenceGuide: FloatingPanelLayoutReferenceGuide
}

/// Upstream: Sources/LayoutAnchoring.swift (`FloatingPanelAdaptiveLayoutAnchor`).
public final class FloatingPanelAdaptiveLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring {
  /// Upstream: Sources/LayoutAnchoring.swift (`init(absoluteOffset:contentLayout:referenceGuide:contentBoundingGuide:)`).
  public init(
    absoluteOffset: CGFloat, contentLayout: UILayoutGuide, referenceGuide: FloatingPanelLayoutReferenceGuide,
    contentBoundingGuide: FloatingPanelLayoutContentBoundingGuide = .none
  ) {
    self.referenceGuide = referenceGuide
  }
  /// Upstream: Sources/LayoutAnchoring.swift (`referenceGuide`).
  public let referenceGuide: FloatingPanelLayoutReferenceGuide
}

/// Upstream: Sources/Layout.swift (`FloatingPanelLayoutContentBoundingGuide`).
public enum FloatingPanelLayoutContentBoundingGuide {
  case none, superview, safeArea
}

/// Upstream: Sources/Layout.swift:7 (an `@objc` protocol, so only classes adopt it).
public protocol FloatingPanelLayout: AnyObject {
  /// Upstream: Sources/Layout.swift:9.
  var position: FloatingPanelPosition { get }
  /// Upstream: Sources/Layout.swift:12.
  var initialState: FloatingPanelState { get }
  /// Upstream: Sources/Layout.swift:15.
  var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { get }
  /// Upstream: Sources/Layout.swift:18 (`@objc optional` there; required here, see README).
  func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint]
  /// Upstream: Sources/Layout.swift:21 (`@objc optional` there; required here, see README).
  func backdropAlpha(for state: FloatingPanelState) -> CGFloat
}

/// Upstream: Sources/Behavior.swift:7 (an `@objc` protocol; every member `optional` there, required here, see README).
public protocol FloatingPanelBehavior: AnyObject {
  /// Upstream: Sources/Behavior.swift:16.
  var springDecelerationRate: CGFloat { get }
  /// Upstream: Sources/Behavior.swift:20.
  var springResponseTime: CGFloat { get }
  /// Upstream: Sources/Behavior.swift:26.
  var momentumProjectionRate: CGFloat { get }
  /// Upstream: Sources/Behavior.swift:34.
  func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool
  /// Upstream: Sources/Behavior.swift:43.
  func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat
  /// Upstream: Sources/Behavior.swift:49.
  func allowsRubberBanding(for edge: UIRectEdge) -> Bool
  /// Upstream: Sources/Behavior.swift:55.
  var removalInteractionVelocityThreshold: CGFloat { get }
}

/// Upstream: Sources/Extensions.swift:118.
extension UISpringTimingParameters {
  /// Upstream: Sources/Extensions.swift:124 (mass 1, stiffness (2π/response)², damping 4πζ/response).
  public convenience init(dampingRatio: CGFloat, frequencyResponse: CGFloat, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {
    self.init(mass: 1, stiffness: 1, damping: 1, initialVelocity: initialVelocity)
  }
}
