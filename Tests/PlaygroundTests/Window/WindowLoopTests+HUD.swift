import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// The compact HUD through the real loop: the cards keep their place when the first figures come,
/// I shows every line and hides them again, and no anchor label sits on the HUD.
extension PlaygroundSuite.WindowLoopTests {
  @Test("the cards do not move when the figures arrive; I switches the HUD to every line and back")
  func compactHUDAndDetail() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let app = w.app
    w.key(.letter("s"))
    try w.frame()
    let firstHUD = try #require(app.driver.layout.hud)
    let firstCard = try #require(app.driver.layout.cards).tuning
    #expect(firstHUD.lines.map(\.text).dropFirst().first == "frame – ms · I: more · H: keys")
    for _ in 0..<40 { try w.frame() }  // frame times come after the warm-up, every 15 frames
    let hud = try #require(app.driver.layout.hud)
    #expect(hud.lines[1].text.hasPrefix("frame ") && !hud.lines[1].text.contains("–"))
    #expect(hud.lines.count == firstHUD.lines.count)
    #expect(hud.reservedFrame.height == firstHUD.reservedFrame.height)
    #expect(try #require(app.driver.layout.cards).tuning == firstCard)
    #expect(hud.lines.map(\.text).last == "tuning search · S: plot")
    w.key(.letter("i"))
    try w.frame()
    let detailed = try #require(app.driver.layout.hud).lines.map(\.text)
    #expect(detailed.first?.hasPrefix("frame p50 ") == true)
    #expect(detailed.contains { $0.hasPrefix("present p50 ") })
    #expect(detailed.contains { $0.hasPrefix("Ctrl+S saves ") })
    #expect(detailed.last == "H or ? for keys")
    w.key(.letter("i"))
    try w.frame()
    #expect(try #require(app.driver.layout.hud).lines.count == firstHUD.lines.count)
  }

  @Test("no anchor label on the HUD: on a phone at full and at 1280×800", arguments: [(390, 844), (1280, 800)])
  func labelsClearOfTheHUD(size: (Int, Int)) throws {
    let w = try LoopHarness(size: SceneSize(width: size.0, height: size.1))
    let app = w.app
    w.key(.letter("s"))
    w.key(.digit(1))
    try w.settle()
    let hud = try #require(app.driver.layout.hud).frame
    let labels = app.driver.layout.anchorLabels
    #expect(!labels.isEmpty)
    for label in labels { #expect(label.frame.intersection(hud) == nil, "\(label.text) on the HUD") }
  }
}

extension PlaygroundSuite.WindowLoopTests {
  @Test("[ then the card on the moving spring: the window's compact HUD says whole that F and G use the release spring, and no card moves")
  func comparisonWarningInTheWindow() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    let app = w.app
    for key in [Key.letter("s"), .leftBracket] + Array(repeating: Key.down, count: 6) {
      w.key(key)
      try w.frame()
    }
    let before = try #require(app.driver.layout.cards).cardFrames
    for _ in 0..<3 {
      w.key(.right)
      try w.frame()
    }
    #expect(app.tuning.model.spring == .moving)
    let hud = try #require(app.driver.layout.hud)
    let warning = hud.lines.filter { $0.tone == .problem }.map(\.text)
    #expect(warning == ["A/B: F and G use the release spring, not the moving one"])
    // In the figures' place, after the tuning line: the cards stay where they were.
    #expect(hud.lines[1].text.hasPrefix("tuning search") && hud.lines[2].tone == .problem)
    #expect(try #require(app.driver.layout.cards).cardFrames == before)
    w.key(.left)  // back to "hide": still another spring
    w.key(.left)
    w.key(.left)  // the release spring: no warning
    try w.frame()
    #expect(try #require(app.driver.layout.hud).lines.allSatisfy { $0.tone != .problem })
  }
}
