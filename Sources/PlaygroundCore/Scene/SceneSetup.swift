import FloatingPanel

/// A scene configuration for headless renders (the `screenshot` command and the screenshot
/// tests): edge, the front panel's state, detail, modal, help, and the tuning cards after a
/// scripted flick (``flick(_:session:)``). PlaygroundUI renders it (`renderHeadless(size:hud:)`).
package struct SceneSetup: Hashable, Sendable {
  /// Edge of the search and detail panels.
  package var position: FloatingPanelPosition
  /// State of the front panel (the detail panel when `detail`, else the search panel).
  package var state: FloatingPanelState?
  /// Open the detail panel for the first place.
  package var detail: Bool
  /// Show the modal panel.
  package var modal: Bool
  /// Show the help overlay.
  package var help: Bool
  /// Show the tuning cards, after a scripted flick of the front panel toward more expanded (so
  /// the plot has a release to show).
  package var tuning: Bool

  /// Creates a setup.
  package init(
    position: FloatingPanelPosition = .bottom, state: FloatingPanelState? = nil, detail: Bool = false,
    modal: Bool = false, help: Bool = false, tuning: Bool = false
  ) {
    self.position = position
    self.state = state
    self.detail = detail
    self.modal = modal
    self.help = help
    self.tuning = tuning
  }

  /// A problem with the setup (a state the front panel does not have).
  package struct Problem: Error, CustomStringConvertible {
    /// What is wrong.
    package var description: String
  }

  /// Builds a settled scene of `size` points.
  ///
  /// - Throws: ``Problem`` for a state the front panel has no anchor for; `FloatingPanelError`
  ///   for a size that cannot hold the panels.
  package func makeScene(size: Size) throws -> PlaygroundScene {
    let scene = try PlaygroundScene(size: size, position: position)
    if detail {
      scene.openDetail(place: 0)
      scene.settle()
    }
    if let state {
      let front = detail ? scene.detail : scene.search
      guard state == .hidden || front.resolvedLayout.contains(state) else {
        let known = front.resolvedLayout.sortedStates.map(\.rawValue).joined(separator: ", ")
        throw Problem(description: "the \(front.name) panel has no '\(state.rawValue)' state (it has \(known))")
      }
      try front.move(to: state, animated: true)
      scene.settle()
    }
    if modal {
      scene.perform(.toggleModal)
      scene.settle()
    }
    scene.showsHelp = help
    scene.settle()
    return scene
  }
}
