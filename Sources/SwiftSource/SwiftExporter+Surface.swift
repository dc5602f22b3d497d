import ConfigFormat
import FloatingPanel

/// The surface part of the exported Swift: margins, padding and the `SurfaceAppearance`, as
/// statements of the `makeTuned…Panel` factory. Every value is a number literal in its shortest
/// round-trip form, so the exported panel draws exactly what the config does.
extension SwiftExporter {
  /// Statements setting `panel.containerMargins`, `panel.contentPadding` and
  /// `panel.surfaceAppearance` (each only when the config sets it; the corner curve only when
  /// continuous).
  static func surfaceStatements(_ panel: PanelConfig) -> String {
    var s = ""
    if panel.margins != .zero { s += "  panel.containerMargins = \(insets(panel.margins))\n" }
    if panel.padding != .zero { s += "  panel.contentPadding = \(insets(panel.padding))\n" }
    guard let look = panel.appearance?.surface else { return s }
    s += "  panel.surfaceAppearance = SurfaceAppearance(\n"
    s += "    backgroundColor: \(color(look.backgroundColor)),\n"
    s += "    cornerRadius: \(number(look.cornerRadius)),\n"
    if look.shadows.isEmpty {
      s += "    shadows: [],\n"
    } else {
      s += "    shadows: [\n"
      for sh in look.shadows {
        s += "      SurfaceAppearance.Shadow(\n"
        s += "        color: \(color(sh.color)), offset: Point(x: \(number(sh.offset.x)), y: \(number(sh.offset.y))),\n"
        s += "        opacity: \(number(sh.opacity)), radius: \(number(sh.radius)), spread: \(number(sh.spread))),\n"
      }
      s += "    ],\n"
    }
    if let b = look.border {
      s += "    border: SurfaceAppearance.Border(color: \(color(b.color)), width: \(number(b.width))),\n"
    } else {
      s += "    border: nil,\n"
    }
    s += "    grabberColor: \(color(look.grabberColor)),\n"
    s += "    grabberSize: Size(width: \(number(look.grabberSize.width)), height: \(number(look.grabberSize.height))),\n"
    s += "    grabberInset: \(number(look.grabberInset)),\n"
    s += "    showsGrabber: \(look.showsGrabber))\n"
    if look.cornerCurve != .circular { s += "  panel.surfaceAppearance.cornerCurve = .\(look.cornerCurve.rawValue)\n" }
    if let material = look.material { s += "  panel.surfaceAppearance.material = .\(material.rawValue)\n" }
    return s
  }

  static func insets(_ e: EdgeInsets) -> String {
    "EdgeInsets(top: \(number(e.top)), left: \(number(e.left)), bottom: \(number(e.bottom)), right: \(number(e.right)))"
  }

  static func color(_ c: Color) -> String {
    "Color(red: \(number(c.red)), green: \(number(c.green)), blue: \(number(c.blue)), alpha: \(number(c.alpha)))"
  }
}
