import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite {
  /// Save writes what was loaded and tuned (never what the window derives from its size); load
  /// of the saved file reproduces the pixels and the motion. The window's Ctrl+S path (``TuningSession/save()``) writes the file.
  @Suite struct ConfigRoundTripTests {
    static let portrait = Size(width: 390, height: 844)
    static let landscape = Size(width: 1024, height: 640)

    /// The search panel's motion for one drag-and-flick, frame by frame.
    static func trace(_ scene: PlaygroundScene) -> [String] {
      var out: [String] = []
      let f = scene.search.surfaceFrame
      let x = f.midX, y0 = scene.search.location + 12
      scene.container.pointerDown(at: Point(x: x, y: y0), time: 0)
      for i in 1...5 { scene.container.pointerMove(to: Point(x: x, y: y0 - Double(i) * 30), time: Double(i) * 0.016) }
      scene.container.pointerUp(at: Point(x: x, y: y0 - 150), time: 0.08, velocity: -900)
      for n in 0..<90 {
        scene.step()
        out.append("\(n) \(scene.search.location) \(scene.search.state.rawValue) \(scene.search.phase.rawValue) \(scene.search.backdropAlpha)")
      }
      return out
    }

    @Test("a config with every field: window scene → Ctrl+S → load gives the same file, the same pixels and the same motion")
    func everyFieldRoundTrip() throws {
      let original = try PlaygroundConfig.decode(UserPanelFixtures.everyField)
      let dir = try TuningFixtures.temporaryDirectory("roundtrip")
      defer { TuningFixtures.cleanup(dir) }
      try ConfigFile.save(original, to: dir + "/mine.json")
      for (size, state) in [(Self.portrait, "lastQuart"), (Self.landscape, "full")] {
        // The window: the file applied to the scene, then Ctrl+S into another file.
        let scene = try SceneSetup(config: original).makeScene(size: size)
        let session = try TuningSession(scene: scene, configPath: dir + "/mine.json")
        session.report = { _, _ in }
        #expect(session.save())  // Ctrl+S over the file it was started with
        let saved = try ConfigFile.load(path: dir + "/mine.json")
        #expect(saved.panels == original.panels, "save wrote something other than what the file put on screen")

        for setup in [SceneSetup(state: FloatingPanelState(rawValue: state, order: 0)), SceneSetup(detail: true), SceneSetup(modal: true)] {
          var a = setup, b = setup
          a.config = original
          b.config = saved
          let before = try a.renderHeadless(size: size), after = try b.renderHeadless(size: size)
          #expect(before == after, "pixels differ after save and load at \(size) \(setup)")
        }
        let traceA = Self.trace(try SceneSetup(config: original).makeScene(size: size))
        let traceB = Self.trace(try SceneSetup(config: saved).makeScene(size: size))
        #expect(traceA == traceB)
        #expect(traceA.last?.contains(" idle ") == true)
      }
    }

    @Test("the playground's own panels: Ctrl+S writes the edit, never the window's layout (no anchors, card placement or centred modal); loading it draws the same pixels")
    func builtInLayoutRoundTrip() throws {
      let dir = try TuningFixtures.temporaryDirectory("roundtrip-builtin")
      defer { TuningFixtures.cleanup(dir) }
      for (size, position) in [(Self.portrait, FloatingPanelPosition.bottom), (Self.landscape, .bottom), (Self.landscape, .right)] {
        try #"{"panels": {"search": {"behavior": {}}}}"#.write(toFile: dir + "/tuning.json", atomically: true, encoding: .utf8)
        let scene = try SceneSetup(position: position).makeScene(size: size)
        let session = try TuningSession(scene: scene, configPath: dir + "/tuning.json")
        session.report = { _, _ in }
        session.handle(key: .right, fine: false)  // an edit, so there is something to save
        #expect(session.save())
        let saved = try ConfigFile.load(path: dir + "/tuning.json")
        // Issue 33: what the window derives from its size (the landscape card's 8-pt margin and
        // 375-pt placement, the modal centred at this width) is not the user's and is not saved.
        #expect(saved.panels.keys.sorted() == ["search"])
        let search = try #require(saved.panels["search"])
        #expect(search.anchors == nil && search.margins == .zero && search.placement == .fill)
        #expect(search.backdropAlpha == ["full": 0.3])  // as the file said (FloatingPanel's default)
        for setup in [SceneSetup(position: position), SceneSetup(position: position, modal: true), SceneSetup(position: position, detail: true)] {
          var b = setup
          b.config = saved
          #expect(try setup.renderHeadless(size: size) == (try b.renderHeadless(size: size)), "\(size) \(setup)")
        }
      }
    }
  }
}
