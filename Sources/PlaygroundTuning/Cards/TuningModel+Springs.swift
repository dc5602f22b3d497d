import ConfigFormat
import FloatingPanel
import Foundation
import PlaygroundCore

/// Which of the engine's springs the card's spring rows (response time … mass) show and edit.
package enum TuningSpring: Int, CaseIterable, Equatable, Sendable {
  /// The release spring: `springResponseTime` and `springDecelerationRate` (FloatingPanel's).
  case release
  /// The spring of `show` (`presentingSpring`; default response 0.25 s, ζ 0.8).
  case presenting
  /// The spring of `hide` and removal (`dismissingSpring`; default as presenting).
  case dismissing
  /// The spring of an animated move between visible states (`movingSpring`; default: the release
  /// spring from rest, so critically damped).
  case moving

  /// The name the card shows.
  package var name: String { ["release", "presenting", "dismissing", "moving"][rawValue] }
}

/// What stays when a spring row changes (key K cycles it): the number the lock names is kept and
/// the other of the spring's two numbers (duration, bounce) takes the change.
package enum TuningSpringLock: String, Equatable, Sendable {
  /// FloatingPanel's own pair (release spring only): a response-time edit keeps the deceleration
  /// rate, so ζ and the bounce follow; a stiffness edit keeps the damping coefficient, a damping
  /// edit the stiffness.
  case rate
  /// A duration, rate, stiffness or damping edit keeps the bounce (ζ); the duration follows.
  case bounce
  /// A bounce, rate or damping edit keeps the duration; stiffness, which sets it, stays.
  case duration

  /// The locks a spring offers, in K's order: the release spring starts with FloatingPanel's.
  static func choices(_ spring: TuningSpring) -> [TuningSpringLock] {
    spring == .release ? [.rate, .bounce, .duration] : [.bounce, .duration]
  }
}

/// Upstream's `UISpringTimingParameters(decelerationRate:frequencyResponse:)` (Extensions.swift)
/// gives the presenting, dismissing and moving animators `ζ = ln(r) / (−4π · 0.001)`, whatever the
/// response: `makeDefaultAnimator`'s rate 0.99 is ζ 0.7998. The release spring's rate depends on
/// the response time instead (``SpringParameters/dampingRatio(decelerationRate:responseTime:)``).
package enum AnimatorRate {
  /// `ζ = ln(r) / (−4π · 0.001)`.
  package static func dampingRatio(_ r: Double) -> Double { log(r) / (-4 * Double.pi * 0.001) }
  /// `r = exp(−4π · 0.001 · ζ)`.
  package static func rate(dampingRatio z: Double) -> Double { exp(-4 * Double.pi * 0.001 * z) }
}

extension BehaviorConfig {
  /// The spring `kind` moves with, as the engine uses it: the release spring (nil when its two
  /// values are out of range), the configured presenting/dismissing spring or the engine's
  /// default (``ShowHideSpring``), the moving spring or the release spring from rest (ζ 1).
  package func spring(_ kind: TuningSpring) -> SpringParameters? {
    switch kind {
    case .release: return spring
    case .presenting: return policies.presentingSpring ?? ShowHideSpring.parameters
    case .dismissing: return policies.dismissingSpring ?? ShowHideSpring.parameters
    case .moving:
      return policies.movingSpring ?? (try? SpringParameters(responseTime: springResponseTime, dampingRatio: 1))
    }
  }

  /// Sets the spring `kind` moves with (the release spring's response time and deceleration rate).
  package mutating func setSpring(_ kind: TuningSpring, _ s: SpringParameters) {
    switch kind {
    case .release: spring = s
    case .presenting: policies.presentingSpring = s
    case .dismissing: policies.dismissingSpring = s
    case .moving: policies.movingSpring = s
    }
  }
}

extension TuningModel {
  /// The lock of the shown spring.
  package var lock: TuningSpringLock { locks[spring] ?? TuningSpringLock.choices(spring)[0] }

  /// Key K: the shown spring's next lock (release: rate → bounce → duration; the others: bounce ⇄
  /// duration). Changes no value.
  package mutating func cycleLock() {
    let choices = TuningSpringLock.choices(spring)
    let i = choices.firstIndex(of: lock) ?? 0
    locks[spring] = choices[(i + 1) % choices.count]
    rebuildRows()
  }

  /// What the lock means, for the HUD.
  package var lockHint: String {
    switch lock {
    case .rate: return "lock rate: a response-time change keeps the deceleration rate (FloatingPanel's)"
    case .bounce: return "lock bounce: a duration, rate, stiffness or damping change keeps the bounce"
    case .duration: return "lock duration: a bounce, rate or damping change keeps the duration"
    }
  }

  /// The shown spring with row `field` set to `value` under the lock, or nil when the lock does
  /// not let that row change it (stiffness with the duration locked) or the result is no spring a
  /// config takes (a response time outside [0.001, 10] s, as `springResponseTime`'s).
  func editedSpring(_ field: Field, _ value: Double, config c: BehaviorConfig) -> SpringParameters? {
    guard let s = locked(field, value, config: c),
      s.responseTime >= BehaviorConfig.minimumResponseTime, s.responseTime <= 10
    else { return nil }
    return s
  }

  /// ``editedSpring(_:_:config:)`` before its range check.
  private func locked(_ field: Field, _ value: Double, config c: BehaviorConfig) -> SpringParameters? {
    guard let s = c.spring(spring) else { return nil }
    let (t, z) = (s.responseTime, s.dampingRatio)
    switch (field, lock) {
    case (.responseTime, .rate):
      return try? SpringParameters(responseTime: value, decelerationRate: c.springDecelerationRate)
    case (.responseTime, _):
      return try? SpringParameters(responseTime: value, dampingRatio: z)
    case (.decelerationRate, let l):
      guard value > 0, value < 1 else { return nil }
      if spring != .release { return try? SpringParameters(responseTime: t, dampingRatio: AnimatorRate.dampingRatio(value)) }
      guard l == .bounce else { return try? SpringParameters(responseTime: t, decelerationRate: value) }
      return try? SpringParameters(responseTime: -2 * Double.pi * z * 0.001 / log(value), dampingRatio: z)
    case (.bounce, _):
      return form == .bounce
        ? try? SpringParameters(duration: t, bounce: value) : try? SpringParameters(responseTime: t, dampingRatio: value)
    case (.stiffness, .rate):
      return try? SpringParameters(mass: mass, stiffness: value, damping: s.damping(mass: mass))
    case (.stiffness, .bounce):
      guard value > 0 else { return nil }
      return try? SpringParameters(responseTime: 2 * Double.pi * (mass / value).squareRoot(), dampingRatio: z)
    case (.stiffness, .duration):
      return nil
    case (.damping, .bounce):
      guard value > 0 else { return nil }  // c = 2ζωm: ω = c / (2ζm)
      return try? SpringParameters(responseTime: 2 * Double.pi * 2 * z * mass / value, dampingRatio: z)
    case (.damping, _):
      return try? SpringParameters(mass: mass, stiffness: s.stiffness(mass: mass), damping: value)
    default:
      return nil
    }
  }

  /// The spring rows (response time, deceleration rate, bounce or ζ, stiffness, damping, mass) of
  /// the shown spring of `c`.
  func springRows(_ c: BehaviorConfig) -> [Row] {
    let s = c.spring(spring)
    let release = spring == .release
    let zeta = s.map { "ζ " + String(format: "%.3f", $0.dampingRatio) }
    let rate = release ? c.springDecelerationRate : s.map { AnimatorRate.rate(dampingRatio: $0.dampingRatio) } ?? 0.99
    let fixed = lock == .duration ? "kept: duration locked" : "at mass " + String(format: "%g", mass)
    let second: Row
    if form == .bounce {
      second = Self.row(.bounce, "Bounce", s?.bounce ?? 0, -0.9...0.95, step: 0.05, fine: 0.005, format: "%.3f", readout: zeta)
    } else {
      second = Self.row(
        .bounce, "Damping ratio", s?.dampingRatio ?? 1, 0.05...5, step: 0.05, fine: 0.005, format: "%.3f",
        readout: s.map { "bounce " + String(format: "%.3f", $0.bounce) }, scale: .logarithmic)
    }
    return [
      Self.row(.responseTime, "Response time", s?.responseTime ?? c.springResponseTime, 0.1...2, step: 0.01, fine: 0.001,
               format: "%.3f", unit: " s", readout: s.map { "duration " + String(format: "%.3f s", $0.duration) }, scale: .logarithmic),
      Self.row(.decelerationRate, "Deceleration rate", rate, 0.95...0.9995, step: 0.001, fine: 0.0001, format: "%.4f",
               readout: release ? zeta : zeta.map { $0 + " · animator" }, scale: .logComplement),
      second,
      Self.row(.stiffness, "Stiffness", s?.stiffness(mass: mass) ?? 0, (5 * mass)...(2000 * mass), step: 10 * mass,
               fine: 0.5 * mass, format: "%.1f", readout: fixed, scale: .logarithmic),
      Self.row(.damping, "Damping", s?.damping(mass: mass) ?? 0, (0.5 * mass)...(200 * mass), step: mass,
               fine: 0.05 * mass, format: "%.2f", readout: "at mass " + String(format: "%g", mass), scale: .logarithmic),
      Self.row(.mass, "Mass", mass, 0.1...10, step: 0.1, fine: 0.01, format: "%.2f", readout: "same motion", scale: .logarithmic),
    ]
  }

  /// The rows that choose the spring, its lock and its form.
  func springChoiceRows(_ c: BehaviorConfig) -> [Row] {
    let choices = TuningSpringLock.choices(spring)
    let kind = TuningSlider(
      label: "Spring", value: Double(spring.rawValue), range: 0...3, step: 1, fineStep: 1, format: "%.0f")
    let uses: String
    switch spring {
    case .release: uses = "rows above · a release"
    case .presenting: uses = c.policies.presentingSpring == nil ? "show · engine default" : "rows above · show"
    case .dismissing: uses = c.policies.dismissingSpring == nil ? "hide · engine default" : "rows above · hide"
    case .moving: uses = c.policies.movingSpring == nil ? "move · release T, ζ 1" : "rows above · a move"
    }
    let lockSlider = TuningSlider(
      label: "Lock", value: Double(choices.firstIndex(of: lock) ?? 0), range: 0...Double(choices.count - 1), step: 1,
      fineStep: 1, format: "%.0f")
    let formSlider = TuningSlider(label: "Form", value: form == .bounce ? 0 : 1, range: 0...1, step: 1, fineStep: 1, format: "%.0f")
    return [
      Row(field: .spring, slider: kind, valueText: spring.name, readout: uses, isDiscrete: false, choices: ["release", "show", "hide", "move"]),
      Row(field: .springLock, slider: lockSlider, valueText: lock.rawValue, readout: "K · it stays", isDiscrete: false,
          choices: choices.map { $0 == .duration ? "duration" : $0.rawValue }),
      Row(field: .springForm, slider: formSlider, valueText: form == .bounce ? "bounce" : "ζ",
          readout: form == .bounce ? "duration, bounce" : "response, ζ", isDiscrete: true, choices: ["bounce", "ζ"]),
    ]
  }

  /// A slider row.
  static func row(
    _ field: Field, _ label: String, _ value: Double, _ range: ClosedRange<Double>, step: Double, fine: Double,
    format: String, unit: String = "", readout: String? = nil, scale: TuningSlider.Scale = .linear
  ) -> Row {
    let slider = TuningSlider(label: label, value: value, range: range, step: step, fineStep: fine, format: format, scale: scale)
    return Row(field: field, slider: slider, valueText: slider.valueText + unit, readout: readout, isDiscrete: false)
  }
}
