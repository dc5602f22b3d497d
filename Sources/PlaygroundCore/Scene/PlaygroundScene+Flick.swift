import FloatingPanel

/// Synthetic flicks (F and Shift+F with the tuning cards shown): the focused panel is released
/// from its anchor at an exact speed, as if a finger had let go there, so the bounce of a tuning
/// can be seen without a mouse; and G makes the last release again, with the tuning as it is now.
///
/// The flick is a gesture on the panel's engine: a press in the middle of its grabber band, a
/// move of 1 pt and back (the panel then owns the drag and is exactly at its anchor), and a
/// release there with the velocity given, which replaces the engine's estimate. A recording
/// (``onSearchInput``) keeps it as those four events.
///
/// ```swift
/// scene.flickFocused(speed: 1000, expanding: true)   // half → full at 1000 pt/s
/// scene.repeatLastRelease()                          // the same release again
/// ```
extension PlaygroundScene {
  /// The speeds V cycles through, in points per second.
  package static let flickSpeeds: [Double] = [300, 1000, 3000]

  /// Releases the focused panel from its state at `speed` pt/s toward its more (`expanding`) or
  /// less expanded end. A panel that is moving, pressed, hidden, or behind the help overlay is
  /// left alone, and the HUD says why. Returns whether the panel was released.
  @discardableResult
  package func flickFocused(speed: Double, expanding: Bool) -> Bool {
    let p = focusedPanel
    guard !showsHelp, !isTooSmall, arbiter.isIdle, p.isVisible, p.state != .hidden else {
      say("flick: the \(focus.rawValue) panel is not shown")
      return false
    }
    guard !p.isAnimating, !p.isTouching else {
      say("flick: let the \(focus.rawValue) panel stop first")
      return false
    }
    let before = p.state
    guard let v = release(p, by: 0, velocity: (expanding ? 1 : -1) * p.position.expandingSign * speed) else { return false }
    lastRelease = ReleaseRecord(panel: p.name, stateBefore: before, location: p.location, velocity: v, stateAfter: p.state)
    say("flick: \(focus.rawValue) released at \(Int(speed)) pt/s \(expanding ? "to expand" : "to collapse") from \(before.rawValue) → \(p.state.rawValue)")
    return true
  }

  /// G: the last release again (``lastRelease``), with the panels' tuning now: its panel goes to
  /// the state it was released from (at once), is dragged from that anchor to where it was let go
  /// and released there at the same velocity. Returns whether it was released; the HUD says why
  /// not (no release yet, the panel moving, the state gone from its layout).
  @discardableResult
  package func repeatLastRelease() -> Bool {
    guard let r = lastRelease, let role = PanelRole(rawValue: r.panel) else {
      say("again: no release yet; drag and let go, or F")
      return false
    }
    let p = panel(role)
    guard !showsHelp, !isTooSmall, arbiter.isIdle, !p.isAnimating, !p.isTouching else {
      say("again: let the \(role.rawValue) panel stop first")
      return false
    }
    guard p.resolvedLayout.contains(r.stateBefore) else {
      say("again: the \(role.rawValue) panel has no '\(r.stateBefore.rawValue)' anchor now")
      return false
    }
    if p.state != r.stateBefore || !p.isVisible || p.location != p.resolvedLayout.location(of: r.stateBefore) {
      move(p, to: r.stateBefore, animated: false)
    }
    let anchor = p.location
    guard let v = release(p, by: r.location - anchor, velocity: r.velocity) else { return false }
    lastRelease = ReleaseRecord(panel: p.name, stateBefore: r.stateBefore, location: p.location, velocity: v, stateAfter: p.state)
    say("again: \(role.rawValue) released at \(Int(abs(v).rounded())) pt/s from \(r.stateBefore.rawValue) → \(p.state.rawValue)")
    return true
  }

  /// A gesture on `p`'s engine: a press in the middle of its grabber band, a move of 1 pt toward
  /// collapsing (the panel then owns the drag), a move to `delta` points from the press along the
  /// main axis, and a release there at `velocity` (main axis, pt/s). A recording keeps it as those
  /// events. Returns the velocity of the release, nil when the engine took no release.
  private func release(_ p: FloatingPanelController, by delta: Double, velocity: Double) -> Double? {
    let band = p.grabberBand
    let start = Point(x: band.midX, y: band.midY)
    func along(_ d: Double) -> Point {
      p.position.isVertical ? Point(x: start.x, y: start.y + d) : Point(x: start.x + d, y: start.y)
    }
    let nudge = along(-p.position.expandingSign), end = along(delta)
    let log = p === search ? onSearchInput : nil
    guard p.pointerDown(at: start, time: 0) else { return nil }
    log?(.down(start), nil)
    for point in [nudge, end] {
      p.pointerMove(to: point, time: 0)
      log?(.drag(point), nil)
    }
    let result = p.pointerUp(at: end, time: 0, velocity: velocity)
    log?(.up(end, velocity: velocity), nil)
    guard case .released(let v) = result else { return nil }
    return v
  }
}
