import FloatingPanel

/// A named UIKit system colour with its light and dark values (iOS's sRGB values for the
/// default, non-high-contrast appearance): what `UIColor.systemBackground` and its kin draw.
/// A config keeps the name with both values, the window and `screenshot --appearance` draw the
/// one of the appearance in use, and export-swift writes the name back.
///
/// ```swift
/// SystemColor.named("secondarySystemBackground")?.dark   // #1C1C1E
/// ```
package struct SystemColor: Equatable, Sendable {
  /// UIKit's name (`systemBackground`).
  package var name: String
  /// The colour in the light appearance.
  package var light: Color
  /// The colour in the dark appearance.
  package var dark: Color

  /// Creates a system colour.
  package init(name: String, light: Color, dark: Color) {
    self.name = name
    self.light = light
    self.dark = dark
  }

  /// The colour in the light (`dark` false) or dark appearance.
  package func color(dark isDark: Bool) -> Color { isDark ? dark : light }

  /// The system colour named `name`, nil for a name import-swift does not know.
  package static func named(_ name: String) -> SystemColor? {
    guard let (l, d) = table[name] else { return nil }
    // 8 bits a channel, as a config file keeps them (`separator`'s alpha 0.29 is 74/255).
    let q: (Color) -> Color = { (try? PanelAppearance.color(hex: PanelAppearance.hex($0))) ?? $0 }
    return SystemColor(name: name, light: q(l), dark: q(d))
  }

  /// Every name ``named(_:)`` knows, sorted (the config schema lists the same).
  package static var names: [String] { table.keys.sorted() }

  /// Upstream's default surface background (`SurfaceAppearance().backgroundColor`).
  package static let surfaceDefault = named("systemBackground") ?? SystemColor(name: "systemBackground", light: .white, dark: .black)

  private static func rgb(_ v: UInt32, _ alpha: Double = 1) -> Color { Color(hex: v, alpha: alpha) }

  /// The names and their (light, dark) values.
  static let table: [String: (Color, Color)] = [
    "systemBackground": (rgb(0xFFFFFF), rgb(0x000000)),
    "secondarySystemBackground": (rgb(0xF2F2F7), rgb(0x1C1C1E)),
    "tertiarySystemBackground": (rgb(0xFFFFFF), rgb(0x2C2C2E)),
    "systemGroupedBackground": (rgb(0xF2F2F7), rgb(0x000000)),
    "secondarySystemGroupedBackground": (rgb(0xFFFFFF), rgb(0x1C1C1E)),
    "tertiarySystemGroupedBackground": (rgb(0xF2F2F7), rgb(0x2C2C2E)),
    "systemGray": (rgb(0x8E8E93), rgb(0x8E8E93)),
    "systemGray2": (rgb(0xAEAEB2), rgb(0x636366)),
    "systemGray3": (rgb(0xC7C7CC), rgb(0x48484A)),
    "systemGray4": (rgb(0xD1D1D6), rgb(0x3A3A3C)),
    "systemGray5": (rgb(0xE5E5EA), rgb(0x2C2C2E)),
    "systemGray6": (rgb(0xF2F2F7), rgb(0x1C1C1E)),
    "label": (rgb(0x000000), rgb(0xFFFFFF)),
    "secondaryLabel": (rgb(0x3C3C43, 0.6), rgb(0xEBEBF5, 0.6)),
    "separator": (rgb(0x3C3C43, 0.29), rgb(0x545458, 0.6)),
    "opaqueSeparator": (rgb(0xC6C6C8), rgb(0x38383A)),
    "systemFill": (rgb(0x787880, 0.2), rgb(0x787880, 0.36)),
  ]
}
