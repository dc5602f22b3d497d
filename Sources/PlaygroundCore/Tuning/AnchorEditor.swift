import FloatingPanel
import StrictJSON

/// Anchors you drag in the window: with the tuning cards shown, the focused panel's anchor lines
/// (``lines``) are drawn, and a press within ``grabDistance`` of one starts moving that anchor.
/// The anchor is written as an absolute inset from its edge (whole points) by default, or as a
/// fraction of its guide (0.001 steps) with `fractional` (Shift held). The new layout replaces
/// the panel's (``PlaygroundScene/setLayoutOverrides(_:margins:)``), so a panel resting at that
/// state follows, and Ctrl+S and E write it. A position the engine refuses (e.g. half above
/// full) keeps the last good anchor.
///
/// ```swift
/// let editor = AnchorEditor(scene: scene)
/// if editor.begin(at: Point(x: 200, y: 422), role: .search, fractional: false) {
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
    /// Whether the pointer is moving it.
    package var isDragged: Bool
  }

  /// How near (points) a press must be to a line to grab it.
  package static let grabDistance = 8.0

  /// The scene whose panels' anchors move.
  package let scene: PlaygroundScene
  /// The anchor being dragged: the panel, its state and whether it is written as a fraction.
  package private(set) var drag: (role: PanelRole, state: FloatingPanelState, fractional: Bool)?

  /// An editor for `scene`.
  package init(scene: PlaygroundScene) { self.scene = scene }

  /// The lines of `role`'s panel: every state with a `FloatingPanelLayoutAnchor` (not hidden).
  package func lines(for role: PanelRole) -> [Line] {
    let panel = scene.panel(role)
    let layout = panel.resolvedLayout
    return layout.sortedStates.compactMap { state in
      guard state != .hidden, let location = layout.location(of: state),
            let anchor = panel.layout.anchors[state] as? FloatingPanelLayoutAnchor else { return nil }
      let dragged = drag.map { $0.role == role && $0.state == state } ?? false
      return Line(state: state, location: location, label: Self.label(state, anchor), isDragged: dragged)
    }
  }

  /// Starts moving the anchor of `role`'s panel whose line is nearest `point` (within
  /// ``grabDistance``); false when no line is near.
  package func begin(at point: Point, role: PanelRole, fractional: Bool) -> Bool {
    let panel = scene.panel(role)
    guard panel.isVisible else { return false }
    let v = panel.position.isVertical ? point.y : point.x
    let near = lines(for: role).map { ($0, abs($0.location - v)) }.filter { $0.1 <= Self.grabDistance }.min { $0.1 < $1.1 }
    guard let line = near?.0 else { return false }
    drag = (role, line.state, fractional)
    return true
  }

  /// Moves the dragged anchor so that its location is under `point`. Returns the problem when
  /// the engine refuses the new layout (the last good one stays).
  @discardableResult
  package func move(to point: Point) -> String? {
    guard let drag else { return nil }
    let panel = scene.panel(drag.role)
    guard let old = panel.layout.anchors[drag.state] as? FloatingPanelLayoutAnchor,
          let here = panel.resolvedLayout.location(of: drag.state) else { return nil }
    let v = panel.position.isVertical ? point.y : point.x
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

  /// `half · 0.5 of safe area from bottom` / `tip · 69 pt from bottom`.
  static func label(_ state: FloatingPanelState, _ a: FloatingPanelLayoutAnchor) -> String {
    let guide = a.referenceGuide == .superview ? "window" : "safe area"
    switch a.inset {
    case .absolute(let d): return "\(state.rawValue) · \(OrderedJSON.format(d)) pt from \(guide) \(a.edge.rawValue)"
    case .fractional(let f): return "\(state.rawValue) · \(OrderedJSON.format(f)) of \(guide) from \(a.edge.rawValue)"
    }
  }
}
