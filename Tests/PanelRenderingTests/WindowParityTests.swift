import Foundation
import PanelRendering
import RenderTestSupport
import SDLKit
import Testing

extension RenderingSuite {
  /// Panel chrome drawn into a window (SDL's software renderer) equals the same chrome drawn
  /// headless.
  @Suite(.serialized)
  struct WindowParityTests {
    /// A window's software renderer gives the same bytes as the headless renderer (SDL's dummy
    /// video driver stands in for a display; under Xvfb the x11 driver behaves the same).
    @Test func windowPixelsEqualHeadlessPixels() throws {
      try DisplayTestLock.run {
        setenv("SDL_VIDEODRIVER", ProcessInfo.processInfo.environment["SDLKIT_TEST_VIDEODRIVER"] ?? "dummy", 1)
        var scene = SnapshotScene()
        scene.panels = [
          .init(
            geometry: SnapshotScene.attached(.bottom, extent: 220, width: 400, height: 400, appearance: SnapshotScene.twoShadows),
            appearance: SnapshotScene.twoShadows, title: "Search for a place")
        ]
        scene.backdropAlpha = 0.3
        let headless = try scene.render()
        let window = try Window(title: "parity", width: 400, height: 400, resizable: false, highDensity: false)
        let renderer = try window.renderer()
        #expect(!renderer.isHeadless)
        #expect(window.pixelScale == 1)
        try scene.draw(on: renderer)
        let windowed = try renderer.readPixels()
        renderer.present()
        let comparison = PixelComparison(reference: headless, actual: windowed, tolerance: .exact)
        #expect(comparison.differingPixels == 0, "\(comparison.summary(tolerance: .exact)) via \(window.videoDriver)")
        window.events.postQuit()
        #expect(window.events.pollAll().contains { if case .quit = $0 { return true } else { return false } })
      }
    }
  }
}
