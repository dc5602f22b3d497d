import Testing
@testable import FloatingPanel

/// Test geometry written once in "bottom-panel" coordinates and mapped onto any position.
///
/// Vertical panels live in a 400×800 container, horizontal ones in 800×400, so the main length is
/// always 800. A bottom-panel coordinate `b` is `b` for bottom/right panels and `800 − b` for
/// top/left panels; velocities flip sign the same way. With the standard layout (full 18 pt from
/// the far edge, half at 0.5, tip 69 pt from the near edge, scale 2) a bottom panel has
/// full 18, half 400, tip 731, hidden 900.
struct Mirror: CustomTestStringConvertible {
  let position: FloatingPanelPosition
  static let mainLength = 800.0

  var testDescription: String { position.rawValue }

  var flips: Bool { position == .top || position == .left }

  /// The container, with safe-area insets given as (far edge, near edge) of a bottom panel.
  func environment(scale: Double = 2, far: Double = 0, near: Double = 0) -> LayoutEnvironment {
    let size = position.isVertical ? Size(width: 400, height: 800) : Size(width: 800, height: 400)
    let insets: EdgeInsets
    switch position {
    case .bottom: insets = EdgeInsets(top: far, bottom: near)
    case .top: insets = EdgeInsets(top: near, bottom: far)
    case .right: insets = EdgeInsets(left: far, right: near)
    case .left: insets = EdgeInsets(left: near, right: far)
    }
    return LayoutEnvironment(containerSize: size, safeAreaInsets: insets, scale: scale)
  }

  /// A bottom-panel coordinate mapped onto this position.
  func loc(_ b: Double) -> Double { flips ? Self.mainLength - b : b }
  /// A bottom-panel velocity mapped onto this position.
  func vel(_ v: Double) -> Double { flips ? -v : v }
  /// A point at bottom-panel main coordinate `b`, in the middle of the cross axis.
  func point(_ b: Double, cross: Double = 200) -> Point {
    position.isVertical ? Point(x: cross, y: loc(b)) : Point(x: loc(b), y: cross)
  }

  /// The edge a bottom panel calls "top" (far from its own edge).
  var farEdge: FloatingPanelReferenceEdge {
    switch position {
    case .bottom: return .top
    case .top: return .bottom
    case .right: return .left
    case .left: return .right
    }
  }
  /// The panel's own edge.
  var nearEdge: FloatingPanelReferenceEdge {
    switch position {
    case .bottom: return .bottom
    case .top: return .top
    case .right: return .right
    case .left: return .left
    }
  }
  /// The end that a bottom panel calls low (beyond full) as a reference edge of this position.
  var expandedEnd: FloatingPanelReferenceEdge { .end(low: !flips, of: position) }
  /// The end beyond the least expanded anchor.
  var collapsedEnd: FloatingPanelReferenceEdge { .end(low: flips, of: position) }

  /// full 18 pt from the far edge, half at 0.5 from the near edge, tip 69 pt from the near edge.
  func standardLayout(initial: FloatingPanelState = .half, extra: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [:]) -> FloatingPanelLayoutSettings {
    var anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [
      .full: FloatingPanelLayoutAnchor(absoluteInset: 18, edge: farEdge, referenceGuide: .safeArea),
      .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: nearEdge, referenceGuide: .safeArea),
      .tip: FloatingPanelLayoutAnchor(absoluteInset: 69, edge: nearEdge, referenceGuide: .safeArea),
    ]
    for (k, v) in extra { anchors[k] = v }
    return FloatingPanelLayoutSettings(position: position, initialState: initial, anchors: anchors)
  }

  /// A panel with the standard layout (or `layout`) and a recorder as delegate.
  func panel(
    layout: FloatingPanelLayoutSettings? = nil, behavior: any FloatingPanelBehavior = FloatingPanelDefaultBehavior(),
    environment env: LayoutEnvironment? = nil
  ) throws -> (FloatingPanelController, FloatingPanelEventRecorder) {
    let p = try FloatingPanelController(layout: layout ?? standardLayout(), behavior: behavior, environment: env ?? environment())
    let r = FloatingPanelEventRecorder()
    p.delegate = r
    return (p, r)
  }

  static let all = FloatingPanelPosition.allCases.map(Mirror.init)
}

extension FloatingPanelController {
  /// Runs the spring until it stops (at most 10 s of frames); returns the number of frames.
  @discardableResult
  func settle(h: Double = 1.0 / 60) -> Int {
    var n = 0
    while isAnimating && n < 600 {
      step(h)
      n += 1
    }
    return n
  }
}

extension Array where Element == FloatingPanelEvent {
  /// The events' names, as a replay prints them.
  var names: [String] { map(\.description) }
}
