import FloatingPanel
import Foundation
import StrictJSON

/// The engine's release and removal policies and its show/hide/move springs as a config or replay
/// script writes them in `behavior` (every field optional; the defaults are FloatingPanel's):
///
/// ```json
/// "targetPolicy": {"rushingForward": {"minimumVelocity": 400, "minimumDuration": 0.1}},
/// "dismissalPolicy": {"threshold": {"velocity": 2400, "position": "leastExpanded"}},
/// "presentingSpring": {"response": 0.25, "dampingRatio": 0.8},
/// "dismissingSpring": {"duration": 0.3, "bounce": 0},
/// "movingSpring": {"duration": 0.4, "bounce": 0.15},
/// "translationFunction": {"rubberBand": {"factor": 0.5, "bouncesAtMinimumHeight": false}}
/// ```
///
/// `targetPolicy` is `"floatingPanel"`, `"rushingForward"` or `{"rushingForward": {…}}`;
/// `dismissalPolicy` is `"floatingPanel"`, `"threshold"` or `{"threshold": {…}}` whose `velocity` is
/// a speed in pt/s or `"none"` and whose `position` is `"none"`, `"leastExpanded"`, a state name or a
/// translation height in points. A spring is `{"response", "dampingRatio"}` or `{"duration", "bounce"}`.
/// `translationFunction` is `"floatingPanel"` (1:1, rubber band per `rubberBand`), `"rubberBand"` or
/// `{"rubberBand": {"factor", "bouncesAtMinimumHeight", "bouncesAtMaximumHeight"}}` (OverlayContainer's).
package struct MotionPolicyConfig: Equatable, Sendable {
  /// Where a dismissal threshold position is, before its state name is resolved.
  package enum Position: Equatable, Sendable {
    case none, leastExpanded, state(String), translationHeight(Double)
  }

  /// The target policy (default FloatingPanel's).
  package var targetPolicy: FloatingPanelBehaviorSettings.TargetPolicy = .floatingPanel
  /// The threshold dismissal policy, nil for FloatingPanel's rate rule.
  package var threshold: (velocity: Double?, position: Position)?
  /// The spring of `show` (nil: the engine's default).
  package var presentingSpring: SpringParameters?
  /// The spring of `hide` and removal (nil: the engine's default).
  package var dismissingSpring: SpringParameters?
  /// The spring of animated moves between visible states (nil: the release spring from rest).
  package var movingSpring: SpringParameters?
  /// OverlayContainer's rubber-band translation function (nil: FloatingPanel's drag rule).
  package var rubberBandFunction: RubberBandTranslationFunction?

  /// The keys this config reads from `behavior`.
  static let keys: Set<String> = ["targetPolicy", "dismissalPolicy", "presentingSpring", "dismissingSpring", "movingSpring", "translationFunction"]

  package init() {}

  package static func == (a: MotionPolicyConfig, b: MotionPolicyConfig) -> Bool {
    a.targetPolicy == b.targetPolicy && a.threshold?.velocity == b.threshold?.velocity
      && a.threshold?.position == b.threshold?.position && (a.threshold == nil) == (b.threshold == nil)
      && a.presentingSpring == b.presentingSpring && a.dismissingSpring == b.dismissingSpring && a.movingSpring == b.movingSpring
      && a.rubberBandFunction == b.rubberBandFunction
  }

  /// Reads the fields from a `behavior` container.
  init(from c: KeyedDecodingContainer<AnyCodingKey>) throws {
    if c.contains(AnyCodingKey("targetPolicy")) { targetPolicy = try Self.targetPolicy(c) }
    if c.contains(AnyCodingKey("dismissalPolicy")) { threshold = try Self.threshold(c) }
    presentingSpring = try Self.spring(c, "presentingSpring")
    dismissingSpring = try Self.spring(c, "dismissingSpring")
    movingSpring = try Self.spring(c, "movingSpring")
    if c.contains(AnyCodingKey("translationFunction")) { rubberBandFunction = try Self.translationFunction(c) }
  }

  /// Sets the policies and springs on `settings`; a threshold state without an anchor is an error at `path`.
  func apply(to settings: inout FloatingPanelBehaviorSettings, states: [FloatingPanelState], path: String) throws(InputError) {
    settings.targetPolicy = targetPolicy
    if let t = threshold {
      let position: ThresholdDismissalPolicy.Position
      switch t.position {
      case .none: position = .none
      case .leastExpanded: position = .leastExpandedState
      case .translationHeight(let h): position = .translationHeight(h)
      case .state(let name):
        guard let s = states.first(where: { $0.rawValue == name }) else {
          throw InputError(path: "\(path).dismissalPolicy.threshold.position", message: "state '\(name)' has no anchor")
        }
        position = .state(s)
      }
      settings.dismissal = .threshold(ThresholdDismissalPolicy(dismissingVelocity: t.velocity.map { .value($0) } ?? .none, dismissingPosition: position))
    }
    if let s = presentingSpring { settings.presentingSpring = s }
    if let s = dismissingSpring { settings.dismissingSpring = s }
    settings.movingSpring = movingSpring
    settings.rubberBandFunction = rubberBandFunction
  }

  private static func translationFunction(_ c: KeyedDecodingContainer<AnyCodingKey>) throws -> RubberBandTranslationFunction? {
    let key = AnyCodingKey("translationFunction")
    if let name = try? c.decode(String.self, forKey: key) {
      switch name {
      case "floatingPanel": return nil
      case "rubberBand": return RubberBandTranslationFunction()
      default: throw c.error("translationFunction", "'\(name)' is not a translation function; use floatingPanel or rubberBand")
      }
    }
    let o = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
    let inner = try o.nestedContainer(keyedBy: AnyCodingKey.self, forKey: try only(o, ["rubberBand"], "translationFunction"))
    try reject(inner, allowing: ["factor", "bouncesAtMinimumHeight", "bouncesAtMaximumHeight"])
    return RubberBandTranslationFunction(
      factor: try inner.number("factor", default: 0.5, where: { $0 >= 0 && $0 <= 10 }, "must be a number in [0, 10], e.g. 0.5"),
      bouncesAtMaximumHeight: try inner.optional(Bool.self, "bouncesAtMaximumHeight") ?? true,
      bouncesAtMinimumHeight: try inner.optional(Bool.self, "bouncesAtMinimumHeight") ?? true)
  }

  private static func targetPolicy(_ c: KeyedDecodingContainer<AnyCodingKey>) throws -> FloatingPanelBehaviorSettings.TargetPolicy {
    let key = AnyCodingKey("targetPolicy")
    if let name = try? c.decode(String.self, forKey: key) {
      switch name {
      case "floatingPanel": return .floatingPanel
      case "rushingForward": return .rushingForward(RushingForwardTargetStatePolicy())
      default: throw c.error("targetPolicy", "'\(name)' is not a policy; use floatingPanel or rushingForward")
      }
    }
    let o = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
    let inner = try o.nestedContainer(keyedBy: AnyCodingKey.self, forKey: try only(o, ["rushingForward"], "targetPolicy"))
    try reject(inner, allowing: ["minimumVelocity", "minimumDuration"])
    let d = RushingForwardTargetStatePolicy()
    return .rushingForward(RushingForwardTargetStatePolicy(
      minimumVelocity: try inner.number("minimumVelocity", default: d.minimumVelocity, where: { $0 >= 0 }, "must be a speed in pt/s ≥ 0, e.g. 400"),
      minimumDuration: try inner.number("minimumDuration", default: d.minimumDuration, where: { $0 >= 0 && $0 <= 10 }, "must be seconds in [0, 10], e.g. 0.1")))
  }

  private static func threshold(_ c: KeyedDecodingContainer<AnyCodingKey>) throws -> (velocity: Double?, position: Position)? {
    let key = AnyCodingKey("dismissalPolicy")
    if let name = try? c.decode(String.self, forKey: key) {
      switch name {
      case "floatingPanel": return nil
      case "threshold": return (2400, .leastExpanded)
      default: throw c.error("dismissalPolicy", "'\(name)' is not a policy; use floatingPanel or threshold")
      }
    }
    let o = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
    let inner = try o.nestedContainer(keyedBy: AnyCodingKey.self, forKey: try only(o, ["threshold"], "dismissalPolicy"))
    try reject(inner, allowing: ["velocity", "position"])
    var velocity: Double? = 2400
    if inner.contains(AnyCodingKey("velocity")) {
      if (try? inner.decode(String.self, forKey: AnyCodingKey("velocity"))) == "none" {
        velocity = nil
      } else {
        velocity = try inner.number("velocity", where: { $0 >= 0 }, "must be a speed in pt/s ≥ 0 (e.g. 2400) or \"none\"")
      }
    }
    var position = Position.leastExpanded
    if inner.contains(AnyCodingKey("position")) {
      if let name = try? inner.decode(String.self, forKey: AnyCodingKey("position")) {
        position = name == "none" ? .none : name == "leastExpanded" ? .leastExpanded : .state(name)
      } else {
        position = .translationHeight(try inner.number("position", "must be \"none\", \"leastExpanded\", a state name or a height in points"))
      }
    }
    return (velocity, position)
  }

  private static func spring(_ c: KeyedDecodingContainer<AnyCodingKey>, _ name: String) throws -> SpringParameters? {
    guard c.contains(AnyCodingKey(name)) else { return nil }
    let s = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(name))
    try reject(s, allowing: ["response", "dampingRatio", "duration", "bounce"])
    do {
      if s.contains(AnyCodingKey("response")) || s.contains(AnyCodingKey("dampingRatio")) {
        return try SpringParameters(responseTime: try s.number("response"), dampingRatio: try s.number("dampingRatio"))
      }
      return try SpringParameters(duration: try s.number("duration"), bounce: try s.number("bounce", default: 0))
    } catch let e as FloatingPanelError {
      throw c.error(name, "\(e.description.replacingOccurrences(of: "invalid behavior: ", with: "")); write {\"response\": 0.25, \"dampingRatio\": 0.8} or {\"duration\": 0.3, \"bounce\": 0}")
    }
  }

  /// The one key of `o`, which must be one of `names`.
  private static func only(_ o: KeyedDecodingContainer<AnyCodingKey>, _ names: [String], _ field: String) throws -> AnyCodingKey {
    guard o.allKeys.count == 1, let k = o.allKeys.first, names.contains(k.stringValue) else {
      throw InputError(path: o.codingPath, message: "expected {\"\(names[0])\": {…}} or a policy name")
    }
    return k
  }

  private static func reject(_ o: KeyedDecodingContainer<AnyCodingKey>, allowing allowed: Set<String>) throws {
    for key in o.allKeys where !allowed.contains(key.stringValue) {
      throw InputError(path: o.codingPath + [key], message: "unknown field (allowed: \(allowed.sorted().joined(separator: ", ")))")
    }
  }

  /// The fields as JSON, only those that differ from the defaults (so older files round-trip unchanged).
  var json: [(String, OrderedJSON)] {
    var m: [(String, OrderedJSON)] = []
    if case .rushingForward(let p) = targetPolicy {
      let inner: [(String, OrderedJSON)] = [("minimumVelocity", .number(p.minimumVelocity)), ("minimumDuration", .number(p.minimumDuration))]
      m.append(("targetPolicy", .object([("rushingForward", .object(inner, inline: true))], inline: true)))
    }
    if let t = threshold {
      let position: OrderedJSON
      switch t.position {
      case .none: position = .string("none")
      case .leastExpanded: position = .string("leastExpanded")
      case .state(let s): position = .string(s)
      case .translationHeight(let h): position = .number(h)
      }
      let inner: [(String, OrderedJSON)] = [("velocity", t.velocity.map { .number($0) } ?? .string("none")), ("position", position)]
      m.append(("dismissalPolicy", .object([("threshold", .object(inner, inline: true))], inline: true)))
    }
    if let f = rubberBandFunction {
      let inner: [(String, OrderedJSON)] = [
        ("factor", .number(f.factor)), ("bouncesAtMinimumHeight", .bool(f.bouncesAtMinimumHeight)),
        ("bouncesAtMaximumHeight", .bool(f.bouncesAtMaximumHeight)),
      ]
      m.append(("translationFunction", .object([("rubberBand", .object(inner, inline: true))], inline: true)))
    }
    for (name, spring) in [("presentingSpring", presentingSpring), ("dismissingSpring", dismissingSpring), ("movingSpring", movingSpring)] {
      guard let spring else { continue }
      m.append((name, .object([("response", .number(spring.responseTime)), ("dampingRatio", .number(spring.dampingRatio))], inline: true)))
    }
    return m
  }
}
