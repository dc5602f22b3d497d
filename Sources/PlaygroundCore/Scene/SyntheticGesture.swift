import FloatingPanel

/// A gesture the program makes on one panel's engine as a finger would: a press in the middle of
/// the panel's grabber band, a nudge of 1 pt toward collapsing (the panel then owns the drag and is
/// exactly at its anchor), moves along the panel's main axis, and a release at a velocity that
/// replaces the engine's estimate. F (a flick), G (the last release again), the game pad's stick
/// and the A/B ghost all release panels with it; a recording keeps its events through `log`.
///
/// ```swift
/// let g = SyntheticGesture(on: panel)
/// if g.press(panel, time: 0) {
///   g.move(panel, to: -120, time: 0)                                   // 120 pt up (a bottom panel)
///   let result = g.release(panel, at: -120, velocity: -900, time: 0)   // let go at 900 pt/s upward
/// }
/// ```
package struct SyntheticGesture: Equatable, Sendable {
  /// Where the press goes down: the middle of the grabber band, window points.
  package let start: Point
  /// Whether the panel moves vertically (a top or bottom panel).
  package let isVertical: Bool
  /// +1 or −1: the screen direction in which the panel expands (``FloatingPanelPosition/expandingSign``).
  package let expandingSign: Double

  /// A gesture on `panel` as it is now (its grabber band and edge).
  package init(on panel: FloatingPanelController) {
    let band = panel.grabberBand
    start = Point(x: band.midX, y: band.midY)
    isVertical = panel.position.isVertical
    expandingSign = panel.position.expandingSign
  }

  /// The point `offset` points from the press along the main axis (screen direction: positive is
  /// down or right).
  package func point(at offset: Double) -> Point {
    isVertical ? Point(x: start.x, y: start.y + offset) : Point(x: start.x + offset, y: start.y)
  }

  /// Presses `panel` at ``start`` and nudges it 1 pt toward collapsing at `time`; false (and
  /// nothing logged) when the press missed it.
  package func press(_ panel: FloatingPanelController, time: Double, log: (ReplayScript.Event.Action) -> Void = { _ in }) -> Bool {
    guard panel.pointerDown(at: start, time: time) else { return false }
    log(.down(start))
    move(panel, to: -expandingSign, time: time, log: log)
    return true
  }

  /// Moves the press to `offset` points from ``start`` at `time`.
  package func move(_ panel: FloatingPanelController, to offset: Double, time: Double, log: (ReplayScript.Event.Action) -> Void = { _ in }) {
    let p = point(at: offset)
    panel.pointerMove(to: p, time: time)
    log(.drag(p))
  }

  /// Lets go at `offset` points from ``start`` with `velocity` (main axis, pt/s, screen direction) at `time`.
  package func release(
    _ panel: FloatingPanelController, at offset: Double, velocity: Double, time: Double,
    log: (ReplayScript.Event.Action) -> Void = { _ in }
  ) -> PointerReleaseResult {
    let p = point(at: offset)
    let result = panel.pointerUp(at: p, time: time, velocity: velocity)
    log(.up(p, velocity: velocity))
    return result
  }

  /// The whole gesture at once (time 0): press, nudge, a move to `offset` and a release there at
  /// `velocity`; nil when the press missed the panel.
  package func perform(
    _ panel: FloatingPanelController, to offset: Double, velocity: Double, log: (ReplayScript.Event.Action) -> Void = { _ in }
  ) -> PointerReleaseResult? {
    guard press(panel, time: 0, log: log) else { return nil }
    move(panel, to: offset, time: 0, log: log)
    return release(panel, at: offset, velocity: velocity, time: 0, log: log)
  }
}
