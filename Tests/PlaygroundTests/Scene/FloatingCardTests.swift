import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// The floating card (``OrientationRule``): from 700 pt wide, with its margins, and kept inside the
/// window by a fast flick.
@Suite struct FloatingCardTests {
  static let portrait = Size(width: 390, height: 844)
  static let landscape = Size(width: 1280, height: 800)

  @Test("windows from 700 pt wide float the card (950×800 too); phones keep the sheet")
  func floatingCards() throws {
    #expect(OrientationRule.usesFloatingCard(Size(width: 950, height: 800)))
    #expect(!OrientationRule.usesFloatingCard(Self.portrait))
    let scene = try PlaygroundScene(size: Size(width: 950, height: 800))
    #expect(scene.search.surfaceFrame.width == 375 && scene.search.surfaceFrame.minX == 8)
    let top = try PlaygroundScene(size: Self.landscape, position: .top)
    top.perform(.moveFocused(toDigit: 1))
    top.settle()
    #expect(top.search.surfaceFrame.width == 375)
    #expect(top.search.surfaceFrame.maxY == 800 - 8)  // full: 8 pt from the bottom
    #expect(top.search.surfaceFrame.minY == 8)  // the margin above the card
  }

  @Test("a fast flick to full never carries the floating card out of the window")
  func flickStaysInWindow() throws {
    let scene = try PlaygroundScene(size: Self.landscape)
    let band = scene.search.grabberBand
    var p = Point(x: band.midX, y: band.midY), t = 0.0
    scene.pointerDown(at: p, time: t)
    for _ in 0..<6 {
      t += 1.0 / 60
      p.y -= 50
      scene.pointerMove(to: p, time: t)
    }
    scene.pointerUp(at: p, time: t)
    let release = try #require(scene.lastRelease)
    #expect(release.stateAfter == .full && release.velocity < -2500)
    // Unguarded, this spring would pass the window's top: the engine's own spring says so.
    var free = try #require(scene.search.attraction)
    var unguardedMin = free.x
    while !free.step(1.0 / 60) { unguardedMin = min(unguardedMin, free.x) }
    #expect(unguardedMin < 0)
    var minY = Double.infinity
    for _ in 0..<120 {
      scene.step()
      minY = min(minY, scene.search.surfaceFrame.minY)
    }
    #expect(minY >= 0)
    #expect(scene.search.state == .full && scene.search.location == 8)
  }
}
