import FloatingPanel
import PanelRendering
import SDLKit
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI

extension PlaygroundSuite {
  /// The chrome sprite cache holds what a frame draws: with the tuning cards, the plot and its
  /// timeline strip shown, the second frame of the same scene bakes no sprite (one screenful of
  /// budget was less than that frame's sprites, so every frame baked them all again).
  @Suite struct TuningFrameBakesNothingTests {
    @Test("1280×800 and 390×844 with the cards, at 1× and 2×: the second and third frames bake nothing", arguments: [
      (1280.0, 800.0, 1.0), (390, 844, 1), (1280, 800, 2),
    ])
    func secondFrameBakesNothing(_ size: (Double, Double, Double)) throws {
      let setup = SceneSetup(modal: true, tuning: true, scale: size.2)
      let points = Size(width: size.0, height: size.1)
      let scene = try setup.makeScene(size: points)
      let pixels = PanelImage.pixelSize(points, scale: size.2)
      let driver = try FrameDriver(renderer: try Renderer.headless(width: pixels.width, height: pixels.height))
      let session = try TuningSession(scene: scene)
      setup.flick(scene, session: session)
      try driver.draw(scene, tuning: session, hud: HUDInfo())
      let cache = driver.drawing.panels.chromeCache
      let baked = cache.bakeCount
      #expect(baked > 10)  // panels, cards, sliders, switches, the strip
      try driver.draw(scene, tuning: session, hud: HUDInfo())
      try driver.draw(scene, tuning: session, hud: HUDInfo())
      #expect(cache.bakeCount == baked, "\(cache.bakeCount - baked) sprites baked again; \(cache.byteCount) of \(cache.byteBudget) bytes held")
    }
  }
}
