import FloatingPanel
import Foundation
import StrictJSON

/// The playground's config file: the layout and behaviour of each panel by name, each in the
/// shape of a replay script's `panel` object, plus an optional `description`.
///
/// ```json
/// {
///   "description": "Snappy search panel",
///   "displayRate": 120,
///   "panels": {
///     "search": {"position": "bottom", "behavior": {"springResponseTime": 0.3}},
///     "detail": {"position": "right", "initialState": "full"}
///   }
/// }
/// ```
///
/// Decoding is strict and checks each panel's layout and behaviour against each other, so a
/// config that decodes can be applied; every problem is an ``InputError`` naming the field, e.g.
/// `panels.search.behavior.springResponseTime: must be a number of seconds in [0.001, 10], e.g. 0.4`.
/// ``jsonText()`` writes the same format back with a fixed key order.
package struct PlaygroundConfig: Equatable, Sendable {
  /// The file's `"$schema"` (its JSON Schema, for editors; docs/formats.md), written back first;
  /// nil when absent.
  package var schema: String?
  /// A line shown in menus (presets use it); nil when absent.
  package var description: String?
  /// The panels by name.
  package var panels: [String: PanelConfig]
  /// The display rate the numeric springs step at (`"displayRate": 60 | 120`); nil when absent
  /// (60 Hz, and the field is not written back).
  package var displayRate: DisplayRate?
  /// Reduce Motion in the window (`"reducedMotion": true`: programmatic state changes are short
  /// critically damped moves); nil when absent (the window's flag and key decide).
  package var reducedMotion: Bool?

  /// Creates a config.
  package init(
    panels: [String: PanelConfig], description: String? = nil, displayRate: DisplayRate? = nil, reducedMotion: Bool? = nil
  ) {
    self.panels = panels
    self.description = description
    self.displayRate = displayRate
    self.reducedMotion = reducedMotion
  }

  /// The panel names in file order (sorted).
  package var panelNames: [String] { panels.keys.sorted() }

  /// The engine layout and behaviour of one panel.
  package struct ResolvedPanel {
    /// The layout.
    package var layout: FloatingPanelLayoutSettings
    /// The behaviour (with the flick rule, if any, as its target policy).
    package var behavior: FloatingPanelBehaviorSettings
    /// Whether the removal interaction is on.
    package var removalEnabled: Bool
    /// Margins, padding and look (``PanelConfig/appearance``, or the engine's default look).
    package var surface: PanelSurface
    /// The variants' layouts and behaviours, resolved, in the panel's order (``PanelVariant``).
    package var variants: [ResolvedPanel] = []
  }

  // MARK: - Decoding

  /// Decodes and checks a config; every problem is an ``InputError`` with its JSON path.
  package static func decode(_ data: Data) throws(InputError) -> PlaygroundConfig { try decode(Array(data)) }

  /// Decodes and checks a config from JSON bytes (``StrictJSONDecoder``: one strict rule set for
  /// every file and field).
  package static func decode(_ bytes: [UInt8]) throws(InputError) -> PlaygroundConfig {
    let config = try StrictJSONDecoder.decode(Document.self, from: bytes, userInfo: [BehaviorConfig.allowsReleaseRules: true]).config
    _ = try config.resolved()
    return config
  }

  /// Decodes a config from JSON text.
  package static func decode(_ text: String) throws(InputError) -> PlaygroundConfig { try decode(Data(text.utf8)) }

  /// The layout and behaviour of every panel, checked (also against a nominal 390×844 container,
  /// which catches e.g. two states with the same order).
  package func resolved() throws(InputError) -> [String: ResolvedPanel] {
    var out: [String: ResolvedPanel] = [:]
    for name in panelNames {
      guard let panel = panels[name] else { continue }
      let path = "panels.\(name)"
      guard Self.isValidName(name) else {
        throw InputError(path: path, message: Self.nameRule)
      }
      var r = try Self.resolve(panel, path: path)
      for (i, v) in panel.variants.enumerated() {
        r.variants.append(try Self.resolve(v.layout, path: "\(path).variants[\(i)].layout"))
      }
      out[name] = r
    }
    return out
  }

  /// One panel's (or variant's) layout and behaviour, checked against a nominal 390×844 container.
  private static func resolve(_ panel: PanelConfig, path: String) throws(InputError) -> ResolvedPanel {
    let (layout, behavior) = try panel.engineConfiguration(path: path)
    do {
      let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 1), l = panel.contentLength ?? 0
      _ = try ResolvedLayout(layout: layout, context: AnchorContext(position: layout.position, environment: env, intrinsicLength: l, adaptiveLength: l))
    } catch {
      throw InputError(path: "\(path).anchors", message: error.description)
    }
    return ResolvedPanel(layout: layout, behavior: behavior, removalEnabled: panel.removalEnabled, surface: PanelSurface(panel))
  }

  /// Whether `name` can name a panel or a state (and appear in exported Swift): a letter, then
  /// letters, digits, `-` or `_`, at most ``maxNameLength`` characters, all ASCII.
  package static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
    guard name.unicodeScalars.count <= maxNameLength else { return false }
    return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
  }

  /// The longest panel or state name.
  package static let maxNameLength = 64

  /// The message for a name ``isValidName(_:)`` refuses.
  package static let nameRule = "a name must start with a letter and use only letters, digits, '-' or '_' (at most 64)"

  // MARK: - Encoding

  /// The config as pretty-printed JSON in the file format, keys in a fixed order, ending with a
  /// newline. Decoding it gives an equal config.
  package func jsonText() -> String { json.text() + "\n" }

  var json: OrderedJSON {
    var top: [(String, OrderedJSON)] = []
    if let schema { top.append(("$schema", .string(schema))) }
    if let description { top.append(("description", .string(description))) }
    if let displayRate { top.append(("displayRate", .int(displayRate.rawValue))) }
    if let reducedMotion { top.append(("reducedMotion", .bool(reducedMotion))) }
    top.append(("panels", .object(panelNames.compactMap { name in panels[name].map { (name, Self.json($0)) } }, inline: false)))
    return .object(top, inline: false)
  }

  /// One panel as the file writes it (a replay script's `panel` object too).
  package static func json(_ p: PanelConfig) -> OrderedJSON {
    var m: [(String, OrderedJSON)] = p.role.map { [("role", .string($0.rawValue))] } ?? []
    m += [("position", .string(p.position.rawValue)), ("initialState", .string(p.initialState))]
    if let anchors = p.anchors {
      let ordered = anchors.sorted { a, b in
        let oa = FloatingPanelState.builtIn(named: a.key)?.order ?? a.value.order ?? 0
        let ob = FloatingPanelState.builtIn(named: b.key)?.order ?? b.value.order ?? 0
        return oa != ob ? oa > ob : a.key < b.key
      }
      m.append(("anchors", .object(ordered.map { ($0.key, json($0.value)) }, inline: false)))
    }
    if let l = p.contentLength { m.append(("contentLength", .number(l))) }
    m.append(("backdropAlpha", .object(p.backdropAlpha.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) }, inline: true)))
    m += p.surfaceJSON
    m.append(("behavior", json(p.behavior)))
    m.append(("removalEnabled", .bool(p.removalEnabled)))
    if !p.variants.isEmpty {
      m.append(("variants", .array(p.variants.map { .object([("when", $0.when.json), ("layout", json($0.layout))], inline: false) })))
    }
    return .object(m, inline: false)
  }

  static func json(_ a: PanelConfig.Anchor) -> OrderedJSON {
    var m: [(String, OrderedJSON)] = []
    if let content = a.content {
      m = content.json
      if let order = a.order { m.append(("order", .int(order))) }
      return .object(m, inline: true)
    }
    switch a.anchor.inset {
    case .absolute(let d): m.append(("inset", .number(d)))
    case .fractional(let f): m.append(("fraction", .number(f)))
    }
    m.append(("edge", .string(a.anchor.edge.rawValue)))
    m.append(("guide", .string(a.anchor.referenceGuide.rawValue)))
    if let order = a.order { m.append(("order", .int(order))) }
    return .object(m, inline: true)
  }

  static func json(_ b: BehaviorConfig) -> OrderedJSON {
    let project: OrderedJSON
    switch b.projectMomentum {
    case .all(let flag): project = .bool(flag)
    case .states(let names): project = .array(names.map { .string($0) })
    }
    var m: [(String, OrderedJSON)] = [
      ("springResponseTime", .number(b.springResponseTime)),
      ("springDecelerationRate", .number(b.springDecelerationRate)),
      ("momentumProjectionRate", .number(b.momentumProjectionRate)),
      ("projectMomentum", project),
      ("redirectionalProgress", .number(b.redirectionalProgress)),
      ("rubberBand", .object([("low", .bool(b.rubberBandLow)), ("high", .bool(b.rubberBandHigh))], inline: true)),
      ("removalVelocityThreshold", .number(b.removalVelocityThreshold)),
      ("integrator", .string(b.integrator.rawValue)),
    ]
    m += b.policies.json
    if let v = b.minimumFlickVelocityToAdvance { m.append(("minimumFlickVelocityToAdvance", .number(v))) }
    return .object(m, inline: false)
  }
}

/// The top level of a config file, decoded strictly.
private struct Document: Decodable {
  var config: PlaygroundConfig

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: ["description", "displayRate", "reducedMotion", "panels"])
    let description = try c.optional(String.self, "description")
    let displayRate = try c.displayRate()
    let reducedMotion = try c.optional(Bool.self, "reducedMotion")
    guard c.contains(AnyCodingKey("panels")) else {
      throw c.error("panels", "required field is missing; write {\"panels\": {\"search\": {…}}}")
    }
    let p = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("panels"))
    guard !p.allKeys.isEmpty else {
      throw c.error("panels", "needs at least one panel, e.g. {\"search\": {\"position\": \"bottom\"}}")
    }
    var panels: [String: PanelConfig] = [:]
    for key in p.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
      guard PlaygroundConfig.isValidName(key.stringValue) else {
        throw InputError(path: p.codingPath + [key], message: PlaygroundConfig.nameRule)
      }
      panels[key.stringValue] = try p.decode(PanelConfig.self, forKey: key)
    }
    config = PlaygroundConfig(panels: panels, description: description, displayRate: displayRate, reducedMotion: reducedMotion)
    config.schema = try c.optional(String.self, "$schema")
  }
}
