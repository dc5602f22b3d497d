/// Receives a panel's callbacks, like FloatingPanel's `FloatingPanelControllerDelegate`, in the
/// orders below, which `CallbackOrderTests.swift` checks. Every method has a default, so implement
/// only what you need; the names are upstream's with UIKit types swapped (`CGSize` → ``Size``,
/// `UIViewPropertyAnimator` → ``SpringParameters``, `UIScrollView` → ``ScrollModel``).
///
/// Orders:
/// - drag ending in an attraction: shouldBeginDragging → willBeginDragging → didMove×n →
///   willEndDragging → didEndDragging(willAttract: true) → willBeginAttracting(target) →
///   didChangeState → didMove per frame → didMove (final, on the anchor) → didEndAttracting;
/// - drag released exactly on the target anchor: … → willEndDragging → didChangeState →
///   didEndDragging(willAttract: false);
/// - drag ending in removal: … → willRemove → didChangeState(hidden) → didMove per frame → didRemove;
/// - grabbing a panel mid-attraction: didEndAttracting, then the drag sequence;
/// - `move(to:animated: false)`: didChangeState → didMove (once); `move(to:animated: true)`:
///   willBeginAttracting → didChangeState → didMove per frame → didEndAttracting.
///
/// ```swift
/// final class MapDelegate: FloatingPanelControllerDelegate {
///   func floatingPanel(
///     _ fpc: FloatingPanelController, layoutFor size: Size
///   ) -> (any FloatingPanelLayout)? {
///     size.width > size.height ? LandscapeLayout() : FloatingPanelBottomLayout()
///   }
/// }
/// ```
public protocol FloatingPanelControllerDelegate: AnyObject {
  /// The layout for a container of `size`, asked on every resize and by
  /// ``FloatingPanelController/invalidateLayout()`` (default nil: keep the current layout).
  func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: Size) -> (any FloatingPanelLayout)?
  /// The spring that presents the panel (a move from hidden) to `state` (default: the behaviour's
  /// ``FloatingPanelBehavior/presentingSpring``).
  func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState) -> SpringParameters
  /// The spring that dismisses the panel (hide, a move to hidden, removal); `velocity` is upstream's
  /// removal rate, |v| / distance to hidden in 1/s, 0 when no removal caused it (default: the
  /// behaviour's ``FloatingPanelBehavior/dismissingSpring``).
  func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: Double) -> SpringParameters
  /// The spring of an animated move between visible states (default: the behaviour's
  /// ``FloatingPanelBehavior/movingSpring``; nil: the release spring from rest).
  func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState) -> SpringParameters?
  /// Whether a drag may begin (default true).
  func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool
  /// A drag began.
  func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController)
  /// The surface moved (drag or animation frame).
  func floatingPanelDidMove(_ fpc: FloatingPanelController)
  /// The drag is ending with `velocity` (pt/s); the delegate may replace the target state.
  func floatingPanelWillEndDragging(_ fpc: FloatingPanelController, withVelocity velocity: Double, targetState: inout FloatingPanelState)
  /// The drag ended; `willAttract` tells whether a spring follows.
  func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool)
  /// A spring toward `state` begins.
  func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState)
  /// The spring stopped (settled or grabbed).
  func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController)
  /// `state` changed.
  func floatingPanelDidChangeState(_ fpc: FloatingPanelController)
  /// Whether a release at `location` (the surface location on the main axis, the other coordinate
  /// 0, as upstream) removes the panel; `velocity` is the removal rate, release velocity / distance
  /// to hidden (1/s, signed). Asked only when removal is enabled (default: the behaviour's
  /// ``FloatingPanelBehavior/dismissalPolicy``).
  func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: Point, with velocity: Double) -> Bool
  /// A removal interaction begins.
  func floatingPanelWillRemove(_ fpc: FloatingPanelController)
  /// The panel was removed.
  func floatingPanelDidRemove(_ fpc: FloatingPanelController)
  /// The content offset at which the tracked content is held while the panel moves and at which it
  /// hands the drag to the panel (default: its start, ``ScrollModel/handoverOffset(for:)``).
  func floatingPanel(_ fpc: FloatingPanelController, contentOffsetForPinning scroll: ScrollModel) -> Double
  /// Whether the tracked content may scroll in `state` (default: only the most expanded state).
  func floatingPanel(_ fpc: FloatingPanelController, shouldAllowToScroll scroll: ScrollModel, in state: FloatingPanelState) -> Bool
}

extension FloatingPanelControllerDelegate {
  public func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: Size) -> (any FloatingPanelLayout)? { nil }
  public func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState) -> SpringParameters {
    fpc.behavior.presentingSpring
  }
  public func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: Double) -> SpringParameters {
    fpc.behavior.dismissingSpring
  }
  public func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState) -> SpringParameters? {
    fpc.behavior.movingSpring
  }
  public func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool { true }
  public func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) {}
  public func floatingPanelDidMove(_ fpc: FloatingPanelController) {}
  public func floatingPanelWillEndDragging(_ fpc: FloatingPanelController, withVelocity velocity: Double, targetState: inout FloatingPanelState) {}
  public func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {}
  public func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {}
  public func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) {}
  public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {}
  public func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: Point, with velocity: Double) -> Bool {
    fpc.defaultShouldRemove()
  }
  public func floatingPanelWillRemove(_ fpc: FloatingPanelController) {}
  public func floatingPanelDidRemove(_ fpc: FloatingPanelController) {}
  public func floatingPanel(_ fpc: FloatingPanelController, contentOffsetForPinning scroll: ScrollModel) -> Double {
    scroll.handoverOffset(for: fpc.position)
  }
  public func floatingPanel(_ fpc: FloatingPanelController, shouldAllowToScroll scroll: ScrollModel, in state: FloatingPanelState) -> Bool {
    fpc.defaultAllowsScroll(in: state)
  }
}
