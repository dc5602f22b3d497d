import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import RenderTestSupport
import SDLKit
import Testing

/// Issue 22, item 2, through the real loop (``LoopHarness``): an anchor edit is unsaved, and Q
/// then opens a centred question over a dimmed window that takes the keys until it is answered.
extension PlaygroundSuite.WindowLoopTests {
  @Test("the half anchor dragged to 460 pt is unsaved; Q draws the question and does not quit; other keys do nothing; Q again quits")
  func quitPromptAfterAnAnchorEdit() throws {
    let w = try Self.tuningAtFull()
    let app = w.app
    let half = try #require(app.tuning.anchors.lines(for: .search).first { $0.state == .half })
    try Self.drag(w, x: half.handle.midX, from: half.handle.midY, to: 460)
    #expect(app.tuning.hasUnsavedChanges)
    w.key(.letter("q"))
    try w.frame()
    #expect(!app.quitRequested)
    #expect(app.isAskingToQuit)
    #expect(app.driver.quitPromptFile == "playground-tuning.json")
    #expect(app.driver.status.text == QuitConfirmation.question)
    assertPixelSnapshot(of: try w.target.readPixels(), named: "quit-prompt")
    // the question is modal: a state key, S's card toggle and a press on the panel do nothing
    w.key(.digit(3))
    w.mouse(.down, x: 195, y: 20)
    try w.frame()
    w.mouse(.up, x: 195, y: 20)
    try w.frame()
    try w.settle()
    #expect(app.scene.search.state == .full && app.tuning.isShown)
    #expect(app.isAskingToQuit && !app.quitRequested)
    for _ in 0..<(QuitConfirmation.window + 5) { try w.frame() }  // it stays open: no 4-s timeout on a question
    #expect(app.isAskingToQuit)
    w.key(.letter("q"))
    try w.frame()
    #expect(app.quitRequested)
  }

  @Test("in the question, Esc keeps editing (Q asks again); S saves the anchor to the config file and quits")
  func quitPromptCancelAndSave() throws {
    let dir = try TuningFixtures.temporaryDirectory("window-quit-prompt")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/tuning.json"
    try #"{"panels": {"search": {"behavior": {"springResponseTime": 0.3}}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800), configPath: path)
    let app = w.app
    app.tuning.report = { _, _ in }
    try w.frame()
    w.key(.letter("s"))
    try w.frame()
    let half = try #require(app.tuning.anchors.lines(for: .search).first { $0.state == .half })
    try Self.drag(w, x: half.handle.midX, from: half.handle.midY, to: 460)
    w.key(.letter("q"))
    try w.frame()
    #expect(app.isAskingToQuit && app.driver.quitPromptFile == "tuning.json")
    w.key(.escape)
    try w.frame()
    #expect(!app.isAskingToQuit && !app.quitRequested && app.driver.quitPromptFile == nil)
    #expect(app.tuning.isShown)  // Esc answered the question, it did not reach the scene
    w.key(.letter("q"))
    try w.frame()
    #expect(app.isAskingToQuit && !app.quitRequested)
    w.key(.letter("s"))
    try w.frame()
    #expect(app.quitRequested)
    #expect(!app.tuning.hasUnsavedChanges)
    let saved = try ConfigFile.load(path: path)
    #expect(saved.panels["search"]?.anchors?["half"]?.anchor.inset == .absolute(800 - 460))
  }
}
