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

/// P and Shift+P through the real loop with a fixed wall clock: readable local-time names that
/// never overwrite, "as seen" (HUD and cards) versus "scene only".
extension PlaygroundSuite.WindowLoopTests {
  /// 2026-11-24 21:45:03 UTC.
  static let shotDate = Date(timeIntervalSince1970: 1_795_556_703)

  private static func shotDirectory() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shots-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test("P names files with the local time and adds -2, -3 in the same second instead of overwriting")
  func screenshotNames() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let app = w.app
    let dir = try Self.shotDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    app.screenshotDirectory = dir
    app.wallClock = { Self.shotDate }
    app.timeZone = try #require(TimeZone(secondsFromGMT: 3600))  // an hour east of UTC: 22.45
    try w.frame()
    for _ in 0..<3 {
      w.key(.letter("p"))
      try w.frame()
    }
    #expect(
      app.screenshots == [
        dir + "/playground-2026-11-24-22.45.03.png", dir + "/playground-2026-11-24-22.45.03-2.png",
        dir + "/playground-2026-11-24-22.45.03-3.png",
      ])
    #expect(app.driver.status.text == "screenshot saved: \(dir)/playground-2026-11-24-22.45.03-3.png")
    for path in app.screenshots { #expect(FileManager.default.fileExists(atPath: path)) }
    // A second later the plain name is free again; in UTC the hour is 21.
    app.wallClock = { Self.shotDate.addingTimeInterval(1) }
    app.timeZone = try #require(TimeZone(identifier: "UTC"))
    w.key(.letter("p"))
    try w.frame()
    #expect(app.screenshots.last == dir + "/playground-2026-11-24-21.45.04.png")
  }

  @Test("P keeps the HUD and the cards (as seen); Shift+P writes the map and panels only")
  func screenshotAsSeenAndSceneOnly() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    let app = w.app
    let dir = try Self.shotDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    app.screenshotDirectory = dir
    app.wallClock = { Self.shotDate }
    app.timeZone = try #require(TimeZone(identifier: "UTC"))
    w.key(.letter("s"))
    try w.frame()
    w.key(.letter("p"))
    try w.frame()
    // Where the HUD was in the frame P saved (the next frame's HUD also shows where it went).
    let hudAtP = try #require(app.driver.drawing.hudFrame)
    w.key(.letter("p"), .shift)
    try w.frame()
    #expect(
      app.screenshots == [
        dir + "/playground-2026-11-24-21.45.03.png", dir + "/playground-2026-11-24-21.45.03-scene.png",
      ])
    let seen = try PixelBuffer(contentsOfFile: app.screenshots[0])
    let sceneOnly = try PixelBuffer(contentsOfFile: app.screenshots[1])
    let hud = try #require(app.driver.layout.hud?.frame)
    let card = try #require(app.driver.layout.card?.frame)
    func centre(_ r: Rect) -> (Int, Int) { (Int(r.midX), Int(r.midY)) }
    let (hx, hy) = centre(hud), (cx, cy) = centre(card)
    let (px, py) = centre(hudAtP)
    #expect(seen[px, py] != sceneOnly[px, py])  // the HUD is only in "as seen"
    #expect(seen[cx, cy] != sceneOnly[cx, cy])  // so is the tuning card
    // The window went on showing the HUD after the scene-only shot (the frame was drawn back).
    #expect(app.driver.drawing.hudFrame == hud)
    // The scene-only shot is the frame without them: the same map under the HUD as a frame
    // drawn with the HUD off.
    app.driver.drawing.showsHUD = false
    try app.driver.drawing.draw(app.scene, hud: nil, help: false)
    let bare = try w.target.readPixels()
    #expect(bare[hx, hy] == sceneOnly[hx, hy])
    #expect(bare[cx, cy] == sceneOnly[cx, cy])
  }
}
