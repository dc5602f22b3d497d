import FloatingPanel
import PlaygroundInput

/// Pointer and wheel input: drags go to the engine's container (as `replay` does), taps open
/// places and pins and press buttons, and a side panel's list scrolls (``SearchList``). Who owns
/// a press is the window's press arbiter's decision (it lists ``pressTargets()`` among the frame's
/// targets); within a press on the scene, the ``GestureArbiter`` tells a tap from a drag and the
/// side list's scroll from the panel's move, and this extension does what it says.
///
/// A press is held back until the pointer has moved ``PlaygroundScene/tapSlop`` points (like a
/// platform tap recogniser): released within it, it is a tap where it went down, whatever the
/// jitter; beyond it, the engine gets the press at its own point and time and then the move, so
/// the drag stays exact (the panel moves by the whole distance from the press). While the help
/// overlay is shown, a press outside its card closes it and nothing reaches the panels.
///
/// Synthetic gestures (``SyntheticGesture``) on a panel's engine: F flicks the focused panel from
/// its anchor at an exact speed, G makes the last release again with the tuning as it is now, and
/// the game pad's left stick drags the focused panel (``stickPress(time:)``, ``stickDrag(_:to:time:)``,
/// ``stickRelease(_:at:velocity:time:)``: the stick's velocity replaces the engine's estimate). A
/// recording (``onSearchInput``) keeps them as pointer events. Every release that springs a panel
/// is kept as ``lastRelease`` by ``recordRelease(_:of:from:)``.
///
/// ```swift
/// scene.flickFocused(speed: 1000, expanding: true)   // half → full at 1000 pt/s
/// scene.repeatLastRelease()                          // the same release again
/// if let grip = scene.stickPress(time: 0) {
///   scene.stickDrag(grip, to: -120, time: 0.1)                    // 120 pt up (a bottom panel)
///   scene.stickRelease(grip, at: -120, velocity: -900, time: 0.1) // let go at 900 pt/s upward
/// }
/// ```
extension PlaygroundScene {
  /// How far (pt, on either axis) a press may wander and still be a tap (``GestureArbiter/tapSlop``).
  package static let tapSlop = GestureArbiter.tapSlop

  /// A pointer went down at `point` (window points) at `time` (s), on what lies under it
  /// (``pressTargets()``).
  package func pointerDown(at point: Point, time: Double) {
    press(at: point, time: time, on: PressArbiter.target(at: point, in: pressTargets()) ?? .map)
  }

  /// A press the window's press arbiter gave the scene: at `point` at `time`, on `target` (what
  /// ``pressTargets()`` lists under it). Held back until it leaves the tap slop (``GestureArbiter``).
  package func press(at point: Point, time: Double, on target: SceneTarget) {
    guard arbiter.isIdle, !isTooSmall else { return }
    lists.stopAll()  // a touch stops a gliding list, as on iOS
    let role: PanelRole?
    var inSideList = false
    switch target {
    case .panel(let r): role = r
    case .list(let r): (role, inSideList) = (r, true)
    case .backdrop, .map: role = nil
    }
    if let role { selection.focus(on: role) }
    arbiter.press(.init(point: point, time: time, role: role, onBackdrop: target.isBackdrop, onMap: target == .map, inSideList: inSideList))
  }

  /// A press on the help overlay (it takes every press while shown): outside its card it closes
  /// the overlay; either way nothing reaches the panels until the press ends.
  package func pressHelp(at point: Point) {
    guard arbiter.isIdle, !isTooSmall else { return }
    let rows = KeyBindings.help(gamepad: helpShowsGamepad, attached: gamepadAttached).rows.count
    if !HelpOverlayLayout(size: size, rows: rows).card.contains(point) { showsHelp = false }
    arbiter.ignore()
  }

  /// What a press on the scene can land on, topmost first, as the engine's container hit-tests:
  /// for each visible panel from the top, its surface (a side panel with a list: its grabber band,
  /// then its list, then the rest of its surface), then its backdrop when it has one (which covers
  /// everything below); the map last. The window's press arbiter lists these under the cards.
  package func pressTargets() -> [HitTarget<SceneTarget>] {
    var targets: [HitTarget<SceneTarget>] = []
    for panel in container.panels.reversed() where panel.isVisible {
      guard let role = role(of: panel) else { continue }
      let surface = panel.surfaceFrame
      if lists.contentLength(of: role, plain: plainRoles) != nil, !panel.position.isVertical {
        let m = listMetrics(of: role)
        if let band = panel.grabberBand.intersection(surface) { targets.append(HitTarget(.panel(role), .rect(band))) }
        if let list = m.list.intersection(m.clip)?.intersection(surface) { targets.append(HitTarget(.list(role), .rect(list))) }
      }
      targets.append(HitTarget(.panel(role), .rect(surface)))
      if panel.backdropAlpha > 0 {
        targets.append(HitTarget(.backdrop(role), .everywhere))
        return targets
      }
    }
    targets.append(HitTarget(.map, .everywhere))
    return targets
  }

  /// The pointer moved to `point` at `time`.
  package func pointerMove(to point: Point, time: Double) {
    switch arbiter.move(to: point) {
    case .held:
      return
    case .engine:
      container.pointerMove(to: point, time: time)
      logSearch(.drag(point), time: time)
      sampleList(at: time)
    case .beganOnMap(let press):
      beginListSamples(nil, time: press.time)
    case .beganSideList(let press, let dy):
      beginListSamples(press.role, time: press.time)
      sampleList(at: time, sideDrag: dy)
    case .beganEngine(let press):
      beginListSamples(press.role, time: press.time)
      container.pointerDown(at: press.point, time: press.time)
      logSearch(.down(press.point), time: press.time)
      container.pointerMove(to: point, time: time)
      logSearch(.drag(point), time: time)
      sampleList(at: time)
    case .sideList(let dy):
      sampleList(at: time, sideDrag: dy)
    }
  }

  /// The pointer went up at `point` at `time`: a release springs the panel (or lets a scrolled
  /// list glide); a tap opens a place or a pin, presses a button or (on the modal's backdrop)
  /// dismisses the modal.
  package func pointerUp(at point: Point, time: Double) {
    switch arbiter.release() {
    case .none, .ignored:
      return
    case .sideList:
      releaseList(at: time)
    case .pending(let press):
      if press.onMap {
        if let place = MapPins.place(at: press.point, size: size, places: places) { openDetail(place: place) }
        return
      }
      container.pointerDown(at: press.point, time: press.time)
      logSearch(.down(press.point), time: press.time)
      let tapped = container.activePanel === search
      let result = container.pointerUp(at: press.point, time: time)
      if tapped { onSearchInput?(.up(press.point, velocity: nil), time) }
      finishEngineGesture(result, onBackdrop: press.onBackdrop, role: press.role)
    case .engine(let onBackdrop, let role):
      let result = releaseEngineGesture(at: point, time: time)
      if case .none = result { releaseList(at: time) }
      finishEngineGesture(result, onBackdrop: onBackdrop, role: role)
    }
  }

  /// Tells ``onSearchInput`` of a pointer event the search panel's engine took (its drag).
  private func logSearch(_ action: ReplayScript.Event.Action, time: Double) {
    if container.activePanel === search { onSearchInput?(action, time) }
  }

  private func finishEngineGesture(_ result: PointerReleaseResult, onBackdrop: Bool, role: PanelRole?) {
    if case .tap(let p) = result, !onBackdrop, let role { tap(at: p, on: role) }
  }

  func cancelGesture() {
    if arbiter.cancel() { container.activePanel?.pointerCancel(time: 0) }
    lists.stopAll()
  }

  /// A tap (no movement) at `point` on the surface of the `role` panel (hit-tested at the press).
  func tap(at point: Point, on role: PanelRole) {
    guard !plainRoles.contains(role) else { return }  // neutral content: nothing to tap
    switch role {
    case .search:
      guard lists.reported[.search] == nil else { return }  // a host program's rows
      if let row = searchMetrics.row(at: point, offset: listOffset, count: places.count) { openDetail(place: row) }
    case .detail:
      if DetailPanelMetrics(detail: detail, containerSize: size).closeButton.contains(point) { closeDetail() }
    case .modal:
      if DetailPanelMetrics(modal: modal, containerSize: size).buttons.contains(where: { $0.contains(point) }) {
        modal.hide(animated: true)
      }
    }
  }

  /// A two-axis scroll (a trackpad's two fingers, a tilting wheel) of (`deltaX`, `deltaY`) wheel
  /// steps at `point`, fractions as the trackpad gives them (SDL's precise values): a top/bottom
  /// list takes `deltaY` only; a side panel's list takes the larger of the two, a scroll to the
  /// right (`deltaX` > 0) moving on through the list as a scroll toward the user does. Like the
  /// wheel, it stops the list's glide and starts none (the trackpad has its own momentum).
  package func wheel(deltaX: Double, deltaY: Double, at point: Point) {
    let hit = container.panel(at: point).flatMap { role(of: $0.panel) }.flatMap { lists[$0] == nil ? nil : $0 } ?? .search
    let sideways = !panel(hit).position.isVertical && deltaX.isFinite && abs(deltaX) > abs(deltaY)
    wheel(notches: sideways ? -deltaX : deltaY, at: point)
  }

  /// A wheel scroll of `notches` (positive: content moves down, toward its start) at `point`,
  /// over the list of the panel there. Top/bottom lists scroll only in a scrollable state at rest
  /// (the engine's scroll tracking: `FloatingPanelController.allowsScroll(in:)`); sidebars always.
  package func wheel(notches: Double, at point: Point) {
    guard !isTooSmall, !showsHelp, notches.isFinite, let hit = container.panel(at: point), !hit.isBackdrop,
      let role = role(of: hit.panel), lists.contentLength(of: role, plain: plainRoles) != nil
    else { return }
    let m = listMetrics(of: role), p = hit.panel
    guard let area = m.list.intersection(m.clip), area.contains(point) else { return }
    lists.update(role) { $0.wheel(notches: notches, panel: p) }
  }

  // MARK: - Releases and moves of the engine

  /// Ends the engine's gesture at `point` and `time`; a release that springs a panel is kept as
  /// ``lastRelease``.
  func releaseEngineGesture(at point: Point, time: Double) -> PointerReleaseResult {
    let active = container.activePanel
    let before = active?.state
    let result = container.pointerUp(at: point, time: time)
    if active === search { onSearchInput?(.up(point, velocity: nil), time) }
    if let active, let before { recordRelease(result, of: active, from: before) }
    return result
  }

  /// Moves `panel` to `state` (a move the engine refuses does nothing); a move of the search
  /// panel is told to ``onSearchInput``.
  func move(_ panel: FloatingPanelController, to state: FloatingPanelState, animated: Bool) {
    do { try panel.move(to: state, animated: animated) } catch { return }
    if panel === search { onSearchInput?(.move(to: state.rawValue, animated: animated), nil) }
  }

  // MARK: - Synthetic gestures: F, G and the stick

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
    let gesture = SyntheticGesture(on: p)
    guard let result = gesture.perform(p, to: 0, velocity: (expanding ? 1 : -1) * p.position.expandingSign * speed, log: log(p, time: nil)),
      recordRelease(result, of: p, from: before) != nil
    else { return false }
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
    guard let result = SyntheticGesture(on: p).perform(p, to: r.location - anchor, velocity: r.velocity, log: log(p, time: nil)),
      let v = recordRelease(result, of: p, from: r.stateBefore)
    else { return false }
    say("again: \(role.rawValue) released at \(Int(abs(v).rounded())) pt/s from \(r.stateBefore.rawValue) → \(p.state.rawValue)")
    return true
  }

  /// A stick drag in progress: whose panel, and its gesture (where its press went down).
  package struct StickGrip: Equatable, Sendable {
    /// The panel dragged.
    package var role: PanelRole
    /// The gesture on its engine.
    package var gesture: SyntheticGesture
  }

  /// Presses the focused panel for a stick drag at `time`; nil (and the HUD says why) when it
  /// is hidden, behind help, already pressed, or another gesture is going on.
  package func stickPress(time: Double) -> StickGrip? {
    let p = focusedPanel
    guard !showsHelp, !isTooSmall, arbiter.isIdle, p.isVisible, p.state != .hidden, !p.isTouching else {
      stickRefused()
      return nil
    }
    let grip = StickGrip(role: focus, gesture: SyntheticGesture(on: p))
    guard grip.gesture.press(p, time: time, log: log(p, time: time)) else { return nil }
    return grip
  }

  /// Says on the HUD that the stick cannot drag the focused panel now (another press holds the
  /// window's gesture, or ``stickPress(time:)`` refused).
  package func stickRefused() { say("stick: the \(focus.rawValue) panel cannot be dragged now") }

  /// Moves a stick drag to `offset` points from its press along the panel's main axis (screen
  /// direction: positive is down or right). False when the panel no longer holds the drag
  /// (the edge changed, the panel was hidden): the grip is then finished.
  @discardableResult
  package func stickDrag(_ grip: StickGrip, to offset: Double, time: Double) -> Bool {
    let p = panel(grip.role)
    guard p.isTouching else { return false }
    grip.gesture.move(p, to: offset, time: time, log: log(p, time: time))
    return true
  }

  /// Lets go of a stick drag at `offset` with `velocity` (main axis, pt/s, screen direction);
  /// returns the velocity the engine took, nil when it took no release.
  @discardableResult
  package func stickRelease(_ grip: StickGrip, at offset: Double, velocity: Double, time: Double) -> Double? {
    let p = panel(grip.role)
    guard p.isTouching else { return nil }
    let before = p.state
    return recordRelease(grip.gesture.release(p, at: offset, velocity: velocity, time: time, log: log(p, time: time)), of: p, from: before)
  }

  /// Where the events of a gesture on `p` go: to ``onSearchInput`` (with `time`) for the search
  /// panel, nowhere for the others.
  private func log(_ p: FloatingPanelController, time: Double?) -> (ReplayScript.Event.Action) -> Void {
    { action in if p === self.search { self.onSearchInput?(action, time) } }
  }
}
