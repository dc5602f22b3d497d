import FloatingPanel
import PlaygroundCore
import PlaygroundTuning
@testable import PanelRendering
@testable import PlaygroundUI
import SDLKit
import Testing

/// The map painted on another thread while the window opens is the map the renderer paints.
@Suite struct MapPrepaintTests {
  @Test func thePrepaintedMapIsTheMapAndOnlyForItsSize() throws {
    let size = Size(width: 400, height: 300)
    let early = MapPrepaint(size: size, scale: 1)
    #expect(early.take(for: PixelSize(width: 401, height: 300)) == nil)  // another size: not used
    let image = try #require(early.take(for: PixelSize(width: 400, height: 300)))
    let renderer = try Renderer.headless(width: 400, height: 300)
    let fonts = try TextRenderer(renderer: renderer)
    #expect(image == (try MapBackground.image(size: size, scale: 1, fonts: fonts)))
    #expect(early.take(for: early.pixels) == nil)  // handed over: a second take gives nothing and does not block
  }

  @Test func aSceneDrawnWithThePrepaintedMapIsTheSameFrame() throws {
    let size = Size(width: 390, height: 844)
    let scene = try PlaygroundScene(size: size)
    func frame(prepainted: Bool) throws -> PixelBuffer {
      let renderer = try Renderer.headless(width: 390, height: 844)
      let drawing = try SceneRenderer(renderer: renderer)
      if prepainted { drawing.prepaintedMap = MapPrepaint(size: size, scale: 1) }
      try drawing.render(scene)
      return try renderer.readPixels()
    }
    #expect(try frame(prepainted: true) == frame(prepainted: false))
  }
}
