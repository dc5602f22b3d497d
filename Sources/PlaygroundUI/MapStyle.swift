import FloatingPanel
import SDLKit

/// The colours of the map behind the panels, in light and dark appearance, after Apple Maps'
/// standard map: in dark mode the land is near black, the water a deep blue, the parks a dark
/// green, the streets a lighter grey than the land and the avenues a muted amber, with labels
/// light enough to read (each label at least 3:1 against the land it sits on).
///
/// ```swift
/// MapStyle(dark: true).land    // RGBA(hex: 0x1D1E21)
/// ```
package struct MapStyle: Equatable, Sendable {
  /// The ground, and what the window shows when the scene is too small to draw.
  package var land: RGBA
  /// City blocks between the streets.
  var block: RGBA
  var water: RGBA
  var park: RGBA
  var street: RGBA
  var streetEdge: RGBA
  var avenue: RGBA
  var avenueEdge: RGBA
  var streetLabel: RGBA
  var districtLabel: RGBA
  var parkLabel: RGBA
  var waterLabel: RGBA
  /// The ring around each pin, and its shadow's opacity (0–255).
  var pinRing: RGBA
  var pinShadowAlpha: UInt8

  /// The light map.
  package static let light = MapStyle(
    land: RGBA(hex: 0xF5F3EE), block: RGBA(hex: 0xEEEBE4), water: RGBA(hex: 0xA5D3F3), park: RGBA(hex: 0xCDE9C1),
    street: RGBA(hex: 0xFFFFFF), streetEdge: RGBA(hex: 0xE3DED4), avenue: RGBA(hex: 0xFFE6A0), avenueEdge: RGBA(hex: 0xF0C96E),
    streetLabel: RGBA(hex: 0x8A8780), districtLabel: RGBA(hex: 0xA29D94), parkLabel: RGBA(hex: 0x4B8A43),
    waterLabel: RGBA(hex: 0x4F8DC4), pinRing: .white, pinShadowAlpha: 40)

  /// The dark map.
  package static let dark = MapStyle(
    land: RGBA(hex: 0x1D1E21), block: RGBA(hex: 0x232428), water: RGBA(hex: 0x14304A), park: RGBA(hex: 0x1E3325),
    street: RGBA(hex: 0x45464B), streetEdge: RGBA(hex: 0x2A2B2F), avenue: RGBA(hex: 0x6A5A33), avenueEdge: RGBA(hex: 0x4E4326),
    streetLabel: RGBA(hex: 0x9C9CA1), districtLabel: RGBA(hex: 0x8C8C92), parkLabel: RGBA(hex: 0x6DAE66),
    waterLabel: RGBA(hex: 0x6FA6D8), pinRing: RGBA(hex: 0xE8E8EC), pinShadowAlpha: 90)
}

extension MapStyle {
  /// The light map (as the playground always drew it) or the dark one.
  package init(dark: Bool) { self = dark ? Self.dark : Self.light }

  /// The land as a drawing colour: what a clear panel's content is read against.
  package var landColor: Color { Color(red: Double(land.r) / 255, green: Double(land.g) / 255, blue: Double(land.b) / 255) }
}
