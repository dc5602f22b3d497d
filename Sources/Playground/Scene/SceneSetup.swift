import FloatingPanel
import PanelRendering
import SDLKit

/// A scene configuration for headless renders (the `screenshot` command and the screenshot
/// tests): edge, the front panel's state, detail, modal and help.
public struct SceneSetup: Hashable, Sendable {
  /// Edge of the search and detail panels.
  public var position: FloatingPanelPosition
  /// State of the front panel (the detail panel when `detail`, else the search panel).
  public var state: FloatingPanelState?
  /// Open the detail panel for the first place.
  public var detail: Bool
  /// Show the modal panel.
  public var modal: Bool
  /// Show the help overlay.
  public var help: Bool

  /// Creates a setup.
  public init(
    position: FloatingPanelPosition = .bottom, state: FloatingPanelState? = nil, detail: Bool = false,
    modal: Bool = false, help: Bool = false
  ) {
    self.position = position
    self.state = state
    self.detail = detail
    self.modal = modal
    self.help = help
  }

  /// A problem with the setup (a state the front panel does not have).
  public struct Problem: Error, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  /// Builds a settled scene of `size` points.
  ///
  /// - Throws: ``Problem`` for a state the front panel has no anchor for; `FloatingPanelError`
  ///   for a size that cannot hold the panels.
  public func makeScene(size: Size) throws -> PlaygroundScene {
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

  /// Renders the settled scene on a headless software renderer and reads the pixels back.
  public func renderHeadless(size: Size, hud: Bool = false) throws -> PixelBuffer {
    let scene = try makeScene(size: size)
    let renderer = try Renderer.headless(width: Int(size.width), height: Int(size.height))
    let drawing = try SceneRenderer(renderer: renderer)
    drawing.showsHUD = hud
    try drawing.render(scene)
    return try renderer.readPixels()
  }
}
