import FloatingPanel
import PanelRendering
import RenderTestSupport
import SDLKit
import Testing

extension RenderingSuite {
  /// Screenshot tests of panel chrome (references in `__Snapshots__/PanelSnapshotTests/`).
  /// Exact pixel match: the software renderer is deterministic on the reference platform.
  @Suite(.serialized)
  struct PanelSnapshotTests {
    @Test(arguments: FloatingPanelPosition.allCases)
    func position(_ position: FloatingPanelPosition) throws {
      let extent = position.isVertical ? 220.0 : 260.0
      var scene = SnapshotScene()
      scene.panels = [
        .init(
          geometry: SnapshotScene.attached(
            position, extent: extent, width: 400, height: 400, appearance: SnapshotScene.rounded16),
          appearance: SnapshotScene.rounded16)
      ]
      assertPixelSnapshot(of: try scene.render(), named: position.rawValue)
    }

    @Test(arguments: [0.0, 8.0, 16.0])
    func cornerRadius(_ radius: Double) throws {
      let look = SurfaceAppearance(cornerRadius: radius)
      var scene = SnapshotScene()
      scene.panels = [
        .init(geometry: SnapshotScene.floating(Rect(x: 40, y: 120, width: 320, height: 200), appearance: look), appearance: look)
      ]
      assertPixelSnapshot(of: try scene.render(), named: "radius\(Int(radius))")
    }

    @Test func defaultShadow() throws {
      var scene = SnapshotScene()
      let look = SnapshotScene.rounded16
      scene.panels = [
        .init(geometry: SnapshotScene.floating(Rect(x: 40, y: 100, width: 320, height: 200), appearance: look), appearance: look)
      ]
      assertPixelSnapshot(of: try scene.render(), named: "default")
    }

    @Test func twoShadows() throws {
      var scene = SnapshotScene()
      let look = SnapshotScene.twoShadows
      scene.panels = [
        .init(geometry: SnapshotScene.floating(Rect(x: 60, y: 80, width: 280, height: 200), appearance: look), appearance: look)
      ]
      assertPixelSnapshot(of: try scene.render(), named: "two")
    }

    @Test(arguments: [false, true])
    func border(_ on: Bool) throws {
      var look = SnapshotScene.rounded16
      look.backgroundColor = Color(hex: 0xF2F2F7)
      look.border = on ? .init(color: Color(hex: 0x8E8E93), width: 1.5) : nil
      var scene = SnapshotScene()
      scene.panels = [
        .init(geometry: SnapshotScene.floating(Rect(x: 40, y: 100, width: 320, height: 200), appearance: look), appearance: look)
      ]
      assertPixelSnapshot(of: try scene.render(), named: on ? "on" : "off")
    }

    /// The grabber of each position at 2× (200 × 200 pt → 400 × 400 px), so its shape is visible.
    @Test(arguments: FloatingPanelPosition.allCases)
    func grabberAtScale2(_ position: FloatingPanelPosition) throws {
      var scene = SnapshotScene()
      scene.scale = 2
      scene.panels = [
        .init(
          geometry: SnapshotScene.attached(
            position, extent: 120, width: 200, height: 200, appearance: SnapshotScene.twoShadows),
          appearance: SnapshotScene.twoShadows)
      ]
      assertPixelSnapshot(of: try scene.render(), named: position.rawValue)
    }

    @Test func backdrop() throws {
      var scene = SnapshotScene()
      scene.backdropAlpha = 0.3
      scene.panels = [
        .init(
          geometry: SnapshotScene.attached(.bottom, extent: 240, width: 400, height: 400, appearance: SnapshotScene.rounded16),
          appearance: SnapshotScene.rounded16)
      ]
      assertPixelSnapshot(of: try scene.render(), named: "alpha0.3")
    }

    @Test func titleText() throws {
      var scene = SnapshotScene()
      scene.panels = [
        .init(
          geometry: SnapshotScene.attached(.bottom, extent: 200, width: 400, height: 400, appearance: SnapshotScene.twoShadows),
          appearance: SnapshotScene.twoShadows, title: "Search for a place")
      ]
      assertPixelSnapshot(of: try scene.render(), named: "title")
    }
  }
}
