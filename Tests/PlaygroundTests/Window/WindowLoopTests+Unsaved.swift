import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundWindow
import PlaygroundTestSupport
import Testing

/// Issue 33, item 2, through the real loop (``LoopHarness``): only a user's edit marks the
/// document unsaved; a resize, the size-class variant it makes live and a reload of the file do
/// not, and Q then quits without asking.
extension PlaygroundSuite.WindowLoopTests {
  static let variantConfig = #"""
    {"panels": {
      "search": {"behavior": {"springResponseTime": 0.3}},
      "detail": {"position": "bottom", "initialState": "half", "backdropAlpha": {},
                 "anchors": {"half": {"fraction": 0.4, "edge": "bottom"}, "tip": {"inset": 100, "edge": "bottom"}},
                 "variants": [{"when": {"horizontalSizeClass": "regular"},
                               "layout": {"position": "bottom", "initialState": "half", "backdropAlpha": {},
                                          "anchors": {"half": {"fraction": 0.5, "edge": "bottom"}}}}]}}}
    """#

  @Test("a resize to 1000×700 (a variant switch) and a reload leave the document saved: Q quits at once; an edit marks it")
  func unsavedMeansEdited() throws {
    let dir = try TuningFixtures.temporaryDirectory("window-unsaved")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/tuning.json"
    try Self.variantConfig.write(toFile: path, atomically: true, encoding: .utf8)
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844), configPath: path)
    let app = w.app
    app.tuning.report = { _, _ in }
    try w.frame()
    #expect(!app.tuning.hasUnsavedChanges)
    #expect(app.tuning.tuner.liveVariants["detail"] == .some(nil))
    w.target.setSize(width: 1000, height: 700)
    try w.frame()
    try w.frame()
    #expect(app.scene.size == Size(width: 1000, height: 700))
    #expect(app.tuning.tuner.liveVariants["detail"] == .some(0))  // the regular variant is live
    #expect(!app.tuning.hasUnsavedChanges)
    // a reload of the file (an editor changed a value): its values, still nothing unsaved
    try Self.variantConfig.replacingOccurrences(of: "0.3}", with: "0.35}").write(toFile: path, atomically: true, encoding: .utf8)
    #expect(app.tuning.pollConfig())
    #expect(app.scene.search.behavior.springResponseTime == 0.35)
    #expect(!app.tuning.hasUnsavedChanges)
    // an edit marks it: the cards, → on the response row
    w.key(.letter("s"))
    try w.frame()
    w.key(.right)
    try w.frame()
    #expect(app.tuning.hasUnsavedChanges)
    w.key(.letter("s"), .control)  // saved: nothing left to lose
    try w.frame()
    #expect(!app.tuning.hasUnsavedChanges)
    w.target.setSize(width: 390, height: 844)  // back to the phone: the default variant again
    try w.frame()
    try w.frame()
    #expect(app.tuning.tuner.liveVariants["detail"] == .some(nil))
    #expect(!app.tuning.hasUnsavedChanges)
    w.key(.letter("q"))
    try w.frame()
    #expect(app.quitRequested && !app.isAskingToQuit)
  }
}
