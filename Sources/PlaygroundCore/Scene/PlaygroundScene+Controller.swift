import FloatingPanel

/// What a game controller does that needs the scene's insides: focus backwards (D-pad left),
/// opening the selected, next or previous place (A, Y, X), cycling the edges (shoulders), and the
/// left stick's drag of the focused panel.
///
/// The stick drag is a gesture on the focused panel's engine, like a flick's: ``stickPress(time:)``
/// presses the middle of its grabber band and moves 1 pt toward collapsing (the panel then owns
/// the drag), ``stickDrag(_:to:time:)`` moves the press along the panel's main axis, and
/// ``stickRelease(_:at:velocity:time:)`` lets go there with the stick's velocity, which replaces
/// the engine's estimate. A recording (``onSearchInput``) keeps it as those pointer events.
///
/// ```swift
/// if let grip = scene.stickPress(time: 0) {
///   scene.stickDrag(grip, to: -120, time: 0.1)                    // 120 pt up (a bottom panel)
///   scene.stickRelease(grip, at: -120, velocity: -900, time: 0.1) // let go at 900 pt/s upward
/// }
/// ```
extension PlaygroundScene {
  /// A stick drag in progress: whose panel, and where its press went down.
  package struct StickGrip: Equatable, Sendable {
    /// The panel dragged.
    package var role: PanelRole
    /// The press, window points.
    package var start: Point
  }

  /// The edges in the order the shoulder buttons cycle them (right shoulder: forward).
  package static let edgeCycle: [FloatingPanelPosition] = [.top, .left, .bottom, .right]

  /// D-pad left: focuses the previous panel a user can see (Tab backwards), with Tab's cue.
  package func focusPrevious() {
    guard !showsHelp else { return }
    let focusable = PanelRole.allCases.filter(isFocusable)
    guard !focusable.isEmpty else { return }
    let i = focusable.firstIndex(of: focus).map { ($0 + focusable.count - 1) % focusable.count } ?? 0
    selection.focus(on: focusable[i])
    selection.cueFocus(frames: Self.focusCueFrames)
    say(focusable.count == 1
      ? "only the \(focus.rawValue) panel can take focus"
      : "focus: \(focus.rawValue) panel", frames: Self.focusCueFrames + 30)
  }

  /// Opens a place's detail: `step` 0 the selected one (the first when none was opened yet), 1
  /// the next, −1 the previous (wrapping around the list). Nothing while help is shown.
  package func openPlace(step: Int) {
    guard !showsHelp, !places.isEmpty else { return }
    let n = places.count
    let index = selectedPlace.map { (($0 + step) % n + n) % n } ?? (step < 0 ? n - 1 : 0)
    openDetail(place: index)
    say("place \(index + 1) of \(n): \(places[index].name)")
  }

  /// Shoulder buttons: the panels to the next (`forward`) or previous edge of T, L, B, R.
  package func cycleEdge(forward: Bool) {
    guard !showsHelp, let i = Self.edgeCycle.firstIndex(of: edge) else { return }
    let n = Self.edgeCycle.count
    setEdge(Self.edgeCycle[(i + (forward ? 1 : n - 1)) % n])
  }

  /// Presses the focused panel for a stick drag at `time`; nil (and the HUD says why) when it
  /// is hidden, behind help, already pressed, or another gesture is going on.
  package func stickPress(time: Double) -> StickGrip? {
    let p = focusedPanel
    guard !showsHelp, !isTooSmall, arbiter.isIdle, p.isVisible, p.state != .hidden, !p.isTouching else {
      say("stick: the \(focus.rawValue) panel cannot be dragged now")
      return nil
    }
    let band = p.grabberBand
    let grip = StickGrip(role: focus, start: Point(x: band.midX, y: band.midY))
    guard p.pointerDown(at: grip.start, time: time) else { return nil }
    stickLog(p, .down(grip.start), time)
    let nudge = stickPoint(grip, -p.position.expandingSign)
    p.pointerMove(to: nudge, time: time)
    stickLog(p, .drag(nudge), time)
    return grip
  }

  /// Moves a stick drag to `offset` points from its press along the panel's main axis (screen
  /// direction: positive is down or right). False when the panel no longer holds the drag
  /// (the edge changed, the panel was hidden): the grip is then finished.
  @discardableResult
  package func stickDrag(_ grip: StickGrip, to offset: Double, time: Double) -> Bool {
    let p = panel(grip.role)
    guard p.isTouching else { return false }
    let point = stickPoint(grip, offset)
    p.pointerMove(to: point, time: time)
    stickLog(p, .drag(point), time)
    return true
  }

  /// Lets go of a stick drag at `offset` with `velocity` (main axis, pt/s, screen direction);
  /// returns the velocity the engine took, nil when it took no release.
  @discardableResult
  package func stickRelease(_ grip: StickGrip, at offset: Double, velocity: Double, time: Double) -> Double? {
    let p = panel(grip.role)
    guard p.isTouching else { return nil }
    let before = p.state, point = stickPoint(grip, offset)
    let result = p.pointerUp(at: point, time: time, velocity: velocity)
    stickLog(p, .up(point, velocity: velocity), time)
    guard case .released(let v) = result else { return nil }
    lastRelease = ReleaseRecord(panel: p.name, stateBefore: before, location: p.location, velocity: v, stateAfter: p.state)
    return v
  }

  private func stickPoint(_ grip: StickGrip, _ offset: Double) -> Point {
    panel(grip.role).position.isVertical
      ? Point(x: grip.start.x, y: grip.start.y + offset) : Point(x: grip.start.x + offset, y: grip.start.y)
  }

  private func stickLog(_ p: FloatingPanelController, _ action: ReplayScript.Event.Action, _ time: Double) {
    if p === search { onSearchInput?(action, time) }
  }
}
