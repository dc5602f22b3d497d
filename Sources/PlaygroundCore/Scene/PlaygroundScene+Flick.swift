import FloatingPanel

/// Synthetic flicks (F and Shift+F with the tuning cards shown): the focused panel is released
/// from its anchor at an exact speed, as if a finger had let go there, so the bounce of a tuning
/// can be seen without a mouse and the same release can be made again.
///
/// The flick is a gesture on the panel's engine: a press in the middle of its grabber band, a
/// move of 1 pt and back (the panel then owns the drag and is exactly at its anchor), and a
/// release there with the velocity given, which replaces the engine's estimate. A recording
/// (``onSearchInput``) keeps it as those four events.
///
/// ```swift
/// scene.flickFocused(speed: 1000, expanding: true)   // half → full at 1000 pt/s
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
    let band = p.grabberBand
    let start = Point(x: band.midX, y: band.midY)
    let axis = p.position
    let nudge = axis.isVertical ? Point(x: start.x, y: start.y - axis.expandingSign) : Point(x: start.x - axis.expandingSign, y: start.y)
    let velocity = (expanding ? 1 : -1) * axis.expandingSign * speed
    let before = p.state
    let log = p === search ? onSearchInput : nil
    guard p.pointerDown(at: start, time: 0) else { return false }
    log?(.down(start), nil)
    p.pointerMove(to: nudge, time: 0)
    log?(.drag(nudge), nil)
    p.pointerMove(to: start, time: 0)
    log?(.drag(start), nil)
    let result = p.pointerUp(at: start, time: 0, velocity: velocity)
    log?(.up(start, velocity: velocity), nil)
    guard case .released(let v) = result else { return false }
    lastRelease = ReleaseRecord(panel: p.name, stateBefore: before, location: p.location, velocity: v, stateAfter: p.state)
    say("flick: \(focus.rawValue) released at \(Int(speed)) pt/s \(expanding ? "to expand" : "to collapse") from \(before.rawValue) → \(p.state.rawValue)")
    return true
  }
}
