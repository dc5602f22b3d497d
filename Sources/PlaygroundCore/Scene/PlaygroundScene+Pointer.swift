import FloatingPanel

/// Pointer and wheel input: drags go to the engine's container (as `replay` does), taps open
/// places and pins and press buttons, and a side panel's list scrolls (``SearchList``). Who owns
/// a press is the ``GestureArbiter``'s decision; this extension hit-tests the press and does what
/// the arbiter says.
///
/// A press is held back until the pointer has moved ``PlaygroundScene/tapSlop`` points (like a
/// platform tap recogniser): released within it, it is a tap where it went down, whatever the
/// jitter; beyond it, the engine gets the press at its own point and time and then the move, so
/// the drag stays exact (the panel moves by the whole distance from the press). While the help
/// overlay is shown, a press outside its card closes it and nothing reaches the panels.
extension PlaygroundScene {
  /// How far (pt, on either axis) a press may wander and still be a tap (``GestureArbiter/tapSlop``).
  package static let tapSlop = GestureArbiter.tapSlop

  /// A pointer went down at `point` (window points) at `time` (s).
  package func pointerDown(at point: Point, time: Double) {
    guard arbiter.isIdle, !isTooSmall else { return }
    if showsHelp {
      let rows = KeyBindings.help(controller: helpShowsController, attached: controllerAttached).rows.count
      if !HelpOverlayLayout(size: size, rows: rows).card.contains(point) { showsHelp = false }
      arbiter.ignore()
      return
    }
    list.stop()  // a touch stops a gliding list, as on iOS
    let hit = container.panel(at: point)
    let role = hit.flatMap { $0.isBackdrop ? nil : self.role(of: $0.panel) }
    if let role { selection.focus(on: role) }
    let inSideList = role == .search && !plainRoles.contains(.search) && !search.position.isVertical && !search.grabberBand.contains(point)
      && (searchMetrics.list.intersection(searchMetrics.clip)?.contains(point) ?? false)
    arbiter.press(
      .init(point: point, time: time, role: role, onBackdrop: hit?.isBackdrop ?? false, onMap: hit == nil, inSideList: inSideList))
  }

  /// The pointer moved to `point` at `time`.
  package func pointerMove(to point: Point, time: Double) {
    switch arbiter.move(to: point) {
    case .held:
      return
    case .engine:
      container.pointerMove(to: point, time: time)
      logSearch(.drag(point), time: time)
      list.recordSample(offset: listOffset, time: time)
    case .beganOnMap(let press):
      list.beginSamples(offset: listOffset, time: press.time)
    case .beganSideList(let press, let dy):
      list.beginSamples(offset: listOffset, time: press.time)
      list.dragSide(by: dy)
      list.recordSample(offset: listOffset, time: time)
    case .beganEngine(let press):
      list.beginSamples(offset: listOffset, time: press.time)
      container.pointerDown(at: press.point, time: press.time)
      logSearch(.down(press.point), time: press.time)
      container.pointerMove(to: point, time: time)
      logSearch(.drag(point), time: time)
      list.recordSample(offset: listOffset, time: time)
    case .sideList(let dy):
      list.dragSide(by: dy)
      list.recordSample(offset: listOffset, time: time)
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
      list.release(offset: listOffset, time: time, panelMoving: search.isAnimating)
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
      if case .none = result { list.release(offset: listOffset, time: time, panelMoving: search.isAnimating) }
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
    list.stop()
  }

  /// A tap (no movement) at `point` on the surface of the `role` panel (hit-tested at the press).
  func tap(at point: Point, on role: PanelRole) {
    guard !plainRoles.contains(role) else { return }  // neutral content: nothing to tap
    switch role {
    case .search:
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
    let sideways = !listHost.isVertical && deltaX.isFinite && abs(deltaX) > abs(deltaY)
    wheel(notches: sideways ? -deltaX : deltaY, at: point)
  }

  /// A wheel scroll of `notches` (positive: content moves down, toward its start) at `point`.
  /// Top/bottom lists scroll only in a scrollable state at rest (the engine's scroll tracking: `FloatingPanelController.allowsScroll(in:)`); sidebars always.
  package func wheel(notches: Double, at point: Point) {
    guard !isTooSmall, !showsHelp, notches.isFinite, let hit = container.panel(at: point), !hit.isBackdrop,
      hit.panel === search, !plainRoles.contains(.search)
    else { return }
    let m = searchMetrics
    guard let area = m.list.intersection(m.clip), area.contains(point) else { return }
    var engine = search.scroll
    list.wheel(notches: notches, engine: &engine, host: listHost)
    if engine != search.scroll { search.scroll = engine }
  }
}
