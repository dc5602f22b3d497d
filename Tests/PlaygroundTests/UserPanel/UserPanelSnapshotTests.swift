import ConfigFormat
import FloatingPanel
import FloatingPanelSnapshotTesting
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
import RenderTestSupport
import SDLKit
import SnapshotTesting
import Testing

extension PlaygroundSuite {
  /// Reference pictures of a user's own panel: a custom look (two shadows, a border, a custom
  /// grabber) at every position through the `panelImage` strategy users get, one case at each
  /// scale, a frame mid-gesture and a filmstrip. Record with
  /// `SNAPSHOT_TESTING_RECORD=missing swift test --filter UserPanelSnapshotTests`.
  @Suite struct UserPanelSnapshotTests {
    static let size = Size(width: 390, height: 600)

    /// The look of `Assets/snapshots/my-panels.json`'s search panel.
    static func look() throws -> PanelAppearance {
      let config = try ConfigFile.load(path: TuningFixtures.packageRoot + "/Assets/snapshots/my-panels.json")
      return try #require(config.panels["search"]?.appearance)
    }

    /// A panel with that look at `position`, half way out (a 250-pt band), 12 pt margins.
    static func panel(_ position: FloatingPanelPosition, scale: Double = 1) throws -> FloatingPanelController {
      let edge: FloatingPanelReferenceEdge
      switch position {
      case .bottom: edge = .bottom
      case .top: edge = .top
      case .left: edge = .left
      case .right: edge = .right
      }
      let layout = FloatingPanelLayoutSettings(
        position: position, initialState: .half,
        anchors: [.half: FloatingPanelLayoutAnchor(absoluteInset: 250, edge: edge, referenceGuide: .superview)],
        backdropAlphas: [.half: 0.2])
      let panel = try FloatingPanelController(layout: layout, environment: LayoutEnvironment(containerSize: size, scale: scale))
      panel.surfaceAppearance = try look().surface
      panel.containerMargins = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
      return panel
    }

    @Test("a custom look at every position, through assertSnapshot(of:as: .panelImage(size:scale:))",
          arguments: [FloatingPanelPosition.top, .left, .bottom, .right])
    func customLook(position: FloatingPanelPosition) throws {
      let panel = try Self.panel(position)
      let backdrop = try Self.look().backdropColor
      assertSnapshot(of: panel, as: .panelImage(size: Self.size, scale: 1, backdropColor: backdrop), named: position.rawValue)
    }

    @Test("the same panel at 1×, 2× and 3×: pixel size and anchors follow the scale", arguments: [1, 2, 3])
    func scales(scale: Int) throws {
      let panel = try Self.panel(.bottom, scale: Double(scale))
      let image = try Snapshotting<FloatingPanelController, PixelBuffer>.render(
        panel, size: Size(width: 220, height: 320), scale: Double(scale), background: .plain(PanelImage.plainColor), backdropColor: .black)
      #expect(image.width == 220 * scale && image.height == 320 * scale)
      assertPixelSnapshot(of: image, named: "\(scale)x")
    }

    @Test("the scene with my-panels.json at 1×, 2×, 3× (screenshot --config --scale)", arguments: [1, 2, 3])
    func sceneScales(scale: Int) throws {
      let config = try ConfigFile.load(path: TuningFixtures.packageRoot + "/Assets/snapshots/my-panels.json")
      let setup = SceneSetup(state: .tip, scale: Double(scale), config: config)
      let image = try setup.renderHeadless(size: Size(width: 300, height: 320), background: .plain(PanelImage.plainColor))
      #expect(image.width == 300 * scale)
      assertPixelSnapshot(of: image, named: "\(scale)x")
    }

    @Test("a frame mid-gesture: flick-card.json at 0.3 s, the card rising with the backdrop fading in")
    func midGesture() throws {
      let script = try ReplayScript.load(path: TuningFixtures.packageRoot + "/Assets/snapshots/flick-card.json")
      let frames = try GestureFrames(script: script, scale: 1).render(at: [0.3], background: .plain)
      let frame = try #require(frames.first)
      #expect(abs(frame.time - 0.3) < 1e-9)
      // the replay's location at that frame is where the card's top edge is drawn (12-pt margins, corners aside)
      let trace = try ReplayRunner(script: GestureFrames(script: script, scale: 1).script).run().frames
      let y = Int(trace[18].location.rounded())
      #expect(frame.image[195, y + 2] != frame.image[195, y - 3])
      assertPixelSnapshot(of: frame.image, named: "flick-0.3s")
    }

    @Test("a filmstrip: four frames of the flick side by side with their times")
    func filmstrip() throws {
      let script = try ReplayScript.load(path: TuningFixtures.packageRoot + "/Assets/snapshots/flick-card.json")
      let frames = try GestureFrames(script: script, scale: 1).render(at: Filmstrip.times(count: 4, from: 0.1, to: 0.55), background: .plain)
      #expect(frames.map(\.time) == [0.1, 0.25, 0.4, 0.55].map { (($0 * 60).rounded()) / 60 })
      let strip = try Filmstrip.compose(frames)
      #expect(strip.width == Filmstrip.gap + 4 * (390 + Filmstrip.gap))
      #expect(frames[0].image != frames[1].image && frames[1].image != frames[2].image)  // the card moves
      assertPixelSnapshot(of: strip, named: "flick")
    }
  }
}
