import ConfigFormat
import FloatingPanel
import Foundation
import PlaygroundAssets
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// The "maps" preset (upstream's Maps example: response 0.3 s, deceleration 0.99 − 0.003, momentum
/// projected at 0.99) with Maps-like resistance past full and tip, and the tuning card's rows that
/// say what a pull past the ends does.
@Suite("The maps preset and the pull-past rows")
struct MapsPresetTests {
  var presetsDirectory: String { TuningFixtures.packageRoot + "/Assets/presets" }

  @Test("the maps preset has the Maps example's spring and projection and rubber-bands both ends")
  func values() throws {
    let maps = try Preset.load(path: presetsDirectory + "/maps.json")
    let b = maps.behavior(for: "search")
    #expect(b.springResponseTime == 0.3)
    #expect(b.springDecelerationRate == 0.987)
    #expect(b.momentumProjectionRate == 0.99)
    #expect(b.projectMomentum == .all(true))
    #expect(b.rubberBandLow && b.rubberBandHigh)
    #expect(b.removalVelocityThreshold == 5.5)
    // The bundled copy (used outside the package) is the same preset.
    let bundled = ReplayTests.executable().deletingLastPathComponent().appendingPathComponent(PlaygroundAssets.bundleName + "/presets/maps.json").path
    #expect(FileManager.default.contentsEqual(atPath: bundled, andPath: presetsDirectory + "/maps.json"))
  }

  /// A 390×844 phone, search panel at full, dragged by its header 100 pt further up and then
  /// 100 pt below tip, with `preset`.
  private func pullPastEnds(_ preset: String) throws -> (full: Double, pastFull: Double, tip: Double, pastTip: Double) {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844), scale: 1)
    #expect(PanelTuner(scene: scene).apply(try Preset.load(path: presetsDirectory + "/\(preset).json")) == nil)
    let panel = scene.search
    try panel.move(to: .full, animated: false)
    let full = panel.location
    let tip = try #require(panel.resolvedLayout.location(of: .tip))
    scene.pointerDown(at: Point(x: 195, y: full + 8), time: 0)  // the grabber
    scene.pointerMove(to: Point(x: 195, y: full - 92), time: 0.1)
    let pastFull = panel.location
    scene.pointerMove(to: Point(x: 195, y: tip + 108), time: 0.2)
    let pastTip = panel.location
    scene.pointerUp(at: Point(x: 195, y: tip + 108), time: 0.3)
    return (full, pastFull, tip, pastTip)
  }

  @Test("a pull 100 pt past full: 1:1 with the default preset, 51.64 pt with maps (R(100) at L = 844)")
  func pullPastFull() throws {
    let d = try pullPastEnds("default")
    #expect(d.pastFull == d.full - 100)
    #expect(d.pastTip == d.tip + 100)
    let m = try pullPastEnds("maps")
    #expect(m.full == d.full && m.tip == d.tip)
    // (1 − 1/(0.55·100/844 + 1))·844 = 51.635150…
    #expect(abs(m.pastFull - (m.full - 51.63515016685207)) < 1e-9)
    #expect(abs(m.pastTip - (m.tip + 51.63515016685207)) < 1e-9)
  }

  @Test("the rows say which end they are and what a pull there does, for every position")
  func rows() throws {
    var c = BehaviorConfig()
    func shown(_ position: FloatingPanelPosition) -> [(String, String, String?)] {
      TuningModel(config: c, position: position).rows
        .filter { $0.field == .rubberBandLow || $0.field == .rubberBandHigh }
        .map { ($0.slider.label, $0.valueText, $0.readout) }
    }
    let bottom = shown(.bottom)
    #expect(bottom.map(\.0) == ["Pull past full", "Pull past tip"])
    #expect(bottom.map(\.1) == ["1:1", "1:1"])
    #expect(bottom.map(\.2) == ["FloatingPanel default", "FloatingPanel default"])
    #expect(shown(.right).map(\.0) == ["Pull past full", "Pull past tip"])
    #expect(shown(.top).map(\.0) == ["Pull past tip", "Pull past full"])
    #expect(shown(.left).map(\.0) == ["Pull past tip", "Pull past full"])
    c.rubberBandLow = true
    #expect(shown(.bottom).map(\.1) == ["resists", "1:1"])
    #expect(shown(.bottom).map(\.2) == ["rubber band, like Maps", "FloatingPanel default"])
    #expect(shown(.top).map(\.1) == ["resists", "1:1"])  // the top panel's low end is its tip
  }

  @Test("the card follows the panel to another edge: after T the first row is past tip")
  func rowsFollowTheEdge() throws {
    let scene = try PlaygroundScene(size: Size(width: 1280, height: 800), scale: 1)
    let session = try TuningSession(scene: scene)
    #expect(session.card.model.rows.first { $0.field == .rubberBandLow }?.slider.label == "Pull past full")
    scene.perform(.setEdge(.top))
    scene.step(1.0 / 60)
    session.update(1.0 / 60)
    #expect(session.card.model.rows.first { $0.field == .rubberBandLow }?.slider.label == "Pull past tip")
  }
}
