/// How a panel moves, like FloatingPanel's `FloatingPanelBehavior` (upstream `Behavior.swift`). Its
/// values feed ``rubberBand(_:length:)``, ``TargetStatePolicy``, ``NumericSpring`` and the removal check.
///
/// Every requirement has FloatingPanel's default, so a conformance overrides only what it needs:
///
/// ```swift
/// struct SnappyBehavior: FloatingPanelBehavior {
///   var springResponseTime: Double { 0.3 }
///   func shouldProjectMomentum(to state: FloatingPanelState) -> Bool { true }
///   func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool {
///     edge == .top
///   }
/// }
/// ```
public protocol FloatingPanelBehavior: Sendable {
  /// Deceleration rate of the release spring, 0 < r < 1 (default 0.991). With the response time it
  /// gives the damping ratio `ζ = ln(r) / (−2π · (1/T) · 0.001)` for fast releases.
  var springDecelerationRate: Double { get }
  /// Response time `T` of the release spring in seconds (default 0.4): `ω = 2π / T`.
  var springResponseTime: Double { get }
  /// Momentum projection rate, 0 < r < 1 (default 0.998): `pY = cur + v · r / (1000 · (1 − r))`.
  var momentumProjectionRate: Double { get }
  /// Whether a flick may project past the next anchor toward `proposedState` (default false).
  func shouldProjectMomentum(to proposedState: FloatingPanelState) -> Bool
  /// How far (0…1) past `from` toward `to` the projection must get to choose `to` (default 0.5).
  func redirectionalProgress(from: FloatingPanelState, to: FloatingPanelState) -> Double
  /// Whether dragging past the end anchor on `edge` rubber-bands (default false: 1:1). For a
  /// bottom panel, `.top` is the low-coordinate end (beyond full) and `.bottom` the high one.
  func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool
  /// Removal threshold in 1/s (default 5.5): remove when `v / distance-to-hidden` reaches it.
  var removalInteractionVelocityThreshold: Double { get }
  /// Which integrator runs the release spring (default ``SpringIntegrator/numeric``).
  var springIntegrator: SpringIntegrator { get }
  /// Chooses the target state at a release (default ``FloatingPanelProjectionPolicy``, FloatingPanel's rule).
  var targetStatePolicy: any FloatingPanelTargetStatePolicy { get }
  /// Decides whether a release removes the panel when removal is enabled (default
  /// ``FloatingPanelRemovalPolicy``, FloatingPanel's rate rule with ``removalInteractionVelocityThreshold``).
  var dismissalPolicy: any FloatingPanelDismissalPolicy { get }
  /// Maps a drag to the panel's position (default nil: FloatingPanel's 1:1 rule with
  /// ``allowsRubberBanding(for:)``); e.g. ``RubberBandTranslationFunction``.
  var translationFunction: (any FloatingPanelTranslationFunction)? { get }
  /// The spring of `show` and of any animated move from hidden (default response 0.25 s, ζ 0.8:
  /// upstream's `makeDefaultAnimator`). The delegate's `animatorForPresentingTo` overrides it.
  var presentingSpring: SpringParameters { get }
  /// The spring of `hide`, of animated moves to hidden and of removal (default as
  /// ``presentingSpring``). The delegate's `animatorForDismissingWith` overrides it.
  var dismissingSpring: SpringParameters { get }
  /// The spring of animated moves between visible states (default nil: the release spring from
  /// rest, critically damped, as upstream does without `animatorForMovingTo`).
  var movingSpring: SpringParameters? { get }
}

extension FloatingPanelBehavior {
  public var springDecelerationRate: Double { 0.991 }
  public var springResponseTime: Double { 0.4 }
  public var momentumProjectionRate: Double { 0.998 }
  public func shouldProjectMomentum(to proposedState: FloatingPanelState) -> Bool { false }
  public func redirectionalProgress(from: FloatingPanelState, to: FloatingPanelState) -> Double { 0.5 }
  public func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool { false }
  public var removalInteractionVelocityThreshold: Double { 5.5 }
  public var springIntegrator: SpringIntegrator { .numeric }
  public var targetStatePolicy: any FloatingPanelTargetStatePolicy { FloatingPanelProjectionPolicy() }
  public var dismissalPolicy: any FloatingPanelDismissalPolicy { FloatingPanelRemovalPolicy() }
  public var translationFunction: (any FloatingPanelTranslationFunction)? { nil }
  public var presentingSpring: SpringParameters { ShowHideSpring.parameters }
  public var dismissingSpring: SpringParameters { ShowHideSpring.parameters }
  public var movingSpring: SpringParameters? { nil }

  /// Throws when a parameter is NaN, infinite or out of its range.
  public func validate() throws(FloatingPanelError) {
    let r = springDecelerationRate, t = springResponseTime, m = momentumProjectionRate
    guard r.isFinite, r > 0, r < 1 else {
      throw .invalidBehavior("springDecelerationRate \(r) must be between 0 and 1 (exclusive); the default is 0.991")
    }
    guard t.isFinite, t > 0 else {
      throw .invalidBehavior("springResponseTime \(t) must be a positive number of seconds; the default is 0.4")
    }
    guard m.isFinite, m > 0, m < 1 else {
      throw .invalidBehavior("momentumProjectionRate \(m) must be between 0 and 1 (exclusive); the default is 0.998")
    }
    let k = removalInteractionVelocityThreshold
    guard k.isFinite, k >= 0 else {
      throw .invalidBehavior("removalInteractionVelocityThreshold \(k) must be a finite number ≥ 0; the default is 5.5")
    }
  }
}

/// FloatingPanel's default behaviour: every requirement at its default.
public struct FloatingPanelDefaultBehavior: FloatingPanelBehavior {
  /// Creates the default behaviour.
  public init() {}
}
