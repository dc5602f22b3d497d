import FloatingPanel

/// One panel's entry in a config file: the same shape as a replay script's `panel` object
/// (position, initialState, anchors, backdropAlpha, behavior, removalEnabled; replay.md).
///
/// ```json
/// "search": {"position": "bottom", "initialState": "half",
///            "anchors": {"full": {"inset": 18, "edge": "top"}, "half": {"fraction": 0.5, "edge": "bottom"}},
///            "behavior": {"springResponseTime": 0.3, "springDecelerationRate": 0.985}}
/// ```
package struct PanelConfig: Equatable, Sendable {
  /// One anchor: where the state is and, for a custom state, its order.
  package struct Anchor: Equatable, Sendable {
    /// The anchor.
    package var anchor: FloatingPanelLayoutAnchor
    /// The order of a custom state (full 1000, half 500, tip 100, hidden 0); nil for built-ins.
    package var order: Int?

    /// Creates an anchor entry.
    package init(_ anchor: FloatingPanelLayoutAnchor, order: Int? = nil) {
      self.anchor = anchor
      self.order = order
    }
  }

  /// The edge the panel is attached to (default bottom).
  package var position = FloatingPanelPosition.bottom
  /// The name of the initial state (default `half`).
  package var initialState = "half"
  /// Anchors by state name; nil: the default layout of motion.md §2 mirrored onto ``position``.
  package var anchors: [String: Anchor]?
  /// Backdrop alpha at rest by state name (default `full` 0.3).
  package var backdropAlpha: [String: Double] = ["full": 0.3]
  /// The behaviour.
  package var behavior = BehaviorConfig()
  /// Whether a fast swipe toward hidden removes the panel (default false).
  package var removalEnabled = false

  /// A panel with the defaults of a replay script.
  package init() {}

  /// The engine layout. Throws an ``InputError`` at `path` (e.g. `panels.search.initialState`)
  /// when the layout is impossible.
  package func layout(path: String = "panel") throws(InputError) -> FloatingPanelLayoutSettings {
    do {
      return try spec.layout(path: path)
    } catch {
      throw InputError.from(error)
    }
  }

  /// The replay's spec of this panel (the shared validator).
  var spec: PanelSpec {
    var s = PanelSpec()
    s.position = position
    s.initialStateName = initialState
    s.anchors = anchors?.mapValues { AnchorSpec(anchor: $0.anchor, order: $0.order) }
    s.backdropAlpha = backdropAlpha
    s.behavior = behavior.spec
    s.removalEnabled = removalEnabled
    return s
  }

  /// The values of a decoded spec.
  init(_ s: PanelSpec) {
    position = s.position
    initialState = s.initialStateName
    anchors = s.anchors?.mapValues { Anchor($0.anchor, order: $0.order) }
    backdropAlpha = s.backdropAlpha
    behavior = BehaviorConfig(s.behavior)
    removalEnabled = s.removalEnabled
  }
}

extension AnchorSpec {
  /// An anchor spec from values (the inverse of decoding).
  init(anchor: FloatingPanelLayoutAnchor, order: Int?) {
    self.anchor = anchor
    self.order = order
  }
}
