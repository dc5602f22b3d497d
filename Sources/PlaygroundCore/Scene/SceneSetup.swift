import ConfigFormat
import FloatingPanel
import StrictJSON

/// A scene configuration for headless renders (the `screenshot` command and the screenshot
/// tests): edge, the front panel's state, detail, modal, help, and the tuning cards after a
/// scripted flick (``flick(_:session:)``). PlaygroundUI renders it (`renderHeadless(size:hud:)`).
package struct SceneSetup: Equatable, Sendable {
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
  /// Pixels per point (anchors round to it as on such a screen).
  package var scale = 1.0
  /// A config applied to the scene's panels first (layouts, behaviours, looks), as `--config`
  /// does in the window.
  package var config: PlaygroundConfig?
  /// The display rate the springs step at (`--display-rate`); nil: the config's, else 60 Hz.
  package var displayRate: DisplayRate?
  /// With ``tuning``: a behaviour pinned as A before the flick (`screenshot --compare`), so its
  /// ghost moves beside the front panel and the plot draws both motions.
  package var compare: BehaviorConfig?
  /// With ``tuning``: the plot overlays the flick at the other display rate (`--compare-rates`).
  package var comparesRates = false
  /// With ``tuning``: seconds after the release at which the picture is taken (nil: at rest).
  package var releaseTime: Double?
  /// The dark appearance: a config's system colours draw their dark values (`--appearance dark`).
  package var darkMode = false

  /// Creates a setup.
  package init(
    position: FloatingPanelPosition = .bottom, state: FloatingPanelState? = nil, detail: Bool = false,
    modal: Bool = false, help: Bool = false, tuning: Bool = false, scale: Double = 1, config: PlaygroundConfig? = nil,
    displayRate: DisplayRate? = nil
  ) {
    self.displayRate = displayRate
    self.scale = scale
    self.config = config
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
    /// A problem saying `description`.
    package init(description: String) { self.description = description }
  }

  /// Builds a settled scene of `size` points.
  ///
  /// - Throws: ``Problem`` for a state the front panel has no anchor for; `FloatingPanelError`
  ///   for a size that cannot hold the panels.
  package func makeScene(size: Size) throws -> PlaygroundScene {
    let scene = try PlaygroundScene(size: size, scale: scale, position: position)
    scene.darkMode = darkMode
    if let config, let error = PanelTuner(scene: scene).apply(config) {
      throw Problem(description: "config: \(error)")
    }
    if let displayRate { scene.displayRate = displayRate }
    if detail {
      scene.openDetail(place: 0)
      scene.settle()
    }
    if let wanted = state {
      let front = detail ? scene.detail : scene.search
      let found = wanted.rawValue == "hidden" ? .hidden : front.resolvedLayout.sortedStates.first { $0.rawValue == wanted.rawValue }
      guard let state = found else {
        let known = front.resolvedLayout.sortedStates.map(\.rawValue).joined(separator: ", ")
        throw Problem(description: "the \(front.name) panel has no '\(OneLine.escape(wanted.rawValue))' state (it has \(known))")
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
