import FloatingPanel

/// Pointer and wheel input: drags go to the engine's container (as `replay` does), taps open
/// places and pins and press buttons, and a side panel's list is arbitrated here (see
/// ``PlaygroundScene``).
///
/// A press is held back until the pointer has moved ``PlaygroundScene/tapSlop`` points (like a
/// platform tap recogniser): released within it, it is a tap where it went down, whatever the
/// jitter; beyond it, the engine gets the press at its own point and time and then the move, so
/// the drag stays exact (the panel moves by the whole distance from the press). While the help
/// overlay is shown, a press outside its card closes it and nothing reaches the panels.
extension PlaygroundScene {
  /// How far (pt, on either axis) a press may wander and still be a tap.
  package static let tapSlop = 4.0

  /// A pointer went down at `point` (window points) at `time` (s).
  package func pointerDown(at point: Point, time: Double) {
    guard case .none = gesture, !isTooSmall else { return }
    if showsHelp {
      if !HelpOverlayLayout(size: size).card.contains(point) { showsHelp = false }
      gesture = .ignored
      return
    }
    listMomentum = nil  // a touch stops a gliding list, as on iOS
    let hit = container.panel(at: point)
    let role = hit.flatMap { $0.isBackdrop ? nil : self.role(of: $0.panel) }
    if let role { focus = role }
    let inSideList = role == .search && !search.position.isVertical && !search.grabberBand.contains(point)
      && (searchMetrics.list.intersection(searchMetrics.clip)?.contains(point) ?? false)
    gesture = .pending(
      Press(point: point, time: time, role: role, onBackdrop: hit?.isBackdrop ?? false, onMap: hit == nil, inSideList: inSideList))
  }

  /// The pointer moved to `point` at `time`.
  package func pointerMove(to point: Point, time: Double) {
    switch gesture {
    case .none, .ignored:
      return
    case .engine:
      container.pointerMove(to: point, time: time)
      recordListSample(time: time)
    case .pending(let press):
      let dx = point.x - press.point.x, dy = point.y - press.point.y
      guard max(abs(dx), abs(dy)) >= Self.tapSlop else { return }
      beginListSamples(time: press.time)
      if press.onMap {
        gesture = .ignored  // the map does not pan
      } else if press.inSideList, abs(dy) > abs(dx) {
        sideScroll.scroll(by: -dy)
        noteListScrolled()
        recordListSample(time: time)
        gesture = .sideList(last: point)
      } else {
        container.pointerDown(at: press.point, time: press.time)
        container.pointerMove(to: point, time: time)
        recordListSample(time: time)
        gesture = .engine(downOnBackdrop: press.onBackdrop, role: press.role)
      }
    case .sideList(let last):
      sideScroll.scroll(by: -(point.y - last.y))
      noteListScrolled()
      recordListSample(time: time)
      gesture = .sideList(last: point)
    }
  }

  /// The pointer went up at `point` at `time`: a release springs the panel (or lets a scrolled
  /// list glide); a tap opens a place or a pin, presses a button or (on the modal's backdrop)
  /// dismisses the modal.
  package func pointerUp(at point: Point, time: Double) {
    let current = gesture
    gesture = .none
    switch current {
    case .none, .ignored:
      return
    case .sideList:
      startListMomentum(time: time)
    case .pending(let press):
      if press.onMap {
        if let place = MapPins.place(at: press.point, size: size, places: places) { openDetail(place: place) }
        return
      }
      container.pointerDown(at: press.point, time: press.time)
      finishEngineGesture(container.pointerUp(at: press.point, time: time), onBackdrop: press.onBackdrop, role: press.role)
    case .engine(let onBackdrop, let role):
      let active = container.activePanel
      let before = active?.state
      let result = container.pointerUp(at: point, time: time)
      if case .released(let v) = result, let active, let before {
        lastRelease = ReleaseRecord(
          panel: active.name, stateBefore: before, location: active.location, velocity: v, stateAfter: active.state)
      }
      if case .none = result { startListMomentum(time: time) }
      finishEngineGesture(result, onBackdrop: onBackdrop, role: role)
    }
  }

  private func finishEngineGesture(_ result: PointerReleaseResult, onBackdrop: Bool, role: PanelRole?) {
    if case .tap(let p) = result, !onBackdrop, let role { tap(at: p, on: role) }
  }

  func cancelGesture() {
    if case .engine = gesture { container.activePanel?.pointerCancel(time: 0) }
    gesture = .none
    listMomentum = nil
  }

  /// A tap (no movement) at `point` on the surface of the `role` panel (hit-tested at the press).
  func tap(at point: Point, on role: PanelRole) {
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

  /// A wheel scroll of `notches` (positive: content moves down, toward its start) at `point`.
  /// Top/bottom lists scroll only in a scrollable state at rest (the engine's scroll tracking: `FloatingPanelController.allowsScroll(in:)`); sidebars always.
  package func wheel(notches: Double, at point: Point) {
    guard !isTooSmall, !showsHelp, notches.isFinite, let hit = container.panel(at: point), !hit.isBackdrop,
      hit.panel === search
    else { return }
    let m = searchMetrics
    guard let area = m.list.intersection(m.clip), area.contains(point) else { return }
    let delta = -notches * Self.wheelStep
    listMomentum = nil
    if search.position.isVertical {
      guard var model = search.scroll, search.allowsScroll(in: search.state), !search.isAnimating, !search.isTouching
      else { return }
      model.scroll(by: delta)
      search.scroll = model
    } else {
      sideScroll.scroll(by: delta)
    }
    noteListScrolled()
  }

  // MARK: - List velocity and momentum

  private func beginListSamples(time: Double) {
    listSamples.reset()
    listSamples.add(position: listOffset, time: time)
    listSampleStart = listOffset
  }

  private func recordListSample(time: Double) {
    listSamples.add(position: listOffset, time: time)
    if listOffset != listSampleStart { noteListScrolled() }
  }

  /// After a drag that scrolled the list (and did not move the panel), the list glides on with
  /// the drag's velocity (the engine's estimator over the last 100 ms; none after a rest).
  private func startListMomentum(time: Double) {
    guard listOffset != listSampleStart, !search.isAnimating else { return }
    let v = listSamples.velocity(at: time)
    let glide = ListMomentum(velocity: v)
    listMomentum = glide.isFinished ? nil : glide
  }
}
