import FloatingPanel
import PlaygroundCore
import StrictJSON

/// Anchors you drag in the window: with the tuning cards shown, the focused panel's anchor lines
/// (``lines``) are drawn, each with a handle (a knob off the panels' surfaces, ``Line/handle``), and
/// a press on a handle starts moving that anchor. A press on a panel's surface (its grabber, its
/// list) always goes to the panel, even on a line: a handle a panel covers is faded and inert.
/// The dragged location is clamped to the safe area (the panel keeps ``minimumVisible`` points in
/// it), so a line never leaves the window; ``reset()`` (a preset, key Backspace) restores the
/// layouts.
/// The anchor is written as an absolute inset from its edge (whole points) by default, or as a
/// fraction of its guide (0.001 steps) with `fractional` (Shift held). The new layout replaces
/// the panel's (``PlaygroundScene/setLayoutOverrides(_:margins:)``), so a panel resting at that
/// state follows, and Ctrl+S and E write it. A position the engine refuses (e.g. half above
/// full) keeps the last good anchor.
///
/// ```swift
/// let editor = AnchorEditor(scene: scene)
/// let half = editor.lines(for: .search)[1]
/// if editor.begin(at: Point(x: half.handle.midX, y: half.handle.midY), role: .search, fractional: false) {
///   editor.move(to: Point(x: 200, y: 380))      // half now 42 pt higher
///   editor.end()
/// }
/// ```
package final class AnchorEditor {
  /// One anchor line: the state, where its location is on the main axis and a label.
  package struct Line: Equatable {
    /// The state.
    package var state: FloatingPanelState
    /// The panel's location at that state (y for top/bottom panels, x for left/right ones).
    package var location: Double
    /// `half · 0.5 of safe area from bottom`, `full · 18 pt from top`.
    package var label: String
    /// The label without its guide (`half · 0.5`, `full · 8 pt`): the label where the whole one
    /// finds no free place.
    package var shortLabel: String
    /// Whether the pointer is moving it.
    package var isDragged: Bool
    /// The knob a press grabs the line by (window points), off the panel's surface where the
    /// window leaves room (``AnchorEditor/handle(at:of:in:)``).
    package var handle: Rect
    /// Whether a panel's surface overlaps ``handle``: drawn faded, and a press there goes to the panel.
    package var isCovered: Bool
    /// The hairline as drawn (window points): the bar across the window at ``location`` (1 pt
    /// thick, 2 pt while dragged) without the parts on a visible panel's surface, so that it
    /// never strikes through a list (``AnchorEditor/pieces(of:outside:vertical:)``).
    package var pieces: [Rect] = []
  }

  /// How far (points) around its knob a press still grabs a handle (never on a panel's surface).
  package static let grabSlop = 4.0
  /// How much of the panel (points) stays in the safe area when an anchor is dragged toward its
  /// hidden edge: its grabber band.
  package static let minimumVisible = 44.0

  /// The scene whose panels' anchors move.
  package let scene: PlaygroundScene
  /// The anchor being dragged: the panel, its state and whether it is written as a fraction.
  /// `offset` is the line's location minus the press's, so the line keeps its distance to the pointer.
  package private(set) var drag: (role: PanelRole, state: FloatingPanelState, fractional: Bool, offset: Double)?

  /// The layouts and margins ``reset()`` restores: the scene's when the editor was made or
  /// ``keepBaseline()`` was last called (a config file loaded or reloaded).
  package private(set) var baseline: (layouts: [PanelRole: FloatingPanelLayoutSettings], margins: [PanelRole: EdgeInsets])
  /// The scene's ``PlaygroundScene/overridesRevision`` when ``baseline`` was taken.
  private(set) var baselineRevision: Int

  /// An editor for `scene`; ``reset()`` goes back to the scene's layouts as they are now.
  package init(scene: PlaygroundScene) {
    self.scene = scene
    baseline = (scene.layoutOverrides, scene.marginOverrides)
    baselineRevision = scene.overridesRevision
  }

  /// Makes the scene's layouts as they are now the ones ``reset()`` restores.
  package func keepBaseline() {
    baseline = (scene.layoutOverrides, scene.marginOverrides)
    baselineRevision = scene.overridesRevision
  }

  /// The lines of `role`'s panel: every state with a `FloatingPanelLayoutAnchor` (not hidden).
  package func lines(for role: PanelRole) -> [Line] {
    let panel = scene.panel(role)
    let layout = panel.resolvedLayout
    let surfaces = visibleSurfaces
    return layout.sortedStates.compactMap { state in
      guard state != .hidden, let location = layout.location(of: state),
            let anchor = panel.layout.anchors[state] as? FloatingPanelLayoutAnchor else { return nil }
      let dragged = drag.map { $0.role == role && $0.state == state } ?? false
      let handle = Self.handle(at: location, of: panel, in: scene.size)
      let bar = Self.bar(at: location, thickness: dragged ? 2 : 1, vertical: panel.position.isVertical, in: scene.size)
      return Line(
        state: state, location: location, label: Self.label(state, anchor), shortLabel: Self.shortLabel(state, anchor),
        isDragged: dragged, handle: handle,
        isCovered: surfaces.contains { $0.intersection(handle) != nil },
        pieces: Self.pieces(of: bar, outside: surfaces, vertical: panel.position.isVertical))
    }
  }

  /// The surfaces of the scene's visible panels (what a handle or a label must not sit on).
  package var visibleSurfaces: [Rect] {
    scene.container.panels.filter(\.isVisible).map(\.surfaceFrame)
  }

  /// Starts moving the anchor of `role`'s panel whose handle is under `point` (within
  /// ``grabSlop``); false when there is none, the handle is covered, or a panel's surface is under
  /// `point` (the panel gets the press).
  package func begin(at point: Point, role: PanelRole, fractional: Bool) -> Bool {
    let panel = scene.panel(role)
    guard panel.isVisible else { return false }
    if let hit = scene.container.panel(at: point), !hit.isBackdrop { return false }
    let s = Self.grabSlop
    let hits = lines(for: role).filter {
      !$0.isCovered && $0.handle.inset(by: EdgeInsets(top: -s, left: -s, bottom: -s, right: -s)).contains(point)
    }
    let v = panel.position.isVertical ? point.y : point.x
    guard let line = hits.min(by: { abs($0.location - v) < abs($1.location - v) }) else { return false }
    drag = (role, line.state, fractional, line.location - v)
    return true
  }

  /// Moves the dragged anchor with `point` (keeping the distance it was grabbed at). Returns the problem when
  /// the engine refuses the new layout (the last good one stays).
  @discardableResult
  package func move(to point: Point) -> String? {
    guard let drag else { return nil }
    let panel = scene.panel(drag.role)
    guard let old = panel.layout.anchors[drag.state] as? FloatingPanelLayoutAnchor,
          let here = panel.resolvedLayout.location(of: drag.state) else { return nil }
    let v = Self.clamp((panel.position.isVertical ? point.y : point.x) + drag.offset, position: panel.position, in: panel.environment.safeArea)
    // States keep their order: a more expanded state stays nearer the far edge.
    let towardLow = panel.position == .bottom || panel.position == .right
    func moreExpanded(_ a: Double, than b: Double) -> Bool { towardLow ? a < b : a > b }
    for other in lines(for: drag.role) where other.state != drag.state {
      let ok = other.state.order > drag.state.order ? moreExpanded(other.location, than: v) : moreExpanded(v, than: other.location)
      if !ok { return "\(drag.state.rawValue) cannot pass \(other.state.rawValue): anchors keep their order" }
    }
    let env = panel.environment
    let guide = old.referenceGuide == .superview ? env.bounds : env.safeArea
    let length = panel.position.isVertical ? guide.size.height : guide.size.width
    // The location grows with an inset from the top/left edge and shrinks with one from the bottom/right.
    let sign: Double = old.edge == .top || old.edge == .left ? 1 : -1
    let currentInset: Double
    switch old.inset {
    case .absolute(let d): currentInset = d
    case .fractional(let f): currentInset = f * length
    }
    let inset = currentInset + sign * (v - here)
    var anchor = old
    anchor.inset = drag.fractional && length > 0
      ? .fractional(((inset / length) * 1000).rounded() / 1000) : .absolute(inset.rounded())
    guard anchor != old else { return nil }
    var layout = FloatingPanelLayoutSettings(panel.layout)
    layout.anchors[drag.state] = anchor
    var overrides = scene.layoutOverrides, margins = scene.marginOverrides
    overrides[drag.role] = layout
    margins[drag.role] = panel.containerMargins
    let resting = panel.state == drag.state && !panel.isAnimating && !panel.isTouching
    do {
      try scene.setLayoutOverrides(overrides, margins: margins)
    } catch {
      return error.description
    }
    if resting { try? panel.move(to: drag.state, animated: false) }
    return nil
  }

  /// Ends the drag.
  package func end() { drag = nil }

  /// `half · 0.5` / `tip · 69 pt`.
  static func shortLabel(_ state: FloatingPanelState, _ a: FloatingPanelLayoutAnchor) -> String {
    switch a.inset {
    case .absolute(let d): return "\(state.rawValue) · \(OrderedJSON.format(d)) pt"
    case .fractional(let f): return "\(state.rawValue) · \(OrderedJSON.format(f))"
    }
  }

  /// `half · 0.5 of safe area from bottom` / `tip · 69 pt from bottom`.
  static func label(_ state: FloatingPanelState, _ a: FloatingPanelLayoutAnchor) -> String {
    let guide = a.referenceGuide == .superview ? "window" : "safe area"
    switch a.inset {
    case .absolute(let d): return "\(state.rawValue) · \(OrderedJSON.format(d)) pt from \(guide) \(a.edge.rawValue)"
    case .fractional(let f): return "\(state.rawValue) · \(OrderedJSON.format(f)) of \(guide) from \(a.edge.rawValue)"
    }
  }
}
