import FloatingPanel
import Foundation

/// Where the places are on the map: one pin per place, laid out around the map's centre (the
/// window's centre) on a golden-angle spiral whose radius grows with the place's distance, so the
/// nearest places sit in the middle (the nearest one straight above it). The map painter draws the pins, the scene hit-tests a click
/// on the map with them (``place(at:size:places:)``) and the renderer marks the selected place.
///
/// ```swift
/// let p = MapPins.location(of: 0, in: Size(width: 390, height: 844), places: PlaceCatalog.places)
/// MapPins.place(at: p, size: Size(width: 390, height: 844), places: PlaceCatalog.places)   // 0
/// ```
package enum MapPins {
  /// Radius of a pin as painted on the map, in points.
  package static let radius = 8.0
  /// How far from a pin's centre a click still picks it, in points (a comfortable target).
  package static let hitRadius = 18.0
  /// Points of map per kilometre of distance.
  static let pointsPerKm = 95.0
  /// The innermost radius, so the nearest place is not under the centre label.
  static let innerRadius = 70.0

  /// Where place `index` (with `distanceKm`) is pinned, in points from the map's centre.
  package static func offset(of index: Int, distanceKm: Double) -> Point {
    // The golden angle per place, starting straight up: the nearest place sits above the centre,
    // in view above a phone's sheet at half (whose edge is the window's middle).
    let angle = Double(index) * 2.399963 - Double.pi / 2
    let r = innerRadius + max(0, distanceKm) * pointsPerKm
    return Point(x: r * cos(angle), y: r * sin(angle) * 0.8)
  }

  /// Where place `index` of `places` is pinned in a window of `size` points.
  package static func location(of index: Int, in size: Size, places: [Place]) -> Point {
    let o = offset(of: index, distanceKm: places[index].distanceKm)
    return Point(x: size.width / 2 + o.x, y: size.height / 2 + o.y)
  }

  /// The place whose pin is nearest to `point` within ``hitRadius``, if any.
  package static func place(at point: Point, size: Size, places: [Place]) -> Int? {
    var best: (index: Int, d: Double)?
    for i in places.indices {
      let p = location(of: i, in: size, places: places)
      let d = ((p.x - point.x) * (p.x - point.x) + (p.y - point.y) * (p.y - point.y)).squareRoot()
      if d <= hitRadius, d < (best?.d ?? .infinity) { best = (i, d) }
    }
    return best?.index
  }
}
