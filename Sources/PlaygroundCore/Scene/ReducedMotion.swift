import FloatingPanel

/// Reduce Motion, as iOS does it: a state change the user did not drag — a key, a tap that
/// opens or closes a panel, show and hide — is a short critically damped move
/// (``spring``: 0.15 s response, ζ = 1, no overshoot; about 0.22 s to settle over 500 pt)
/// instead of the panel's own spring. Drags still track the finger, and a release after a drag
/// keeps the behaviour's release spring (the motion the finger started). It works as each
/// panel's delegate (`animatorForMovingTo`, `animatorForPresentingTo`,
/// `animatorForDismissingWith`); a removal flung by the finger (a dismissal with a velocity)
/// keeps the behaviour's spring.
///
/// ```swift
/// scene.reducedMotion = true                // window --reduced-motion, key D, "reducedMotion": true
/// scene.perform(.moveFocused(toDigit: 1))   // full in ~13 frames, no overshoot
/// ```
package final class ReducedMotion: FloatingPanelControllerDelegate {
  /// The spring of every programmatic move under Reduce Motion.
  package static let spring: SpringParameters =
    (try? SpringParameters(responseTime: 0.15, dampingRatio: 1)) ?? ShowHideSpring.parameters

  /// Creates the delegate.
  package init() {}

  /// The short critically damped spring.
  package func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState) -> SpringParameters {
    Self.spring
  }

  /// The short spring for a hide; a removal the finger flung keeps the behaviour's.
  package func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: Double) -> SpringParameters {
    velocity == 0 ? Self.spring : fpc.behavior.dismissingSpring
  }

  /// The short critically damped spring.
  package func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState) -> SpringParameters? {
    Self.spring
  }
}
