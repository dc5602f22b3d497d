/// Several panels in one container (the playground's search, detail and modal panels): z-order, pointer routing to the
/// topmost panel under the pointer, one drag at a time, and stepping every panel each frame.
///
/// Routing: panels are searched from the top of the z-order down. A visible panel whose backdrop is
/// not transparent blocks every panel below it: a pointer on its backdrop goes to the backdrop (a
/// tap there hides the panel when ``FloatingPanelController/isBackdropTapToDismissEnabled``). Within
/// a panel, the 36-pt grabber band always drags the panel, before any tracked content.
/// A backdrop with alpha 0 lets pointer events through.
public final class FloatingPanelContainer {
  /// Where a pointer went down.
  public enum PointerTarget: Equatable {
    /// On a panel's surface (by name).
    case panel(String)
    /// On a panel's backdrop (by name).
    case backdrop(String)
    /// On nothing the panels own (the map behind them).
    case nothing
  }

  /// The panels, bottom of the z-order first.
  public private(set) var panels: [FloatingPanelController] = []
  /// The container.
  public private(set) var environment: LayoutEnvironment
  /// The panel that owns the current pointer gesture, if any.
  public private(set) var activePanel: FloatingPanelController?
  private var backdropDown: FloatingPanelController?

  /// Creates an empty container.
  public init(environment: LayoutEnvironment) throws(FloatingPanelError) {
    try environment.validate()
    self.environment = environment
  }

  /// Adds a panel on top of the z-order, moving it into this container.
  public func add(_ panel: FloatingPanelController) throws(FloatingPanelError) {
    try panel.updateEnvironment(environment)
    panels.removeAll { $0 === panel }
    panels.append(panel)
  }

  /// Removes a panel.
  public func remove(_ panel: FloatingPanelController) {
    panels.removeAll { $0 === panel }
    if activePanel === panel { activePanel = nil }
  }

  /// Moves a panel to the top of the z-order.
  public func bringToFront(_ panel: FloatingPanelController) {
    guard let i = panels.firstIndex(where: { $0 === panel }) else { return }
    panels.append(panels.remove(at: i))
  }

  /// The panel with this name.
  public func panel(named name: String) -> FloatingPanelController? { panels.first { $0.name == name } }

  /// Resizes the container; every panel asks its delegate for a layout (`layoutFor size:`) and
  /// re-resolves its anchors (no jumps for moving panels). Throws and keeps the old size when the
  /// new one cannot hold the panels.
  public func updateEnvironment(_ newEnvironment: LayoutEnvironment) throws(FloatingPanelError) {
    try newEnvironment.validate()
    var resolved: [(any FloatingPanelLayout, ResolvedLayout)] = []
    for panel in panels {  // all or nothing
      let layout = panel.layout(for: newEnvironment)
      resolved.append((layout, try panel.resolve(layout, in: newEnvironment)))
    }
    environment = newEnvironment
    for (panel, (layout, r)) in zip(panels, resolved) { panel.adopt(layout, resolved: r, environment: newEnvironment) }
  }

  /// The topmost visible panel under `point`, searching from the top of the z-order, and whether
  /// the point is on its backdrop (a translucent backdrop blocks the panels below) rather than on
  /// its surface; nil when the point is on nothing the panels own.
  ///
  /// ```swift
  /// // A tap on the search panel's surface (not on a backdrop above it)
  /// // expands it.
  /// if let hit = container.panel(at: point), !hit.isBackdrop,
  ///    hit.panel === search {
  ///   try search.move(to: .full, animated: true)
  /// }
  /// ```
  public func panel(at point: Point) -> (panel: FloatingPanelController, isBackdrop: Bool)? {
    for panel in panels.reversed() where panel.isVisible {
      if panel.surfaceContains(point) { return (panel, false) }
      if panel.backdropAlpha > 0 { return (panel, true) }
    }
    return nil
  }

  /// What is under `point`, searching from the top of the z-order (``panel(at:)`` by name).
  public func hitTest(_ point: Point) -> PointerTarget {
    guard let hit = panel(at: point) else { return .nothing }
    return hit.isBackdrop ? .backdrop(hit.panel.name) : .panel(hit.panel.name)
  }

  /// A pointer went down. Ignored while another gesture is active (one drag at a time).
  @discardableResult
  public func pointerDown(at point: Point, time: Double) -> PointerTarget {
    guard activePanel == nil, backdropDown == nil else { return .nothing }
    guard let hit = panel(at: point) else { return .nothing }
    if hit.isBackdrop {
      backdropDown = hit.panel
      return .backdrop(hit.panel.name)
    }
    if hit.panel.pointerDown(at: point, time: time) { activePanel = hit.panel }
    return .panel(hit.panel.name)
  }

  /// The pointer moved; goes to the panel that owns the gesture.
  public func pointerMove(to point: Point, time: Double) {
    activePanel?.pointerMove(to: point, time: time)
  }

  /// The pointer went up; ends the gesture. A tap on a dismissible backdrop hides its panel.
  @discardableResult
  public func pointerUp(at point: Point, time: Double, velocity: Double? = nil) -> PointerReleaseResult {
    if let panel = backdropDown {
      backdropDown = nil
      if panel.isBackdropTapToDismissEnabled { panel.hide(animated: true) }
      return .tap(point)
    }
    guard let panel = activePanel else { return .none }
    activePanel = nil
    return panel.pointerUp(at: point, time: time, velocity: velocity)
  }

  /// Advances every panel's spring by `h` seconds.
  public func step(_ h: Double) {
    for panel in panels { panel.step(h) }
  }

  /// Whether any panel is being dragged or animating.
  public var isMoving: Bool { panels.contains { $0.isAnimating || $0.isTouching } }
}
