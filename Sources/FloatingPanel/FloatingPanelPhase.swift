/// What a panel is doing right now.
public enum FloatingPanelPhase: String, CaseIterable, Hashable, Sendable {
  /// At rest on an anchor (or held by a pointer that has not moved yet).
  case idle
  /// Following a pointer.
  case dragging
  /// Springing to an anchor after a release or an animated move.
  case attracting
  /// Animating from hidden into view.
  case showing
  /// Animating to hidden (a hide, or a removal).
  case hiding
  /// Removed after a removal interaction; `show()` brings it back.
  case removed
}
