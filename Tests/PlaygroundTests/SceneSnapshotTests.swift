import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite {
  /// Golden PNGs of the whole scene (map, panels, content), rendered headless by the software
  /// renderer after the panels settle, compared exactly. Record with
  /// `SNAPSHOT_TESTING_RECORD=missing swift test --filter PlaygroundTests`.
  @Suite struct SceneSnapshotTests {
    static let portrait = Size(width: 390, height: 844)
    static let landscape = Size(width: 1024, height: 640)

    /// Top and bottom panels in a portrait window: the classic sheet and its mirror.
    @Test(arguments: [FloatingPanelPosition.bottom, .top], [FloatingPanelState.full, .half, .tip])
    func portraitSearchPanel(position: FloatingPanelPosition, state: FloatingPanelState) throws {
      let image = try SceneSetup(position: position, state: state).renderHeadless(size: Self.portrait)
      assertPixelSnapshot(of: image, named: "\(position.rawValue)-\(state.rawValue)")
    }

    /// Left and right sidebars (375 pt at full) in a landscape window.
    @Test(arguments: [FloatingPanelPosition.left, .right], [FloatingPanelState.full, .half, .tip])
    func sideSearchPanel(position: FloatingPanelPosition, state: FloatingPanelState) throws {
      let image = try SceneSetup(position: position, state: state).renderHeadless(size: Self.landscape)
      assertPixelSnapshot(of: image, named: "\(position.rawValue)-\(state.rawValue)")
    }

    /// The clearly-landscape layout: the bottom panel floats at the left like Maps.
    @Test(arguments: [FloatingPanelState.full, .half, .tip])
    func landscapeFloatingPanel(state: FloatingPanelState) throws {
      let image = try SceneSetup(position: .bottom, state: state).renderHeadless(size: Self.landscape)
      assertPixelSnapshot(of: image, named: "landscape-\(state.rawValue)")
    }

    @Test func detailPanelOpen() throws {
      assertPixelSnapshot(of: try SceneSetup(detail: true).renderHeadless(size: Self.portrait), named: "portrait")
      assertPixelSnapshot(of: try SceneSetup(detail: true).renderHeadless(size: Self.landscape), named: "landscape")
    }

    @Test func modalWithBackdrop() throws {
      assertPixelSnapshot(of: try SceneSetup(modal: true).renderHeadless(size: Self.landscape), named: "landscape")
    }

    /// The tuning and motion-plot cards after the scripted flick of ``SceneSetup/flick(_:session:)``.
    @Test func tuningCards() throws {
      assertPixelSnapshot(of: try SceneSetup(tuning: true).renderHeadless(size: Self.landscape), named: "landscape")
    }

    /// A bad config's error in the HUD: red, wrapped to the window, under the tuning line.
    @Test func hudShowsAConfigProblem() throws {
      let scene = try SceneSetup().makeScene(size: Self.portrait)
      let renderer = try Renderer.headless(width: Int(Self.portrait.width), height: Int(Self.portrait.height))
      let drawing = try SceneRenderer(renderer: renderer)
      let hud = HUDInfo(
        frameP50: 1.25, frameP99: 3.5, notes: ["tuning search · unsaved · Ctrl+S saves tuning.json · E export"],
        problem: "tuning.json: panels.search.behavior.springResponseTime: must be a number of seconds in (0, 10], e.g. 0.4")
      try drawing.render(scene, hud: hud)
      let frame = try #require(drawing.hudFrame)
      #expect(frame.maxX <= Self.portrait.width - 12 && frame.minX >= 12)
      assertPixelSnapshot(of: try renderer.readPixels(), named: "portrait")
    }

    @Test func helpOverlay() throws {
      assertPixelSnapshot(of: try SceneSetup(help: true).renderHeadless(size: Self.landscape), named: "landscape")
    }

    /// The settled frame is what the engine says: the surface's moving edge is on the anchor.
    @Test func settledSceneSitsOnItsAnchor() throws {
      let scene = try SceneSetup(position: .bottom, state: .full).makeScene(size: Self.portrait)
      #expect(scene.search.state == .full)
      #expect(scene.search.location == scene.search.resolvedLayout.location(of: .full))
      #expect(scene.search.surfaceFrame.minY == 18)
    }
  }
}
