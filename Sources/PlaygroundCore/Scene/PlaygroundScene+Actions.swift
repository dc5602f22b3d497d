import FloatingPanel

/// What keys do: state changes of the focused panel, focus, edges, the modal, help and the detail panel.
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
}
