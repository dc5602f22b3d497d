import ConfigFormat
import FloatingPanel
@testable import PanelRendering
@testable import PlaygroundCore
@testable import PlaygroundUI
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite.SceneSnapshotTests {
  /// Issue 33: Maps' sheet (a clear surface with the regular material) follows the appearance.
  /// In dark mode the map shows through blurred under a dark tint (#1C1C1E at 0.75), as
  /// `.systemMaterial` in dark mode, and the list's text is white; in light mode the same config
  /// is the light frosted sheet with dark text. Looked at.
  @Test func materialFollowsTheAppearance() throws {
    let config = try PlaygroundConfig.decode("""
      {"panels": {"search": {"appearance": {"backgroundColor": "#FFFFFF00", "cornerRadius": 12,
                                            "cornerCurve": "continuous", "material": "regular"}}}}
      """)
    var setup = SceneSetup(state: .half, config: config)
    let lightImage = try setup.renderHeadless(size: Self.portrait)
    setup.darkMode = true
    let darkImage = try setup.renderHeadless(size: Self.portrait)
    assertPixelSnapshot(of: darkImage, named: "search-dark")
    // The material beside the first row's name (x 250–370, y 500–540: no text, no icon, no
    // field): dark in dark mode (every pixel's luminance under 0.03, white text at least 12:1 on
    // the brightest), light in light mode (over 0.6).
    func luminances(_ image: PixelBuffer) -> [Double] {
      var out: [Double] = []
      for y in 500..<540 {
        for x in 250..<370 {
          let p = image[x, y]
          out.append(ContentColors.luminance(Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)))
        }
      }
      return out
    }
    let dark = luminances(darkImage), light = luminances(lightImage)
    let brightest = dark.max() ?? 1
    #expect(brightest < 0.03, "brightest dark material pixel \(brightest)")
    #expect((1.05) / (brightest + 0.05) >= 12)
    #expect((light.min() ?? 0) > 0.6, "darkest light material pixel \(light.min() ?? 0)")
    // The first row's name (x 60–200, y 498–516): white text in dark mode, dark text in light.
    func extremes(_ image: PixelBuffer) -> (brightest: Int, darkest: Int) {
      var b = 0, d = 765
      for y in 498..<516 {
        for x in 60..<200 {
          let p = image[x, y], v = Int(p.r) + Int(p.g) + Int(p.b)
          (b, d) = (max(b, v), min(d, v))
        }
      }
      return (b, d)
    }
    let named = extremes(darkImage), lightNamed = extremes(lightImage)
    #expect(named.brightest >= 720 && named.darkest < 120, "dark: \(named)")
    #expect(lightNamed.darkest <= 120 && lightNamed.brightest > 600, "light: \(lightNamed)")
  }
}
