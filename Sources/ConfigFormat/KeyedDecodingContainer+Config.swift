import FloatingPanel
import StrictJSON

/// The config format's own field readers over the strict JSON reader's containers (its
/// ``InputError`` names the field): colours (hex or a UIKit system colour), insets and the
/// display rate.
extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// A `"#RRGGBB"` colour at `key`, nil when absent.
  func color(_ key: String) throws -> Color? {
    guard let text = try optional(String.self, key) else { return nil }
    do {
      return try PanelAppearance.color(hex: text)
    } catch {
      throw self.error(key, error.message)
    }
  }

  /// Insets `{"top": 0, "left": 0, "bottom": 8, "right": 0}` at `key` (each ≥ 0), nil when absent.
  func insets(_ key: String) throws -> EdgeInsets? {
    guard contains(AnyCodingKey(key)) else { return nil }
    let o = try nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(key))
    try o.allow(["top", "left", "bottom", "right"])
    let ok: (Double) -> Bool = { $0 >= 0 && $0 <= 10_000 }
    let rule = "must be a length in points from 0 to 10000"
    return EdgeInsets(
      top: try o.number("top", default: 0, where: ok, rule), left: try o.number("left", default: 0, where: ok, rule),
      bottom: try o.number("bottom", default: 0, where: ok, rule), right: try o.number("right", default: 0, where: ok, rule))
  }

  /// A colour at `key`: hex, or a system colour (recorded in `systems` under `field`); nil when
  /// absent. The name must be one UIKit has (it is written into exported Swift).
  func colorOrSystem(_ key: String, field: String, into systems: inout [String: SystemColor]) throws -> Color? {
    guard contains(AnyCodingKey(key)) else { return nil }
    if (try? decode(String.self, forKey: AnyCodingKey(key))) != nil { return try color(key) }
    let o = try nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(key))
    try o.allow(["system", "light", "dark"])
    let name = try o.required(String.self, "system")
    guard let known = SystemColor.named(name) else {
      let some = SystemColor.table.keys.sorted().prefix(4).joined(separator: ", ")
      throw o.error("system", "'\(OneLine.escape(String(name.prefix(64))))' is not a UIKit system colour import-swift knows (e.g. \(some))")
    }
    let system = SystemColor(name: name, light: try o.color("light") ?? known.light, dark: try o.color("dark") ?? known.dark)
    systems[field] = system
    return system.light
  }

  /// The optional `displayRate` field of a config or a replay script: absent → nil; 60 or 120 →
  /// that ``DisplayRate``; anything else is an ``InputError`` naming the field, e.g.
  /// `displayRate: must be 60 or 120 (frames per second of the display), found 90`.
  package func displayRate(_ key: String = "displayRate") throws -> DisplayRate? {
    guard let value = try optional(Double.self, key) else { return nil }
    guard let rate = DisplayRate(framesPerSecond: value) else {
      throw error(key, "\(DisplayRate.rule), found \(OrderedJSON.format(value))")
    }
    return rate
  }
}
