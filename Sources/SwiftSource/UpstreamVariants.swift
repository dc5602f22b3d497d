import ConfigFormat
import FloatingPanel

/// The size-class variants of an upstream export (``PanelVariant``): per variant a layout, a
/// behaviour and a look of their own (`TunedSearchVariant1Layout`, …), and in the delegate the
/// `floatingPanel(_:layoutFor:)` method that returns them, checked in the config's order, as
/// upstream's Maps example chooses its layouts by size class. `import-swift` reads it back into
/// the same variants.
///
/// ```swift
/// // if newCollection.userInterfaceIdiom == .pad && newCollection.horizontalSizeClass == .regular {
/// //   fpc.behavior = TunedSearchVariant1Behavior()
/// //   return TunedSearchVariant1Layout()
/// // }
/// ```
struct UpstreamVariants {
  /// The panel whose variants these are.
  let panel: UpstreamPanel

  /// One ``UpstreamPanel`` per variant (type `\(type)Variant1`, …), in order.
  var panels: [UpstreamPanel] {
    let config = panel.config, name = panel.name, type = panel.type
    return zip(config.variants.indices, panel.resolved.variants).map { i, r in
      UpstreamPanel(name: "\(name) variant \(i + 1)", type: "\(type)Variant\(i + 1)", config: config.variants[i].layout, resolved: r)
    }
  }

  /// The declarations of every variant: states, layout, behaviour and look.
  var declarations: String {
    var s = ""
    for p in panels {
      s += p.statesSource + "\n" + p.layoutSource + "\n" + p.behaviorSource
      if let look = p.config.appearance { s += "\n" + p.appearanceSource(look) }
    }
    return s
  }

  /// What the variants lose in the export, one line each (`variant 1: springIntegrator …`).
  var unsupported: [String] {
    var out: [String] = []
    for (i, p) in panels.enumerated() {
      out += p.unsupported.map { "variant \(i + 1): \($0)" }
      if p.needsDelegate { out.append("variant \(i + 1): its presenting, dismissing and moving springs and release rule (the delegate has the panel's own)") }
    }
    return out
  }

  /// The delegate's `floatingPanel(_:layoutFor:)`: `layoutFor newCollection:` (asked when the
  /// traits change and when the delegate is set), or `layoutFor size:` when a variant needs the
  /// width (asked when the size changes).
  var layoutForSource: String {
    let config = panel.config
    let usesWidth = config.variants.contains { $0.when.minWidth != nil || $0.when.maxWidth != nil }
    let traits = usesWidth ? "fpc.traitCollection" : "newCollection"
    var s = "  /// The layout for the window's size: the config's variants, checked in order, each with its behaviour and surface.\n"
    if usesWidth {
      s += "  /// Upstream asks for it when the size changes; the factory starts with the default layout.\n"
      s += "  func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout {\n"
    } else {
      s += "  func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {\n"
    }
    for (v, p) in zip(config.variants, panels) {
      s += "    if \(Self.condition(v.when, traits: traits)) {\n" + p.choiceBody(indent: "      ") + "    }\n"
    }
    return s + panel.choiceBody(indent: "    ") + "  }\n"
  }

  /// `c` in Swift: `newCollection.userInterfaceIdiom == .pad && size.width >= 700`.
  static func condition(_ c: PanelVariant.Condition, traits: String) -> String {
    var parts: [String] = []
    if let i = c.idiom { parts.append("\(traits).userInterfaceIdiom == .\(i.rawValue)") }
    if let h = c.horizontalSizeClass { parts.append("\(traits).horizontalSizeClass == .\(h.rawValue)") }
    if let v = c.verticalSizeClass { parts.append("\(traits).verticalSizeClass == .\(v.rawValue)") }
    if let w = c.minWidth { parts.append("size.width >= \(UpstreamPanel.cg(w))") }
    if let w = c.maxWidth { parts.append("size.width < \(UpstreamPanel.cg(w))") }
    return parts.joined(separator: " && ")
  }
}
