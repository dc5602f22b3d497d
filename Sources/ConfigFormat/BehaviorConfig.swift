import FloatingPanel
import Foundation
import StrictJSON

/// A panel's behaviour as written in a replay script's `panel.behavior`, a config file or a
/// preset, and as edited in the tuning card: every field optional, with FloatingPanel's defaults
/// (taken from the engine's ``FloatingPanelBehaviorSettings``), plus the playground's release
/// flick rule ``minimumFlickVelocityToAdvance`` (config files only). Decoding is strict: an unknown
/// field, a wrong type or a value out of range is an ``InputError`` naming the field.
///
/// ```swift
/// var b = BehaviorConfig()
/// b.spring = try SpringParameters(duration: 0.3, bounce: 0.15)   // sets responseTime + rate
/// b.rubberBandLow = true
/// let settings = try b.settings(position: .bottom, states: [.full, .half, .tip])
/// try panel.setBehavior(settings)
/// ```
package struct BehaviorConfig: Equatable, Sendable, Decodable {
  /// Which states a flick may project momentum to: all (`true`), none (`false`) or named states.
  package enum ProjectMomentum: Equatable, Sendable {
    /// Every state (`true`) or none (`false`).
    case all(Bool)
    /// The states with these names.
    case states([String])
  }

  /// FloatingPanel's defaults, as the engine has them.
  private static let defaults = FloatingPanelBehaviorSettings()

  /// Deceleration rate `r` of the release spring, 0 < r < 1 (default 0.991).
  package var springDecelerationRate = defaults.springDecelerationRate
  /// Response time `T` of the release spring in seconds, [0.001, 10] (default 0.4).
  package var springResponseTime = defaults.springResponseTime
  /// Momentum projection rate, 0 < r < 1 (default 0.998).
  package var momentumProjectionRate = defaults.momentumProjectionRate
  /// Redirectional progress 0…1 (default 0.5).
  package var redirectionalProgress = defaults.redirectionalProgressValue
  /// `projectMomentum` (default false).
  package var projectMomentum = ProjectMomentum.all(false)
  /// Rubber banding at the low-coordinate end of the main axis (top or left edge).
  package var rubberBandLow = false
  /// Rubber banding at the high-coordinate end of the main axis (bottom or right edge).
  package var rubberBandHigh = false
  /// Removal threshold in 1/s (default 5.5).
  package var removalVelocityThreshold = defaults.removalInteractionVelocityThreshold
  /// The spring integrator (default numeric).
  package var integrator = defaults.springIntegrator
  /// When set, a release faster than this (pt/s) always moves one anchor in the flick direction
  /// (the engine's `FlickAdvanceTargetStatePolicy` around the target policy, through
  /// `FloatingPanelBehaviorSettings.minimumFlickVelocity`; the rushing-forward policy is
  /// ``policies``). nil: the target policy only.
  package var minimumFlickVelocityToAdvance: Double?
  /// The engine's target and dismissal policies and show/hide/move springs (scripts and configs).
  package var policies = MotionPolicyConfig()

  /// FloatingPanel's defaults.
  package init() {}

  /// The shortest accepted response time (s): shorter ones overflow the spring's ω² = (2π/T)².
  package static let minimumResponseTime = 0.001

  /// The decoder `userInfo` key that enables the config-only flick rule
  /// (`minimumFlickVelocityToAdvance`). Config files set it; replay scripts do not, so for them
  /// the field stays an unknown field.
  package static let allowsReleaseRules = CodingUserInfoKey(rawValue: "BehaviorConfig.allowsReleaseRules")!

  /// Decodes `{"springResponseTime": 0.3, "rubberBand": {"low": true}, …}` strictly.
  package init(from decoder: any Decoder) throws {
    var allowed: Set<String> = [
      "springDecelerationRate", "springResponseTime", "momentumProjectionRate", "redirectionalProgress",
      "projectMomentum", "rubberBand", "removalVelocityThreshold", "integrator",
    ]
    allowed.formUnion(MotionPolicyConfig.keys)
    let releaseRules = decoder.userInfo[Self.allowsReleaseRules] as? Bool ?? false
    if releaseRules { allowed.insert("minimumFlickVelocityToAdvance") }
    let c = try decoder.strictContainer(allowing: allowed)
    let d = Self.defaults
    springDecelerationRate = try c.number(
      "springDecelerationRate", default: d.springDecelerationRate, where: { $0 > 0 && $0 < 1 },
      "must be between 0 and 1 (exclusive), e.g. \(d.springDecelerationRate)")
    springResponseTime = try c.number(
      "springResponseTime", default: d.springResponseTime, where: { $0 >= Self.minimumResponseTime && $0 <= 10 },
      "must be a number of seconds in [0.001, 10], e.g. \(d.springResponseTime)")
    momentumProjectionRate = try c.number(
      "momentumProjectionRate", default: d.momentumProjectionRate, where: { $0 > 0 && $0 < 1 },
      "must be between 0 and 1 (exclusive), e.g. \(d.momentumProjectionRate)")
    redirectionalProgress = try c.number(
      "redirectionalProgress", default: d.redirectionalProgressValue, where: { $0 >= 0 && $0 <= 1 },
      "must be between 0 and 1, e.g. \(d.redirectionalProgressValue)")
    removalVelocityThreshold = try c.number(
      "removalVelocityThreshold", default: d.removalInteractionVelocityThreshold, where: { $0 >= 0 && $0 <= 1_000 },
      "must be a number in [0, 1000], e.g. \(d.removalInteractionVelocityThreshold)")
    if let name = try c.optional(String.self, "integrator") {
      guard let integrator = SpringIntegrator(rawValue: name) else {
        throw c.error("integrator", "'\(name)' is not an integrator; use numeric or closedForm")
      }
      self.integrator = integrator
    }
    if c.contains(AnyCodingKey("projectMomentum")) {
      if let flag = try? c.decode(Bool.self, forKey: AnyCodingKey("projectMomentum")) {
        projectMomentum = .all(flag)
      } else if let names = try? c.decode([String].self, forKey: AnyCodingKey("projectMomentum")) {
        for (i, name) in names.enumerated() {
          try PanelConfig.checkName(name, at: c.codingPath + [AnyCodingKey("projectMomentum"), AnyCodingKey(intValue: i)])
        }
        projectMomentum = .states(names)
      } else {
        throw c.error("projectMomentum", "expected true, false or a list of state names")
      }
    }
    if c.contains(AnyCodingKey("rubberBand")) {
      let rb = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("rubberBand"))
      for key in rb.allKeys where key.stringValue != "low" && key.stringValue != "high" {
        throw InputError(path: rb.codingPath + [key], message: "unknown field (allowed: high, low)")
      }
      rubberBandLow = try rb.optional(Bool.self, "low") ?? false
      rubberBandHigh = try rb.optional(Bool.self, "high") ?? false
    }
    policies = try MotionPolicyConfig(from: c)
    if releaseRules, c.contains(AnyCodingKey("minimumFlickVelocityToAdvance")) {
      minimumFlickVelocityToAdvance = try c.number(
        "minimumFlickVelocityToAdvance", where: { $0 >= 0 && $0 <= 1_000_000 }, "must be a speed in pt/s in [0, 1000000], e.g. 400")
    }
  }

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

  /// The engine's behaviour for a panel at `position` whose layout has `states`: the low and
  /// high rubber-band ends become the position's edges, projected state names become states, the
  /// release rule becomes ``FloatingPanelBehaviorSettings/minimumFlickVelocity``, and the result is
  /// validated. Throws an ``InputError`` at `path` (e.g. `panels.search.behavior.projectMomentum[0]`)
  /// for a state name without an anchor, or when a value is out of range.
  package func settings(
    position: FloatingPanelPosition, states: [FloatingPanelState], path: String = "behavior"
  ) throws(InputError) -> FloatingPanelBehaviorSettings {
    var edges: Set<FloatingPanelReferenceEdge> = []
    if rubberBandLow { edges.insert(.end(low: true, of: position)) }
    if rubberBandHigh { edges.insert(.end(low: false, of: position)) }
    var projected: Set<FloatingPanelState> = []
    switch projectMomentum {
    case .all(let flag):
      projected = flag ? Set(states + [.hidden]) : []
    case .states(let names):
      for (i, name) in names.enumerated() {
        guard let state = states.first(where: { $0.rawValue == name }) ?? FloatingPanelState.builtIn(named: name) else {
          throw InputError(path: "\(path).projectMomentum[\(i)]", message: "state '\(name)' has no anchor")
        }
        projected.insert(state)
      }
    }
    var settings = FloatingPanelBehaviorSettings(
      springDecelerationRate: springDecelerationRate, springResponseTime: springResponseTime,
      momentumProjectionRate: momentumProjectionRate, projectMomentumStates: projected,
      redirectionalProgress: redirectionalProgress, rubberBandEdges: edges,
      removalInteractionVelocityThreshold: removalVelocityThreshold, springIntegrator: integrator)
    try policies.apply(to: &settings, states: states, path: path)
    settings.minimumFlickVelocity = minimumFlickVelocityToAdvance
    do {
      try settings.validate()
    } catch {
      throw InputError(path: path, message: error.description)
    }
    if let v = minimumFlickVelocityToAdvance, !(v.isFinite && v >= 0) {
      throw InputError(path: "\(path).minimumFlickVelocityToAdvance", message: "must be a speed in pt/s ≥ 0, e.g. 400")
    }
    return settings
  }
}
