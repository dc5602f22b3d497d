import FloatingPanel
import Foundation
import StrictJSON

/// A panel's look as a config file writes it: the engine's ``SurfaceAppearance`` (background,
/// corner radius, shadows, border, grabber) plus the colour of its backdrop. Every field is
/// optional and defaults to FloatingPanel's (``SurfaceAppearance/init(backgroundColor:cornerRadius:shadows:border:grabberColor:grabberSize:grabberInset:showsGrabber:)``,
/// a black backdrop); `cornerCurve` is `"circular"` (the default) or `"continuous"` (iOS's
/// continuous corner) and is written only when continuous; `material` (`"ultraThin"`, `"thin"`,
/// `"regular"`, `"thick"`, `"chrome"`) blurs what lies behind the surface, written when set. Colours are `"#RRGGBB"` or `"#RRGGBBAA"`. Decoding is strict: an unknown
/// field, a bad colour or a length out of range is an ``InputError`` naming the field.
///
/// ```json
/// "appearance": {
///   "backgroundColor": "#FFFFFF", "cornerRadius": 16, "cornerCurve": "continuous",
///   "shadows": [{"color": "#000000", "opacity": 0.2, "offset": {"x": 0, "y": 4}, "radius": 12, "spread": 2}],
///   "border": {"color": "#D1D1D6", "width": 1},
///   "grabber": {"visible": true, "color": "#8E8E93", "width": 48, "height": 6, "offset": 8},
///   "backdropColor": "#1C2B4A"
/// }
/// ```
package struct PanelAppearance: Equatable, Sendable, Decodable {
  /// The surface's look.
  package var surface: SurfaceAppearance
  /// The backdrop's colour (its alpha comes from the layout's backdrop alpha).
  package var backdropColor: Color
  /// The fields whose colour is a system colour (light and dark), by field
  /// (``systemColorFields``); ``surface`` and ``backdropColor`` hold their light values.
  package var systemColors: [String: SystemColor] = [:]

  /// At most this many shadows (each is a baked blur; the limit keeps memory bounded).
  package static let maximumShadows = 8

  /// Creates an appearance; the defaults are FloatingPanel's look and a black backdrop.
  package init(surface: SurfaceAppearance = SurfaceAppearance(), backdropColor: Color = .black) {
    self.surface = surface
    self.backdropColor = backdropColor
  }

  /// Decodes an appearance strictly.
  package init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: ["backgroundColor", "cornerRadius", "cornerCurve", "material", "shadows", "border", "grabber", "backdropColor"])
    var s = SurfaceAppearance()
    var systems: [String: SystemColor] = [:]
    s.backgroundColor = try c.colorOrSystem("backgroundColor", field: "backgroundColor", into: &systems) ?? s.backgroundColor
    s.cornerRadius = try c.number("cornerRadius", default: s.cornerRadius, where: { $0 >= 0 && $0 <= 1000 }, "must be a length in points from 0 to 1000, e.g. 12")
    if let word = try c.optional(String.self, "cornerCurve") {
      guard let curve = SurfaceAppearance.CornerCurve(rawValue: word) else {
        throw c.error("cornerCurve", "'\(OneLine.escape(String(word.prefix(64))))' is not a corner curve; use \"circular\" (a quarter circle) or \"continuous\" (iOS's continuous corner)")
      }
      s.cornerCurve = curve
    }
    if let word = try c.optional(String.self, "material") {
      guard let material = SurfaceAppearance.Material(rawValue: word) else {
        let all = SurfaceAppearance.Material.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        throw c.error("material", "'\(OneLine.escape(String(word.prefix(64))))' is not a material; use one of \(all) (UIKit's system materials)")
      }
      s.material = material
    }
    if c.contains(AnyCodingKey("shadows")) {
      var list = try c.nestedUnkeyedContainer(forKey: AnyCodingKey("shadows"))
      var shadows: [SurfaceAppearance.Shadow] = []
      while !list.isAtEnd {
        guard shadows.count < Self.maximumShadows else {
          throw c.error("shadows", "at most \(Self.maximumShadows) shadows")
        }
        shadows.append(try list.decode(ShadowEntry.self).shadow)
      }
      s.shadows = shadows
    }
    if c.contains(AnyCodingKey("border")), try !c.decodeNil(forKey: AnyCodingKey("border")) {
      let b = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("border"))
      try b.allow(["color", "width"])
      s.border = SurfaceAppearance.Border(
        color: try b.colorOrSystem("color", field: "border.color", into: &systems) ?? .black,
        width: try b.number("width", where: { $0 >= 0 && $0 <= 100 }, "must be a width in points from 0 to 100, e.g. 1"))
    }
    if c.contains(AnyCodingKey("grabber")) {
      let g = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("grabber"))
      try g.allow(["visible", "color", "width", "height", "offset"])
      s.showsGrabber = try g.optional(Bool.self, "visible") ?? s.showsGrabber
      s.grabberColor = try g.colorOrSystem("color", field: "grabber.color", into: &systems) ?? s.grabberColor
      let length: (Double) -> Bool = { $0 > 0 && $0 <= 1000 }
      s.grabberSize = Size(
        width: try g.number("width", default: s.grabberSize.width, where: length, "must be a length in points in (0, 1000], e.g. 36"),
        height: try g.number("height", default: s.grabberSize.height, where: length, "must be a length in points in (0, 1000], e.g. 5"))
      s.grabberInset = try g.number("offset", default: s.grabberInset, where: { abs($0) <= 1000 }, "must be a distance in points from -1000 to 1000, e.g. 6")
    }
    surface = s
    backdropColor = try c.colorOrSystem("backdropColor", field: "backdropColor", into: &systems) ?? .black
    systemColors = systems
    self = quantized  // defaults too, so a file read and a file saved hold the same values
  }

  /// The appearance in the config file's format, every field written.
  var json: OrderedJSON {
    let s = surface
    var m: [(String, OrderedJSON)] = [
      ("backgroundColor", colorJSON(s.backgroundColor, field: "backgroundColor")),
      ("cornerRadius", .number(s.cornerRadius)),
    ]
    // Written when not the default, so files saved before the field existed stay byte-identical.
    if s.cornerCurve != .circular { m.append(("cornerCurve", .string(s.cornerCurve.rawValue))) }
    if let material = s.material { m.append(("material", .string(material.rawValue))) }
    m += [
      ("shadows", .array(s.shadows.map { shadow in
        .object([
          ("color", .string(Self.hex(shadow.color))), ("opacity", .number(shadow.opacity)),
          ("offset", .object([("x", .number(shadow.offset.x)), ("y", .number(shadow.offset.y))], inline: true)),
          ("radius", .number(shadow.radius)), ("spread", .number(shadow.spread)),
        ], inline: true)
      })),
    ]
    if let b = s.border {
      m.append(("border", .object([("color", colorJSON(b.color, field: "border.color")), ("width", .number(b.width))], inline: true)))
    } else {
      m.append(("border", .null))
    }
    m.append(("grabber", .object([
      ("visible", .bool(s.showsGrabber)), ("color", colorJSON(s.grabberColor, field: "grabber.color")),
      ("width", .number(s.grabberSize.width)), ("height", .number(s.grabberSize.height)), ("offset", .number(s.grabberInset)),
    ], inline: true)))
    m.append(("backdropColor", colorJSON(backdropColor, field: "backdropColor")))
    return .object(m, inline: false)
  }

  /// The same appearance with every colour rounded to 8 bits per channel, as a saved file has it.
  package var quantized: PanelAppearance {
    var out = self
    let q: (Color) -> Color = { (try? Self.color(hex: Self.hex($0))) ?? $0 }
    out.surface.backgroundColor = q(out.surface.backgroundColor)
    out.surface.grabberColor = q(out.surface.grabberColor)
    out.surface.shadows = out.surface.shadows.map { var s = $0; s.color = q(s.color); return s }
    if var b = out.surface.border {
      b.color = q(b.color)
      out.surface.border = b
    }
    out.backdropColor = q(out.backdropColor)
    return out
  }

  // MARK: - Colours

  /// `"#RRGGBB"` (opaque) or `"#RRGGBBAA"`, channels rounded to 8 bits.
  package static func hex(_ c: Color) -> String {
    func byte(_ v: Double) -> Int { v.isFinite ? Int(max(0, min(255, (v * 255).rounded()))) : 0 }
    let rgb = String(format: "#%02X%02X%02X", byte(c.red), byte(c.green), byte(c.blue))
    return byte(c.alpha) == 255 ? rgb : rgb + String(format: "%02X", byte(c.alpha))
  }

  /// Parses `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` is optional): exactly 6 or 8 ASCII hex
  /// digits, nothing else (no sign, which `UInt32(_:radix:)` alone would take: `"#+FFFFF"`).
  package static func color(hex text: String) throws(InputError) -> Color {
    let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
    guard digits.utf8.count == 6 || digits.utf8.count == 8, digits.utf8.allSatisfy(isHexDigit),
      let v = UInt32(digits, radix: 16)
    else {
      throw InputError(path: "", message: "'\(text)' is not a colour; write \"#RRGGBB\" or \"#RRGGBBAA\", e.g. \"#1C1C1E\"")
    }
    if digits.utf8.count == 6 { return Color(hex: v) }
    return Color(hex: v >> 8, alpha: Double(v & 0xFF) / 255)
  }

  /// Whether `b` is an ASCII hex digit (`0-9`, `a-f`, `A-F`).
  package static func isHexDigit(_ b: UInt8) -> Bool {
    (0x30...0x39).contains(b) || (0x41...0x46).contains(b) || (0x61...0x66).contains(b)
  }
}

/// One shadow entry, decoded strictly.
private struct ShadowEntry: Decodable {
  var shadow: SurfaceAppearance.Shadow

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: ["color", "opacity", "offset", "radius", "spread"])
    var s = SurfaceAppearance.Shadow()
    s.color = try c.color("color") ?? s.color
    s.opacity = try c.number("opacity", default: s.opacity, where: { $0 >= 0 && $0 <= 1 }, "must be between 0 and 1, e.g. 0.2")
    s.radius = try c.number("radius", default: s.radius, where: { $0 >= 0 && $0 <= 200 }, "must be a blur radius in points from 0 to 200, e.g. 3")
    s.spread = try c.number("spread", default: s.spread, where: { abs($0) <= 200 }, "must be a distance in points from -200 to 200, e.g. 0")
    if c.contains(AnyCodingKey("offset")) {
      let o = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("offset"))
      try o.allow(["x", "y"])
      let ok: (Double) -> Bool = { abs($0) <= 1000 }
      s.offset = Point(
        x: try o.number("x", default: 0, where: ok, "must be a distance in points from -1000 to 1000"),
        y: try o.number("y", default: 0, where: ok, "must be a distance in points from -1000 to 1000"))
    }
    shadow = s
  }
}
