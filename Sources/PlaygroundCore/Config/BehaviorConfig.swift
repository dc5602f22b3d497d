import FloatingPanel

/// A panel's behaviour as written in a config file or edited in the tuning panel: the fields of a
/// replay script's `panel.behavior` (replay.md), with their defaults, plus the playground's
/// release rule ``minimumFlickVelocityToAdvance``.
///
/// ```swift
/// var b = BehaviorConfig()
/// b.spring = try SpringParameters(duration: 0.3, bounce: 0.15)   // sets responseTime + rate
/// b.rubberBandLow = true
/// let behavior = try b.behavior(position: .bottom, states: [.full, .half, .tip])
/// ```
package struct BehaviorConfig: Equatable, Sendable {
  /// Which states a flick may project momentum to: all (`true`), none (`false`) or named states.
  package enum ProjectMomentum: Equatable, Sendable {
    /// Every state (`true`) or none (`false`).
    case all(Bool)
    /// The states with these names.
    case states([String])
  }

  /// Deceleration rate `r` of the release spring, 0 < r < 1 (default 0.991).
  package var springDecelerationRate = 0.991
  /// Response time `T` of the release spring in seconds, (0, 10] (default 0.4).
  package var springResponseTime = 0.4
  /// Momentum projection rate, 0 < r < 1 (default 0.998).
  package var momentumProjectionRate = 0.998
  /// Redirectional progress 0…1 (default 0.5).
  package var redirectionalProgress = 0.5
  /// `projectMomentum` (default false).
  package var projectMomentum = ProjectMomentum.all(false)
  /// Rubber banding at the low-coordinate end of the main axis (top or left edge).
  package var rubberBandLow = false
  /// Rubber banding at the high-coordinate end of the main axis (bottom or right edge).
  package var rubberBandHigh = false
  /// Removal threshold in 1/s (default 5.5).
  package var removalVelocityThreshold = 5.5
  /// The spring integrator (default numeric).
  package var integrator = SpringIntegrator.numeric
  /// When set, a release faster than this (pt/s) always moves one anchor in the flick direction
  /// (``FlickAdvanceRule``), e.g. 400 for a "rushing forward" feel. nil: FloatingPanel's rule only.
  package var minimumFlickVelocityToAdvance: Double?

  /// FloatingPanel's defaults.
  package init() {}

  /// The release spring as ``SpringParameters`` (response time and the damping ratio the
  /// deceleration rate gives); nil when the two values are out of range. Setting it changes
  /// ``springResponseTime`` and ``springDecelerationRate``.
  package var spring: SpringParameters? {
    get { try? SpringParameters(responseTime: springResponseTime, decelerationRate: springDecelerationRate) }
    set {
      guard let newValue else { return }
      springResponseTime = newValue.responseTime
      springDecelerationRate = newValue.decelerationRate
    }
  }

  /// The engine behaviour for a panel at `position` whose layout has `states`. Throws an
  /// ``InputError`` at `path` (e.g. `panels.search.behavior.projectMomentum[0]`) for a state name
  /// without an anchor, or when a value is out of range.
  package func behavior(position: FloatingPanelPosition, states: [FloatingPanelState], path: String = "behavior") throws(InputError) -> TunedBehavior {
    let settings: FloatingPanelBehaviorSettings
    do {
      settings = try spec.behavior(position: position, states: states, path: path)
    } catch {
      throw InputError.from(error)
    }
    let tuned = TunedBehavior(settings: settings, minimumFlickVelocityToAdvance: minimumFlickVelocityToAdvance)
    do {
      try tuned.validate()
    } catch {
      throw InputError(path: path, message: error.description)
    }
    if let v = minimumFlickVelocityToAdvance, !(v.isFinite && v >= 0) {
      throw InputError(path: "\(path).minimumFlickVelocityToAdvance", message: "must be a speed in pt/s ≥ 0, e.g. 400")
    }
    return tuned
  }

  /// The replay's spec of this behaviour (the shared decoder/validator).
  var spec: BehaviorSpec {
    var s = BehaviorSpec()
    s.settings.springDecelerationRate = springDecelerationRate
    s.settings.springResponseTime = springResponseTime
    s.settings.momentumProjectionRate = momentumProjectionRate
    s.settings.redirectionalProgressValue = redirectionalProgress
    s.settings.removalInteractionVelocityThreshold = removalVelocityThreshold
    s.settings.springIntegrator = integrator
    switch projectMomentum {
    case .all(let flag): s.projectMomentum = .all(flag)
    case .states(let names): s.projectMomentum = .states(names)
    }
    s.rubberBandLow = rubberBandLow
    s.rubberBandHigh = rubberBandHigh
    s.minimumFlickVelocityToAdvance = minimumFlickVelocityToAdvance
    return s
  }

  /// The values of a decoded spec.
  init(_ s: BehaviorSpec) {
    springDecelerationRate = s.settings.springDecelerationRate
    springResponseTime = s.settings.springResponseTime
    momentumProjectionRate = s.settings.momentumProjectionRate
    redirectionalProgress = s.settings.redirectionalProgressValue
    removalVelocityThreshold = s.settings.removalInteractionVelocityThreshold
    integrator = s.settings.springIntegrator
    switch s.projectMomentum {
    case .all(let flag): projectMomentum = .all(flag)
    case .states(let names): projectMomentum = .states(names)
    }
    rubberBandLow = s.rubberBandLow
    rubberBandHigh = s.rubberBandHigh
    minimumFlickVelocityToAdvance = s.minimumFlickVelocityToAdvance
  }
}
