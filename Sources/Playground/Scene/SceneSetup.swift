import FloatingPanel
import PanelRendering
import SDLKit

/// A scene configuration for headless renders (the `screenshot` command and the screenshot
/// tests): edge, the front panel's state, detail, modal, help, and the tuning cards after a
/// scripted flick.
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
  /// Show the tuning cards, after a scripted flick of the front panel toward more expanded (so
  /// the plot has a release to show).
  public var tuning: Bool

  /// Creates a setup.
  public init(
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

  /// The scripted flick behind ``tuning``: the front panel is grabbed at its grabber, moved
  /// 12 pt per 16 ms frame four times toward more expanded, and released; the session records
  /// the spring until it settles. `session` is shown afterwards.
  public func flick(_ scene: PlaygroundScene, session: TuningSession) {
    let panel = scene.focusedPanel
    let band = panel.grabberBand
    var p = Point(x: band.midX, y: band.midY)
    let step: (dx: Double, dy: Double)
    switch panel.position {
    case .bottom: step = (0, -12)
    case .top: step = (0, 12)
    case .left: step = (12, 0)
    case .right: step = (-12, 0)
    }
    let h = PlaygroundScene.frameInterval
    var t = 0.0
    scene.pointerDown(at: p, time: t)
    for _ in 0..<4 {
      t += 0.016
      p = Point(x: p.x + step.dx, y: p.y + step.dy)
      scene.pointerMove(to: p, time: t)
      scene.step(h)
      session.update(h)
    }
    scene.pointerUp(at: p, time: t + 0.004)
    for _ in 0..<600 where scene.isMoving || session.trace?.isFinished == false {
      scene.step(h)
      session.update(h)
    }
    session.isShown = true
  }

  /// Renders the settled scene on a headless software renderer and reads the pixels back.
  public func renderHeadless(size: Size, hud: Bool = false) throws -> PixelBuffer {
    let scene = try makeScene(size: size)
    let renderer = try Renderer.headless(width: Int(size.width), height: Int(size.height))
    let drawing = try SceneRenderer(renderer: renderer)
    drawing.showsHUD = hud
    var session: TuningSession?
    if tuning {
      let s = try TuningSession(scene: scene)
      flick(scene, session: s)
      session = s
    }
    try drawing.render(scene)
    session?.hudFrame = drawing.hudFrame
    if let session { try TuningOverlayRenderer(renderer: renderer, panels: drawing.panels, text: drawing.text).draw(session) }
    return try renderer.readPixels()
  }
}
