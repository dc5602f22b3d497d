/// Where a panel's states are, like FloatingPanel's `FloatingPanelLayout` (upstream `Layout.swift`);
/// the engine resolves it into a ``ResolvedLayout``.
///
/// Write one as a conformance, exactly as on iOS minus UIKit:
///
/// ```swift
/// struct MyLayout: FloatingPanelLayout {
///   let position: FloatingPanelPosition = .bottom
///   let initialState: FloatingPanelState = .tip
///   let anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [
///     .full: FloatingPanelLayoutAnchor(
///       absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
///     .tip: FloatingPanelLayoutAnchor(
///       absoluteInset: 44, edge: .bottom, referenceGuide: .safeArea),
///   ]
///   func backdropAlpha(for state: FloatingPanelState) -> Double {
///     state == .full ? 0.3 : 0
///   }
/// }
/// ```
public protocol FloatingPanelLayout: Sendable {
  /// The edge the panel is attached to.
  var position: FloatingPanelPosition { get }
  /// The state the panel starts in; must have an anchor.
  var initialState: FloatingPanelState { get }
  /// An anchor per state. Without a `hidden` anchor, hidden is 100 pt beyond the panel's edge.
  var anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] { get }
  /// Backdrop alpha at rest in `state` (default 0.3 at full, 0 elsewhere; always 0 at hidden).
  func backdropAlpha(for state: FloatingPanelState) -> Double
  /// The surface's placement on the cross axis (default: fill the safe area's cross axis).
  var surfacePlacement: SurfacePlacement { get }
}

extension FloatingPanelLayout {
  /// 0.3 at `full`, 0 elsewhere.
  public func backdropAlpha(for state: FloatingPanelState) -> Double { state == .full ? 0.3 : 0 }
  /// Fill the safe area's cross axis.
  public var surfacePlacement: SurfacePlacement { .fill }
}
