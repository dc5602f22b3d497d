import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundUI
import RenderTestSupport
import SDLKit
import Testing

/// Issue 33: place icons are white symbol-like glyphs on the coloured circle, as in Apple Maps'
/// lists (``PlaceSymbol`` chooses, ``PlaceGlyphs`` draws), not letters.
@Suite struct PlaceGlyphsTests {
  /// The symbol follows the place's kind; every demo place has one of its own (no pin).
  @Test func symbolFollowsTheKind() {
    #expect(PlaceSymbol(category: "Coffee") == .cup)
    #expect(PlaceSymbol(category: "Restaurant") == .forkKnife && PlaceSymbol(category: "bakery") == .forkKnife)
    #expect(PlaceSymbol(category: "Seafood") == .forkKnife)
    #expect(PlaceSymbol(category: "Park") == .tree && PlaceSymbol(category: "Hiking") == .tree)
    #expect(PlaceSymbol(category: "Bookstore") == .book)
    #expect(PlaceSymbol(category: "Museum") == .columns && PlaceSymbol(category: "Landmark") == .columns)
    #expect(PlaceSymbol(category: "Shopping") == .bag)
    #expect(PlaceSymbol(category: "Grocery") == .cart && PlaceSymbol(category: "Market") == .cart)
    #expect(PlaceSymbol(category: "Transit") == .tram)
    #expect(PlaceSymbol(category: "Hotel") == .bed)
    #expect(PlaceSymbol(category: "Hospital") == .cross && PlaceSymbol(category: "Pharmacy") == .cross)
    #expect(PlaceSymbol(category: "Beach") == .umbrella)
    #expect(PlaceSymbol(category: "Launderette") == .pin && PlaceSymbol(category: "") == .pin)
    let used = Set(PlaceCatalog.places.map(\.symbol))
    #expect(!used.contains(.pin))
    #expect(used == Set(PlaceSymbol.allCases).subtracting([.pin]), "\(used)")
    for place in PlaceCatalog.places { #expect(place.symbol == PlaceSymbol(category: place.category)) }
  }

  /// What a baked icon is made of, per pixel: outside the circle, the tint, white, or between.
  struct Census {
    var white = 0, tint = 0, outsideOpaque = 0, whiteNearRim = 0, inside = 0
    var coverage: Double { Double(white) / Double(max(1, inside)) }
  }

  static func census(_ image: PixelBuffer, tint: RGBA) -> Census {
    var c = Census()
    let n = Double(image.width), r = n / 2
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x, y]
        let d = ((Double(x) + 0.5 - r) * (Double(x) + 0.5 - r) + (Double(y) + 0.5 - r) * (Double(y) + 0.5 - r)).squareRoot()
        if d > r + 0.5 {
          if p.a > 0 { c.outsideOpaque += 1 }
          continue
        }
        guard d < r - 1 else { continue }  // the circle's antialiased rim
        c.inside += 1
        if p.r >= 250 && p.g >= 250 && p.b >= 250 && p.a == 255 {
          c.white += 1
          if d > r * 0.86 { c.whiteNearRim += 1 }
        }
        if p == tint { c.tint += 1 }
      }
    }
    return c
  }

  /// Each glyph at 1×, 2× and 3× (32, 64, 96 px): white (pure white pixels, no other colour but
  /// the tint and their blend), covering 8–40 % of the circle, the same share at every scale
  /// (within 4 points: the same vector shape), clear of the rim, nothing outside the circle; no
  /// two symbols alike; the symmetric ones mirror left to right.
  @Test(arguments: PlaceSymbol.allCases)
  func bakedGlyph(_ symbol: PlaceSymbol) {
    let tint = RGBA(hex: 0xFF9500)
    var shares: [Double] = []
    for pixels in [32, 64, 96] {
      let image = PlaceGlyphs.bake(symbol, tint: tint, pixels: pixels)
      #expect(image.width == pixels && image.height == pixels)
      let c = Self.census(image, tint: tint)
      #expect(c.outsideOpaque == 0, "\(symbol) \(pixels) px: \(c.outsideOpaque) pixels outside the circle")
      #expect(c.whiteNearRim == 0, "\(symbol) \(pixels) px: white within 14 % of the rim")
      #expect(c.coverage > 0.08 && c.coverage < 0.40, "\(symbol) \(pixels) px: white \(c.coverage)")
      #expect(c.tint > c.inside / 3, "\(symbol) \(pixels) px: the circle shows")
      // Every pixel inside is the tint, white, or a blend of the two (no stray colour).
      let center = Double(pixels) / 2
      for y in 0..<pixels {
        for x in 0..<pixels {
          let d = ((Double(x) + 0.5 - center) * (Double(x) + 0.5 - center) + (Double(y) + 0.5 - center) * (Double(y) + 0.5 - center)).squareRoot()
          guard d < center - 1 else { continue }
          let p = image[x, y]
          let t = Double(Int(p.b) - Int(tint.b)) / Double(255 - Int(tint.b))  // the white share, from blue
          let g = Double(tint.g) + t * Double(255 - Int(tint.g))
          #expect(abs(Double(p.g) - g) <= 2 && p.r == 255 && p.a == 255, "\(symbol) \(pixels) px at \(x),\(y): \(p)")
        }
      }
      shares.append(c.coverage)
    }
    #expect((shares.max() ?? 0) - (shares.min() ?? 0) < 0.04, "\(symbol): \(shares)")
    let symmetric: Set<PlaceSymbol> = [.tree, .book, .columns, .bag, .tram, .cross, .umbrella, .pin]
    if symmetric.contains(symbol) {
      let image = PlaceGlyphs.bake(symbol, tint: tint, pixels: 96)
      var worst = 0
      for y in 0..<96 { for x in 0..<48 { worst = max(worst, abs(Int(image[x, y].b) - Int(image[95 - x, y].b))) } }
      #expect(worst <= 8, "\(symbol): mirrored pixels differ by \(worst)")
    }
  }

  @Test func noTwoGlyphsAlike() {
    let tint = RGBA(hex: 0x007AFF)
    let images = PlaceSymbol.allCases.map { PlaceGlyphs.bake($0, tint: tint, pixels: 64) }
    for i in images.indices {
      for j in images.indices where j > i {
        var differ = 0
        for y in 0..<64 { for x in 0..<64 where abs(Int(images[i][x, y].r) - Int(images[j][x, y].r)) > 64 { differ += 1 } }
        #expect(differ > 150, "\(PlaceSymbol.allCases[i]) and \(PlaceSymbol.allCases[j]) differ in \(differ) pixels")
      }
    }
  }

  /// Every glyph on its catalog colour at 1× and 3×, a sheet to look at (the reference).
  @Test(arguments: [1, 3])
  func sheet(scale: Int) {
    let size = 32 * scale, gap = 8 * scale
    let tints: [PlaceSymbol: RGBA] = Dictionary(PlaceCatalog.places.map { ($0.symbol, $0.tint.rgba) }, uniquingKeysWith: { a, _ in a })
    var canvas = RasterCanvas(width: PlaceSymbol.allCases.count * (size + gap) + gap, height: size + 2 * gap, background: RGBA(hex: 0xFFFFFF))
    for (i, symbol) in PlaceSymbol.allCases.enumerated() {
      canvas.draw(PlaceGlyphs.bake(symbol, tint: tints[symbol] ?? RGBA(hex: 0x8E8E93), pixels: size), x: gap + i * (size + gap), y: gap)
    }
    assertPixelSnapshot(of: canvas.image, named: "\(scale)x")
  }
}
