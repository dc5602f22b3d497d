import ConfigFormat
import FloatingPanel
import Foundation
import PlaygroundCore

/// The tuning panel's state as a value: the rows derived from a ``BehaviorConfig``, the focused
/// row, and the edits that keys and mouse drags make. Pure Swift (no SDL), so it is unit-tested.
///
/// Rows are recomputed from ``config`` after every edit, so every read-out (ζ, duration, bounce,
/// stiffness, damping) always describes the config the panel will use. Editing the response time
/// keeps the deceleration rate (FloatingPanel's own parameter), so ζ and the bounce follow it;
/// editing bounce, stiffness or damping changes the response time and deceleration rate through
/// ``SpringParameters``.
///
/// ```swift
/// var model = TuningModel(config: search.behaviorConfig)
/// // on a key: Up/Down move the focus, Left/Right edit, Shift for fine steps
/// let config = model.handle(key: .right, fine: modifiers.contains(.shift))
/// try panel.setBehavior(config.behavior(position: .bottom, states: states))
/// // on a mouse drag over a track (see TuningCardLayout.hitTest)
/// model.setFraction(row: hit.row, fraction: hit.fraction)
/// ```
package struct TuningModel: Equatable, Sendable {
  /// The keys the panel reacts to (``CardKey``: the key map maps arrow keys to these).
  package typealias Key = CardKey

  /// The behaviour fields the rows edit, in display order.
  package enum Field: String, CaseIterable, Equatable, Sendable {
    /// `springResponseTime` (s); read-out: the SwiftUI duration (equal to it).
    case responseTime
    /// `springDecelerationRate`; read-out: the damping ratio ζ it gives.
    case decelerationRate
    /// SwiftUI bounce of the release spring (edits ζ, keeps the response time).
    case bounce
    /// Stiffness k at ``TuningModel/mass`` (edits the spring, keeps the damping coefficient).
    case stiffness
    /// Damping coefficient c at ``TuningModel/mass`` (edits the spring, keeps the stiffness).
    case damping
    /// The mass that stiffness and damping are given for (keeps the spring: k and c scale with
    /// it), so values like SwiftUI's `interpolatingSpring(mass:stiffness:damping:)` can be typed in.
    case mass
    /// Which spring the spring rows show: release, presenting, dismissing or moving.
    case spring
    /// What a spring row's change keeps (key K): rate (release only), bounce or duration.
    case springLock
    /// The spring's second number: SwiftUI's bounce or the damping ratio ζ.
    case springForm
    /// `momentumProjectionRate`.
    case momentumProjectionRate
    /// `projectMomentum` on/off.
    case projectMomentum
    /// `redirectionalProgress` 0…1.
    case redirectionalProgress
    /// Rubber banding at the top/left edge (shown as "Pull past full" or "Pull past tip", by the
    /// panel's position).
    case rubberBandLow
    /// Rubber banding at the bottom/right edge (shown as "Pull past tip" or "Pull past full").
    case rubberBandHigh
    /// `removalVelocityThreshold` (1/s).
    case removalVelocityThreshold
    /// The release rule, a choice: FloatingPanel's own (projection and redirection) or
    /// OverlayContainer's rushing forward (a fast release moves on to the next anchor).
    case flickAdvance
    /// The rushing-forward rule's speed (pt/s): its row shows only while that rule is chosen.
    case flickAdvanceSpeed
    /// The spring integrator: numeric or closed form.
    case integrator
  }

  /// The second number of the spring rows: SwiftUI's bounce or the damping ratio.
  package enum SpringForm: Equatable, Sendable {
    /// `Spring(duration:bounce:)`: bounce = 1 − ζ (ζ ≤ 1).
    case bounce
    /// UIKit's and FloatingPanel's damping ratio ζ.
    case dampingRatio
  }

  /// One displayed row: the slider (discrete rows use 0…1 with step 1), the value text shown at
  /// the right, and an optional read-out of a derived value shown under the label.
  package struct Row: Equatable, Sendable {
    /// Which field the row edits.
    package var field: Field
    /// Label, value, range and steps.
    package var slider: TuningSlider
    /// The value as shown ("0.400 s", "on", "closed form").
    package var valueText: String
    /// A derived value, e.g. "ζ 0.576", or nil.
    package var readout: String?
    /// Whether the row is an on/off or two-way choice (drawn as a switch).
    package var isDiscrete: Bool
    /// The names of a choice's values, in the slider's order (0, 1, …): drawn as a segmented
    /// control, a press picks a segment; nil for a number or a switch.
    package var choices: [String]? = nil
  }

  /// The config being tuned; every edit returns the new value of it.
  package private(set) var config: BehaviorConfig
  /// The focused row index (0 ..< rows.count).
  package private(set) var focus: Int
  /// The rows, derived from ``config``.
  package private(set) var rows: [Row]

  /// The mass the stiffness and damping rows are given for (default 1). It does not change the
  /// motion: the spring's ω and ζ stay, k = m·ω² and c = 2·ζ·m·ω scale with it.
  package private(set) var mass: Double
  /// The tuned panel's position: which rubber-band end is "past full" and which "past tip".
  package private(set) var position: FloatingPanelPosition
  /// The spring the spring rows show and edit (the Spring row).
  package internal(set) var spring = TuningSpring.release
  /// Each spring's lock (key K), when not its first choice (``TuningSpringLock/choices(_:)``).
  package internal(set) var locks: [TuningSpring: TuningSpringLock] = [:]
  /// The spring rows' second number: bounce or ζ (the Form row).
  package internal(set) var form = SpringForm.bounce
  /// A number being typed on the focused row (Enter opens it), nil when none is open.
  package private(set) var entry: NumberEntry?

  /// A model showing `config` of a panel on `position`, with row `focus` focused (clamped) and
  /// stiffness and damping at `mass`; the spring rows show `springs`' spring, lock and form (nil:
  /// the release spring, FloatingPanel's lock, bounce).
  package init(
    config: BehaviorConfig, focus: Int = 0, mass: Double = 1, position: FloatingPanelPosition = .bottom, springs: TuningModel? = nil
  ) {
    self.config = config
    self.mass = mass.isFinite && mass > 0 ? mass : 1
    self.position = position
    self.rows = []
    self.focus = 0
    if let springs { (spring, locks, form) = (springs.spring, springs.locks, springs.form) }
    rebuildRows()
    self.focus = min(max(0, focus), rows.count - 1)
  }

  /// Replaces the config (e.g. after a preset or a file reload) and rebuilds the rows; the focus
  /// and the mass stay.
  package mutating func update(config: BehaviorConfig) {
    self.config = config
    rebuildRows()
  }

  /// Rebuilds the rows from ``config`` and the spring choices.
  mutating func rebuildRows() {
    rows = springRows(config) + springChoiceRows(config) + Self.makeRows(for: config, position: position)
  }

  /// Moves the focus (Up/Down, clamped at the ends) or edits the focused row (Left/Right; `fine`
  /// when Shift is held) and returns the resulting config.
  @discardableResult
  package mutating func handle(key: Key, fine: Bool = false) -> BehaviorConfig {
    entry = nil
    switch key {
    case .up: focus = max(0, focus - 1)
    case .down: focus = min(rows.count - 1, focus + 1)
    case .left: setValue(rows[focus].slider.stepped(by: -1, fine: fine), row: focus)
    case .right: setValue(rows[focus].slider.stepped(by: 1, fine: fine), row: focus)
    }
    return config
  }

  /// Sets row `row` to the value at `fraction` (0…1) of its track, focuses it, and returns the
  /// resulting config (unchanged for a row index out of range).
  @discardableResult
  package mutating func setFraction(row: Int, fraction: Double) -> BehaviorConfig {
    guard rows.indices.contains(row) else { return config }
    (focus, entry) = (row, nil)
    setValue(rows[row].slider.value(atFraction: fraction), row: row)
    return config
  }

  /// Focuses row `row` (clamped) without editing.
  package mutating func focus(row: Int) {
    (focus, entry) = (min(max(0, row), rows.count - 1), nil)
  }

  // MARK: - Typed numbers

  /// Enter: opens an entry on the focused row; nil, or why not (the choice rows take ← → or a click).
  package mutating func beginEntry() -> String? {
    let row = rows[focus]
    guard !row.isDiscrete, row.field != .spring, row.field != .springLock else {
      return "\(row.slider.label) is a choice: ← → or a click picks it"
    }
    entry = NumberEntry(row: focus)
    return nil
  }

  /// A key typed into the open entry: a character, Backspace (`nil`).
  package mutating func type(_ c: Character?) {
    if let c { entry?.type(c) } else { entry?.deleteBackward() }
  }

  /// Esc: the entry closes, nothing changes.
  package mutating func cancelEntry() { entry = nil }

  /// Enter on the open entry: sets the typed value (the entry closes) and returns nil, or returns
  /// why it is refused — no number, out of the row's range, or a spring the lock cannot make — and
  /// the entry stays open.
  package mutating func commitEntry() -> String? {
    guard let e = entry, rows.indices.contains(e.row) else { return nil }
    let row = rows[e.row]
    let unit = row.valueText.hasPrefix(row.slider.valueText) ? String(row.valueText.dropFirst(row.slider.valueText.count)) : ""
    switch e.value(for: row.slider, unit: unit) {
    case .refused(let why): return why
    case .value(let v):
      setValue(v, row: e.row)
      guard abs(rows[e.row].slider.value - v) <= row.slider.fineStep else {
        return "\(row.slider.label) \(e.text) does not make a spring with the \(lock.rawValue) lock (K changes it)"
      }
      entry = nil
      return nil
    }
  }

  // MARK: - Editing

  /// Writes `value` of row `row` into the config; values the engine would reject are ignored.
  private mutating func setValue(_ value: Double, row: Int) {
    guard value.isFinite else { return }
    var c = config
    let field = rows[row].field
    switch field {
    case .responseTime where spring == .release && lock == .rate:
      c.springResponseTime = value  // FloatingPanel's pair: the rate stays, ζ follows
    case .decelerationRate where spring == .release && lock != .bounce:
      c.springDecelerationRate = value
    case .responseTime, .decelerationRate, .bounce, .stiffness, .damping:
      guard let edited = editedSpring(field, value, config: c) else { return }
      c.setSpring(spring, edited)
    case .mass:
      guard value > 0 else { return }
      mass = value
    case .spring:
      spring = TuningSpring(rawValue: Int(value.rounded())) ?? .release
    case .springLock:
      let choices = TuningSpringLock.choices(spring)
      locks[spring] = choices[min(choices.count - 1, max(0, Int(value.rounded())))]
    case .springForm:
      form = value >= 0.5 ? .dampingRatio : .bounce
    case .momentumProjectionRate:
      c.momentumProjectionRate = value
    case .projectMomentum:
      c.projectMomentum = .all(value >= 0.5)
    case .redirectionalProgress:
      c.redirectionalProgress = value
    case .rubberBandLow:
      c.rubberBandLow = value >= 0.5
    case .rubberBandHigh:
      c.rubberBandHigh = value >= 0.5
    case .removalVelocityThreshold:
      c.removalVelocityThreshold = value
    case .flickAdvance:
      guard (value >= 0.5) != (Self.rushSpeed(c) != nil) else { return }
      c.minimumFlickVelocityToAdvance = nil
      c.policies.targetPolicy = value >= 0.5 ? .rushingForward(RushingForwardTargetStatePolicy()) : .floatingPanel
    case .flickAdvanceSpeed:
      guard value > 0 else { return }
      var rule = RushingForwardTargetStatePolicy()
      if case .rushingForward(let old) = c.policies.targetPolicy { rule = old }
      rule.minimumVelocity = value
      c.minimumFlickVelocityToAdvance = nil
      c.policies.targetPolicy = .rushingForward(rule)
    case .integrator:
      c.integrator = value >= 0.5 ? .closedForm : .numeric
    }
    // Keep only springs the engine accepts: 0 < rate < 1 and 0 < T ≤ 10.
    guard c.springDecelerationRate > 0, c.springDecelerationRate < 1,
      c.springResponseTime > 0, c.springResponseTime <= 10
    else { return }
    update(config: c)
  }

  // MARK: - Rows

  /// The rushing-forward speed of `c` (pt/s), nil under FloatingPanel's own rule; a config's
  /// older ``BehaviorConfig/minimumFlickVelocityToAdvance`` counts too.
  static func rushSpeed(_ c: BehaviorConfig) -> Double? {
    if case .rushingForward(let rule) = c.policies.targetPolicy { return rule.minimumVelocity }
    return c.minimumFlickVelocityToAdvance.flatMap { $0 > 0 ? $0 : nil }
  }

  /// The release-rule rows: a choice between FloatingPanel's own rule (projection and
  /// redirection) and OverlayContainer's rushing-forward policy, and, while that one is chosen,
  /// its speed: a release faster than it moves on to the next anchor.
  static func releaseRuleRows(_ c: BehaviorConfig) -> [Row] {
    let speed = rushSpeed(c)
    let rule = Row(
      field: .flickAdvance,
      slider: TuningSlider(label: "Release rule", value: speed == nil ? 0 : 1, range: 0...1, step: 1, fineStep: 1),
      valueText: speed == nil ? "FloatingPanel" : "rushing", readout: speed == nil ? "projection" : "like OverlayContainer",
      isDiscrete: true, choices: ["FloatingPanel", "rushing"])
    guard let speed else { return [rule] }
    let slider = TuningSlider(label: "Rush speed", value: speed, range: 50...2000, step: 50, fineStep: 10, format: "%.0f")
    return [
      rule,
      Row(field: .flickAdvanceSpeed, slider: slider, valueText: slider.valueText + " pt/s", readout: "faster: next anchor", isDiscrete: false),
    ]
  }

  /// The rubber-band row of the `low` (top/left) or high end for a panel on `position`: it names
  /// the anchor it is past (bottom and right panels are full at their low end) and what a pull
  /// there does: 1:1, FloatingPanel's default, or resisting like Maps (``rubberBand(_:length:)``).
  static func rubberBandRow(_ c: BehaviorConfig, low: Bool, position: FloatingPanelPosition) -> Row {
    let fullIsLow = position == .bottom || position == .right
    let on = low ? c.rubberBandLow : c.rubberBandHigh
    let label = "Pull past " + (low == fullIsLow ? "full" : "tip")
    let slider = TuningSlider(label: label, value: on ? 1 : 0, range: 0...1, step: 1, fineStep: 1, format: "%.0f")
    return Row(
      field: low ? .rubberBandLow : .rubberBandHigh, slider: slider, valueText: on ? "resists" : "1:1",
      readout: on ? "rubber band, like Maps" : "FloatingPanel default", isDiscrete: true)
  }

  /// The rows after the spring rows showing `c` for a panel on `position`.
  static func makeRows(for c: BehaviorConfig, position: FloatingPanelPosition = .bottom) -> [Row] {
    func row(_ field: Field, _ label: String, _ value: Double, _ range: ClosedRange<Double>, step: Double, fine: Double,
             format: String, unit: String = "", readout: String? = nil, scale: TuningSlider.Scale = .linear) -> Row {
      let slider = TuningSlider(
        label: label, value: value, range: range, step: step, fineStep: fine, format: format, scale: scale)
      return Row(field: field, slider: slider, valueText: slider.valueText + unit, readout: readout, isDiscrete: false)
    }
    func toggle(_ field: Field, _ label: String, _ on: Bool, off offText: String = "off", on onText: String = "on",
                readout: String? = nil) -> Row {
      let slider = TuningSlider(label: label, value: on ? 1 : 0, range: 0...1, step: 1, fineStep: 1, format: "%.0f")
      return Row(field: field, slider: slider, valueText: on ? onText : offText, readout: readout, isDiscrete: true)
    }
    let projects: Bool
    var projectReadout: String?
    switch c.projectMomentum {
    case .all(let flag): projects = flag
    case .states(let names):
      projects = !names.isEmpty
      projectReadout = "to " + names.joined(separator: ", ")
    }
    return [
      row(.momentumProjectionRate, "Projection rate", c.momentumProjectionRate, 0.99...0.9999, step: 0.001,
          fine: 0.0001, format: "%.4f", scale: .logComplement),
      toggle(.projectMomentum, "Project momentum", projects, readout: projectReadout),
      row(.redirectionalProgress, "Redirection", c.redirectionalProgress, 0...1, step: 0.05, fine: 0.01,
          format: "%.2f"),
      rubberBandRow(c, low: true, position: position),
      rubberBandRow(c, low: false, position: position),
      row(.removalVelocityThreshold, "Removal speed", c.removalVelocityThreshold, 0...20, step: 0.5, fine: 0.1,
          format: "%.1f", unit: " /s"),
    ] + releaseRuleRows(c) + [
      Row(
        field: .integrator, slider: TuningSlider(label: "Integrator", value: c.integrator == .closedForm ? 1 : 0, range: 0...1, step: 1, fineStep: 1),
        valueText: c.integrator == .closedForm ? "closed form" : "numeric", isDiscrete: true, choices: ["numeric", "closed form"]),
    ]
  }
}
