import FloatingPanel
import StrictJSON

/// A size-class variant of a panel (`"variants"` in a config's panel): the layout the panel
/// takes while the window's size meets a condition, as an app's `floatingPanel(_:layoutFor:)`
/// delegate returns another layout for another trait collection or size. The first variant whose
/// ``Condition`` holds is live; when none holds, the panel's own fields are. Resizing the window
/// from a phone's size to an iPad's switches layouts as the app does on rotation.
///
/// ```json
/// "search": {"position": "bottom", "initialState": "half",
///            "variants": [
///              {"when": {"horizontalSizeClass": "regular"},
///               "layout": {"position": "top", "initialState": "tip",
///                          "anchors": {"tip": {"inset": 80, "edge": "top", "guide": "superview"}}}}]}
/// ```
package struct PanelVariant: Equatable, Sendable, Decodable {
  /// When the variant is live: every field given must hold (at least one is given).
  package var when: Condition
  /// The panel while the variant is live (every field of a panel but `role` and `variants`).
  package var layout: PanelConfig

  /// The most variants one panel may have.
  package static let maximumCount = 16

  /// Creates a variant.
  package init(when: Condition, layout: PanelConfig) {
    self.when = when
    self.layout = layout
  }

  /// Decodes a variant strictly: `when` and `layout`, both required.
  package init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: ["when", "layout"])
    guard c.contains(AnyCodingKey("when")) else {
      throw c.error("when", "required field is missing; write e.g. {\"horizontalSizeClass\": \"regular\"}")
    }
    guard c.contains(AnyCodingKey("layout")) else {
      throw c.error("layout", "required field is missing; write the panel's layout for this size, e.g. {\"position\": \"top\"}")
    }
    when = try c.decode(Condition.self, forKey: AnyCodingKey("when"))
    layout = try c.decode(PanelConfig.self, forKey: AnyCodingKey("layout"))
    if layout.role != nil {
      throw InputError(path: c.codingPath + [AnyCodingKey("layout"), AnyCodingKey("role")], message: "the role is the panel's, not a variant's; remove it here")
    }
    if !layout.variants.isEmpty {
      throw InputError(path: c.codingPath + [AnyCodingKey("layout"), AnyCodingKey("variants")], message: "a variant cannot have variants of its own; list them all in the panel's \"variants\"")
    }
  }

  /// The condition of a variant. The window's size decides each field as UIKit's trait
  /// collection does on the devices it stands for: the horizontal size class is regular from
  /// ``regularWidth`` points wide (an iPad, a large iPhone in landscape), the vertical one is
  /// compact below ``compactHeight`` points high (an iPhone in landscape), and the idiom is pad
  /// when both sides are at least ``padSide`` points (the smallest iPad is 744 × 1133).
  package struct Condition: Equatable, Sendable, Decodable {
    /// A size class.
    package enum SizeClass: String, Sendable { case compact, regular }
    /// A device idiom.
    package enum Idiom: String, Sendable { case phone, pad }

    /// The least window width (points), inclusive.
    package var minWidth: Double?
    /// The greatest window width (points), exclusive.
    package var maxWidth: Double?
    /// The horizontal size class.
    package var horizontalSizeClass: SizeClass?
    /// The vertical size class.
    package var verticalSizeClass: SizeClass?
    /// The idiom.
    package var idiom: Idiom?

    /// The width from which the horizontal size class is regular (points).
    package static let regularWidth = 600.0
    /// The height below which the vertical size class is compact (points).
    package static let compactHeight = 500.0
    /// The side both of whose window sides make the idiom pad (points).
    package static let padSide = 700.0

    /// Creates a condition.
    package init(
      minWidth: Double? = nil, maxWidth: Double? = nil, horizontalSizeClass: SizeClass? = nil,
      verticalSizeClass: SizeClass? = nil, idiom: Idiom? = nil
    ) {
      self.minWidth = minWidth
      self.maxWidth = maxWidth
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = verticalSizeClass
      self.idiom = idiom
    }

    /// Decodes a condition strictly.
    package init(from decoder: any Decoder) throws {
      let keys = ["minWidth", "maxWidth", "horizontalSizeClass", "verticalSizeClass", "idiom"]
      let c = try decoder.strictContainer(allowing: Set(keys))
      guard keys.contains(where: { c.contains(AnyCodingKey($0)) }) else {
        throw InputError(path: decoder.codingPath, message: "needs at least one of \(keys.joined(separator: ", ")), e.g. {\"horizontalSizeClass\": \"regular\"}")
      }
      let width = "must be a width in points in [0, 100000], e.g. 700"
      minWidth = try c.optional(Double.self, "minWidth")
      maxWidth = try c.optional(Double.self, "maxWidth")
      for (key, v) in [("minWidth", minWidth), ("maxWidth", maxWidth)] {
        if let v, !(v.isFinite && v >= 0 && v <= PanelConfig.Anchor.maxInset) { throw c.error(key, width) }
      }
      if let lo = minWidth, let hi = maxWidth, lo >= hi {
        throw c.error("maxWidth", "must be more than minWidth (\(OrderedJSON.format(lo))): no window would meet both")
      }
      func sizeClass(_ key: String) throws -> SizeClass? {
        guard let word = try c.optional(String.self, key) else { return nil }
        guard let v = SizeClass(rawValue: word) else { throw c.error(key, "'\(word)' is not a size class; use compact or regular") }
        return v
      }
      horizontalSizeClass = try sizeClass("horizontalSizeClass")
      verticalSizeClass = try sizeClass("verticalSizeClass")
      if let word = try c.optional(String.self, "idiom") {
        guard let v = Idiom(rawValue: word) else { throw c.error("idiom", "'\(word)' is not an idiom; use phone or pad") }
        idiom = v
      }
    }

    /// Whether the condition holds for a window of `size` points.
    package func holds(in size: Size) -> Bool {
      if let minWidth, size.width < minWidth { return false }
      if let maxWidth, size.width >= maxWidth { return false }
      if let h = horizontalSizeClass, h != (size.width >= Self.regularWidth ? .regular : .compact) { return false }
      if let v = verticalSizeClass, v != (size.height < Self.compactHeight ? .compact : .regular) { return false }
      if let i = idiom, i != (min(size.width, size.height) >= Self.padSide ? .pad : .phone) { return false }
      return true
    }

    /// The condition in words, as the window shows it: `idiom pad, horizontalSizeClass regular`.
    package var label: String {
      var parts: [String] = []
      if let idiom { parts.append("idiom \(idiom.rawValue)") }
      if let h = horizontalSizeClass { parts.append("horizontalSizeClass \(h.rawValue)") }
      if let v = verticalSizeClass { parts.append("verticalSizeClass \(v.rawValue)") }
      if let minWidth { parts.append("width ≥ \(OrderedJSON.format(minWidth))") }
      if let maxWidth { parts.append("width < \(OrderedJSON.format(maxWidth))") }
      return parts.joined(separator: ", ")
    }

    /// The condition in the file format.
    package var json: OrderedJSON {
      var m: [(String, OrderedJSON)] = []
      if let idiom { m.append(("idiom", .string(idiom.rawValue))) }
      if let h = horizontalSizeClass { m.append(("horizontalSizeClass", .string(h.rawValue))) }
      if let v = verticalSizeClass { m.append(("verticalSizeClass", .string(v.rawValue))) }
      if let minWidth { m.append(("minWidth", .number(minWidth))) }
      if let maxWidth { m.append(("maxWidth", .number(maxWidth))) }
      return .object(m, inline: true)
    }
  }
}

extension PanelConfig {
  /// The index of the variant live in a window of `size` points (the first whose condition
  /// holds); nil: the panel's own fields.
  package func liveVariant(in size: Size) -> Int? {
    variants.firstIndex { $0.when.holds(in: size) }
  }

  /// The panel as it is in a window of `size` points: the live variant's layout with the
  /// panel's role, or the panel's own fields; without variants either way. A variant that gives
  /// no `appearance` keeps the panel's (material included): on iOS the look is the surface's,
  /// set once on the controller, and `floatingPanel(_:layoutFor:)` returns only a layout.
  package func selected(in size: Size) -> PanelConfig {
    guard let i = liveVariant(in: size) else {
      var own = self
      own.variants = []
      return own
    }
    var live = variants[i].layout
    live.role = role
    if live.appearance == nil { live.appearance = appearance }
    return live
  }

  /// The panel with `entry` (a live panel as the window describes it) in the place of variant
  /// `index`, or of its own fields when `index` is nil; the other variants and the role stay.
  package func replacing(live entry: PanelConfig, variant index: Int?) -> PanelConfig {
    var entry = entry
    entry.role = nil
    entry.variants = []
    guard let index, variants.indices.contains(index) else {
      entry.role = role
      entry.variants = variants
      return entry
    }
    var out = self
    out.variants[index].layout = entry
    return out
  }

  /// The label of the live variant in a window of `size` (``Condition/label``), or `"default"`.
  package func liveLabel(in size: Size) -> String {
    liveVariant(in: size).map { variants[$0].when.label } ?? "default"
  }
}

extension PlaygroundConfig {
  /// The config as it is in a window of `size` points: every panel's live variant
  /// (``PanelConfig/selected(in:)``).
  package func selected(in size: Size) -> PlaygroundConfig {
    var out = self
    for name in panelNames { out.panels[name] = panels[name]?.selected(in: size) }
    return out
  }

  /// The live variant of every panel with variants in a window of `size` (nil: its own fields).
  package func liveVariants(in size: Size) -> [String: Int?] {
    var out: [String: Int?] = [:]
    for name in panelNames {
      guard let p = panels[name], !p.variants.isEmpty else { continue }
      out[name] = p.liveVariant(in: size)
    }
    return out
  }

  /// One line per panel with variants naming the one live in a window of `size`, in name order:
  /// `search: idiom pad, horizontalSizeClass regular`, `detail: default`.
  package func liveVariantLines(in size: Size) -> [String] {
    panelNames.compactMap { name in
      guard let p = panels[name], !p.variants.isEmpty else { return nil }
      return "\(name): \(p.liveLabel(in: size))"
    }
  }
}
