/// Spring parameters of show/hide/removal: response 0.25 s, ζ ≈ 0.80 — upstream FloatingPanel's
/// `makeDefaultAnimator` (`Controller.swift`: deceleration rate 0.99, frequency response 0.25 s).
/// Pinned by `SpringTests.swift` and `RemovalAndBackdropTests.swift`.
public enum ShowHideSpring {
  /// Response time in seconds.
  public static let responseTime = 0.25
  /// Damping ratio.
  public static let dampingRatio = 0.8
  /// The two as a spring.
  public static let parameters = SpringParameters(uncheckedResponseTime: responseTime, dampingRatio: dampingRatio)
}

extension FloatingPanelController {
  /// Advances the running spring by one frame of `h` seconds (the nominal frame interval) and
  /// reports didMove; on the frame it settles the panel sits exactly on the anchor and
  /// didEndAttracting (or didRemove) follows, then the motion's completion.
  public func step(_ h: Double) {
    guard var a = attraction, h > 0, h.isFinite else { return }
    let settled = a.guardedStep(h)
    if !settled, a.kind == .attract, let limit = attractionLimit, !limit.contains(a.x) {
      a.x = min(max(a.x, limit.lowerBound), limit.upperBound)
      a.v = 0
    }
    location = a.x
    if !settled {
      attraction = a
      delegate?.floatingPanelDidMove(self)
      return
    }
    attraction = nil
    location = a.targetLocation
    delegate?.floatingPanelDidMove(self)
    if a.kind == .remove {
      phase = .removed
      delegate?.floatingPanelDidRemove(self)
    } else {
      phase = .idle
      delegate?.floatingPanelDidEndAttracting(self)
    }
    finishMotion()
  }

  /// Moves to `state`, like upstream's `move(to:animated:completion:)`. Not animated: the state and
  /// location change at once (didChangeState → didMove), then `completion`. Animated
  /// (willBeginAttracting → didChangeState → didMove per frame → didEndAttracting): from hidden
  /// with the presenting spring, to hidden with the dismissing spring, between visible states with
  /// the moving spring or, by default, the release spring from rest (ζ = 1).
  ///
  /// `completion` is called exactly once: when the panel settles, or — as upstream, whose animators
  /// run their completion when stopped — when the motion is interrupted: by a pointer grabbing the
  /// panel (after didEndAttracting), by another move, or by a layout that changes position or
  /// drops the target state. Throws (without calling it) for a state the layout has no anchor for.
  public func move(to newState: FloatingPanelState, animated: Bool, completion: (() -> Void)? = nil) throws(FloatingPanelError) {
    guard newState == .hidden || resolvedLayout.contains(newState) else {
      let known = resolvedLayout.sortedStates.map(\.rawValue).joined(separator: ", ")
      throw .unknownState("'\(newState.rawValue)' has no anchor in this layout (states: \(known))")
    }
    if drag != nil { drag = nil }
    if attraction != nil {
      attraction = nil
      delegate?.floatingPanelDidEndAttracting(self)
    }
    finishMotion()
    let wasHidden = state == .hidden || phase == .removed
    phase = .idle
    guard animated else {
      state = newState
      delegate?.floatingPanelDidChangeState(self)
      location = resolvedLayout.p(newState)
      delegate?.floatingPanelDidMove(self)
      completion?()
      return
    }
    motionCompletion = completion
    delegate?.floatingPanelWillBeginAttracting(self, to: newState)
    if newState == .hidden {
      startSpring(kind: .hide, to: newState, velocity: 0, spring: dismissingSpring(rate: 0))
    } else if wasHidden {
      startSpring(kind: .show, to: newState, velocity: 0, spring: presentingSpring(to: newState))
    } else {
      startSpring(kind: .attract, to: newState, velocity: 0, spring: movingSpring(to: newState))
    }
  }

  /// Shows the panel at its layout's initial state (from hidden or removed), as upstream's
  /// `show(animated:completion:)`; `completion` as for ``move(to:animated:completion:)``.
  public func show(animated: Bool, completion: (() -> Void)? = nil) {
    try? move(to: resolvedLayout.initialState, animated: animated, completion: completion)
  }

  /// Hides the panel (moves it to hidden) with the dismissing spring; `completion` as for
  /// ``move(to:animated:completion:)``.
  public func hide(animated: Bool, completion: (() -> Void)? = nil) {
    try? move(to: .hidden, animated: animated, completion: completion)
  }

  /// The presenting spring: the delegate's `animatorForPresentingTo`, else the behaviour's.
  func presentingSpring(to state: FloatingPanelState) -> SpringParameters {
    delegate?.floatingPanel(self, animatorForPresentingTo: state) ?? behavior.presentingSpring
  }

  /// The dismissing spring for removal rate `rate` (1/s): the delegate's, else the behaviour's.
  func dismissingSpring(rate: Double) -> SpringParameters {
    delegate?.floatingPanel(self, animatorForDismissingWith: rate) ?? behavior.dismissingSpring
  }

  /// The moving spring: the delegate's `animatorForMovingTo`, else the behaviour's (nil: release spring).
  func movingSpring(to state: FloatingPanelState) -> SpringParameters? {
    if let delegate { return delegate.floatingPanel(self, animatorForMovingTo: state) }
    return behavior.movingSpring
  }

  /// Starts a spring toward `target` with initial velocity `v`; the state changes now. `spring`
  /// gives response and damping ratio; without one an attraction uses the release spring
  /// (``NumericSpring/dampingRatio(decelerationRate:responseTime:velocity:)`` and the behaviour's
  /// integrator) and show/hide/removal the default show/hide spring.
  func startSpring(kind: Attraction.Kind, to target: FloatingPanelState, velocity v: Double, spring: SpringParameters? = nil) {
    let omega: Double, zeta: Double, integrator: SpringIntegrator
    if let spring {
      omega = spring.angularFrequency
      zeta = spring.dampingRatio
      integrator = .numeric
    } else if kind == .attract {
      let t = behavior.springResponseTime
      omega = 2 * Double.pi / t
      // A programmatic move starts from rest and so is critically damped (|v| ≤ 300).
      zeta = NumericSpring.dampingRatio(decelerationRate: behavior.springDecelerationRate, responseTime: t, velocity: v)
      integrator = behavior.springIntegrator
    } else {
      omega = 2 * Double.pi / ShowHideSpring.responseTime
      zeta = ShowHideSpring.dampingRatio
      integrator = .numeric
    }
    state = target
    delegate?.floatingPanelDidChangeState(self)
    attraction = Attraction(
      kind: kind, target: target, targetLocation: resolvedLayout.p(target), startLocation: location,
      x: location, v: v, zeta: zeta, omega: omega, integrator: integrator, scale: environment.scale,
      initialVelocity: v, isReleaseSpring: spring == nil && kind == .attract)
    switch kind {
    case .attract: phase = .attracting
    case .show: phase = .showing
    case .hide, .remove: phase = .hiding
    }
  }
}
