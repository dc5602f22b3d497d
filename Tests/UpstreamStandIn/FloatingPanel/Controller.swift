/// Upstream: Sources/Controller.swift:9 (an `@objc` protocol whose members are all `optional`:
/// each has a default here, so a delegate implements only what it needs).
public protocol FloatingPanelControllerDelegate: AnyObject {
  /// Upstream: Sources/Controller.swift:13 (asked when the trait collection changes and when the delegate is set).
  func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout
  /// Upstream: Sources/Controller.swift:17 (asked when the view's size changes).
  func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout
  /// Upstream: Sources/Controller.swift:22.
  func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState) -> UIViewPropertyAnimator
  /// Upstream: Sources/Controller.swift:28.
  func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: CGVector) -> UIViewPropertyAnimator
  /// Upstream: Sources/Controller.swift:39.
  func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState) -> UIViewPropertyAnimator
  /// Upstream: Sources/Controller.swift:63.
  func floatingPanelWillEndDragging(
    _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: UnsafeMutablePointer<FloatingPanelState>)
}

/// The defaults that stand for upstream's `optional`. Upstream: Sources/Controller.swift:9.
extension FloatingPanelControllerDelegate {
  /// Upstream: Sources/Controller.swift:13 (`optional`; without it the controller keeps its layout).
  public func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {
    fpc.layout
  }
  /// Upstream: Sources/Controller.swift:17 (`optional`).
  public func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout { fpc.layout }
  /// Upstream: Sources/Controller.swift:22 (`optional`).
  public func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState) -> UIViewPropertyAnimator {
    fpc.makeDefaultAnimator()
  }
  /// Upstream: Sources/Controller.swift:28 (`optional`).
  public func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: CGVector) -> UIViewPropertyAnimator {
    fpc.makeDefaultAnimator()
  }
  /// Upstream: Sources/Controller.swift:39 (`optional`).
  public func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState) -> UIViewPropertyAnimator {
    fpc.makeDefaultAnimator()
  }
  /// Upstream: Sources/Controller.swift:63 (`optional`).
  public func floatingPanelWillEndDragging(
    _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: UnsafeMutablePointer<FloatingPanelState>
  ) {}
}

/// Upstream: Sources/Controller.swift:146.
open class FloatingPanelController: UIViewController {
  /// Upstream: Sources/Controller.swift:165.
  public weak var delegate: FloatingPanelControllerDelegate?
  /// Upstream: Sources/Controller.swift:173.
  public let surfaceView = SurfaceView()
  /// Upstream: Sources/Controller.swift:179.
  public let backdropView = BackdropView()
  /// Upstream: Sources/Controller.swift:198.
  public private(set) var state: FloatingPanelState = .half
  /// Upstream: Sources/Controller.swift:213.
  public var layout: FloatingPanelLayout
  /// Upstream: Sources/Controller.swift:226.
  public var behavior: FloatingPanelBehavior
  /// Upstream: Sources/Controller.swift:251.
  public var isRemovalInteractionEnabled = false
  /// Upstream: Sources/Controller.swift:297.
  public init(delegate: FloatingPanelControllerDelegate? = nil) {
    self.delegate = delegate
    layout = StandInLayout()
    behavior = StandInBehavior()
  }
  /// Upstream: Sources/Controller.swift:530.
  public func addPanel(toParent parent: UIViewController, at viewIndex: Int = -1, animated: Bool = false, completion: (() -> Void)? = nil) {}
  /// Upstream: Sources/Controller.swift:618.
  public func set(contentViewController: UIViewController?) {}
  /// Upstream: Sources/Controller.swift:710.
  public func surfaceLocation(for state: FloatingPanelState) -> CGPoint { CGPoint(x: 0, y: 0) }
  /// Upstream: Sources/Controller.swift:720.
  public var surfaceLocation: CGPoint { CGPoint(x: 0, y: 0) }
  /// Upstream: Sources/Controller.swift:757.
  public func makeDefaultAnimator(initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: 0, timingParameters: UISpringTimingParameters(dampingRatio: 1, frequencyResponse: 0.25))
  }
}

/// The controller's initial layout (upstream's is `FloatingPanelBottomLayout`, Sources/Layout.swift:26).
final class StandInLayout: FloatingPanelLayout {
  /// Upstream: Sources/Layout.swift:42.
  var position: FloatingPanelPosition { .bottom }
  /// Upstream: Sources/Layout.swift:30.
  var initialState: FloatingPanelState { .half }
  /// Upstream: Sources/Layout.swift:34.
  var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { [:] }
  /// Upstream: Sources/Layout.swift:46.
  func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint] { [] }
  /// Upstream: Sources/Layout.swift:53.
  func backdropAlpha(for state: FloatingPanelState) -> CGFloat { 0 }
}

/// The controller's initial behaviour (upstream's is `FloatingPanelDefaultBehavior`, Sources/Behavior.swift:61).
final class StandInBehavior: FloatingPanelBehavior {
  /// Upstream: Sources/Behavior.swift:64.
  var springDecelerationRate: CGFloat { 0.995 }
  /// Upstream: Sources/Behavior.swift:68.
  var springResponseTime: CGFloat { 0.4 }
  /// Upstream: Sources/Behavior.swift:72.
  var momentumProjectionRate: CGFloat { 0.998 }
  /// Upstream: Sources/Behavior.swift:34 (not in the default behaviour: false).
  func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool { false }
  /// Upstream: Sources/Behavior.swift:76.
  func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat { 0.5 }
  /// Upstream: Sources/Behavior.swift:80.
  func allowsRubberBanding(for edge: UIRectEdge) -> Bool { false }
  /// Upstream: Sources/Behavior.swift:84.
  var removalInteractionVelocityThreshold: CGFloat { 5.5 }
}
