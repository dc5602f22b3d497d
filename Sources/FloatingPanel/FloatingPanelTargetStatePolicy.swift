/// Chooses the state a released panel moves to. The engine asks the behaviour's
/// ``FloatingPanelBehavior/targetStatePolicy`` at every release; the delegate's
/// `floatingPanelWillEndDragging` may still replace the answer.
///
/// Two are built in: ``FloatingPanelProjectionPolicy`` (FloatingPanel's rule, the default) and
/// ``RushingForwardTargetStatePolicy`` (OverlayContainer's `RushingForwardTargetNotchPolicy`).
/// Write your own as OverlayContainer users write an `OverlayTranslationTargetNotchPolicy`:
///
/// ```swift
/// struct NearestPolicy: FloatingPanelTargetStatePolicy {
///   func targetState(
///     in context: FloatingPanelReleaseContext
///   ) -> FloatingPanelState {
///     let here = context.translationHeight
///     func distance(_ s: FloatingPanelState) -> Double {
///       abs((context.height(of: s) ?? .infinity) - here)
///     }
///     let nearest = context.reachableStates.min { distance($0) < distance($1) }
///     return nearest ?? context.state
///   }
/// }
/// ```
public protocol FloatingPanelTargetStatePolicy: Sendable {
  /// The target state for the release described by `context`.
  func targetState(in context: FloatingPanelReleaseContext) -> FloatingPanelState
}

/// FloatingPanel's rule (upstream `Core.targetState(from:with:)`): momentum projection, at most one
/// anchor per flick unless the behaviour projects momentum, redirectional progress. The numbers
/// are in ``TargetStatePolicy``; `TargetStateTests.swift` and the ported `CoreTests` pin them.
public struct FloatingPanelProjectionPolicy: FloatingPanelTargetStatePolicy, Hashable {
  /// Creates the policy.
  public init() {}

  public func targetState(in context: FloatingPanelReleaseContext) -> FloatingPanelState {
    TargetStatePolicy.targetState(
      from: context.state, location: context.location, velocity: context.velocity,
      layout: context.layout, behavior: context.behavior)
  }
}

/// OverlayContainer's `RushingForwardTargetNotchPolicy`: project the translation height by
/// `minimumDuration × velocity`, take the anchors nearest to it (ties: the lower one first); when
/// the release is faster than `minimumVelocity` and there are two or more anchors, take the one of
/// the two nearest that lies in the direction of the flick, else the nearest. So a fast flick always
/// moves forward and never springs back. `OverlayContainerPortTests.swift` pins upstream's table.
public struct RushingForwardTargetStatePolicy: FloatingPanelTargetStatePolicy, Hashable {
  /// The speed (pt/s) above which the panel always moves forward (default 400, strictly greater).
  public var minimumVelocity: Double
  /// The duration (s) the velocity is projected over (default 0.1).
  public var minimumDuration: Double

  /// Creates the policy with upstream's defaults.
  public init(minimumVelocity: Double = 400, minimumDuration: Double = 0.1) {
    self.minimumVelocity = minimumVelocity
    self.minimumDuration = minimumDuration
  }

  public func targetState(in context: FloatingPanelReleaseContext) -> FloatingPanelState {
    let states = context.reachableStates
    guard !states.isEmpty else { return context.state }
    let projected = minimumDuration * context.expandingVelocity + context.translationHeight
    let heights = states.map { context.height(of: $0) ?? 0 }
    let nearest = states.indices.sorted { a, b in
      let da = abs(projected - heights[a]), db = abs(projected - heights[b])
      return da != db ? da < db : heights[a] < heights[b]
    }
    if states.count > 1, abs(context.velocity) > minimumVelocity {
      let a = nearest[0], b = nearest[1]
      let higher = heights[a] >= heights[b] ? a : b, lower = higher == a ? b : a
      return states[context.expandingVelocity > 0 ? higher : lower]
    }
    return states[nearest[0]]
  }
}
