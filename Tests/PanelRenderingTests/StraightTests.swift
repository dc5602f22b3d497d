@testable import PanelRendering
import SDLKit
import Testing

extension RenderingSuite {
  /// The one straight-alpha "over" of PanelRendering (sprite bakes and RasterCanvas).
  @Suite struct StraightTests {
    @Test func overMixesByAlpha() {
      let black = Straight(r: 0, g: 0, b: 0, a: 1)
      let halfWhite = Straight(r: 255, g: 255, b: 255, a: 0.5)
      let mixed = black.under(halfWhite)
      #expect(mixed.r == 127.5 && mixed.a == 1)
      // Over a transparent target the top colour is kept, with its own alpha.
      let kept = Straight.clear.under(Straight(r: 0.2, g: 0.4, b: 0.6, a: 0.25))
      #expect(kept.r == 0.2 && kept.g == 0.4 && kept.b == 0.6 && kept.a == 0.25)
      // Two half-transparent layers: alpha 0.75, colour weighted 2:1 toward the top.
      let two = Straight(r: 0, g: 0, b: 0, a: 0.5).under(Straight(r: 0.9, g: 0.9, b: 0.9, a: 0.5))
      #expect(two.a == 0.75 && abs(two.r - 0.6) < 1e-12)
      #expect(two.quantized == RGBA(r: 153, g: 153, b: 153, a: 191))
    }

    @Test func canvasBlendsWithIt() {
      var canvas = RasterCanvas(width: 4, height: 4, background: .black)
      canvas.roundedRect(x: 0, y: 0, width: 4, height: 4, radius: 0, color: RGBA(r: 255, g: 255, b: 255, a: 128))
      #expect(canvas.image[1, 1] == RGBA(r: 128, g: 128, b: 128))  // 255 × 128/255 over black
    }
  }
}
