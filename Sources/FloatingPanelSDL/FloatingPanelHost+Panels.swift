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
    scene.panel(try role(named: name))
  }

  /// The role of the panel named `name`.
  ///
  /// - Throws: ``HostError`` `.unknownPanel`, listing the names.
  func role(named name: String) throws(HostError) -> PanelRole {
    guard let role = PanelRole(rawValue: name) else {
      throw HostError(.unknownPanel, "no panel '\(OneLine.escape(String(name.prefix(60))))'; the panels are \(Self.panelNames.joined(separator: ", "))")
    }
    return role
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
    let list = trackedList(role)
    drawContent(HostContent(panel: role.rawValue, rect: Self.rect(rect), clip: Self.rect(clip), list: list))
    clean.restore(renderer)
  }

  static func rect(_ r: PixelRect) -> HostRect { HostRect(x: r.x, y: r.y, width: r.width, height: r.height) }
}

// MARK: - A list the program reports

extension FloatingPanelHost {
  /// The longest list the host tracks, points.
  public static let maximumListHeight = 10_000_000.0

  /// Tells the host that the content of `panel` (any of ``panelNames``) is a list
  /// `contentHeight` points long, which the program draws scrolled by ``HostContent/list``
  /// (upstream FloatingPanel's `track(scrollView:)`). The host then owns the drags and wheel turns
  /// on it exactly as the playground's search list: at the panel's most expanded state a drag
  /// scrolls the list and, with the list at its start, a drag toward collapsing moves the panel
  /// instead; a flick lets it glide; in other states every drag moves the panel and a list away
  /// from its start eases back; the wheel scrolls it. A list shorter than its viewport does not
  /// scroll. Each panel's list has its own offset: a drag or a wheel turn scrolls only the list of
  /// the panel under it. Calling it again changes the length and keeps the offset (clamped).
  ///
  /// ```swift
  /// try host.trackList(of: "search", contentHeight: 40 * 56)
  /// try host.trackList(of: "modal", contentHeight: 12 * 44)
  /// ```
  ///
  /// - Throws: ``HostError`` `.unknownPanel`; `.badValue` for a height that is negative, not
  ///   finite or over ``maximumListHeight``.
  public func trackList(of panel: String, contentHeight: Double) throws(HostError) {
    let role = try self.role(named: panel)
    guard contentHeight.isFinite, contentHeight >= 0, contentHeight <= Self.maximumListHeight else {
      throw HostError(.badValue, "the list's height is \(contentHeight); pass a length in points from 0 to 10000000")
    }
    scene.trackList(role, contentLength: contentHeight)
    dirty = true
  }

  /// Stops tracking the list of `panel`: every drag on it moves the panel again (the content is
  /// the program's and nothing scrolls), as before ``trackList(of:contentHeight:)``; its offset
  /// is forgotten. A panel that tracks no list is left as it is.
  ///
  /// - Throws: ``HostError`` `.unknownPanel`.
  public func untrackList(of panel: String) throws(HostError) {
    scene.untrackList(try role(named: panel))
    dirty = true
  }

  /// The list of `panel` now (its viewport, how far it is scrolled), nil when it tracks none.
  ///
  /// - Throws: ``HostError`` `.unknownPanel`.
  public func list(of panel: String) throws(HostError) -> HostList? {
    trackedList(try role(named: panel))
  }

  /// The tracked list of `role`'s panel, nil when the program reported none.
  func trackedList(_ role: PanelRole) -> HostList? {
    guard let height = scene.reportedListLength(of: role) else { return nil }
    let s = scene.scale
    let m = scene.listMetrics(of: role)
    let out = renderer.outputSize
    let screen = PixelRect(x: 0, y: 0, width: out.width, height: out.height)
    let viewport = m.list.pixelRect(scale: s)
    let visible = m.list.intersection(m.clip)?.pixelRect(scale: s).intersection(screen)
    let clip = visible ?? PixelRect(x: viewport.x, y: viewport.y, width: 0, height: 0)
    let offset = scene.listOffset(of: role)
    let bar = scene.showsScrollIndicator(of: role) ? m.scrollIndicator(offset: offset, contentLength: height) : nil
    return HostList(
      viewport: Self.rect(viewport), clip: Self.rect(clip), offset: offset, contentHeight: height, scale: s,
      indicator: bar.map { Self.rect($0.pixelRect(scale: s)) })
  }
}
