import FloatingPanel

/// What keys and game-pad buttons do: state changes of the focused panel, focus, edges, the
/// modal, help and the detail panel; the game pad's D-pad left (focus backwards), A, Y and X (the
/// selected, next or previous place) and shoulders (the edges in turn). And what the list does
/// between frames: its glide after a flick (``ListMomentum``), its return to the start when the
/// panel leaves the state where it scrolls, its scroll indicator, and which panels a user can see
/// (and so focus).
extension PlaygroundScene {
  /// What keys do, without SDL.
  package enum Action: Equatable, Sendable {
    /// 1, 2, 3, 4 (and 5+ for custom states): the focused panel to full, half, tip, hidden.
    case moveFocused(toDigit: Int)
    /// Step the focused panel one anchor more (true) or less (false) expanded.
    case stepFocused(expand: Bool)
    /// An arrow key: moves the focused panel's moving edge that way by one anchor.
    case arrow(dx: Int, dy: Int)
    /// Focus the next visible panel.
    case focusNext
    /// Put the panels on an edge.
    case setEdge(FloatingPanelPosition)
    /// Show/hide the modal.
    case toggleModal
    /// Show/hide the help overlay.
    case toggleHelp
    /// Close help, then the modal, then the detail panel.
    case escape
  }

  /// Performs `action`. While the help overlay is shown it is modal: only H/? and Esc (which
  /// close it) act.
  package func perform(_ action: Action) {
    if showsHelp, action != .toggleHelp, action != .escape { return }
    switch action {
    case .moveFocused(let digit):
      let p = focusedPanel
      guard let state = Self.state(forDigit: digit, in: p.resolvedLayout) else {
        say("\(focus.rawValue) panel has no state for key \(digit)")
        return
      }
      guard state == .hidden || p.resolvedLayout.contains(state) else {
        say("\(focus.rawValue) panel has no '\(state.rawValue)' anchor")
        return
      }
      if focus == .detail, state != .hidden, !isDetailOpen { selection.markDetailOpen() }
      move(p, to: state, animated: true)
    case .stepFocused(let expand):
      stepFocused(expand: expand)
    case .arrow(let dx, let dy):
      let p = focusedPanel.position
      let along: Int
      switch p {
      case .bottom: along = -dy
      case .top: along = dy
      case .left: along = dx
      case .right: along = -dx
      }
      guard along != 0 else { return }
      stepFocused(expand: along > 0)
    case .focusNext:
      focusNext()
    case .setEdge(let position):
      setEdge(position)
    case .toggleModal:
      if modal.isVisible && modal.state != .hidden {
        modal.hide(animated: true)
      } else {
        container.bringToFront(modal)
        modal.show(animated: true)
        selection.focus(on: .modal)
      }
    case .toggleHelp:
      if showsHelp, helpPage + 1 < helpPageCount { helpPage += 1 } else { showsHelp.toggle() }
    case .escape:
      if showsHelp {
        showsHelp = false
      } else if modal.isVisible && modal.state != .hidden {
        modal.hide(animated: true)
      } else if isDetailOpen {
        closeDetail()
      }
    }
  }

  /// How many frames the focus ring stays after Tab when only one panel can take focus (2 s).
  package static let focusCueFrames = 120

  /// Whether the focused panel is outlined (``SceneRenderer`` draws a ring around it; the
  /// panel's own look, its grabber too, never changes): while more than one panel can take focus,
  /// and for ``focusCueFrames`` after Tab.
  package var showsFocusRing: Bool {
    selection.focusCue > 0 || PanelRole.allCases.filter(isFocusable).count > 1
  }

  /// Tab: focuses the next panel a user can see, outlines it for a moment and says which it is;
  /// with a single such panel, says that it is the only one.
  func focusNext() {
    let focusable = PanelRole.allCases.filter(isFocusable)
    selection.focusNext(among: focusable)
    guard !focusable.isEmpty else { return }
    selection.cueFocus(frames: Self.focusCueFrames)
    say(focusable.count == 1
      ? "Tab: only the \(focus.rawValue) panel can take focus"
      : "focus: \(focus.rawValue) panel", frames: Self.focusCueFrames + 30)
  }

  /// The state a digit key selects: 1 full, 2 half, 3 tip, 4 hidden, then the layout's custom
  /// states (not built in) from most to least expanded as 5, 6, …
  package static func state(forDigit digit: Int, in layout: ResolvedLayout) -> FloatingPanelState? {
    let custom = layout.sortedStates.filter { FloatingPanelState.builtIn(named: $0.rawValue) == nil }
      .sorted { $0.order > $1.order }
    let all = FloatingPanelState.builtIn + custom
    guard digit >= 1, digit <= all.count else { return nil }
    return all[digit - 1]
  }

  /// One anchor more or less expanded. The steps are symmetric: Up from hidden shows the least
  /// expanded anchor, and Down from the least expanded anchor hides the panel (as key 4 does).
  func stepFocused(expand: Bool) {
    let p = focusedPanel
    let layout = p.resolvedLayout
    let target: FloatingPanelState
    if p.state == .hidden || !p.isVisible {
      guard expand else { return }
      target = layout.leastExpandedState == .hidden ? layout.mostExpandedState : layout.leastExpandedState
    } else if !expand, layout.lessExpanded(than: p.state) == p.state {
      target = .hidden
    } else {
      target = expand ? layout.moreExpanded(than: p.state) : layout.lessExpanded(than: p.state)
    }
    guard target != p.state || !p.isVisible else { return }
    if focus == .detail, target != .hidden { selection.markDetailOpen() }
    move(p, to: target, animated: true)
  }

  /// Opens the detail panel for place `index`: the search panel goes to tip and the detail panel
  /// comes up at half in front of it.
  package func openDetail(place index: Int) {
    guard places.indices.contains(index) else { return }
    selection.openDetail(place: index, searchState: search.state)
    if search.isVisible, search.resolvedLayout.contains(.tip) { move(search, to: .tip, animated: true) }
    container.bringToFront(detail)
    if modal.isVisible { container.bringToFront(modal) }
    try? detail.move(to: .half, animated: true)
  }

  /// Closes the detail panel (the search panel returns when it has gone).
  package func closeDetail() {
    guard isDetailOpen else { return }
    detail.hide(animated: true)
  }

  // MARK: - Game pad

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

  // MARK: - The lists (``PanelLists``), and focus

  /// Frames the scroll indicator stays after the list last moved (``SearchList/indicatorLinger``).
  package static let scrollIndicatorLinger = SearchList.indicatorLinger

  /// The search list's glide after a flick (nil: at rest).
  package var listMomentum: ListMomentum? { lists.search.momentum }
  /// The search sidebar's list scroll state (left/right panels only).
  package var sideScroll: ScrollModel { lists.search.sideScroll }

  /// Whether a list is gliding or returning to its start.
  package var isListMoving: Bool {
    lists.roles.contains { role in
      let p = panel(role)
      return lists[role]?.momentum != nil || SearchList.isReturning(p.scroll, host: SearchList.host(of: p))
    }
  }

  /// Whether the search list's scroll indicator is shown.
  package var showsScrollIndicator: Bool { lists.search.showsIndicator }
  /// Whether the scroll indicator of `role`'s list is shown.
  package func showsScrollIndicator(of role: PanelRole) -> Bool { lists[role]?.showsIndicator ?? false }
  /// Whether any list's scroll indicator is shown (a frame must be drawn).
  package var showsAnyScrollIndicator: Bool { lists.roles.contains(where: showsScrollIndicator(of:)) }

  /// The scroll offset of `role`'s list now (the engine's model for top/bottom panels, the side
  /// list's own for sides; 0 without a list).
  package func listOffset(of role: PanelRole) -> Double {
    let p = panel(role)
    return p.position.isVertical ? (p.scroll?.offset ?? 0) : (lists[role]?.sideScroll.offset ?? 0)
  }

  /// Where the parts of `role`'s panel are: its list's viewport begins 64 pt from the moving edge
  /// (``SearchPanelMetrics``, the search panel's header), whatever the panel.
  package func listMetrics(of role: PanelRole) -> SearchPanelMetrics { SearchPanelMetrics(panel: panel(role), containerSize: size) }

  /// A host program's list of `contentLength` points in `role`'s panel (upstream's
  /// `track(scrollView:)`): it scrolls, glides and hands drags to that panel alone; a tap on it
  /// opens nothing of the playground's. Again: a new length, the offset kept (clamped).
  package func trackList(_ role: PanelRole, contentLength: Double) {
    lists.track(role, contentLength: contentLength)
    configureScroll()
  }

  /// The length of the list a host program reported for `role`'s panel, points (nil: none).
  package func reportedListLength(of role: PanelRole) -> Double? { lists.reported[role] }

  /// Forgets the host program's list of `role`: every drag on the panel moves it again (the
  /// search panel gets back the playground's rows unless it is plain).
  package func untrackList(_ role: PanelRole) {
    lists.untrack(role)
    configureScroll()
  }

  /// Whether a user can see `role`'s panel: on screen, not on its way to hidden, and its grabber
  /// not under a panel in front of it (nor behind a dimming backdrop). Tab and the focus follow it.
  package func isFocusable(_ role: PanelRole) -> Bool {
    let p = panel(role)
    guard p.isVisible, p.state != .hidden else { return false }
    let band = p.grabberBand
    let probe = Point(x: band.midX, y: band.midY)
    guard let i = container.panels.firstIndex(where: { $0 === p }) else { return false }
    for q in container.panels[(i + 1)...] where q.isVisible && q.state != .hidden {
      if q.backdropAlpha > 0 || q.surfaceFrame.contains(probe) { return false }
    }
    return true
  }

  /// One frame of every list: the glide (stopped by a touch, a moving panel or an end of the
  /// content) and the return to the start (``SearchList/step(_:engine:host:)``).
  func stepList(_ h: Double) {
    for role in lists.roles {
      let p = panel(role)
      lists.update(role) { $0.step(h, panel: p) }
    }
  }

  /// The drag's list (``PanelLists/begin(_:offset:time:)``) starts sampling at `time`.
  func beginListSamples(_ role: PanelRole?, time: Double) { lists.begin(role, offset: role.map(listOffset(of:)) ?? 0, time: time) }

  /// The drag's list moved by `dy` points on a side panel (nil: only a sample at `time`).
  func sampleList(at time: Double, sideDrag dy: Double? = nil) {
    guard let role = lists.active else { return }
    if let dy { lists.update(role) { $0.dragSide(by: dy) } }
    let offset = listOffset(of: role)
    lists.update(role) { $0.recordSample(offset: offset, time: time) }
  }

  /// The drag let go at `time`: a list it scrolled glides on (not when its panel springs).
  func releaseList(at time: Double) {
    guard let role = lists.active else { return }
    let offset = listOffset(of: role), moving = panel(role).isAnimating
    lists.update(role) { $0.release(offset: offset, time: time, panelMoving: moving) }
  }
}
