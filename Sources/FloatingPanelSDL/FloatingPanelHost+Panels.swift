import FloatingPanel
import PanelRendering
import PlaygroundCore
import SDLKit
import StrictJSON

extension FloatingPanelHost {
  /// The panel named `name` (`search`, `detail` or `modal`).
  ///
  /// - Throws: ``HostError`` `.unknownPanel`, listing the names.
  func panel(named name: String) throws(HostError) -> FloatingPanelController {
    guard let role = PanelRole(rawValue: name) else {
      throw HostError(.unknownPanel, "no panel '\(OneLine.escape(String(name.prefix(60))))'; the panels are \(Self.panelNames.joined(separator: ", "))")
    }
    return scene.panel(role)
  }

  /// Moves the panel named `panel` to `state` (`full`, `half`, `tip`, `hidden` or a state of the
  /// config's layout), with its spring when `animated` (as FloatingPanel's `move(to:animated:)`);
  /// the callbacks follow through ``onEvent``.
  ///
  /// ```swift
  /// try host.move("search", to: "full", animated: true)
  /// ```
  ///
  /// - Throws: ``HostError`` `.unknownPanel`, or `.unknownState` listing the panel's states.
  public func move(_ panel: String, to state: String, animated: Bool) throws(HostError) {
    let p = try self.panel(named: panel)
    let states = p.resolvedLayout.sortedStates
    let target = state == "hidden" ? .hidden : states.first { $0.rawValue == state }
    guard let target else {
      let known = (states.map(\.rawValue) + ["hidden"]).joined(separator: ", ")
      throw HostError(.unknownState, "the \(panel) panel has no state '\(OneLine.escape(String(state.prefix(60))))' (it has \(known))")
    }
    do {
      try p.move(to: target, animated: animated)
    } catch {
      throw HostError(.unknownState, "the \(panel) panel cannot move to '\(state)': \(error)")
    }
    dirty = true
    deliverEvents()
  }

  /// The state of the panel named `panel` now (the one it rests in or is heading for).
  ///
  /// - Throws: ``HostError`` `.unknownPanel`.
  public func state(of panel: String) throws(HostError) -> String {
    try self.panel(named: panel).state.rawValue
  }

  /// The content rectangle of the panel named `panel` in the renderer's pixels (the area below
  /// the grabber at the panel's full content size; it moves with the panel).
  ///
  /// - Throws: ``HostError`` `.unknownPanel`.
  public func contentRect(of panel: String) throws(HostError) -> HostRect {
    Self.rect(try self.panel(named: panel).contentFrame.pixelRect(scale: scene.scale))
  }

  /// Whether the panel named `panel` is on screen.
  ///
  /// - Throws: ``HostError`` `.unknownPanel`.
  public func isVisible(_ panel: String) throws(HostError) -> Bool {
    try self.panel(named: panel).isVisible
  }

  /// Calls ``drawContent`` for `panel` with the clip set (SceneRenderer's content hook).
  func programContent(_ role: PanelRole, _ panel: FloatingPanelController) {
    guard let drawContent else { return }
    let s = scene.scale
    let rect = panel.contentFrame.pixelRect(scale: s)
    let out = renderer.outputSize
    let screen = PixelRect(x: 0, y: 0, width: out.width, height: out.height)
    let clip = rect.intersection(panel.surfaceFrame.pixelRect(scale: s)).flatMap { $0.intersection(screen) }
    guard let clip else { return }
    let clean = RendererDrawingState(capturing: renderer)
    renderer.clipRect = clip
    let list = role == .search ? trackedList() : nil
    drawContent(HostContent(panel: role.rawValue, rect: Self.rect(rect), clip: Self.rect(clip), list: list))
    clean.restore(renderer)
  }

  static func rect(_ r: PixelRect) -> HostRect { HostRect(x: r.x, y: r.y, width: r.width, height: r.height) }
}
