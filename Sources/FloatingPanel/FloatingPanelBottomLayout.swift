/// The default layout: a bottom panel with full 18 pt from the safe-area top, half
/// at 0.5 of the safe area from its bottom, tip 69 pt from the safe-area bottom; initial state half;
/// backdrop 0.3 at full. Same as FloatingPanel's `FloatingPanelBottomLayout` (upstream `Layout.swift`);
/// `LayoutTests.swift` checks it in a 390 × 844 container.
public struct FloatingPanelBottomLayout: FloatingPanelLayout {
  /// Creates the default layout.
  public init() {}
  public var position: FloatingPanelPosition { .bottom }
  public var initialState: FloatingPanelState { .half }
  public var anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] {
    [
      .full: FloatingPanelLayoutAnchor(absoluteInset: 18, edge: .top, referenceGuide: .safeArea),
      .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
      .tip: FloatingPanelLayoutAnchor(absoluteInset: 69, edge: .bottom, referenceGuide: .safeArea),
    ]
  }
}
