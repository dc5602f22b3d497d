import FloatingPanel

/// A behaviour in a script or config (replay.md): every field optional, defaults of motion.md.
struct BehaviorSpec: Decodable {
  var settings: FloatingPanelBehaviorSettings
  /// `projectMomentum` as written: true, false, or state names (resolved against the layout).
  var projectMomentum: ProjectMomentum
  /// Rubber banding at the low-coordinate and high-coordinate ends of the main axis.
  var rubberBandLow = false, rubberBandHigh = false
  /// Config files only (see ``BehaviorSpec/allowsReleaseRules``): above this speed (pt/s) a release
  /// always moves one anchor in the flick direction (``FlickAdvanceRule``); nil = no such rule.
  var minimumFlickVelocityToAdvance: Double?

  /// The decoder `userInfo` key that enables release rules the engine's data behaviour cannot
  /// express (`minimumFlickVelocityToAdvance`). Config files set it; replay scripts do not, so for
  /// them the field stays an unknown field until the replay applies the rule.
  static let allowsReleaseRules = CodingUserInfoKey(rawValue: "BehaviorSpec.allowsReleaseRules")!

  enum ProjectMomentum: Equatable {
    case all(Bool)
    case states([String])
  }

  init() {
    settings = FloatingPanelBehaviorSettings()
    projectMomentum = .all(false)
  }

  init(from decoder: any Decoder) throws {
    var allowed: Set<String> = [
      "springDecelerationRate", "springResponseTime", "momentumProjectionRate", "redirectionalProgress",
      "projectMomentum", "rubberBand", "removalVelocityThreshold", "integrator",
    ]
    let releaseRules = decoder.userInfo[Self.allowsReleaseRules] as? Bool ?? false
    if releaseRules { allowed.insert("minimumFlickVelocityToAdvance") }
    let c = try decoder.strictContainer(allowing: allowed)
    var s = FloatingPanelBehaviorSettings()
    s.springDecelerationRate = try c.number(
      "springDecelerationRate", default: 0.991, where: { $0 > 0 && $0 < 1 }, "must be between 0 and 1 (exclusive), e.g. 0.991")
    s.springResponseTime = try c.number(
      "springResponseTime", default: 0.4, where: { $0 > 0 && $0 <= 10 }, "must be a number of seconds in (0, 10], e.g. 0.4")
    s.momentumProjectionRate = try c.number(
      "momentumProjectionRate", default: 0.998, where: { $0 > 0 && $0 < 1 }, "must be between 0 and 1 (exclusive), e.g. 0.998")
    s.redirectionalProgressValue = try c.number(
      "redirectionalProgress", default: 0.5, where: { $0 >= 0 && $0 <= 1 }, "must be between 0 and 1, e.g. 0.5")
    s.removalInteractionVelocityThreshold = try c.number(
      "removalVelocityThreshold", default: 5.5, where: { $0 >= 0 }, "must be a number ≥ 0, e.g. 5.5")
    if let name = try c.optional(String.self, "integrator") {
      guard let integrator = SpringIntegrator(rawValue: name) else {
        throw c.error("integrator", "'\(name)' is not an integrator; use numeric or closedForm")
      }
      s.springIntegrator = integrator
    }
    if c.contains(AnyCodingKey("projectMomentum")) {
      if let flag = try? c.decode(Bool.self, forKey: AnyCodingKey("projectMomentum")) {
        projectMomentum = .all(flag)
      } else if let names = try? c.decode([String].self, forKey: AnyCodingKey("projectMomentum")) {
        projectMomentum = .states(names)
      } else {
        throw c.error("projectMomentum", "expected true, false or a list of state names")
      }
    } else {
      projectMomentum = .all(false)
    }
    if c.contains(AnyCodingKey("rubberBand")) {
      let rb = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("rubberBand"))
      for key in rb.allKeys where key.stringValue != "low" && key.stringValue != "high" {
        throw InputError(path: rb.codingPath + [key], message: "unknown field (allowed: high, low)")
      }
      rubberBandLow = try rb.optional(Bool.self, "low") ?? false
      rubberBandHigh = try rb.optional(Bool.self, "high") ?? false
    }
    if releaseRules, c.contains(AnyCodingKey("minimumFlickVelocityToAdvance")) {
      minimumFlickVelocityToAdvance = try c.number(
        "minimumFlickVelocityToAdvance", where: { $0 >= 0 }, "must be a speed in pt/s ≥ 0, e.g. 400")
    }
    settings = s
  }

  /// The behaviour for a panel at `position` with the layout's `states`; low/high rubber-band
  /// ends become the position's edges.
  func behavior(position: FloatingPanelPosition, states: [FloatingPanelState], path: String) throws -> FloatingPanelBehaviorSettings {
    var s = settings
    var edges: Set<FloatingPanelReferenceEdge> = []
    if rubberBandLow { edges.insert(.end(low: true, of: position)) }
    if rubberBandHigh { edges.insert(.end(low: false, of: position)) }
    s.rubberBandEdges = edges
    switch projectMomentum {
    case .all(let flag):
      s.projectMomentumStates = flag ? Set(states + [.hidden]) : []
    case .states(let names):
      var set: Set<FloatingPanelState> = []
      for (i, name) in names.enumerated() {
        guard let state = states.first(where: { $0.rawValue == name }) ?? FloatingPanelState.builtIn(named: name) else {
          throw InputError(path: "\(path).projectMomentum[\(i)]", message: "state '\(name)' has no anchor")
        }
        set.insert(state)
      }
      s.projectMomentumStates = set
    }
    return s
  }
}
