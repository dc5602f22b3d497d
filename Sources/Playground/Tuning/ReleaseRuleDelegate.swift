import FloatingPanel

/// A panel delegate that applies the release rule of the panel's ``TunedBehavior`` (if any) at
/// `floatingPanelWillEndDragging`, then forwards every callback to ``forward``. The window's
/// ``TuningSession`` and the export test (which compares a config with its exported Swift) use it.
///
/// ```swift
/// let rules = ReleaseRuleDelegate(forward: sceneDelegate)   // keep `rules` alive: delegates are weak
/// panel.delegate = rules
/// ```
/// With a ``FloatingPanelEventRecorder`` (whose `forward` gets the hooks), set
/// `recorder.forward = rules` instead.
public final class ReleaseRuleDelegate: FloatingPanelControllerDelegate {
  /// Where callbacks go after the rule (weak).
  public weak var forward: (any FloatingPanelControllerDelegate)?

  /// Creates the delegate.
  public init(forward: (any FloatingPanelControllerDelegate)? = nil) { self.forward = forward }

  public func floatingPanelWillEndDragging(_ fpc: FloatingPanelController, withVelocity velocity: Double, targetState: inout FloatingPanelState) {
    if let rule = (fpc.behavior as? TunedBehavior)?.flickAdvanceRule {
      targetState = rule.target(from: fpc.state, proposed: targetState, location: fpc.location, velocity: velocity, layout: fpc.resolvedLayout)
    }
    forward?.floatingPanelWillEndDragging(fpc, withVelocity: velocity, targetState: &targetState)
  }

  public func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool {
    forward?.floatingPanelShouldBeginDragging(fpc) ?? true
  }
  public func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) { forward?.floatingPanelWillBeginDragging(fpc) }
  public func floatingPanelDidMove(_ fpc: FloatingPanelController) { forward?.floatingPanelDidMove(fpc) }
  public func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {
    forward?.floatingPanelDidEndDragging(fpc, willAttract: attract)
  }
  public func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {
    forward?.floatingPanelWillBeginAttracting(fpc, to: state)
  }
  public func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) { forward?.floatingPanelDidEndAttracting(fpc) }
  public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { forward?.floatingPanelDidChangeState(fpc) }
  public func floatingPanelWillRemove(_ fpc: FloatingPanelController) { forward?.floatingPanelWillRemove(fpc) }
  public func floatingPanelDidRemove(_ fpc: FloatingPanelController) { forward?.floatingPanelDidRemove(fpc) }
  public func floatingPanel(_ fpc: FloatingPanelController, shouldAllowToScrollIn state: FloatingPanelState) -> Bool {
    forward?.floatingPanel(fpc, shouldAllowToScrollIn: state) ?? (state == fpc.resolvedLayout.mostExpandedState)
  }
}
