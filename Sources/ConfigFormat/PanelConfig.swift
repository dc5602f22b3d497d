import FloatingPanel
import StrictJSON

/// One panel as a replay script's `panel` object or a config file's entry: position, initial
/// state, anchors, backdrop alphas, behaviour and whether removal is enabled. Decoding is strict
/// (every problem an ``InputError`` naming the field); ``layout(path:)`` checks the states against
/// each other.
///
/// ```json
/// "search": {"position": "bottom", "initialState": "half",
///            "anchors": {"full": {"inset": 18, "edge": "top"}, "half": {"fraction": 0.5, "edge": "bottom"}},
///            "behavior": {"springResponseTime": 0.3, "springDecelerationRate": 0.985}}
/// ```
package struct PanelConfig: Equatable, Sendable, Decodable {
  /// One anchor: `{"inset": d}` or `{"fraction": f}` with `edge`, `guide` (default `safeArea`)
  /// and, for a custom state, `order`.
  package struct Anchor: Equatable, Sendable, Decodable {
    /// The anchor.
    package var anchor: FloatingPanelLayoutAnchor
    /// The order of a custom state (full 1000, half 500, tip 100, hidden 0); nil for built-ins.
    package var order: Int?
    /// An anchor placed by the content's size (``ContentAnchor``); ``anchor`` is then unused.
    package var content: ContentAnchor?

    /// The engine anchor: ``content``'s, else ``anchor``.
    package var anchoring: any FloatingPanelLayoutAnchoring { content?.anchoring ?? anchor }

    /// The largest accepted |inset| in points (beyond it location arithmetic loses finiteness).
    package static let maxInset = 100_000.0
    /// The largest accepted |fraction|.
    package static let maxFraction = 10.0

    /// Creates an anchor entry.
    package init(_ anchor: FloatingPanelLayoutAnchor, order: Int? = nil) {
      self.anchor = anchor
      self.order = order
    }

    /// An intrinsic or adaptive anchor entry.
    package init(content: ContentAnchor, order: Int? = nil) {
      self.anchor = FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .bottom, referenceGuide: content.referenceGuide)
      self.order = order
      self.content = content
    }

    /// Decodes an anchor strictly.
    package init(from decoder: any Decoder) throws {
      let c = try decoder.strictContainer(allowing: ContentAnchor.keys.union(["inset", "fraction", "edge", "guide", "order"]))
      if let content = try ContentAnchor.decode(c, path: decoder.codingPath) {
        anchor = FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .bottom, referenceGuide: content.referenceGuide)
        order = try c.optional(Int.self, "order")
        self.content = content
        return
      }
      let edgeName = try c.required(String.self, "edge")
      guard let edge = FloatingPanelReferenceEdge(rawValue: edgeName) else {
        throw c.error("edge", "'\(edgeName)' is not an edge; use top, left, bottom or right")
      }
      let guideName = try c.optional(String.self, "guide") ?? "safeArea"
      guard let guide = FloatingPanelLayoutReferenceGuide(rawValue: guideName) else {
        throw c.error("guide", "'\(guideName)' is not a guide; use superview or safeArea")
      }
      let inset = try c.optional(Double.self, "inset"), fraction = try c.optional(Double.self, "fraction")
      switch (inset, fraction) {
      case (let d?, nil):
        guard d.isFinite, abs(d) <= Self.maxInset else { throw c.error("inset", "must be a number of points in [-100000, 100000]") }
        anchor = FloatingPanelLayoutAnchor(absoluteInset: d, edge: edge, referenceGuide: guide)
      case (nil, let f?):
        guard f.isFinite, abs(f) <= Self.maxFraction else { throw c.error("fraction", "must be a number in [-10, 10], e.g. 0.5") }
        anchor = FloatingPanelLayoutAnchor(fractionalInset: f, edge: edge, referenceGuide: guide)
      case (nil, nil):
        throw InputError(path: decoder.codingPath, message: "needs \"inset\" (points) or \"fraction\"")
      case (_?, _?):
        throw InputError(path: decoder.codingPath, message: "give either \"inset\" or \"fraction\", not both")
      }
      order = try c.optional(Int.self, "order")
    }
  }

  /// The edge the panel is attached to (default bottom).
  package var position = FloatingPanelPosition.bottom
  /// The name of the initial state (default `half`).
  package var initialState = "half"
  /// Anchors by state name; nil: FloatingPanel's default layout mirrored onto ``position``
  /// (``defaultAnchors(for:)``).
  package var anchors: [String: Anchor]?
  /// Backdrop alpha at rest by state name (default `full` 0.3).
  package var backdropAlpha: [String: Double] = ["full": 0.3]
  /// The behaviour.
  package var behavior = BehaviorConfig()
  /// Whether a fast swipe toward hidden removes the panel (default false).
  package var removalEnabled = false
  /// Margins between the container and the surface (default zero; see ``PanelConfig+Surface``).
  package var margins = EdgeInsets.zero
  /// Padding between the surface and its content (default zero).
  package var padding = EdgeInsets.zero
  /// The surface's placement on the cross axis (default fill).
  package var placement = SurfacePlacement.fill
  /// The look; nil: the engine's default look (the playground's scene keeps its own look).
  package var appearance: PanelAppearance?
  /// The part the panel plays in the scene (``Role``); nil: the one its name says.
  package var role: Role?
  /// The content's length along the panel's axis (points) that intrinsic and adaptive anchors
  /// (``ContentAnchor``) measure; required with such an anchor.
  package var contentLength: Double?
  /// The layouts the panel takes at other window sizes (``PanelVariant``); empty: one layout.
  package var variants: [PanelVariant] = []

  /// A panel with the defaults of a replay script.
  package init() {}

  /// Decodes a panel strictly.
  package init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: [
      "position", "initialState", "anchors", "backdropAlpha", "behavior", "removalEnabled",
      "margins", "padding", "placement", "appearance", "role", "variants", "contentLength",
    ])
    role = try Self.decodeRole(c)
    if let name = try c.optional(String.self, "position") {
      guard let p = FloatingPanelPosition(rawValue: name) else {
        throw c.error("position", "'\(name)' is not a position; use top, left, bottom or right")
      }
      position = p
    }
    initialState = try c.optional(String.self, "initialState") ?? "half"
    try Self.checkName(initialState, at: c.codingPath + [AnyCodingKey("initialState")])
    anchors = try c.optional([String: Anchor].self, "anchors")
    for name in anchors?.keys.sorted() ?? [] {
      try Self.checkName(name, at: c.codingPath + [AnyCodingKey("anchors"), AnyCodingKey(name)])
    }
    if let alphas = try c.optional([String: Double].self, "backdropAlpha") {
      for name in alphas.keys.sorted() {
        try Self.checkName(name, at: c.codingPath + [AnyCodingKey("backdropAlpha"), AnyCodingKey(name)])
      }
      for (name, a) in alphas where !(a.isFinite && a >= 0 && a <= 1) {
        throw InputError(path: c.codingPath + [AnyCodingKey("backdropAlpha"), AnyCodingKey(name)], message: "must be between 0 and 1")
      }
      backdropAlpha = alphas
    }
    behavior = try c.optional(BehaviorConfig.self, "behavior") ?? BehaviorConfig()
    removalEnabled = try c.optional(Bool.self, "removalEnabled") ?? false
    try decodeSurface(c)
    try decodeContentLength(c)
    variants = try c.optional([PanelVariant].self, "variants") ?? []
    guard variants.count <= PanelVariant.maximumCount else {
      throw c.error("variants", "at most \(PanelVariant.maximumCount) variants (\(variants.count) given)")
    }
  }

  /// Throws at `path` unless `name` can name a state (``PlaygroundConfig/isValidName(_:)``): state
  /// names reach exported Swift and every output line.
  package static func checkName(_ name: String, at path: [any CodingKey]) throws(InputError) {
    guard PlaygroundConfig.isValidName(name) else {
      throw InputError(path: path, message: "\(OrderedJSON.quote(name)) is not a state name; \(PlaygroundConfig.nameRule)")
    }
  }

  /// The engine layout and behaviour of the panel, checked against each other (the behaviour's
  /// state names against the layout's anchors): the one conversion a config file's panel
  /// (``PlaygroundConfig/resolved()``) and a replay script's panel both go through. Throws an
  /// ``InputError`` at `path` or `path.behavior`.
  package func engineConfiguration(
    path: String = "panel"
  ) throws(InputError) -> (layout: FloatingPanelLayoutSettings, behavior: FloatingPanelBehaviorSettings) {
    let layout = try layout(path: path)
    let behavior = try self.behavior.settings(position: layout.position, states: Array(layout.anchors.keys), path: "\(path).behavior")
    return (layout, behavior)
  }

  /// The engine layout, checked: custom states need an order, edges must fit the position, the
  /// initial state needs an anchor. Throws an ``InputError`` at `path` (e.g.
  /// `panels.search.initialState`) when the layout is impossible.
  package func layout(path: String = "panel") throws(InputError) -> FloatingPanelLayoutSettings {
    var anchorMap: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [:]
    if let anchors {
      guard !anchors.isEmpty else {
        throw InputError(path: "\(path).anchors", message: "needs at least one state, e.g. {\"half\": {\"fraction\": 0.5, \"edge\": \"bottom\"}}")
      }
      for name in anchors.keys.sorted() {
        guard let entry = anchors[name] else { continue }
        let state: FloatingPanelState
        if let builtIn = FloatingPanelState.builtIn(named: name) {
          state = entry.order.map { FloatingPanelState(rawValue: name, order: $0) } ?? builtIn
        } else {
          guard let order = entry.order else {
            throw InputError(path: "\(path).anchors.\(name).order", message: "required for a custom state (full 1000, half 500, tip 100, hidden 0)")
          }
          state = FloatingPanelState(rawValue: name, order: order)
        }
        guard entry.content != nil || entry.anchor.edge.fits(position) else {
          let valid = position.isVertical ? "top or bottom" : "left or right"
          throw InputError(path: "\(path).anchors.\(name).edge", message: "'\(entry.anchor.edge.rawValue)' does not fit a \(position.rawValue) panel; use \(valid)")
        }
        anchorMap[state] = entry.anchoring
      }
    } else {
      anchorMap = Self.defaultAnchors(for: position)
    }
    let states = Array(anchorMap.keys)
    // Like the engine: the anchors plus hidden (a panel may start hidden and be shown later).
    guard let initial = states.first(where: { $0.rawValue == initialState }) ?? (initialState == "hidden" ? .hidden : nil) else {
      throw InputError(path: "\(path).initialState", message: "state '\(initialState)' has no anchor (states: \(states.map(\.rawValue).sorted().joined(separator: ", ")), or hidden)")
    }
    var alphas: [FloatingPanelState: Double] = [:]
    for (name, a) in backdropAlpha {
      guard let state = states.first(where: { $0.rawValue == name }) ?? FloatingPanelState.builtIn(named: name) else {
        throw InputError(path: "\(path).backdropAlpha.\(name)", message: "state '\(name)' has no anchor")
      }
      alphas[state] = a
    }
    return FloatingPanelLayoutSettings(
      position: position, initialState: initial, anchors: anchorMap, backdropAlphas: alphas, surfacePlacement: placement)
  }

  /// FloatingPanel's default layout (the engine's ``FloatingPanelBottomLayout``: full 18 pt from
  /// the far edge, half, tip 69 pt) mirrored onto `position`.
  package static func defaultAnchors(for position: FloatingPanelPosition) -> [FloatingPanelState: any FloatingPanelLayoutAnchoring] {
    let near: FloatingPanelReferenceEdge, far: FloatingPanelReferenceEdge
    switch position {
    case .bottom: (far, near) = (.top, .bottom)
    case .top: (far, near) = (.bottom, .top)
    case .left: (far, near) = (.right, .left)
    case .right: (far, near) = (.left, .right)
    }
    var out: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [:]
    for (state, anchoring) in FloatingPanelBottomLayout().anchors {
      guard var a = anchoring as? FloatingPanelLayoutAnchor else { continue }
      a.edge = a.edge == .top ? far : near
      out[state] = a
    }
    return out
  }
}

extension PanelConfig {
  /// The part a config's panel plays in the playground's scene (`"role"` in a config file): the
  /// search panel with its list, the detail panel of a place, the modal panel with its backdrop,
  /// or a plain panel with neutral content (what an imported app's panel is when its code does
  /// not say more). A panel without a role plays the one its name says (`search`, `detail`,
  /// `modal`), else it is plain.
  ///
  /// ```json
  /// "panels": {"cartPanel": {"role": "plain", "position": "bottom"}}
  /// ```
  package enum Role: String, CaseIterable, Equatable, Sendable {
    /// The search panel: a search field and the list of places.
    case search
    /// The detail panel of the selected place.
    case detail
    /// The modal panel with a backdrop.
    case modal
    /// A panel with neutral content (a title bar and text lines).
    case plain
  }

  /// The role the panel named `name` plays: its ``role``, else the role its name says, else plain.
  package func effectiveRole(name: String) -> Role {
    role ?? Role(rawValue: name).flatMap { $0 == .plain ? nil : $0 } ?? .plain
  }

  /// Decodes `"role"` strictly.
  static func decodeRole(_ c: KeyedDecodingContainer<AnyCodingKey>) throws -> Role? {
    guard let name = try c.optional(String.self, "role") else { return nil }
    guard let role = Role(rawValue: name) else {
      throw c.error("role", "'\(name)' is not a role; use search, detail, modal or plain")
    }
    return role
  }

  /// The content length an import gives a panel with intrinsic or adaptive anchors (points; the
  /// app measures its content at run time, which its source does not say).
  package static let importedContentLength = 300.0

  /// Whether an anchor of the panel depends on the content's size.
  package var hasContentAnchors: Bool { anchors?.values.contains { $0.content != nil } ?? false }

  /// Decodes `contentLength` and checks it is there when an anchor needs it.
  mutating func decodeContentLength(_ c: KeyedDecodingContainer<AnyCodingKey>) throws {
    contentLength = try c.optional(Double.self, "contentLength")
    if let l = contentLength, !(l.isFinite && l > 0 && l <= Anchor.maxInset) {
      throw c.error("contentLength", "must be a length in points in (0, 100000], e.g. 320")
    }
    if hasContentAnchors, contentLength == nil {
      throw c.error("contentLength", "required with an intrinsic or adaptive anchor: the content's length along the panel's axis in points, e.g. 320")
    }
  }
}
