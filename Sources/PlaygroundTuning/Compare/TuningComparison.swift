import ConfigFormat
import FloatingPanel
import PlaygroundCore

/// The A/B comparison of the tuning cards, without SDL: the tuning pinned as A (one panel's whole
/// behaviour, as it was at the pin), the ghost that moves with A (a second engine controller with
/// the panel's layout and A's behaviour, released with the panel's every release and stepped in
/// the same frame loop) and its motion for the plot; and the plot's other-display-rate curve
/// (the last release re-simulated headless at 120 Hz when the window runs 60, else at 60).
/// ``TuningSession`` drives it (keys `[` `]` `\` and O, see `TuningSession+Compare.swift`).
package final class TuningComparison {
  /// A pinned tuning: the panel it was taken from and its behaviour then.
  package struct Pin: Equatable, Sendable {
    /// The panel A belongs to (the ghost follows this panel's releases).
    package var role: PanelRole
    /// A's behaviour.
    package var behavior: BehaviorConfig
  }

  /// A second motion on the plot: its curve's name ("A", "120 Hz") and the motion, whose first
  /// sample is at the same time as the plotted motion's.
  package struct Curve: Equatable, Sendable {
    /// What the curve is, shown in the legend and before its figures.
    package var label: String
    /// What the plotted motion is then ("B", "60 Hz").
    package var mainLabel: String
    /// The motion.
    package var trace: MotionTrace
  }

  /// The pinned tuning (key `[`), nil when none.
  package private(set) var pin: Pin?
  /// The ghost moving with A, from the last release of A's panel; nil when there is none to show.
  package private(set) var ghost: FloatingPanelController?
  /// The ghost's motion since the release (the plot's A curve).
  package private(set) var ghostTrace: MotionTrace?
  /// Whether the plot overlays the other display rate's curve (key O).
  package private(set) var comparesRates = false
  /// The last release re-simulated at the other display rate (with O).
  package private(set) var rateTrace: MotionTrace?

  /// The plot time of the last frame (the first sample of a motion released since).
  private var previousTime: Double?
  /// The releases of the scene seen so far (``PlaygroundScene/releaseCount``).
  private var seenReleases = 0
  /// The last release, the behaviour its panel had then and the plot time of its first sample.
  private(set) var release: (record: ReleaseRecord, behavior: any FloatingPanelBehavior, t0: Double)?
  /// The real panel's spring when the ghost was released (start and target): another one hides the ghost.
  private(set) var followed: (start: Double, target: FloatingPanelState)?
  /// Records the ghost's motion.
  private var recorder = MotionRecorder()
  /// The HUD's differences line and what it was computed from.
  var differences: (a: BehaviorConfig, b: BehaviorConfig, position: FloatingPanelPosition, shown: TuningModel?, text: String)?

  /// An empty comparison: nothing pinned, no overlay.
  package init() {}

  /// Whether the ghost is moving (the window keeps drawing while it does).
  package var isGhostMoving: Bool { ghost?.isAnimating == true }

  /// Takes the ghost away with its motion.
  func dropGhost() {
    ghost = nil
    ghostTrace = nil
    followed = nil
  }

  /// Pins `pin` as A (nil: forgets A) and takes the ghost away.
  package func pin(_ pin: Pin?) {
    self.pin = pin
    dropGhost()
  }

  /// Turns the other display rate's curve on or off; off forgets its motion.
  package func compareRates(_ on: Bool) {
    comparesRates = on
    if !on { rateTrace = nil }
  }

  /// Once per frame at plot time `time`, after `scene` and the recorders: a new release of A's panel releases the
  /// ghost the same way and steps it with the frame (as the panel was); the ghost steps with the
  /// frame until the panel is grabbed, moves otherwise, or its layout changes.
  func update(_ scene: PlaygroundScene, time: Double, h: Double, elapsed: Double?) {
    let before = previousTime ?? time - h
    defer { previousTime = time }
    var released = false
    if scene.releaseCount != seenReleases {
      seenReleases = scene.releaseCount
      if let r = scene.lastRelease, let role = PanelRole(rawValue: r.panel) {
        release = (r, scene.panel(role).behavior, before)
        if comparesRates { simulateOtherRate(scene) }
        if pin?.role == role {
          releaseGhost(r, scene: scene, time: time, h: h, elapsed: elapsed, before: before)
          released = true
        }
      }
    }
    guard !released, let ghost, let pin else { return }
    let panel = scene.panel(pin.role)
    let otherMotion = panel.attraction.map { a in followed.map { $0.start != a.startLocation || $0.target != a.target } ?? true }
    if panel.isTouching || otherMotion == true || ghost.resolvedLayout != panel.resolvedLayout {
      dropGhost()
      return
    }
    ghost.stepLikeScene(h, elapsed: elapsed)
    recorder.record(ghost, time: time)
    ghostTrace = recorder.last
  }

  /// Releases a new ghost with A's behaviour as `r` released the panel, then steps it one frame.
  private func releaseGhost(_ r: ReleaseRecord, scene: PlaygroundScene, time: Double, h: Double, elapsed: Double?, before: Double) {
    dropGhost()
    guard let pin else { return }
    let panel = scene.panel(pin.role)
    do {
      let settings = try pin.behavior.settings(position: panel.position, states: panel.resolvedLayout.sortedStates)
      let ghost = try FloatingPanelController.replica(of: panel, behavior: settings, name: "A")
      recorder = MotionRecorder()
      recorder.frameInterval = h
      recorder.record(ghost, time: before)  // at rest: the clock only
      guard ghost.replayRelease(from: r.stateBefore, at: r.location, velocity: r.velocity) else {
        scene.say("A: the ghost could not be released like the \(pin.role.rawValue) panel")
        return
      }
      ghost.stepLikeScene(h, elapsed: elapsed)
      recorder.record(ghost, time: time)
      self.ghost = ghost
      ghostTrace = recorder.last
      followed = panel.attraction.map { ($0.startLocation, $0.target) }
    } catch {
      scene.say("A does not fit the \(pin.role.rawValue) panel now: \(error)", frames: 360)
    }
  }

  /// Re-simulates the last release at the other display rate with the behaviour it had.
  func simulateOtherRate(_ scene: PlaygroundScene) {
    guard let release, let role = PanelRole(rawValue: release.record.panel) else {
      rateTrace = nil
      return
    }
    rateTrace = scene.panel(role).simulatedRelease(
      release.record, behavior: release.behavior, rate: scene.displayRate.other, t0: release.t0)
  }

  /// The rows of the card (``TuningModel``) whose values differ between `a` and `b` for a panel
  /// on `position`: "Response 0.400 s (B 0.550 s)", at most `limit`, then "+N more".
  /// The spring rows are those of the spring and form the card shows (`shown`; nil: the release
  /// spring with bounce).
  static func differences(
    _ a: BehaviorConfig, _ b: BehaviorConfig, position: FloatingPanelPosition, shown: TuningModel? = nil, limit: Int = 2
  ) -> String {
    let ra = TuningModel(config: a, position: position, springs: shown).rows
    let rb = TuningModel(config: b, position: position, springs: shown).rows
    let diffs = zip(ra, rb).filter { $0.0.valueText != $0.1.valueText }
      .map { "\($0.0.slider.label) \($0.0.valueText) (B \($0.1.valueText))" }
    guard !diffs.isEmpty else { return "same as B: change the card, then G or F" }
    return diffs.prefix(limit).joined(separator: " · ") + (diffs.count > limit ? " · +\(diffs.count - limit) more" : "")
  }

  /// The labels of the card rows (in the form `shown` shows) whose values differ between `a` and `b`.
  static func differingLabels(_ a: BehaviorConfig, _ b: BehaviorConfig, position: FloatingPanelPosition, shown: TuningModel? = nil) -> [String] {
    let ra = TuningModel(config: a, position: position, springs: shown).rows
    let rb = TuningModel(config: b, position: position, springs: shown).rows
    return zip(ra, rb).filter { $0.0.valueText != $0.1.valueText }.map(\.0.slider.label)
  }
}
