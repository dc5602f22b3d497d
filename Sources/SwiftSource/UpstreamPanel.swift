import ConfigFormat
import FloatingPanel

/// One panel of an ``UpstreamExport``: its type names, custom states and the values upstream
/// FloatingPanel 3.x cannot express. The `…Source` properties (in `UpstreamPanel+*.swift`),
/// ``UpstreamDelegate``, ``UpstreamVariants``, ``UpstreamSwiftUI`` and ``UpstreamContentAnchor`` write its declarations.
package struct UpstreamPanel {
  /// The panel's name in the config (`search`).
  let name: String
  /// Its type-name stem (`Search`).
  let type: String
  /// The panel as written in the config.
  let config: PanelConfig
  /// The panel's resolved layout and behaviour.
  let resolved: PlaygroundConfig.ResolvedPanel
  /// Custom states (not upstream's `full`, `half`, `tip`, `hidden` with their orders), each with
  /// its identifier in `Tuned…States` (`lastQuart` → `stateLastQuart`).
  let customStates: [(state: FloatingPanelState, identifier: String)]

  init(name: String, type: String, config: PanelConfig, resolved: PlaygroundConfig.ResolvedPanel) {
    self.name = name
    self.type = type
    self.config = config
    self.resolved = resolved
    let custom = resolved.layout.anchors.keys.filter { FloatingPanelState.builtIn(named: $0.rawValue)?.order != $0.order }
      .sorted { ($0.order, $0.rawValue) > ($1.order, $1.rawValue) }
    let ids = Self.identifiers(for: custom.map(\.rawValue))
    customStates = zip(custom, ids).map { ($0, "state" + $1) }
  }

  /// `last-quart` → `LastQuart`: each name's ASCII letters and digits in upper camel case,
  /// whatever else it holds (a config built in code can hold anything), distinct (`2`, `3`, …
  /// after a repeat), never empty (`State`).
  package static func identifiers(for names: [String]) -> [String] {
    var used: Set<String> = [], out: [String] = []
    for name in names {
      let parts = name.unicodeScalars.split { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
      var base = parts.map { String($0.prefix(1)).uppercased() + String(String.UnicodeScalarView($0.dropFirst())) }.joined()
      if base.isEmpty { base = "State" }
      var candidate = base, n = 2
      while used.contains(candidate) {
        candidate = "\(base)\(n)"
        n += 1
      }
      used.insert(candidate)
      out.append(candidate)
    }
    return out
  }

  /// Whether a delegate is written: a presenting, dismissing or moving spring or a release rule is tuned.
  var needsDelegate: Bool {
    let p = config.behavior.policies
    return p.presentingSpring != nil || p.dismissingSpring != nil || p.movingSpring != nil
      || config.behavior.minimumFlickVelocityToAdvance != nil || !config.variants.isEmpty
  }

  /// What upstream cannot express, one line each (without the panel name).
  var unsupported: [String] {
    let s = resolved.behavior
    var out: [String] = []
    if s.springIntegrator != .numeric {
      out.append("springIntegrator \(s.springIntegrator.rawValue): upstream always steps its numeric spring by the display's frame time")
    }
    if case .rushingForward(let r) = s.targetPolicy {
      out.append("targetStatePolicy rushingForward (minimumVelocity \(SwiftExporter.number(r.minimumVelocity)), minimumDuration \(SwiftExporter.number(r.minimumDuration))): upstream has no target-state policy")
    }
    if case .threshold = s.dismissal {
      out.append("dismissalPolicy threshold: upstream removes by its velocity threshold (removalInteractionVelocityThreshold) only")
    }
    if let f = s.rubberBandFunction {
      out.append("rubberBandFunction (factor \(SwiftExporter.number(f.factor))): upstream's rubber band is fixed")
    }
    for state in resolved.layout.anchors.keys.sorted(by: { $0.order > $1.order })
    where !(resolved.layout.anchors[state] is FloatingPanelLayoutAnchor) && UpstreamContentAnchor.source(resolved.layout.anchors[state], upstream: true) == nil {
      out.append("the anchor of state \(state.rawValue): only inset and fraction anchors are exported")
    }
    if let material = config.appearance?.surface.material {
      let style = ["ultraThin": "systemUltraThinMaterial", "thin": "systemThinMaterial", "regular": "systemMaterial",
        "thick": "systemThickMaterial", "chrome": "systemChromeMaterial"][material.rawValue] ?? "systemMaterial"
      out.append("material \(material.rawValue): upstream's SurfaceAppearance has no material; set its backgroundColor to .clear and put a UIVisualEffectView(effect: UIBlurEffect(style: .\(style))) behind the content, as upstream's Maps example does")
    }
    return out
  }

  /// `enum Tuned…States` with a `static let` per custom state (upstream compares states by
  /// identity, so each is made once), or nothing.
  var statesSource: String {
    guard !customStates.isEmpty else { return "" }
    var s = "\n/// The \(SwiftExporter.literal(name)) panel's own states (made once: upstream compares states by identity).\n"
    s += "enum Tuned\(type)States {\n"
    for (state, id) in customStates {
      s += "  static let \(id) = FloatingPanelState(rawValue: \(SwiftExporter.literal(state.rawValue)), order: \(state.order))\n"
    }
    return s + "}\n"
  }

  /// `.full` for upstream's own states, `TunedSearchStates.stateLastQuart` for a custom one.
  func state(_ state: FloatingPanelState) -> String {
    if let id = customStates.first(where: { $0.state == state })?.identifier { return "Tuned\(type)States.\(id)" }
    return ".\(state.rawValue)"
  }

  /// `v` as a `CGFloat` expression: a literal, or `CGFloat(Double(bitPattern: …))` for a subnormal.
  package static func cg(_ v: Double) -> String {
    v.isSubnormal ? "CGFloat(\(SwiftExporter.number(v)))" : SwiftExporter.number(v)
  }

  /// `v` as a `Float` expression: a literal when `Float` holds it as a normal number (or 0),
  /// `Float(…)` otherwise (the literal would overflow or underflow).
  package static func float(_ v: Double) -> String {
    let m = v.magnitude
    if m == 0 || (m >= Double(Float.leastNormalMagnitude) && m <= Double(Float.greatestFiniteMagnitude)) {
      return SwiftExporter.number(v)
    }
    return "Float(\(SwiftExporter.number(v)))"
  }

  /// `UIColor(red:green:blue:alpha:)` of `c`.
  static func color(_ c: Color) -> String {
    "UIColor(red: \(cg(c.red)), green: \(cg(c.green)), blue: \(cg(c.blue)), alpha: \(cg(c.alpha)))"
  }

  /// `UIColor.systemBackground` for a system colour (a name ``SystemColor`` knows, so safe in
  /// source), else the fixed colour `c`.
  static func color(_ c: Color, _ system: SystemColor?) -> String {
    guard let system, SystemColor.named(system.name) != nil else { return color(c) }
    return "UIColor.\(system.name)"
  }

  /// `UIEdgeInsets(top:left:bottom:right:)` of `e`.
  static func insets(_ e: EdgeInsets) -> String {
    "UIEdgeInsets(top: \(cg(e.top)), left: \(cg(e.left)), bottom: \(cg(e.bottom)), right: \(cg(e.right)))"
  }
}
