import FloatingPanel
import PlaygroundCore

extension SceneSetup {
  /// The scripted flick behind ``tuning``: the front panel is grabbed at its grabber, moved
  /// 12 pt per 16 ms frame four times toward more expanded, and released; the session records
  /// the spring until it settles. `session` is shown afterwards.
  package func flick(_ scene: PlaygroundScene, session: TuningSession) {
    let panel = scene.focusedPanel
    if let compare { session.comparison.pin(TuningComparison.Pin(role: scene.focus, behavior: compare)) }
    session.comparison.compareRates(comparesRates)
    let band = panel.grabberBand
    var p = Point(x: band.midX, y: band.midY)
    let step: (dx: Double, dy: Double)
    switch panel.position {
    case .bottom: step = (0, -12)
    case .top: step = (0, 12)
    case .left: step = (12, 0)
    case .right: step = (-12, 0)
    }
    let h = scene.displayRate.frameInterval
    var t = 0.0
    scene.pointerDown(at: p, time: t)
    for _ in 0..<4 {
      t += 0.016
      p = Point(x: p.x + step.dx, y: p.y + step.dy)
      scene.pointerMove(to: p, time: t)
      scene.step(h)
      session.update(h)
    }
    scene.pointerUp(at: p, time: t + 0.004)
    let frames = releaseTime.map { Int(($0 * scene.displayRate.framesPerSecond).rounded()) } ?? 10 * scene.displayRate.rawValue
    for _ in 0..<frames where releaseTime != nil || scene.isMoving || session.trace?.isFinished == false || session.comparison.isGhostMoving {
      scene.step(h)
      session.update(h)
    }
    session.isShown = true
  }
}
