import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// ``MapPins``: where each place's pin is and which pin a click picks.
@Suite struct MapPinsTests {
  static let landscape = Size(width: 1280, height: 800)

  @Test("each place has a pin, nearest places nearest the centre; a click within 18 pt picks it")
  func pins() {
    let places = PlaceCatalog.places
    let size = Self.landscape
    let centre = Point(x: 640, y: 400)
    func r(_ i: Int) -> Double {
      let p = MapPins.location(of: i, in: size, places: places)
      return ((p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y)).squareRoot()
    }
    #expect(r(0) < r(29))
    for i in [0, 7, 22] {
      let p = MapPins.location(of: i, in: size, places: places)
      #expect(MapPins.place(at: Point(x: p.x + 10, y: p.y - 10), size: size, places: places) == i)
    }
    #expect(MapPins.place(at: Point(x: 5, y: 795), size: size, places: places) == nil)
  }
}
