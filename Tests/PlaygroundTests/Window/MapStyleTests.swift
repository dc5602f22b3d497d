import FloatingPanel
import Foundation
import PlaygroundCore
@testable import PanelRendering
@testable import PlaygroundUI
import SDLKit
import Testing

/// The map follows the scene's appearance: dark mode paints Maps' dark map, and the renderer's
/// cached map is repainted when the appearance changes.
@Suite struct MapStyleTests {
  /// WCAG's contrast ratio of two opaque colours (``ContentColors/contrast(_:_:)``).
  static func contrast(_ a: RGBA, _ b: RGBA) -> Double {
    func color(_ c: RGBA) -> Color { Color(red: Double(c.r) / 255, green: Double(c.g) / 255, blue: Double(c.b) / 255) }
    return ContentColors.contrast(color(a), color(b))
  }

  @Test("the dark map is dark, and its labels read on it (at least 3:1, the water's on the water too)")
  func darkColours() {
    let dark = MapStyle(dark: true), light = MapStyle(dark: false)
    #expect(dark == .dark && light == .light && dark != light)
    #expect(light.land == RGBA(hex: 0xF5F3EE) && MapBackground.land == light.land)
    #expect(dark.land == RGBA(hex: 0x1D1E21))
    #expect(dark.landColor.rgba == dark.land && light.landColor.rgba == light.land)
    for label in [dark.streetLabel, dark.districtLabel, dark.parkLabel, dark.waterLabel] {
      #expect(Self.contrast(label, dark.land) >= 3, "\(label) on \(dark.land)")
    }
    #expect(Self.contrast(dark.waterLabel, dark.water) >= 3)
    // Streets stand out from the land in both (the map would be a blank sheet otherwise).
    #expect(Self.contrast(dark.street, dark.land) >= 1.5 && Self.contrast(light.avenueEdge, light.land) >= 1.4)
  }

  @Test("a scene in dark mode draws the dark map; back in light mode, the light map again")
  func sceneFollowsDarkMode() throws {
    let size = Size(width: 390, height: 844)
    let scene = try PlaygroundScene(size: size)
    let renderer = try Renderer.headless(width: 390, height: 844)
    let drawing = try SceneRenderer(renderer: renderer)
    let fonts = drawing.text
    let darkMap = try MapBackground.image(size: size, scale: 1, style: .dark, fonts: fonts)
    let lightMap = try MapBackground.image(size: size, scale: 1, style: .light, fonts: fonts)
    #expect(darkMap.width == 390 && darkMap != lightMap)
    // The top 120 rows are map only at the scene's start (the search panel rests at half).
    func topRowsMatch(_ frame: PixelBuffer, _ map: PixelBuffer) -> Bool {
      for y in stride(from: 0, to: 120, by: 7) { for x in stride(from: 0, to: 390, by: 5) where frame[x, y] != map[x, y] { return false } }
      return true
    }
    try drawing.drawScene(scene)
    #expect(topRowsMatch(try renderer.readPixels(), lightMap))
    scene.darkMode = true
    try drawing.drawScene(scene)
    let dark = try renderer.readPixels()
    #expect(topRowsMatch(dark, darkMap))
    #expect(dark[0, 0] == darkMap[0, 0] && dark[0, 0] != lightMap[0, 0])
    scene.darkMode = false
    try drawing.drawScene(scene)
    #expect(topRowsMatch(try renderer.readPixels(), lightMap))
  }
}
