import FloatingPanel

/// Pointer and wheel input: drags go to the engine's container (as `replay` does), taps open
/// places and press buttons, and a side panel's list is arbitrated here (see ``PlaygroundScene``).
extension PlaygroundScene {
  /// A pointer went down at `point` (window points) at `time` (s).
  package func pointerDown(at point: Point, time: Double) {
    guard case .none = gesture, !isTooSmall else { return }
    let hit = container.panel(at: point)
    let role = hit.flatMap { $0.isBackdrop ? nil : self.role(of: $0.panel) }
    if let role { focus = role }
    if role == .search, !search.position.isVertical,
      !search.grabberBand.contains(point), let area = searchMetrics.list.intersection(searchMetrics.clip),
      area.contains(point)
    {
      gesture = .sidePending(down: point, time: time)
      return
    }
    container.pointerDown(at: point, time: time)
    gesture = .engine(downOnBackdrop: hit?.isBackdrop ?? false, role: role)
  }

  /// The pointer moved to `point` at `time`.
  package func pointerMove(to point: Point, time: Double) {
    switch gesture {
    case .none:
      return
    case .engine:
      container.pointerMove(to: point, time: time)
    case .sidePending(let down, let t0):
      let dx = point.x - down.x, dy = point.y - down.y
      guard max(abs(dx), abs(dy)) >= 4 else { return }
      if abs(dy) > abs(dx) {
        sideScroll.scroll(by: -dy)
        gesture = .sideList(last: point)
      } else {
        container.pointerDown(at: down, time: t0)
        container.pointerMove(to: point, time: time)
        gesture = .engine(downOnBackdrop: false, role: .search)
      }
    case .sideList(let last):
      sideScroll.scroll(by: -(point.y - last.y))
      gesture = .sideList(last: point)
    }
  }

  /// The pointer went up at `point` at `time`: a release springs the panel; a tap opens a place,
  /// presses a button or (on the modal's backdrop) dismisses the modal.
  package func pointerUp(at point: Point, time: Double) {
    let current = gesture
    gesture = .none
    switch current {
    case .none, .sideList:
      return
    case .sidePending(let down, let t0):
      container.pointerDown(at: down, time: t0)
      if case .tap(let p) = container.pointerUp(at: point, time: time) { tap(at: p, on: .search) }
    case .engine(let onBackdrop, let role):
      let active = container.activePanel
      let before = active?.state
      let result = container.pointerUp(at: point, time: time)
      switch result {
      case .tap(let p):
        if !onBackdrop, let role { tap(at: p, on: role) }
      case .released(let v):
        if let active, let before {
          lastRelease = ReleaseRecord(
            panel: active.name, stateBefore: before, location: active.location, velocity: v, stateAfter: active.state)
        }
      case .none:
        break
      }
    }
  }

  func cancelGesture() {
    if case .engine = gesture { container.activePanel?.pointerCancel(time: 0) }
    gesture = .none
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
    guard !isTooSmall, notches.isFinite, let hit = container.panel(at: point), !hit.isBackdrop, hit.panel === search else { return }
    let m = searchMetrics
    guard let area = m.list.intersection(m.clip), area.contains(point) else { return }
    let delta = -notches * Self.wheelStep
    if search.position.isVertical {
      guard var model = search.scroll, search.allowsScroll(in: search.state), !search.isAnimating, !search.isTouching
      else { return }
      model.scroll(by: delta)
      search.scroll = model
    } else {
      sideScroll.scroll(by: delta)
    }
  }
}
