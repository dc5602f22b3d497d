import FloatingPanel
import StrictJSON

/// The surface part of a panel entry: margins, padding, placement and appearance; and the entry
/// that describes a live panel exactly (what the window saves).
///
/// ```json
/// "modal": {"position": "bottom", "initialState": "half",
///           "anchors": {"half": {"inset": 308, "edge": "bottom", "guide": "safeArea"}},
///           "backdropAlpha": {"half": 0.3},
///           "margins": {"top": 0, "left": 0, "bottom": 8, "right": 0},
///           "placement": {"length": 480, "inset": 400},
///           "appearance": {"cornerRadius": 12, "backdropColor": "#000000"}}
/// ```
extension PanelConfig {
  /// Decodes `margins`, `padding`, `placement` (`"fill"` or `{"length": L, "inset": I}`) and
  /// `appearance` from a panel entry's container.
  func decodeSurfaceFields(_ c: KeyedDecodingContainer<AnyCodingKey>) throws -> (EdgeInsets, EdgeInsets, SurfacePlacement, PanelAppearance?) {
    let margins = try c.insets("margins") ?? .zero
    let padding = try c.insets("padding") ?? .zero
    var placement = SurfacePlacement.fill
    if c.contains(AnyCodingKey("placement")) {
      if let word = try? c.decode(String.self, forKey: AnyCodingKey("placement")) {
        guard word == "fill" else { throw c.error("placement", "'\(word)' is not a placement; use \"fill\" or {\"length\": 375, \"inset\": 8}") }
      } else {
        let p = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("placement"))
        try p.allow(["length", "inset"])
        placement = .fixed(
          length: try p.number("length", where: { $0 > 0 && $0 <= 10_000 }, "must be a length in points in (0, 10000], e.g. 375"),
          inset: try p.number("inset", default: 0, where: { abs($0) <= 10_000 }, "must be a distance in points from -10000 to 10000, e.g. 8"))
      }
    }
    let appearance = try c.optional(PanelAppearance.self, "appearance")
    return (margins, padding, placement, appearance)
  }

  mutating func decodeSurface(_ c: KeyedDecodingContainer<AnyCodingKey>) throws {
    (margins, padding, placement, appearance) = try decodeSurfaceFields(c)
  }

  /// The surface fields in the file format (only those that differ from the defaults, except the
  /// appearance, which is written whole when set).
  var surfaceJSON: [(String, OrderedJSON)] {
    var m: [(String, OrderedJSON)] = []
    func insets(_ e: EdgeInsets) -> OrderedJSON {
      .object([("top", .number(e.top)), ("left", .number(e.left)), ("bottom", .number(e.bottom)), ("right", .number(e.right))], inline: true)
    }
    if margins != .zero { m.append(("margins", insets(margins))) }
    if padding != .zero { m.append(("padding", insets(padding))) }
    if case .fixed(let length, let inset) = placement {
      m.append(("placement", .object([("length", .number(length)), ("inset", .number(inset))], inline: true)))
    }
    if let appearance { m.append(("appearance", appearance.json)) }
    return m
  }

  /// The entry that describes `panel` as it is: its position, layout (the layout's initial state,
  /// every anchor given as a `FloatingPanelLayoutAnchor`, backdrop alphas, placement), margins,
  /// padding, look (colours rounded to 8 bits, as a file keeps them) and removal switch, with
  /// `behavior`. Loading it gives a panel that draws the same pixels.
  package init(describing panel: FloatingPanelController, behavior: BehaviorConfig, backdropColor: Color) {
    self.init()
    let layout = FloatingPanelLayoutSettings(panel.layout)
    position = layout.position
    initialState = layout.initialState.rawValue
    var entries: [String: Anchor] = [:]
    for (state, anchoring) in layout.anchors {
      let builtIn = FloatingPanelState.builtIn(named: state.rawValue)
      let order = builtIn?.order == state.order ? nil : state.order
      if let a = anchoring as? FloatingPanelLayoutAnchor { entries[state.rawValue] = Anchor(a, order: order) }
      if let a = anchoring as? FloatingPanelIntrinsicLayoutAnchor { entries[state.rawValue] = Anchor(content: .intrinsic(a), order: order) }
      if let a = anchoring as? FloatingPanelAdaptiveLayoutAnchor { entries[state.rawValue] = Anchor(content: .adaptive(a), order: order) }
    }
    anchors = entries
    if hasContentAnchors { contentLength = panel.intrinsicContentLength }
    backdropAlpha = Dictionary(uniqueKeysWithValues: layout.backdropAlphas.filter { $0.value > 0 && layout.anchors[$0.key] != nil }.map { ($0.key.rawValue, $0.value) })
    placement = layout.surfacePlacement
    margins = panel.containerMargins
    padding = panel.contentPadding
    appearance = PanelAppearance(surface: panel.surfaceAppearance, backdropColor: backdropColor).quantized
    self.behavior = behavior
    removalEnabled = panel.isRemovalInteractionEnabled
  }
}
