/// Receives a panel's callbacks, like FloatingPanel's `FloatingPanelControllerDelegate`, in the
/// orders below, which `CallbackOrderTests.swift` checks. Every method has a default, so implement
/// only what you need.
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
public protocol FloatingPanelControllerDelegate: AnyObject {
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
  /// A removal interaction begins.
  func floatingPanelWillRemove(_ fpc: FloatingPanelController)
  /// The panel was removed.
  func floatingPanelDidRemove(_ fpc: FloatingPanelController)
  /// Whether the tracked content may scroll in `state` (default: only the most expanded state).
  func floatingPanel(_ fpc: FloatingPanelController, shouldAllowToScrollIn state: FloatingPanelState) -> Bool
}

extension FloatingPanelControllerDelegate {
  public func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool { true }
  public func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) {}
  public func floatingPanelDidMove(_ fpc: FloatingPanelController) {}
  public func floatingPanelWillEndDragging(_ fpc: FloatingPanelController, withVelocity velocity: Double, targetState: inout FloatingPanelState) {}
  public func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {}
  public func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {}
  public func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) {}
  public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {}
  public func floatingPanelWillRemove(_ fpc: FloatingPanelController) {}
  public func floatingPanelDidRemove(_ fpc: FloatingPanelController) {}
  public func floatingPanel(_ fpc: FloatingPanelController, shouldAllowToScrollIn state: FloatingPanelState) -> Bool {
    fpc.defaultAllowsScroll(in: state)
  }
}
