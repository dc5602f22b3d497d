import FloatingPanel

/// What the user is on: the focused panel (keys act on it), the place shown in the detail panel,
/// whether the detail panel is open, and the search panel's state to go back to when it closes.
///
/// Focus goes to the panel pressed, Tab cycles the panels a user can see, and when the focused
/// panel can no longer be seen it moves to the front-most one that can (modal, detail, search).
///
/// ```swift
/// var selection = SceneSelection()
/// selection.openDetail(place: 3, searchState: .half)   // focus .detail, search remembered at half
/// selection.closeDetail()                               // .half: the search panel's way back
/// ```
package struct SceneSelection: Equatable, Sendable {
  /// The focused panel.
  package private(set) var focus: PanelRole = .search
  /// The place shown in the detail panel.
  package private(set) var place: Int?
  /// Whether the detail panel is open (shown or moving).
  package private(set) var isDetailOpen = false
  /// The search panel's state when the detail panel opened.
  private var searchStateBeforeDetail: FloatingPanelState = .half
  /// Frames left of the focus ring shown after Tab (``cueFocus(frames:)``).
  package private(set) var focusCue = 0

  /// Focus on the search panel, nothing selected.
  package init() {}

  /// Focuses `role` (a press on its surface, the modal shown).
  package mutating func focus(on role: PanelRole) { focus = role }

  /// Tab: the panel after the focused one among `visible` (in order); the first when the focused
  /// one is not among them; no change when none is visible.
  package mutating func focusNext(among visible: [PanelRole]) {
    guard !visible.isEmpty else { return }
    let i = visible.firstIndex(of: focus).map { ($0 + 1) % visible.count } ?? 0
    focus = visible[i]
  }

  /// Shows the focus ring for `frames` frames (Tab).
  package mutating func cueFocus(frames: Int) { focusCue = max(focusCue, frames) }

  /// One frame less of the focus ring after Tab.
  package mutating func tickFocusCue() { focusCue = max(0, focusCue - 1) }

  /// When the focused panel cannot be seen, focus moves to the first of modal, detail, search
  /// that can.
  package mutating func keepFocusVisible(_ isFocusable: (PanelRole) -> Bool) {
    guard !isFocusable(focus) else { return }
    if let next = [PanelRole.modal, .detail, .search].first(where: isFocusable) { focus = next }
  }

  /// Opens the detail panel for `place`, focused; `searchState` (the search panel's state now) is
  /// remembered when the detail panel was closed until now.
  package mutating func openDetail(place: Int, searchState: FloatingPanelState) {
    self.place = place
    if !isDetailOpen {
      searchStateBeforeDetail = searchState
      isDetailOpen = true
    }
    focus = .detail
  }

  /// A key moved the detail panel to a shown state: it counts as open.
  package mutating func markDetailOpen() { isDetailOpen = true }

  /// The detail panel has gone: returns the search panel's state from before it opened.
  @discardableResult
  package mutating func closeDetail() -> FloatingPanelState {
    isDetailOpen = false
    return searchStateBeforeDetail
  }
}
