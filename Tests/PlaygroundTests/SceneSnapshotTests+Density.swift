import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
import RenderTestSupport
import SDLKit
import Testing

/// Golden PNGs of the default scene at device pixels, as `window --scale` and a HiDPI display
/// draw it: 1280×800 at 2× (2560×1600) and the phone at 3× (1170×2532). Text, corners, shadows,
/// the grabber and the map are drawn at the density, not scaled up.
extension PlaygroundSuite.SceneSnapshotTests {
  /// The default scene at 2×: the floating search card over the map.
  @Test func defaultSceneAtTwoX() throws {
    let image = try SceneSetup(scale: 2).renderHeadless(size: Self.wide)
    #expect((image.width, image.height) == (2560, 1600))
    assertPixelSnapshot(of: image, named: "wide-2x")
  }

  /// The default scene on a phone at 3×: the bottom sheet at half.
  @Test func defaultPhoneSceneAtThreeX() throws {
    let image = try SceneSetup(scale: 3).renderHeadless(size: Self.portrait)
    #expect((image.width, image.height) == (1170, 2532))
    assertPixelSnapshot(of: image, named: "portrait-3x")
  }
}
