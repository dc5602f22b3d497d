import ConfigFormat
import FloatingPanel
import Foundation
import SwiftSource
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

/// The window's live tuning without SDL: sliders and keys change the focused panel's behaviour
/// for the next motion, presets, the watched config file (good and bad), save, export, and the
/// card's pointer handling.
@Suite("TuningSession: live tuning of the scene's panels")
struct TuningSessionTests {
  static let portrait = Size(width: 390, height: 844)

  /// A session on a fresh portrait scene, reporting into `log`, its notices shown in `status`
  /// (as the frame driver keeps it).
  final class Harness {
    let scene: PlaygroundScene
    let session: TuningSession
    /// The config file's watch: the test says when the file changed (no inotify, no waiting).
    let files = ManualFileWatcher()
    var log: [(text: String, isProblem: Bool)] = []
    var status = StatusLine()

    init(configPath: String? = nil, presets: [Preset] = [], size: Size = TuningSessionTests.portrait) throws {
      scene = try PlaygroundScene(size: size)
      session = try TuningSession(scene: scene, configPath: configPath, presets: presets, watchFile: files.factory)
      session.report = { [unowned self] text, problem in self.log.append((text, problem)) }
      scene.onNotice = { [unowned self] in self.status.show($0) }
    }

    /// Where the cards are (the layout step without a HUD); nil while hidden.
    var cards: TuningOverlayLayout? { session.isShown ? TuningOverlayLayout(session: session, avoiding: nil) : nil }

    /// Steps scene, status line and session `n` frames (the frame driver's order).
    func frames(_ n: Int) {
      for _ in 0..<n {
        scene.step()
        status.tick()
        session.update(PlaygroundScene.frameInterval)
      }
    }

    /// Says the config file changed (the test just wrote it), steps one frame, returns `done()`.
    func afterFileChange(_ done: () -> Bool) -> Bool {
      files.touch()
      frames(1)
      return done()
    }
  }

  /// A temporary directory holding `tuning.json` with `text`; remove it with `TuningFixtures.cleanup`.
  static func configFile(_ label: String, _ text: String = TuningSessionTests.config) throws -> (dir: String, path: String) {
    let dir = try TuningFixtures.temporaryDirectory(label)
    let path = dir + "/tuning.json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (dir, path)
  }

  static func presets() throws -> [Preset] {
    try Preset.loadAll(directory: TuningFixtures.packageRoot + "/Assets/presets")
  }

  // MARK: - Keys and sliders

  @Test("→ adds 0.01 s to the focused panel's response time, Shift+→ 0.001 s; other panels keep 0.4 s")
  func arrowKeysEditTheFocusedPanel() throws {
    let h = try Harness()
    #expect(h.session.role == .search)
    h.session.handle(key: .right, fine: false)
    #expect(abs(h.scene.search.behavior.springResponseTime - 0.41) < 1e-12)
    h.session.handle(key: .right, fine: true)
    #expect(abs(h.scene.search.behavior.springResponseTime - 0.411) < 1e-12)
    #expect(h.scene.detail.behavior.springResponseTime == 0.4)
    // ↓ then ← lowers the deceleration rate 0.991 → 0.990 (ζ 0.576 → 0.5 at T 0.411 s)
    h.session.handle(key: .down, fine: false)
    h.session.handle(key: .left, fine: false)
    #expect(abs(h.scene.search.behavior.springDecelerationRate - 0.990) < 1e-12)
    #expect(h.session.model.rows[1].valueText == "0.9900")
  }

  @Test("an edit does not change a spring that is running; the next motion uses it")
  func editsApplyToTheNextMotion() throws {
    let h = try Harness()
    let search = h.scene.search
    try search.move(to: .full, animated: true)
    h.frames(3)
    let running = try #require(search.attraction)
    #expect(abs(running.omega - 2 * Double.pi / 0.4) < 1e-12)
    for _ in 0..<10 { h.session.handle(key: .right, fine: false) }  // 0.4 → 0.5 s
    h.frames(1)
    let still = try #require(search.attraction)
    #expect(still.omega == running.omega && still.zeta == running.zeta)
    h.frames(300)
    #expect(search.location == search.resolvedLayout.location(of: .full))
    try search.move(to: .half, animated: true)
    let next = try #require(search.attraction)
    #expect(abs(next.omega - 2 * Double.pi / 0.5) < 1e-9)
  }

  @Test("the card follows the focus: opening the detail panel shows and edits its behaviour")
  func cardFollowsFocus() throws {
    let h = try Harness()
    h.scene.openDetail(place: 0)
    h.frames(1)
    #expect(h.session.role == .detail)
    #expect(h.session.title == "Tuning — detail panel")
    h.session.handle(key: .left, fine: false)
    #expect(abs(h.scene.detail.behavior.springResponseTime - 0.39) < 1e-12)
    #expect(h.scene.search.behavior.springResponseTime == 0.4)
  }

  @Test("moving the panels to another edge re-applies the behaviour: rubber band 'low' follows to the left edge")
  func edgeChangeReappliesBehaviour() throws {
    let h = try Harness()
    let row = try #require(h.session.model.rows.firstIndex { $0.field == .rubberBandLow })
    for _ in 0..<row { h.session.handle(key: .down, fine: false) }
    #expect(h.session.model.rows[h.session.model.focus].field == .rubberBandLow)
    h.session.handle(key: .right, fine: false)
    #expect(h.scene.search.behavior.allowsRubberBanding(for: .top))
    #expect(!h.scene.search.behavior.allowsRubberBanding(for: .bottom))
    h.scene.perform(.setEdge(.left))
    h.frames(1)
    #expect(h.scene.search.behavior.allowsRubberBanding(for: .left))
    #expect(!h.scene.search.behavior.allowsRubberBanding(for: .top))
  }

  // MARK: - Presets

  @Test("Alt+n applies preset n to every panel; a missing preset changes nothing")
  func presetsApplyToEveryPanel() throws {
    let presets = try Self.presets()
    let h = try Harness(presets: presets)
    let snappy = try #require(presets.firstIndex { $0.name == "snappy" })
    #expect(h.session.choosePreset(snappy))
    for panel in [h.scene.search, h.scene.detail, h.scene.modal] {
      #expect(panel.behavior.springResponseTime == 0.3)
      #expect(panel.behavior.springDecelerationRate == 0.982355)
    }
    #expect(h.session.presetName == "snappy")
    #expect(h.session.title == "Tuning — search panel · snappy")
    #expect(h.session.model.rows[0].valueText == "0.300 s")
    #expect(!h.session.choosePreset(presets.count))
    #expect(h.status.text == "no preset \(presets.count + 1); there are \(presets.count)")
    #expect(h.scene.search.behavior.springResponseTime == 0.3)
  }

  /// Drift the panel 30 pt up from half, then flick it 25 pt down at about 500 pt/s, releasing 5 pt
  /// above half: FloatingPanel's rule projects the release back onto half; the rushing-forward
  /// preset (the engine's OverlayContainer policy: faster than 400 pt/s, take the nearer of the two
  /// anchors around the 0.1-s projection in the flick direction) moves on to tip.
  @Test("the rushing-forward preset changes where a drift-and-flick lands")
  func rushingForwardPreset() throws {
    func flick(_ h: Harness) -> FloatingPanelState {
      let y0 = h.scene.search.location + 10
      var y = y0, t = 0.0
      h.scene.pointerDown(at: Point(x: 195, y: y), time: t)
      for _ in 0..<6 {
        (y, t) = (y - 5, t + 0.1)
        h.scene.pointerMove(to: Point(x: 195, y: y), time: t)
      }
      for _ in 0..<5 {
        (y, t) = (y + 5, t + 0.01)
        h.scene.pointerMove(to: Point(x: 195, y: y), time: t)
      }
      h.scene.pointerUp(at: Point(x: 195, y: y), time: t)
      h.frames(120)
      return h.scene.search.state
    }
    let presets = try Self.presets()
    let plain = try Harness(presets: presets)
    #expect(flick(plain) == .half)
    let rushing = try Harness(presets: presets)
    #expect(rushing.session.choosePreset(try #require(presets.firstIndex { $0.name == "rushing-forward" })))
    #expect(flick(rushing) == .tip)
    let release = try #require(rushing.scene.lastRelease)
    #expect(release.velocity > 400 && release.velocity < 600)
  }

  // MARK: - Config file

  static let config = """
    {"panels": {
      "search": {"behavior": {"springResponseTime": 0.3}},
      "detail": {"position": "bottom", "initialState": "half", "backdropAlpha": {}, "removalEnabled": true,
                 "anchors": {"half": {"fraction": 0.4, "edge": "bottom"}, "tip": {"inset": 100, "edge": "bottom"}}}
    }}
    """

  @Test("--config: behaviours apply; an entry with anchors replaces that panel's layout and stays on T/L/B/R")
  func configAppliesBehaviourAndLayout() throws {
    let (dir, path) = try Self.configFile("session-config")
    defer { TuningFixtures.cleanup(dir) }
    let h = try Harness(configPath: path)
    #expect(h.scene.search.behavior.springResponseTime == 0.3)
    #expect(h.scene.search.resolvedLayout.location(of: .full) == 18)  // the playground's layout
    #expect(h.scene.detail.resolvedLayout.location(of: .tip) == 744)  // 844 − 100 from the file
    #expect(h.scene.detail.resolvedLayout.location(of: .half) == 506)  // 844 − 0.4 × 844, to the pixel
    #expect(h.scene.detail.isRemovalInteractionEnabled)
    h.scene.perform(.setEdge(.left))
    #expect(h.scene.search.position == .left)
    #expect(h.scene.detail.position == .bottom)
    #expect(h.status.text == "the detail layout comes from the config file; it stays")
  }

  @Test("a bad reload shows file, field and message, keeps the last good values; fixing it applies")
  func badReloadKeepsLastGoodValues() throws {
    let (dir, path) = try Self.configFile("session-reload")
    defer { TuningFixtures.cleanup(dir) }
    let h = try Harness(configPath: path)
    try #"{"panels": {"search": {"behavior": {"springResponseTime": 0}}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(h.afterFileChange { h.session.problem != nil })
    let problem = try #require(h.session.problem)
    #expect(problem.hasPrefix("\(path): panels.search.behavior.springResponseTime: must be"))
    #expect(h.log.last?.isProblem == true)
    #expect(h.log.last?.text.hasSuffix("(keeping the last good values)") == true)
    #expect(h.scene.search.behavior.springResponseTime == 0.3)
    #expect(h.scene.detail.resolvedLayout.location(of: .tip) == 744)

    // a misspelt field is also refused, naming it
    try #"{"panels": {"search": {"behaviour": {}}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(h.afterFileChange { h.session.problem?.contains("panels.search.behaviour") == true })

    try #"{"panels": {"search": {"behavior": {"springResponseTime": 0.5}}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    h.session.handle(key: .right, fine: false)
    #expect(h.session.hasUnsavedChanges)
    #expect(h.afterFileChange { h.session.problem == nil })
    #expect(!h.session.hasUnsavedChanges)  // the file's values replaced the edit
    #expect(h.scene.search.behavior.springResponseTime == 0.5)
    #expect(h.scene.layoutOverrides.isEmpty)  // no anchors any more: the playground's layout is back
    #expect(h.scene.detail.resolvedLayout.location(of: .tip) == 775)
    #expect(h.status.text == "reloaded \(path)")
  }

  @Test("a bad file at start is an error naming the field, before anything changes")
  func badFileAtStart() throws {
    let (dir, path) = try Self.configFile("session-start", #"{"panels": {"search": {"behavior": {"projectMomentum": ["lastQuart"]}}}}"#)
    defer { TuningFixtures.cleanup(dir) }
    let scene = try PlaygroundScene(size: Self.portrait)
    #expect(throws: ConfigError.self) { try TuningSession(scene: scene, configPath: path) }
    do {
      _ = try TuningSession(scene: scene, configPath: path)
    } catch {
      #expect(error.description.hasPrefix("\(path): panels.search.behavior.projectMomentum[0]:"))
    }
  }

  // MARK: - Save and export

  @Test("Ctrl+S writes what the panels use; a new session from the file gets the same behaviours")
  func saveRoundTrips() throws {
    let (dir, path) = try Self.configFile("session-save")
    defer { TuningFixtures.cleanup(dir) }
    let h = try Harness(configPath: path)
    #expect(!h.session.hasUnsavedChanges)
    h.session.handle(key: .right, fine: false)  // search 0.3 → 0.31 s
    #expect(h.session.hasUnsavedChanges)
    #expect(h.session.save())
    #expect(!h.session.hasUnsavedChanges)
    let saved = try ConfigFile.load(path: path)
    #expect(saved.panels == h.session.currentConfig.panels)
    #expect(abs((saved.panels["search"]?.behavior.springResponseTime ?? 0) - 0.31) < 1e-12)
    // what the file had and the edit (issue 33): not the playground's layout or look at this size
    #expect(saved.panels["search"]?.anchors == nil && saved.panels["search"]?.appearance == nil)
    #expect(saved.panels["search"]?.backdropAlpha == ["full": 0.3])
    #expect(saved.panels["modal"] == nil)  // neither in the file nor edited
    #expect(saved.panels["detail"]?.anchors?["tip"]?.anchor.inset == .absolute(100))
    h.files.touch()  // our own save is a change on disk …
    h.frames(20)  // … which the session re-reads and does not report as a reload
    #expect(h.status.text == "saved \(path)")

    let again = try Harness(configPath: path)
    #expect(again.session.behaviors == h.session.behaviors)
    #expect(again.session.removal == h.session.removal)
    #expect(again.scene.detail.resolvedLayout.location(of: .tip) == 744)
  }

  @Test("a save that cannot write says why and leaves the session as it was")
  func saveFailureIsReported() throws {
    let (dir, path) = try Self.configFile("session-save-fail")
    let h = try Harness(configPath: path)
    TuningFixtures.cleanup(dir)
    #expect(!h.session.save())
    #expect(h.log.last?.isProblem == true)
    #expect(h.log.last?.text.hasPrefix("playground: save failed: \(path): cannot create a temporary file") == true)
  }

  @Test("E writes the tuned values as Swift next to the config and prints them")
  func exportWritesSwift() throws {
    let (dir, path) = try Self.configFile("session-export")
    defer { TuningFixtures.cleanup(dir) }
    let h = try Harness(configPath: path)
    h.session.handle(key: .right, fine: false)
    let out = try #require(h.session.exportSwift())
    #expect(out == dir + "/tuning.swift")
    let source = try String(contentsOfFile: out, encoding: .utf8)
    #expect(source == (try SwiftExporter.source(for: h.session.currentConfig, origin: "tuning.json")))  // as `export-swift --config tuning.json` names it
    #expect(source.contains("struct TunedSearchBehavior: FloatingPanelBehavior"))
    #expect(source.contains("var springResponseTime: Double { 0.31 }"))
    #expect(h.log.last?.text == source && h.log.last?.isProblem == false)
  }
}
