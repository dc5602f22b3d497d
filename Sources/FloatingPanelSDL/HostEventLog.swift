import FloatingPanel

/// Every panel's delegate in a host: records each callback with the panel it came from, in the
/// order the engine makes them across all panels (upstream's order for each panel, see
/// `FloatingPanelControllerDelegate`), until the host hands them to the program.
final class HostEventLog {
  /// The callbacks not yet handed on.
  private(set) var pending: [HostPanelEvent] = []

  /// The panels' delegates (a panel holds its delegate weakly: the log keeps them).
  private var relays: [Relay] = []

  /// Makes `panel` (named `name`) record into this log.
  func observe(_ panel: FloatingPanelController, name: String) {
    let relay = Relay(name: name, log: self)
    relays.append(relay)
    panel.delegate = relay
  }

  /// Returns the pending callbacks and forgets them.
  func drain() -> [HostPanelEvent] {
    defer { pending.removeAll(keepingCapacity: true) }
    return pending
  }

  fileprivate func add(_ event: FloatingPanelEvent, panel: String, _ fpc: FloatingPanelController) {
    pending.append(HostPanelEvent(panel: panel, event: event.description, name: event.name, state: fpc.state.rawValue))
  }

  /// One panel's delegate: records into the log (the defaults decide everything else).
  private final class Relay: FloatingPanelControllerDelegate {
    let name: String
    unowned let log: HostEventLog
    init(name: String, log: HostEventLog) {
      self.name = name
      self.log = log
    }
    func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool {
      log.add(.shouldBeginDragging, panel: name, fpc)
      return true
    }
    func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) { log.add(.willBeginDragging, panel: name, fpc) }
    func floatingPanelDidMove(_ fpc: FloatingPanelController) { log.add(.didMove, panel: name, fpc) }
    func floatingPanelWillEndDragging(_ fpc: FloatingPanelController, withVelocity velocity: Double, targetState: inout FloatingPanelState) {
      log.add(.willEndDragging(velocity: velocity, target: targetState), panel: name, fpc)
    }
    func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {
      log.add(.didEndDragging(willAttract: attract), panel: name, fpc)
    }
    func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {
      log.add(.willBeginAttracting(state), panel: name, fpc)
    }
    func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) { log.add(.didEndAttracting, panel: name, fpc) }
    func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { log.add(.didChangeState(fpc.state), panel: name, fpc) }
    func floatingPanelWillRemove(_ fpc: FloatingPanelController) { log.add(.willRemove, panel: name, fpc) }
    func floatingPanelDidRemove(_ fpc: FloatingPanelController) { log.add(.didRemove, panel: name, fpc) }
  }
}
