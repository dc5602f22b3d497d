import ConfigFormat
import FloatingPanel
import PlaygroundCore

/// A/B with the tuning cards shown: `[` pins the focused panel's tuning (its whole behaviour) as
/// A; after a change on the card, the panel's next release (G, F or a drag) also releases a ghost
/// of the panel with A's behaviour from the same place at the same velocity, stepped in the same
/// frame loop, and the plot draws both motions with both figures. `]` swaps A and the panel's
/// tuning, `\` clears A. O overlays on the plot the last release re-simulated at the other
/// display rate (120 Hz when the window runs 60, else 60), with its figures.
///
/// ```swift
/// tuning.pinA()                              // [
/// tuning.handle(key: .right, fine: false)    // a slower release spring
/// tuning.repeatLastRelease()                 // G: the panel with B, the ghost with A
/// ```
extension TuningSession {
  /// `[`: pins the focused panel's tuning as A (again: replaces it).
  package func pinA() {
    let again = comparison.pin != nil
    comparison.pin = TuningComparison.Pin(role: role, behavior: behaviors[role] ?? BehaviorConfig())
    comparison.dropGhost()
    scene.say("A \(again ? "pinned again" : "pinned"): the \(role.rawValue) panel's tuning; change the card, then G or F")
  }

  /// `]`: the panel of A gets A's tuning and A becomes the panel's tuning until now. False (and
  /// the HUD says so) when nothing is pinned.
  @discardableResult
  package func swapAB() -> Bool {
    guard var pin = comparison.pin else {
      scene.say("swap: no A pinned; [ pins the tuning as A")
      return false
    }
    let current = behaviors[pin.role] ?? BehaviorConfig()
    controller.setBehavior(pin.behavior, for: pin.role)
    pin.behavior = current
    comparison.pin = pin
    comparison.dropGhost()
    syncModel()
    scene.say("swapped: the \(pin.role.rawValue) panel has A's tuning; A is the tuning it had")
    return true
  }

  /// `\`: forgets A and takes the ghost away. False when nothing was pinned.
  @discardableResult
  package func clearA() -> Bool {
    guard comparison.pin != nil else {
      scene.say("clear: no A pinned")
      return false
    }
    comparison.pin = nil
    comparison.dropGhost()
    comparison.differences = nil
    scene.say("A cleared")
    return true
  }

  /// O: overlays (or not) the other display rate's curve of the last release on the plot.
  package func toggleRateComparison() {
    comparison.comparesRates.toggle()
    let other = scene.displayRate.other
    guard comparison.comparesRates else {
      comparison.rateTrace = nil
      scene.say("plot: \(other.rawValue) Hz curve off")
      return
    }
    simulateOtherRate()
    scene.say(
      comparison.rateTrace == nil
        ? "plot: compare \(scene.displayRate.rawValue)/\(other.rawValue) Hz: no release yet; drag and let go, or F"
        : "plot: the last release at \(other.rawValue) Hz too (dashed)")
  }

  /// The ghost to draw (A's motion), nil when there is none or it is not shown.
  package var ghost: FloatingPanelController? { comparison.ghost.flatMap { $0.isVisible ? $0 : nil } }

  /// The plot's second curve for the motion plotted now (``plotTrace``): the other display rate's
  /// (with O), else A's; nil when it belongs to another motion or panel.
  package var secondCurve: TuningComparison.Curve? {
    guard let trace = plotTrace, let t0 = trace.samples.first?.t, let release = comparison.release, release.t0 == t0,
      release.record.panel == scene.panel(role).name
    else { return nil }
    let rate = scene.displayRate
    if comparison.comparesRates, let other = comparison.rateTrace {
      return .init(label: "\(rate.other.rawValue) Hz", mainLabel: "\(rate.rawValue) Hz", trace: other)
    }
    if comparison.pin?.role == role, let a = comparison.ghostTrace { return .init(label: "A", mainLabel: "B", trace: a) }
    return nil
  }

  /// The HUD line of A: its panel and the card's values where it differs from the panel's
  /// tuning, with the keys; nil when nothing is pinned.
  package var comparisonNote: String? {
    guard let pin = comparison.pin else { return nil }
    let b = behaviors[pin.role] ?? BehaviorConfig()
    let position = scene.panel(pin.role).position
    let text: String
    if let d = comparison.differences, d.a == pin.behavior, d.b == b, d.position == position {
      text = d.text
    } else {
      text = TuningComparison.differences(pin.behavior, b, position: position)
      comparison.differences = (pin.behavior, b, position, text)
    }
    return "A pinned (\(pin.role.rawValue)): \(text) · ] swap · \\ clear"
  }

  /// Once per frame, after the scene and the recorders: a new release of A's panel releases the
  /// ghost the same way and steps it with the frame (as the panel was); the ghost steps with the
  /// frame until the panel is grabbed, moves otherwise, or its layout changes.
  func updateComparison(_ h: Double, elapsed: Double?) {
    let c = comparison
    let before = c.previousTime ?? time - h
    defer { c.previousTime = time }
    var released = false
    if scene.releaseCount != c.seenReleases {
      c.seenReleases = scene.releaseCount
      if let r = scene.lastRelease, let role = PanelRole(rawValue: r.panel) {
        c.release = (r, scene.panel(role).behavior, before)
        if c.comparesRates { simulateOtherRate() }
        if c.pin?.role == role {
          releaseGhost(r, h: h, elapsed: elapsed, before: before)
          released = true
        }
      }
    }
    guard !released, let ghost = c.ghost, let pin = c.pin else { return }
    let panel = scene.panel(pin.role)
    let otherMotion = panel.attraction.map { a in c.followed.map { $0.start != a.startLocation || $0.target != a.target } ?? true }
    if panel.isTouching || otherMotion == true || ghost.resolvedLayout != panel.resolvedLayout {
      c.dropGhost()
      return
    }
    ghost.stepLikeScene(h, elapsed: elapsed)
    c.recorder.record(ghost, time: time)
    c.ghostTrace = c.recorder.last
  }

  /// Releases a new ghost with A's behaviour as `r` released the panel, then steps it one frame.
  private func releaseGhost(_ r: ReleaseRecord, h: Double, elapsed: Double?, before: Double) {
    let c = comparison
    c.dropGhost()
    guard let pin = c.pin else { return }
    let panel = scene.panel(pin.role)
    do {
      let settings = try pin.behavior.settings(position: panel.position, states: panel.resolvedLayout.sortedStates)
      let ghost = try FloatingPanelController.replica(of: panel, behavior: settings, name: "A")
      c.recorder = MotionRecorder()
      c.recorder.record(ghost, time: before)  // at rest: the clock only
      guard ghost.replayRelease(from: r.stateBefore, at: r.location, velocity: r.velocity) else {
        scene.say("A: the ghost could not be released like the \(pin.role.rawValue) panel")
        return
      }
      ghost.stepLikeScene(h, elapsed: elapsed)
      c.recorder.record(ghost, time: time)
      c.ghost = ghost
      c.ghostTrace = c.recorder.last
      c.followed = panel.attraction.map { ($0.startLocation, $0.target) }
    } catch {
      scene.say("A does not fit the \(pin.role.rawValue) panel now: \(error)", frames: 360)
    }
  }

  /// Re-simulates the last release at the other display rate with the behaviour it had.
  private func simulateOtherRate() {
    guard let release = comparison.release, let role = PanelRole(rawValue: release.record.panel) else {
      comparison.rateTrace = nil
      return
    }
    comparison.rateTrace = scene.panel(role).simulatedRelease(
      release.record, behavior: release.behavior, rate: scene.displayRate.other, t0: release.t0)
  }
}
