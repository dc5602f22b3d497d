import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite {
  /// Issue 22, item 5: anchor labels and handles sit in the gutter, off the panels' surfaces; a
  /// label with no other place than a panel is faded, and none sits on a grabber unfaded.
  @Suite struct AnchorLabelPlacementTests {
    static func layout(size: Size, state: Int) throws -> (PlaygroundScene, TuningSession, FrameLayout) {
      let (scene, session, layout, _) = try drawn(size: size, state: state)
      return (scene, session, layout)
    }

    /// The scene of `size` with the search panel settled at `state` (a digit key) and the cards shown,
    /// laid out (with the HUD) and drawn.
    static func drawn(size: Size, state: Int) throws -> (PlaygroundScene, TuningSession, FrameLayout, Renderer) {
      let scene = try PlaygroundScene(size: size)
      scene.perform(.moveFocused(toDigit: state))
      scene.settle()
      let session = try TuningSession(scene: scene)
      session.isShown = true
      let renderer = try Renderer.headless(width: Int(size.width), height: Int(size.height))
      let driver = try FrameDriver(renderer: renderer)
      let layout = try FrameLayout(scene: scene, tuning: session, info: nil, showsHUD: true, measuring: driver.drawing.measuring)
      try driver.draw(scene, tuning: session, hud: nil)
      return (scene, session, layout, renderer)
    }

    @Test("1280×800 at half: the half and tip labels and every handle are in the gutter right of the card, not faded")
    func landscapeLabelsInTheGutter() throws {
      let (scene, session, layout) = try Self.layout(size: Size(width: 1280, height: 800), state: 2)
      let surface = scene.search.surfaceFrame
      #expect(surface.maxX == 383)
      for line in session.anchors.lines(for: .search) {
        #expect(line.handle.minX == 391 && !line.isCovered)
      }
      let half = try #require(layout.anchorLabels.first { $0.text.hasPrefix("half") })
      #expect(!half.isFaded && half.frame.minX == 417 && half.frame.midY == 400)
      let tip = try #require(layout.anchorLabels.first { $0.text.hasPrefix("tip") })
      #expect(!tip.isFaded && tip.frame.minX == 417)
    }

    @Test("no label lies on a panel's surface unless faded, and none on a grabber unfaded", arguments: [
      (390.0, 844.0, 1), (390.0, 844.0, 2), (390.0, 844.0, 3), (1280.0, 800.0, 1), (1280.0, 800.0, 3), (1024.0, 640.0, 2),
    ])
    func labelsOffContent(width: Double, height: Double, state: Int) throws {
      let (scene, session, layout) = try Self.layout(size: Size(width: width, height: height), state: state)
      let surfaces = session.anchors.visibleSurfaces
      #expect(!layout.anchorLabels.isEmpty)
      for label in layout.anchorLabels {
        let onSurface = surfaces.contains { $0.intersection(label.frame) != nil }
        #expect(onSurface == label.isFaded, "\(label.text) at \(label.frame)")
        #expect(label.isFaded || scene.search.grabberBand.intersection(label.frame) == nil)
        #expect(layout.hud.map { $0.frame.intersection(label.frame) == nil } ?? true)
      }
    }

    @Test("a phone at tip: the labels over the map, unfaded, the tip label above the grabber (full's short, beside the HUD that moved off its handle)")
    func phoneAtTipSnapshot() throws {
      let (scene, _, layout, renderer) = try Self.drawn(size: Size(width: 390, height: 844), state: 3)
      let grabber = scene.search.grabberBand
      for label in layout.anchorLabels {
        #expect(!label.isFaded)
        #expect(label.frame.maxY <= grabber.minY)
      }
      assertPixelSnapshot(of: try renderer.readPixels(), named: "portrait-tip")
    }
  }
}
