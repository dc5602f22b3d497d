import FloatingPanel
import PlaygroundCore

/// Stand-ins for a scene panel that nobody sees or touches: the A/B ghost (a second engine
/// controller with the pinned tuning, stepped in the window's frame loop) and the headless
/// re-simulation of a release at the other display rate. Both are made with
/// ``replica(of:behavior:name:)`` and released with ``replayRelease(from:at:velocity:)``, the same
/// gesture as ``PlaygroundScene/repeatLastRelease()`` (G) makes on the panel itself.
///
/// ```swift
/// let ghost = try FloatingPanelController.replica(of: scene.search, behavior: settingsA, name: "A")
/// ghost.replayRelease(from: .half, at: 382, velocity: -1200)
/// ghost.step(1.0 / 60)
/// ```
extension FloatingPanelController {
  /// A new controller with `panel`'s layout, container, margins, padding, content mode, grabber
  /// band, attraction limit, removal switch, look and content lengths, and `behavior`; it rests
  /// at its layout's initial state until released.
  ///
  /// - Throws: `FloatingPanelError` when `behavior` or the layout does not hold.
  package static func replica(
    of panel: FloatingPanelController, behavior: any FloatingPanelBehavior, name: String
  ) throws(FloatingPanelError) -> FloatingPanelController {
    let r = try FloatingPanelController(name: name, layout: panel.layout, behavior: behavior, environment: panel.environment)
    r.containerMargins = panel.containerMargins
    r.contentPadding = panel.contentPadding
    r.contentMode = panel.contentMode
    r.grabberAreaOffset = panel.grabberAreaOffset
    r.attractionLimit = panel.attractionLimit
    r.isRemovalInteractionEnabled = panel.isRemovalInteractionEnabled
    r.surfaceAppearance = panel.surfaceAppearance
    try r.setContentLengths(intrinsic: panel.intrinsicContentLength, adaptive: panel.adaptiveContentLength)
    return r
  }

  /// The gesture of G on this panel (``SyntheticGesture``): at `stateBefore` at once, a press in
  /// the middle of the grabber band, a move of 1 pt toward collapsing, a move to `location` (main
  /// axis, points) and a release there at `velocity` (pt/s). Returns whether the engine took a release (false when
  /// the layout has no `stateBefore` or the press missed the surface).
  @discardableResult
  package func replayRelease(from stateBefore: FloatingPanelState, at location: Double, velocity: Double) -> Bool {
    guard resolvedLayout.contains(stateBefore) else { return false }
    if state != stateBefore || !isVisible || self.location != resolvedLayout.location(of: stateBefore) {
      do { try move(to: stateBefore, animated: false) } catch { return false }
    }
    guard case .released? = SyntheticGesture(on: self).perform(self, to: location - self.location, velocity: velocity) else {
      return false
    }
    return true
  }

  /// Steps this panel by `h` as ``PlaygroundScene/step(_:elapsed:)`` steps the scene's panels:
  /// a closed-form spring by `elapsed` when given, everything else by `h`.
  package func stepLikeScene(_ h: Double, elapsed: Double?) {
    step(attraction?.integrator == .closedForm ? (elapsed ?? h) : h)
  }

  /// The motion of `record`'s release re-simulated on a replica of this panel with `behavior`,
  /// stepped at `rate` until it stops (at most `maxSeconds`), sampled once per frame like the
  /// window's plot. Times start at `t0` (the sample at the release). Nil when the release does
  /// not replay (the state is gone, the behaviour does not hold).
  package func simulatedRelease(
    _ record: ReleaseRecord, behavior: any FloatingPanelBehavior, rate: DisplayRate, t0: Double = 0, maxSeconds: Double = 10
  ) -> MotionTrace? {
    guard let r = try? Self.replica(of: self, behavior: behavior, name: name) else { return nil }
    let recorder = MotionRecorder(capacity: Int(maxSeconds * rate.framesPerSecond) + 2)
    let h = rate.frameInterval
    recorder.frameInterval = h
    recorder.record(r, time: t0)  // at rest: only the clock (the first sample is the release, at t0)
    guard r.replayRelease(from: record.stateBefore, at: record.location, velocity: record.velocity) else { return nil }
    var frames = 0
    while frames < Int(maxSeconds * rate.framesPerSecond), r.isAnimating || recorder.last?.isFinished == false {
      frames += 1
      r.step(h)
      recorder.record(r, time: t0 + Double(frames) * h)
    }
    return recorder.last
  }
}
