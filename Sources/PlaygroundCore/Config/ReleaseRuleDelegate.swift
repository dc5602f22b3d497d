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
package final class ReleaseRuleDelegate: FloatingPanelControllerDelegate {
  /// Where callbacks go after the rule (weak).
  package weak var forward: (any FloatingPanelControllerDelegate)?

  /// Creates the delegate.
  package init(forward: (any FloatingPanelControllerDelegate)? = nil) { self.forward = forward }

  package func floatingPanelWillEndDragging(_ fpc: FloatingPanelController, withVelocity velocity: Double, targetState: inout FloatingPanelState) {
    if let rule = (fpc.behavior as? TunedBehavior)?.flickAdvanceRule {
      targetState = rule.target(from: fpc.state, proposed: targetState, location: fpc.location, velocity: velocity, layout: fpc.resolvedLayout)
    }
    forward?.floatingPanelWillEndDragging(fpc, withVelocity: velocity, targetState: &targetState)
  }

  package func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool {
    forward?.floatingPanelShouldBeginDragging(fpc) ?? true
  }
  package func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) { forward?.floatingPanelWillBeginDragging(fpc) }
  package func floatingPanelDidMove(_ fpc: FloatingPanelController) { forward?.floatingPanelDidMove(fpc) }
  package func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {
    forward?.floatingPanelDidEndDragging(fpc, willAttract: attract)
  }
  package func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {
    forward?.floatingPanelWillBeginAttracting(fpc, to: state)
  }
  package func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) { forward?.floatingPanelDidEndAttracting(fpc) }
  package func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { forward?.floatingPanelDidChangeState(fpc) }
  package func floatingPanelWillRemove(_ fpc: FloatingPanelController) { forward?.floatingPanelWillRemove(fpc) }
  package func floatingPanelDidRemove(_ fpc: FloatingPanelController) { forward?.floatingPanelDidRemove(fpc) }
  package func floatingPanel(_ fpc: FloatingPanelController, shouldAllowToScroll scroll: ScrollModel, in state: FloatingPanelState) -> Bool {
    forward?.floatingPanel(fpc, shouldAllowToScroll: scroll, in: state) ?? fpc.defaultAllowsScroll(in: state)
  }
}
