/// A delegate that records every callback as a ``FloatingPanelEvent``, in order, and can forward
/// every hook (layouts, animators, shouldBeginDragging, willEndDragging, shouldRemoveAt, pinning,
/// shouldAllowToScroll) to another delegate.
///
/// ```swift
/// let recorder = FloatingPanelEventRecorder()
/// panel.delegate = recorder
/// // … drive the panel …
/// let events = recorder.drain()   // [.shouldBeginDragging, …]
/// ```
public final class FloatingPanelEventRecorder: FloatingPanelControllerDelegate {
  /// The events recorded since the last ``drain()``.
  public private(set) var events: [FloatingPanelEvent] = []
  /// Where hook decisions go; nil keeps the defaults.
  public weak var forward: (any FloatingPanelControllerDelegate)?

  /// Creates a recorder.
  public init(forward: (any FloatingPanelControllerDelegate)? = nil) { self.forward = forward }

  /// Returns the recorded events and forgets them.
  public func drain() -> [FloatingPanelEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  public func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool {
    events.append(.shouldBeginDragging)
    return forward?.floatingPanelShouldBeginDragging(fpc) ?? true
  }
  public func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) {
    events.append(.willBeginDragging)
    forward?.floatingPanelWillBeginDragging(fpc)
  }
  public func floatingPanelDidMove(_ fpc: FloatingPanelController) {
    events.append(.didMove)
    forward?.floatingPanelDidMove(fpc)
  }
  public func floatingPanelWillEndDragging(_ fpc: FloatingPanelController, withVelocity velocity: Double, targetState: inout FloatingPanelState) {
    forward?.floatingPanelWillEndDragging(fpc, withVelocity: velocity, targetState: &targetState)
    events.append(.willEndDragging(velocity: velocity, target: targetState))
  }
  public func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {
    events.append(.didEndDragging(willAttract: attract))
    forward?.floatingPanelDidEndDragging(fpc, willAttract: attract)
  }
  public func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {
    events.append(.willBeginAttracting(state))
    forward?.floatingPanelWillBeginAttracting(fpc, to: state)
  }
  public func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) {
    events.append(.didEndAttracting)
    forward?.floatingPanelDidEndAttracting(fpc)
  }
  public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {
    events.append(.didChangeState(fpc.state))
    forward?.floatingPanelDidChangeState(fpc)
  }
  public func floatingPanelWillRemove(_ fpc: FloatingPanelController) {
    events.append(.willRemove)
    forward?.floatingPanelWillRemove(fpc)
  }
  public func floatingPanelDidRemove(_ fpc: FloatingPanelController) {
    events.append(.didRemove)
    forward?.floatingPanelDidRemove(fpc)
  }
  public func floatingPanel(_ fpc: FloatingPanelController, shouldAllowToScroll scroll: ScrollModel, in state: FloatingPanelState) -> Bool {
    forward?.floatingPanel(fpc, shouldAllowToScroll: scroll, in: state) ?? fpc.defaultAllowsScroll(in: state)
  }
  public func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: Size) -> (any FloatingPanelLayout)? {
    forward?.floatingPanel(fpc, layoutFor: size)
  }
  public func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState) -> SpringParameters {
    forward?.floatingPanel(fpc, animatorForPresentingTo: state) ?? fpc.behavior.presentingSpring
  }
  public func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: Double) -> SpringParameters {
    forward?.floatingPanel(fpc, animatorForDismissingWith: velocity) ?? fpc.behavior.dismissingSpring
  }
  public func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState) -> SpringParameters? {
    forward.map { $0.floatingPanel(fpc, animatorForMovingTo: state) } ?? fpc.behavior.movingSpring
  }
  public func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: Point, with velocity: Double) -> Bool {
    forward?.floatingPanel(fpc, shouldRemoveAt: location, with: velocity) ?? fpc.defaultShouldRemove()
  }
  public func floatingPanel(_ fpc: FloatingPanelController, contentOffsetForPinning scroll: ScrollModel) -> Double {
    forward?.floatingPanel(fpc, contentOffsetForPinning: scroll) ?? scroll.handoverOffset(for: fpc.position)
  }
}
