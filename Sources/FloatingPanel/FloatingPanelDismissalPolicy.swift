/// Decides whether a release removes the panel (only asked when
/// ``FloatingPanelController/isRemovalInteractionEnabled`` is true, and only when the delegate's
/// `floatingPanel(_:shouldRemoveAt:with:)` keeps its default). A yes runs the engine's removal:
/// willRemove → the dismissing spring to hidden → didRemove, phase `removed`.
///
/// Built in: ``FloatingPanelRemovalPolicy`` (FloatingPanel's rule, the default) and
/// ``ThresholdDismissalPolicy`` (OverlayContainer's `ThresholdOverlayContainerSheetDismissalPolicy`).
public protocol FloatingPanelDismissalPolicy: Sendable {
  /// Whether the release described by `context` removes the panel.
  func shouldDismiss(in context: FloatingPanelReleaseContext) -> Bool
}

/// FloatingPanel's removal rule (upstream `Core.shouldRemove(with:)`): the removal rate
/// `k = v / |location − P(hidden)|` (1/s, 0 when the distance is 0) must reach the behaviour's
/// ``FloatingPanelBehavior/removalInteractionVelocityThreshold`` toward the panel's own edge.
public struct FloatingPanelRemovalPolicy: FloatingPanelDismissalPolicy, Hashable {
  /// Creates the policy.
  public init() {}

  /// Upstream's removal vector component: velocity over the distance to hidden, 0 at hidden.
  public static func removalRate(in context: FloatingPanelReleaseContext) -> Double {
    let dist = abs(context.location - (context.layout.location(of: .hidden) ?? context.location))
    return dist != 0 ? context.velocity / dist : 0
  }

  public func shouldDismiss(in context: FloatingPanelReleaseContext) -> Bool {
    let towardHidden = -Self.removalRate(in: context) * context.layout.position.expandingSign
    return towardHidden >= context.behavior.removalInteractionVelocityThreshold
  }
}

/// OverlayContainer's `ThresholdOverlayContainerSheetDismissalPolicy`: dismiss when the target
/// translation height falls below a position (strictly), or when the velocity toward the hidden
/// edge exceeds a value (strictly); never while dragging. Defaults as upstream: 2400 pt/s and the
/// least expanded anchor.
public struct ThresholdDismissalPolicy: FloatingPanelDismissalPolicy, Hashable {
  /// A position that dismisses.
  public enum Position: Hashable, Sendable {
    /// The position is ignored.
    case none
    /// Below the least expanded anchor (upstream's `.notch(index: 0)`).
    case leastExpandedState
    /// Below this state's anchor (upstream's `.notch(index:)`).
    case state(FloatingPanelState)
    /// Below this translation height, in points from the fixed edge.
    case translationHeight(Double)
  }

  /// A velocity that dismisses.
  public enum Velocity: Hashable, Sendable {
    /// The velocity is ignored.
    case none
    /// Faster than this toward the hidden edge, pt/s.
    case value(Double)
  }

  /// The velocity that dismisses (default 2400 pt/s).
  public var dismissingVelocity: Velocity
  /// The position that dismisses (default: below the least expanded anchor).
  public var dismissingPosition: Position

  /// Creates the policy with upstream's defaults.
  public init(dismissingVelocity: Velocity = .value(2400), dismissingPosition: Position = .leastExpandedState) {
    self.dismissingVelocity = dismissingVelocity
    self.dismissingPosition = dismissingPosition
  }

  public func shouldDismiss(in context: FloatingPanelReleaseContext) -> Bool {
    guard !context.isDragging else { return false }
    let height = context.targetTranslationHeight
    let limit: Double?
    switch dismissingPosition {
    case .none: limit = nil
    case .leastExpandedState: limit = context.reachableStates.first.flatMap(context.height(of:))
    case .state(let s): limit = context.height(of: s)
    case .translationHeight(let h): limit = h
    }
    if let limit, height < limit { return true }
    switch dismissingVelocity {
    case .none: return false
    case .value(let v): return context.dismissingVelocity > v
    }
  }
}
