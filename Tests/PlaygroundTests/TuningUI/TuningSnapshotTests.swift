import ConfigFormat
import FloatingPanel
import PanelRendering
import RenderTestSupport
import SDLKit
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

extension PlaygroundSuite {
  /// Golden PNGs of the tuning panel and the motion plot, rendered headless by the software
  /// renderer and compared exactly (same strategy as ``SceneSnapshotTests``). Record with
  /// `SNAPSHOT_TESTING_RECORD=missing swift test --filter TuningSnapshot`.
  @Suite(.serialized) struct TuningSnapshotTests {
    static let background = RGBA(hex: 0xE5E9F0)

    /// Renders `draw` on a `width × height` headless surface cleared to a light grey.
    func render(width: Int, height: Int, _ draw: (Renderer) throws -> Void) throws -> PixelBuffer {
      let renderer = try Renderer.headless(width: width, height: height)
      renderer.clear(Self.background)
      try draw(renderer)
      return try renderer.readPixels()
    }

    /// The default config with the deceleration-rate row focused and rubber banding low on.
    @Test func tuningPanel() throws {
      var config = BehaviorConfig()
      config.rubberBandLow = true
      var model = TuningModel(config: config)
      model.handle(key: .down)
      // The card's size in the window: 400 pt wide, title and footer (70) and 36 pt per row.
      let height = 70 + 36 * Double(model.rows.count)
      let image = try render(width: 432, height: Int(height) + 32) { r in
        try TuningPanelRenderer(renderer: r).draw(model, in: Rect(x: 16, y: 16, width: 400, height: height))
      }
      assertPixelSnapshot(of: image, named: "default")
    }

    /// The plot after a scripted flick up (−1500 pt/s) from half to full, sampled at 60 fps.
    @Test func motionPlotAfterRelease() throws {
      let (_, recorder) = try TuningFixtures.flickUp(frames: 90)
      let trace = try #require(recorder.last)
      #expect(trace.target == "full")
      let image = try render(width: 432, height: 312) { r in
        try MotionPlotRenderer(renderer: r).draw(trace, in: Rect(x: 16, y: 16, width: 400, height: 280))
      }
      assertPixelSnapshot(of: image, named: "flick-up")
    }

    /// Before any release the plot says so.
    @Test func motionPlotEmpty() throws {
      let image = try render(width: 432, height: 312) { r in
        try MotionPlotRenderer(renderer: r).draw(nil, in: Rect(x: 16, y: 16, width: 400, height: 280))
      }
      assertPixelSnapshot(of: image, named: "empty")
    }

    /// Hit testing uses the drawing's layout: a point on a row's track maps to that row and the
    /// fraction under it.
    @Test func hitTestMatchesLayout() throws {
      let frame = Rect(x: 16, y: 16, width: 360, height: 460)
      let layout = TuningCardLayout(frame: frame, rowCount: 12)
      let track = layout.track(3)
      let hit = try #require(
        TuningCardLayout.hitTest(Point(x: track.minX + track.width * 0.25, y: track.midY), in: frame, rowCount: 12))
      #expect(hit.row == 3)
      #expect(abs(hit.fraction - 0.25) < 1e-9)
      #expect(hit.isOnTrack)
      #expect(TuningCardLayout.hitTest(Point(x: 30, y: 30), in: frame, rowCount: 12) == nil)  // title
      #expect(TuningCardLayout.hitTest(Point(x: 5, y: track.midY), in: frame, rowCount: 12) == nil)  // outside
      let label = try #require(TuningCardLayout.hitTest(Point(x: frame.minX + 20, y: track.midY), in: frame, rowCount: 12))
      #expect(label.row == 3 && !label.isOnTrack && label.fraction == 0)
    }
  }
}
