import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
import StrictJSON
import SwiftSource
import Testing

/// The surface part of the config format: appearance, margins, padding, placement.
@Suite("Config: the panel's look and surface, strict and round-tripping")
struct AppearanceConfigTests {
  static func panel(_ json: String) throws(InputError) -> PanelConfig? {
    try PlaygroundConfig.decode(##"{"panels": {"search": "## + json + "}}").panels["search"]
  }

  @Test("every appearance field decodes to the engine's SurfaceAppearance")
  func decodesEveryField() throws {
    let config = try PlaygroundConfig.decode(UserPanelFixtures.everyField)
    let search = try #require(config.panels["search"])
    let look = try #require(search.appearance)
    #expect(look.surface.backgroundColor == Color(hex: 0xFAF7F0))
    #expect(look.surface.cornerRadius == 20)
    #expect(look.surface.shadows.count == 2)
    #expect(look.surface.shadows[0] == SurfaceAppearance.Shadow(color: Color(hex: 0x1C2B4A), offset: Point(x: 0, y: 8), opacity: 0.25, radius: 16, spread: 3))
    #expect(look.surface.border == SurfaceAppearance.Border(color: Color(hex: 0xB0B4C0), width: 1.5))
    #expect(look.surface.grabberColor == Color(hex: 0x5E2CA5))
    #expect(look.surface.grabberSize == Size(width: 60, height: 7))
    #expect(look.surface.grabberInset == 10)
    #expect(look.backdropColor == Color(hex: 0x102040))
    #expect(search.margins == EdgeInsets(top: 0, left: 10, bottom: 14, right: 10))
    #expect(search.padding == EdgeInsets(top: 4, left: 2, bottom: 6, right: 2))
    let detail = try #require(config.panels["detail"])
    #expect(detail.placement == .fixed(length: 300, inset: 45))
    #expect(detail.appearance?.surface.showsGrabber == false)
    #expect(detail.appearance?.surface.border == nil)
    #expect(detail.appearance?.surface.shadows.isEmpty == true)
    #expect(abs((detail.appearance?.surface.backgroundColor.alpha ?? 0) - 0xF2 / 255.0) < 1e-12)
    let r = try #require(try config.resolved()["search"])
    #expect(r.surface.margins == search.margins)
    if case .fixed = try #require(try config.resolved()["detail"]).layout.surfacePlacement {} else { Issue.record("placement lost in the layout") }
  }

  @Test("the file format writes every field and reads back equal")
  func encodesAndDecodes() throws {
    let config = try PlaygroundConfig.decode(UserPanelFixtures.everyField)
    let text = config.jsonText()
    #expect(text.contains(##""border": null"##))
    #expect(text.contains(##""grabber": {"visible": false, "color": "#C2C4C2", "width": 36, "height": 5, "offset": 6}"##))
    #expect(text.contains(##""backgroundColor": "#FFFFFFF2""##))
    #expect(text.contains(##""placement": {"length": 300, "inset": 45}"##))
    #expect(try PlaygroundConfig.decode(text) == config)
  }

  @Test("colours: #RRGGBB and #RRGGBBAA; 8 bits per channel")
  func colours() throws {
    #expect(try PanelAppearance.color(hex: "#1C1C1E") == Color(hex: 0x1C1C1E))
    #expect(try PanelAppearance.color(hex: "#FFFFFF80").alpha == 128.0 / 255)
    #expect(PanelAppearance.hex(Color(red: 0.76, green: 0.77, blue: 0.76)) == "#C2C4C2")
    #expect(PanelAppearance.hex(Color(hex: 0x102040, alpha: 0.5)) == "#10204080")
    for bad in ["red", "#12345", "#GGGGGG", "#1234567890"] {
      #expect(throws: InputError.self) { try PanelAppearance.color(hex: bad) }
    }
  }

  @Test("each bad surface field gives one line with its path", arguments: [
    (##"{"appearance": {"cornerRadius": -1}}"##, "panels.search.appearance.cornerRadius: must be a length in points from 0 to 1000, e.g. 12"),
    (#"{"appearance": {"backgroundColor": "white"}}"#, ##"panels.search.appearance.backgroundColor: 'white' is not a colour; write "#RRGGBB" or "#RRGGBBAA", e.g. "#1C1C1E""##),
    (##"{"appearance": {"shadows": [{"opacity": 2}]}}"##, "panels.search.appearance.shadows[0].opacity: must be between 0 and 1, e.g. 0.2"),
    (##"{"appearance": {"shadows": [{"blur": 2}]}}"##, "panels.search.appearance.shadows[0].blur: unknown field (allowed: color, offset, opacity, radius, spread)"),
    (##"{"appearance": {"grabber": {"size": 3}}}"##, "panels.search.appearance.grabber.size: unknown field (allowed: color, height, offset, visible, width)"),
    (##"{"appearance": {"border": {"width": 500}}}"##, "panels.search.appearance.border.width: must be a width in points from 0 to 100, e.g. 1"),
    (##"{"margins": {"bottom": -8}}"##, "panels.search.margins.bottom: must be a length in points from 0 to 10000"),
    (##"{"placement": "centre"}"##, ##"panels.search.placement: 'centre' is not a placement; use "fill" or {"length": 375, "inset": 8}"##),
    (##"{"placement": {"length": 0}}"##, "panels.search.placement.length: must be a length in points in (0, 10000], e.g. 375"),
  ])
  func badFields(json: String, message: String) {
    do {
      _ = try Self.panel(json)
      Issue.record("accepted: \(json)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("at most 8 shadows")
  func shadowLimit() {
    let many = "[" + Array(repeating: "{}", count: 9).joined(separator: ", ") + "]"
    #expect(throws: InputError.self) { try Self.panel(##"{"appearance": {"shadows": "## + many + "}}") }
  }

  @Test("export-swift writes the look, margins, padding and placement as Swift")
  func exportsSurface() throws {
    let source = try SwiftExporter.source(for: try PlaygroundConfig.decode(UserPanelFixtures.everyField))
    #expect(source.contains("  panel.containerMargins = EdgeInsets(top: 0, left: 10, bottom: 14, right: 10)\n"))
    #expect(source.contains("  panel.contentPadding = EdgeInsets(top: 4, left: 2, bottom: 6, right: 2)\n"))
    #expect(source.contains("  var surfacePlacement: SurfacePlacement { .fixed(length: 300, inset: 45) }\n"))
    #expect(source.contains("    cornerRadius: 20,\n"))
    #expect(source.contains("    border: SurfaceAppearance.Border(color: Color(red: 0.6901960784313725, green: 0.7058823529411765, blue: 0.7529411764705882, alpha: 1), width: 1.5),\n"))
    #expect(source.contains("    showsGrabber: false)\n"))
    #expect(source.contains("let tunedModalBackdropColor = Color(red: 0.22745098039215686, green: 0.0392156862745098, blue: 0.0392156862745098, alpha: 1)\n"))
    #expect(source.contains(##"case "half": return 0.4"##))
  }
}
