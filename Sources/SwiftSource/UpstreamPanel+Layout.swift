import ConfigFormat
import FloatingPanel

/// The layout and behaviour classes of an upstream export.
extension UpstreamPanel {
  /// `final class Tuned…Layout: FloatingPanelLayout` with position, initial state, anchors, the
  /// surface's cross-axis constraints (`prepareLayout`) and `backdropAlpha(for:)`.
  var layoutSource: String {
    let layout = resolved.layout
    let n = Self.cg
    var s = "/// The \(SwiftExporter.literal(name)) panel's layout.\n"
    s += "final class Tuned\(type)Layout: FloatingPanelLayout {\n"
    s += "  var position: FloatingPanelPosition { .\(layout.position.rawValue) }\n"
    s += "  var initialState: FloatingPanelState { \(state(layout.initialState)) }\n"
    s += "  var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {\n"
    if config.anchors == nil { s += "    // FloatingPanel's default anchors (FloatingPanelBottomLayout's, on this edge): the config gives none\n" }
    s += "    [\n"
    for st in layout.anchors.keys.sorted(by: { $0.order > $1.order }) {
      if let content = UpstreamContentAnchor.source(layout.anchors[st], upstream: true) {
        s += "      \(state(st)): \(content),\n"
        continue
      }
      guard let anchor = layout.anchors[st] as? FloatingPanelLayoutAnchor else { continue }
      let inset: String
      switch anchor.inset {
      case .absolute(let d): inset = "absoluteInset: \(n(d))"
      case .fractional(let f): inset = "fractionalInset: \(n(f))"
      }
      s += "      \(state(st)): FloatingPanelLayoutAnchor(\(inset), edge: .\(anchor.edge.rawValue), referenceGuide: .\(anchor.referenceGuide.rawValue)),\n"
    }
    s += "    ]\n  }\n"
    s += UpstreamContentAnchor.contentLengthSource(config)
    let vertical = layout.position == .top || layout.position == .bottom
    let (lead, trail, size) = vertical ? ("left", "right", "width") : ("top", "bottom", "height")
    s += "  func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint] {\n    [\n"
    switch layout.surfacePlacement {
    case .fill:
      s += "      surfaceView.\(lead)Anchor.constraint(equalTo: view.safeAreaLayoutGuide.\(lead)Anchor, constant: 0),\n"
      s += "      surfaceView.\(trail)Anchor.constraint(equalTo: view.safeAreaLayoutGuide.\(trail)Anchor, constant: 0),\n"
    case .fixed(let length, let inset):
      s += "      surfaceView.\(lead)Anchor.constraint(equalTo: view.safeAreaLayoutGuide.\(lead)Anchor, constant: \(n(inset))),\n"
      s += "      surfaceView.\(size)Anchor.constraint(equalToConstant: \(n(length))),\n"
    }
    s += "    ]\n  }\n"
    let alphas = layout.backdropAlphas.filter { $0.value != 0 }.sorted { $0.key.order > $1.key.order }
    s += "  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {\n"
    if alphas.isEmpty {
      s += "    0\n"
    } else {
      s += "    switch state {\n"
      for (st, a) in alphas { s += "    case \(self.state(st)): return \(n(a))\n" }
      s += "    default: return 0\n    }\n"
    }
    return s + "  }\n}\n"
  }

  /// `final class Tuned…Behavior: FloatingPanelBehavior` with every value of the behaviour.
  var behaviorSource: String {
    let b = resolved.behavior
    let n = Self.cg
    var s = "/// The \(SwiftExporter.literal(name)) panel's behaviour.\n"
    if let spring = config.behavior.spring {
      s += "///\n/// Release spring: damping ratio \(SwiftExporter.fixed(spring.dampingRatio, 4)) for releases faster than 300 pt/s"
      s += " (1 below), response \(SwiftExporter.fixed(spring.responseTime, 3)) s.\n"
    }
    let marks = DefaultMarks(config.behavior)
    if marks.isWhole { s += DefaultMarks.wholeBehavior }
    s += "final class Tuned\(type)Behavior: FloatingPanelBehavior {\n"
    s += "  var springDecelerationRate: CGFloat { \(n(b.springDecelerationRate)) }\(marks.mark(\.springDecelerationRate))\n"
    s += "  var springResponseTime: CGFloat { \(n(b.springResponseTime)) }\(marks.mark(\.springResponseTime))\n"
    s += "  var momentumProjectionRate: CGFloat { \(n(b.momentumProjectionRate)) }\(marks.mark(\.momentumProjectionRate))\n"
    let projected = b.projectMomentumStates.filter { resolved.layout.anchors[$0] != nil }
      .sorted { ($0.order, $0.rawValue) > ($1.order, $1.rawValue) }
    let project: String
    if case .all(let flag) = config.behavior.projectMomentum {
      project = flag ? "true" : "false"
    } else {
      project = projected.isEmpty ? "false" : projected.map { "proposedState == \(state($0))" }.joined(separator: " || ")
    }
    s += "  func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {\n"
    s += "    \(project)\(marks.mark(\.projectMomentum))\n  }\n"
    s += "  func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat {\n"
    s += "    \(n(b.redirectionalProgressValue))\(marks.mark(\.redirectionalProgress))\n  }\n"
    let order: [FloatingPanelReferenceEdge] = [.top, .left, .bottom, .right]
    let edges = order.filter(b.rubberBandEdges.contains)
    let rubber = edges.isEmpty ? "false" : edges.map { "edge == .\($0.rawValue)" }.joined(separator: " || ")
    s += "  func allowsRubberBanding(for edge: UIRectEdge) -> Bool {\n    \(rubber)\(marks.rubberBandMark)\n  }\n"
    s += "  var removalInteractionVelocityThreshold: CGFloat { \(n(b.removalInteractionVelocityThreshold)) }\(marks.mark(\.removalVelocityThreshold))\n"
    return s + "}\n"
  }
}
