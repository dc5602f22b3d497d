import FloatingPanel

/// A panel in a replay script or config: position, initial state, anchors, backdrop alphas,
/// behaviour and whether removal is enabled (replay.md "Input").
struct PanelSpec: Decodable {
  var position: FloatingPanelPosition = .bottom
  var initialStateName = "half"
  /// Anchors by state name, or nil for the default layout of motion.md.
  var anchors: [String: AnchorSpec]?
  var backdropAlpha: [String: Double] = ["full": 0.3]
  var behavior = BehaviorSpec()
  var removalEnabled = false

  init() {}

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: [
      "position", "initialState", "anchors", "backdropAlpha", "behavior", "removalEnabled",
    ])
    if let name = try c.optional(String.self, "position") {
      guard let p = FloatingPanelPosition(rawValue: name) else {
        throw c.error("position", "'\(name)' is not a position; use top, left, bottom or right")
      }
      position = p
    }
    initialStateName = try c.optional(String.self, "initialState") ?? "half"
    anchors = try c.optional([String: AnchorSpec].self, "anchors")
    if let alphas = try c.optional([String: Double].self, "backdropAlpha") {
      for (name, a) in alphas where !(a.isFinite && a >= 0 && a <= 1) {
        throw InputError(path: c.codingPath + [AnyCodingKey("backdropAlpha"), AnyCodingKey(name)], message: "must be between 0 and 1")
      }
      backdropAlpha = alphas
    }
    behavior = try c.optional(BehaviorSpec.self, "behavior") ?? BehaviorSpec()
    removalEnabled = try c.optional(Bool.self, "removalEnabled") ?? false
  }

  /// The layout's states and anchors, checked: custom states need an order, edges must fit the
  /// position, the initial state needs an anchor. `path` prefixes error paths (e.g. `panel`).
  func layout(path: String) throws -> FloatingPanelLayoutSettings {
    var anchorMap: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [:]
    if let anchors {
      guard !anchors.isEmpty else {
        throw InputError(path: "\(path).anchors", message: "needs at least one state, e.g. {\"half\": {\"fraction\": 0.5, \"edge\": \"bottom\"}}")
      }
      for name in anchors.keys.sorted() {
        guard let spec = anchors[name] else { continue }
        let state: FloatingPanelState
        if let builtIn = FloatingPanelState.builtIn(named: name) {
          state = spec.order.map { FloatingPanelState(rawValue: name, order: $0) } ?? builtIn
        } else {
          guard let order = spec.order else {
            throw InputError(path: "\(path).anchors.\(name).order", message: "required for a custom state (full 1000, half 500, tip 100, hidden 0)")
          }
          state = FloatingPanelState(rawValue: name, order: order)
        }
        guard spec.anchor.edge.fits(position) else {
          let valid = position.isVertical ? "top or bottom" : "left or right"
          throw InputError(path: "\(path).anchors.\(name).edge", message: "'\(spec.anchor.edge.rawValue)' does not fit a \(position.rawValue) panel; use \(valid)")
        }
        anchorMap[state] = spec.anchor
      }
    } else {
      anchorMap = Self.defaultAnchors(for: position)
    }
    let states = Array(anchorMap.keys)
    guard let initial = states.first(where: { $0.rawValue == initialStateName }) else {
      throw InputError(path: "\(path).initialState", message: "state '\(initialStateName)' has no anchor (states: \(states.map(\.rawValue).sorted().joined(separator: ", ")))")
    }
    var alphas: [FloatingPanelState: Double] = [:]
    for (name, a) in backdropAlpha {
      guard let state = states.first(where: { $0.rawValue == name }) ?? FloatingPanelState.builtIn(named: name) else {
        throw InputError(path: "\(path).backdropAlpha.\(name)", message: "state '\(name)' has no anchor")
      }
      alphas[state] = a
    }
    return FloatingPanelLayoutSettings(position: position, initialState: initial, anchors: anchorMap, backdropAlphas: alphas)
  }

  /// The default layout of motion.md §2 mirrored onto `position`.
  static func defaultAnchors(for position: FloatingPanelPosition) -> [FloatingPanelState: any FloatingPanelLayoutAnchoring] {
    let near: FloatingPanelReferenceEdge, far: FloatingPanelReferenceEdge
    switch position {
    case .bottom: (far, near) = (.top, .bottom)
    case .top: (far, near) = (.bottom, .top)
    case .left: (far, near) = (.right, .left)
    case .right: (far, near) = (.left, .right)
    }
    return [
      .full: FloatingPanelLayoutAnchor(absoluteInset: 18, edge: far, referenceGuide: .safeArea),
      .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: near, referenceGuide: .safeArea),
      .tip: FloatingPanelLayoutAnchor(absoluteInset: 69, edge: near, referenceGuide: .safeArea),
    ]
  }
}
