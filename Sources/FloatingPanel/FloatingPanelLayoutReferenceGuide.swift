/// The rectangle an anchor is measured against, like upstream FloatingPanel's
/// `FloatingPanelLayoutReferenceGuide` (`LayoutProperties.swift`).
public enum FloatingPanelLayoutReferenceGuide: String, CaseIterable, Hashable, Sendable {
  /// The container bounds (0, 0, W, H).
  case superview
  /// The container bounds inset by the safe-area insets.
  case safeArea
}
