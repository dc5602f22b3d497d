/// Spring parameters of show/hide/removal: response 0.25 s, ζ ≈ 0.80 — upstream FloatingPanel's
/// `makeDefaultAnimator` (`Controller.swift`: deceleration rate 0.99, frequency response 0.25 s).
/// Pinned by `SpringTests.swift` and `RemovalAndBackdropTests.swift`.
public enum ShowHideSpring {
  /// Response time in seconds.
  public static let responseTime = 0.25
  /// Damping ratio.
  public static let dampingRatio = 0.8
}

extension FloatingPanelController {
  /// Advances the running spring by one frame of `h` seconds (the nominal frame interval) and
  /// reports didMove; on the frame it settles the panel sits exactly on the anchor and
  /// didEndAttracting (or didRemove) follows.
  public func step(_ h: Double) {
    guard var a = attraction, h > 0, h.isFinite else { return }
    let settled = a.step(h)
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
  }

  /// Moves to `state`. Not animated: the state and location change at once (didChangeState →
  /// didMove). Animated: a spring from rest — the numeric spring with ζ = 1 between visible states,
  /// the show/hide spring from or to hidden (willBeginAttracting → didChangeState → didMove per
  /// frame → didEndAttracting). Throws for a state the layout has no anchor for.
  public func move(to newState: FloatingPanelState, animated: Bool) throws(FloatingPanelError) {
    guard newState == .hidden || resolvedLayout.contains(newState) else {
      let known = resolvedLayout.sortedStates.map(\.rawValue).joined(separator: ", ")
      throw .unknownState("'\(newState.rawValue)' has no anchor in this layout (states: \(known))")
    }
    if drag != nil { drag = nil }
    if attraction != nil {
      attraction = nil
      delegate?.floatingPanelDidEndAttracting(self)
    }
    let wasHidden = state == .hidden || phase == .removed
    phase = .idle
    guard animated else {
      state = newState
      delegate?.floatingPanelDidChangeState(self)
      location = resolvedLayout.p(newState)
      delegate?.floatingPanelDidMove(self)
      return
    }
    delegate?.floatingPanelWillBeginAttracting(self, to: newState)
    let kind: Attraction.Kind = newState == .hidden ? .hide : (wasHidden ? .show : .attract)
    startSpring(kind: kind, to: newState, velocity: 0)
  }

  /// Shows the panel at its layout's initial state (from hidden or removed).
  public func show(animated: Bool) {
    try? move(to: resolvedLayout.initialState, animated: animated)
  }

  /// Hides the panel (moves it to hidden).
  public func hide(animated: Bool) {
    try? move(to: .hidden, animated: animated)
  }

  /// Starts a spring toward `target` with initial velocity `v`; the state changes now.
  func startSpring(kind: Attraction.Kind, to target: FloatingPanelState, velocity v: Double) {
    let omega: Double, zeta: Double, integrator: SpringIntegrator
    switch kind {
    case .attract:
      let t = behavior.springResponseTime
      omega = 2 * Double.pi / t
      // A programmatic move starts from rest and so is critically damped (|v| ≤ 300).
      zeta = NumericSpring.dampingRatio(decelerationRate: behavior.springDecelerationRate, responseTime: t, velocity: v)
      integrator = behavior.springIntegrator
    case .show, .hide, .remove:
      omega = 2 * Double.pi / ShowHideSpring.responseTime
      zeta = ShowHideSpring.dampingRatio
      integrator = .numeric
    }
    state = target
    delegate?.floatingPanelDidChangeState(self)
    attraction = Attraction(
      kind: kind, target: target, targetLocation: resolvedLayout.p(target), startLocation: location,
      x: location, v: v, zeta: zeta, omega: omega, integrator: integrator, scale: environment.scale)
    switch kind {
    case .attract: phase = .attracting
    case .show: phase = .showing
    case .hide, .remove: phase = .hiding
    }
  }
}
