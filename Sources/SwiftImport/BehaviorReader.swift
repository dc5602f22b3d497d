import ConfigFormat
import FloatingPanel

/// A `FloatingPanelBehavior` (or a `FloatingPanelDefaultBehavior` subclass) as a config
/// behaviour: the spring's deceleration rate and response time, the momentum projection rate,
/// `shouldProjectMomentum(_:to:)` over the layout's states, `redirectionalProgress(_:from:to:)`,
/// `allowsRubberBanding(for:)` over the two edges of the panel's axis and
/// `removalInteractionVelocityThreshold`. What cannot be read keeps FloatingPanel's default and
/// adds a skip.
enum BehaviorReader {
  /// The behaviour for a panel at `position` whose layout has `states`.
  static func behavior(_ r: inout MemberReader, position: FloatingPanelPosition, states: [FloatingPanelState]) -> BehaviorConfig {
    var b = BehaviorConfig()
    func number(_ name: String, _ ok: (Double) -> Bool, _ range: String) -> Double? {
      guard let v = r.property(name) else { return nil }
      guard let d = v.number, ok(d) else {
        r.skip(name, Unevaluable(line: r.line(of: name), reason: "not a number in \(range)"))
        return nil
      }
      return d
    }
    b.springDecelerationRate = number("springDecelerationRate", { $0 > 0 && $0 < 1 }, "(0, 1)") ?? b.springDecelerationRate
    b.springResponseTime = number("springResponseTime", { $0 >= BehaviorConfig.minimumResponseTime && $0 <= 10 }, "[0.001, 10]") ?? b.springResponseTime
    b.momentumProjectionRate = number("momentumProjectionRate", { $0 > 0 && $0 < 1 }, "(0, 1)") ?? b.momentumProjectionRate
    b.removalVelocityThreshold = number("removalInteractionVelocityThreshold", { $0 >= 0 && $0 <= 1000 }, "[0, 1000]") ?? b.removalVelocityThreshold
    if let f = r.function("redirectionalProgress"), let v = r.results(of: f, binding: nil, to: [.none], what: "redirectionalProgress(_:from:to:)")?.first {
      if let d = v.number, d >= 0, d <= 1 { b.redirectionalProgress = d }
      else { r.skip("redirectionalProgress(_:from:to:)", at: f.name, "does not return a number in [0, 1]") }
    }
    if let f = r.function("shouldProjectMomentum") {
      let all = states.sorted { $0.order > $1.order } + (states.contains(.hidden) ? [] : [.hidden])
      let values = all.map { FloatingPanelState.builtIn(named: $0.rawValue) != nil ? SwiftValue.member($0.rawValue) : .state(name: $0.rawValue, order: $0.order) }
      if let flags = r.results(of: f, binding: 1, to: values, what: "shouldProjectMomentum(_:to:)") {
        let yes = zip(all, flags).filter { $0.1 == .bool(true) }.map(\.0.rawValue)
        if !flags.allSatisfy({ $0 == .bool(true) || $0 == .bool(false) }) {
          r.skip("shouldProjectMomentum(_:to:)", at: f.name, "does not return true or false")
        } else if yes.count == all.count {
          b.projectMomentum = .all(true)
        } else {
          b.projectMomentum = yes.isEmpty ? .all(false) : .states(yes)
        }
      }
    }
    if let f = r.function("allowsRubberBanding") {
      let low: FloatingPanelReferenceEdge = position.isVertical ? .top : .left
      let high: FloatingPanelReferenceEdge = position.isVertical ? .bottom : .right
      if let flags = r.results(of: f, binding: 0, to: [.member(low.rawValue), .member(high.rawValue)], what: "allowsRubberBanding(for:)") {
        if case .bool(let l) = flags[0], case .bool(let h) = flags[1] {
          (b.rubberBandLow, b.rubberBandHigh) = (l, h)
        } else {
          r.skip("allowsRubberBanding(for:)", at: f.name, "does not return true or false")
        }
      }
    }
    return b
  }
}
