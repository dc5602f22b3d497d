import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// The map behind the panels, painted by the program in a Maps-like style (``MapStyle``: light, or
/// dark in dark mode): land, a bay and a river, parks, streets and avenues, a few labels and pins.
///
/// It is painted once per window size into an image (``image(size:scale:fonts:)``) and then drawn
/// as one texture copy per frame. Features are placed in points around the window's centre, so
/// resizing reveals more of the same city instead of stretching it.
package enum MapBackground {
  /// The light map's ground.
  package static let land = MapStyle.light.land

  /// Paints the map for a window of `size` points at `scale` pixels per point in `style`, with
  /// the labels' fonts from `fonts`' cache and a pin for each of `places` where ``MapPins`` puts it.
  ///
  /// - Throws: `FontNotFoundError` when no font is installed, `SDLError` from SDL2_ttf.
  static func image(
    size: Size, scale: Double, style: MapStyle = .light, fonts: TextRenderer, places: [Place] = PlaceCatalog.places
  ) throws -> PixelBuffer {
    try image(size: size, scale: scale, style: style, places: places) { try fonts.font(weight: $0, pixelSize: $1) }
  }

  /// Paints the map in `style` with the labels' fonts from `font(weight, pixelSize)` (the same
  /// fonts a ``TextRenderer`` opens: its locator's file, light hinting) and a pin for each of
  /// `places`.
  static func image(
    size: Size, scale: Double, style: MapStyle = .light, places: [Place] = PlaceCatalog.places,
    font: (FontLocator.Weight, Int) throws -> Font
  ) throws -> PixelBuffer {
    let w = max(1, Int((size.width * scale).rounded())), h = max(1, Int((size.height * scale).rounded()))
    let (block, water, park) = (style.block, style.water, style.park)
    let (street, streetEdge, avenue, avenueEdge) = (style.street, style.streetEdge, style.avenue, style.avenueEdge)
    var c = RasterCanvas(width: w, height: h, background: style.land)
    let cx = size.width / 2, cy = size.height / 2
    func p(_ x: Double, _ y: Double) -> (Double, Double) { ((cx + x) * scale, (cy + y) * scale) }
    func len(_ v: Double) -> Double { v * scale }

    // City blocks: a slightly darker tint between the streets.
    let streetsY: [Double] = stride(from: -660.0, through: 660, by: 110).map { $0 }
    let avenuesX: [Double] = stride(from: -1040.0, through: 1040, by: 130).map { $0 }
    for (i, y) in streetsY.enumerated() where i + 1 < streetsY.count {
      for (j, x) in avenuesX.enumerated() where j + 1 < avenuesX.count && (i + j) % 3 != 0 {
        let a = p(x + 9, y + 9)
        c.roundedRect(x: a.0, y: a.1, width: len(130 - 18), height: len(110 - 18), radius: len(3), color: block)
      }
    }
    // Streets: white with a thin edge.
    for y in streetsY {
      c.polyline([p(-1100, y), p(1100, y)], width: len(8), color: streetEdge)
      c.polyline([p(-1100, y), p(1100, y)], width: len(6), color: street)
    }
    for x in avenuesX {
      c.polyline([p(x, -700), p(x, 700)], width: len(8), color: streetEdge)
      c.polyline([p(x, -700), p(x, 700)], width: len(6), color: street)
    }
    // Parks (over the streets, like Maps).
    let parks: [(Double, Double, Double, Double)] = [
      (-600, -430, 330, 200), (150, -310, 170, 120), (-170, 40, 160, 120), (380, 250, 230, 130), (-900, 180, 220, 260),
    ]
    for (x, y, pw, ph) in parks {
      let a = p(x, y)
      c.roundedRect(x: a.0, y: a.1, width: len(pw), height: len(ph), radius: len(14), color: park)
    }
    // Water: a bay in the north-east and a river to it (covers the streets; bridges come after).
    c.ellipse(cx: p(760, -300).0, cy: p(760, -300).1, rx: len(430), ry: len(520), color: water)
    c.ellipse(cx: p(1000, 300).0, cy: p(1000, 300).1, rx: len(420), ry: len(300), color: water)
    let river = [p(-1100, 420), p(-700, 380), p(-380, 410), p(-60, 350), p(200, 210), p(420, 60), p(560, -60)]
    c.polyline(river, width: len(52), color: water)
    // Avenues: yellow, over the water as bridges.
    let market = [p(-1000, 640), p(-400, 200), p(120, -200), p(420, -460)]
    c.polyline(market, width: len(13), color: avenueEdge)
    c.polyline(market, width: len(10), color: avenue)
    let bridge = [p(-1100, -40), p(-300, -40), p(220, 40), p(1100, 40)]
    c.polyline(bridge, width: len(13), color: avenueEdge)
    c.polyline(bridge, width: len(10), color: avenue)

    // Labels and pins.
    func text(_ s: String, _ x: Double, _ y: Double, size: Double, weight: FontLocator.Weight, color: RGBA) throws {
      let img = try font(weight, max(1, Int((size * scale).rounded()))).render(s, color: color)
      let a = p(x, y)
      c.draw(img, x: Int(a.0 - Double(img.width) / 2), y: Int(a.1 - Double(img.height) / 2))
    }
    let (streetLabel, district) = (style.streetLabel, style.districtLabel)
    let (parkLabel, waterLabel) = (style.parkLabel, style.waterLabel)
    try text("Harrison St", -150, -11, size: 11, weight: .semibold, color: streetLabel)
    try text("Mission St", -470, 99, size: 11, weight: .regular, color: streetLabel)
    try text("Folsom St", 290, 209, size: 11, weight: .regular, color: streetLabel)
    try text("Howard St", -520, -231, size: 11, weight: .regular, color: streetLabel)
    try text("Bay Bridge Approach", 560, 28, size: 11, weight: .semibold, color: streetLabel)
    try text("S O M A", 40, -150, size: 12, weight: .semibold, color: district)
    try text("M I S S I O N", -520, 250, size: 12, weight: .semibold, color: district)
    try text("N O B   H I L L", -280, -300, size: 12, weight: .semibold, color: district)
    try text("R I N C O N", 280, 140, size: 12, weight: .semibold, color: district)
    try text("Golden Gate Park", -435, -330, size: 11, weight: .semibold, color: parkLabel)
    try text("Alamo Square", 235, -250, size: 11, weight: .semibold, color: parkLabel)
    try text("Dolores Park", -90, 100, size: 11, weight: .semibold, color: parkLabel)
    try text("Harbor Park", 495, 315, size: 11, weight: .semibold, color: parkLabel)
    try text("San Francisco Bay", 780, -260, size: 14, weight: .semibold, color: waterLabel)
    try text("Mission Creek", -520, 395, size: 11, weight: .semibold, color: waterLabel)

    let r = MapPins.radius
    for (i, place) in places.enumerated() {
      let o = MapPins.offset(of: i, distanceKm: place.distanceKm)
      let a = p(o.x, o.y)
      c.ellipse(cx: a.0, cy: a.1 + len(1), rx: len(r), ry: len(r), color: RGBA(r: 0, g: 0, b: 0, a: style.pinShadowAlpha))
      c.ellipse(cx: a.0, cy: a.1, rx: len(r), ry: len(r), color: style.pinRing)
      c.ellipse(cx: a.0, cy: a.1, rx: len(r - 2), ry: len(r - 2), color: place.tint.rgba)
    }
    return c.image
  }
}
