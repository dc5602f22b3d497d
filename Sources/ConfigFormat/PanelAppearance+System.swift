import FloatingPanel
import StrictJSON

/// System colours in a config's appearance: a colour field may be `"#RRGGBB(AA)"` or a named
/// UIKit system colour with its two values, `{"system": "systemBackground", "light": "#FFFFFF",
/// "dark": "#000000"}` (``SystemColor``). ``PanelAppearance/surface`` holds the light values;
/// ``PanelAppearance/resolved(dark:)`` gives the look of either appearance.
extension PanelAppearance {
  /// The fields that may hold a system colour: `backgroundColor`, `border.color`,
  /// `grabber.color`, `backdropColor`.
  package static let systemColorFields = ["backgroundColor", "border.color", "grabber.color", "backdropColor"]

  /// The look in the light (`dark` false) or dark appearance: each system colour's value there.
  package func resolved(dark: Bool) -> PanelAppearance {
    var out = self
    for (field, system) in systemColors { out.setColor(system.color(dark: dark), field: field) }
    return out
  }

  /// Sets the colour of `field` (one of ``systemColorFields``).
  package mutating func setColor(_ c: Color, field: String) {
    switch field {
    case "backgroundColor": surface.backgroundColor = c
    case "border.color": if var b = surface.border { b.color = c; surface.border = b }
    case "grabber.color": surface.grabberColor = c
    case "backdropColor": backdropColor = c
    default: break
    }
  }

  /// `field`'s colour as the file writes it: its system colour, else hex.
  func colorJSON(_ c: Color, field: String) -> OrderedJSON {
    guard let s = systemColors[field] else { return .string(Self.hex(c)) }
    return .object([("system", .string(s.name)), ("light", .string(Self.hex(s.light))), ("dark", .string(Self.hex(s.dark)))], inline: true)
  }
}
