import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundUI
import RenderTestSupport
import SDLKit
import StrictJSON
import SwiftSource
import Testing

extension PlaygroundSuite {
  /// Anchors dragged in the window: with the cards shown, a press on the focused panel's anchor
  /// line moves that anchor; the panel resting there follows; save and export carry it.
  @Suite struct AnchorDragTests {
    static let size = Size(width: 390, height: 844)

    static func session(size: Size = size) throws -> (PlaygroundScene, TuningSession) {
      let scene = try PlaygroundScene(size: size)
      let session = try TuningSession(scene: scene)
      session.report = { _, _ in }
      session.isShown = true
      return (scene, session)
    }

    /// Where `session`'s cards are (the layout step without a HUD).
    static func cards(_ session: TuningSession) -> TuningOverlayLayout { TuningOverlayLayout(session: session, avoiding: nil) }

    @Test("dragging the half line 60 pt up writes an absolute inset 60 pt larger; the resting panel follows; save and export carry it")
    func absoluteDrag() throws {
      let (scene, session) = try Self.session()
      let half = try #require(scene.search.resolvedLayout.location(of: .half))
      #expect(scene.search.location == half)
      #expect(!session.pointerDown(at: Point(x: 60, y: half + 30), cards: Self.cards(session)))  // not near a line: the scene gets it
      #expect(session.pointerDown(at: Point(x: 60, y: half + 3), cards: Self.cards(session)))
      #expect(session.anchors.drag?.state == .half)
      #expect(session.pointerMove(to: Point(x: 60, y: half - 60), cards: Self.cards(session)))
      #expect(session.pointerUp())
      #expect(scene.search.location == half - 60)
      let saved = try #require(session.currentConfig.panels["search"]?.anchors?["half"])
      // the portrait half anchor is 0.5 of the safe area from the bottom: now an inset of 422 + 60 pt
      #expect(saved.anchor.inset == .absolute(Self.size.height - (half - 60)))
      #expect(saved.anchor.edge == .bottom)
      let source = try SwiftExporter.source(for: session.currentConfig)
      #expect(source.contains(".half: FloatingPanelLayoutAnchor(absoluteInset: \(OrderedJSON.format(Self.size.height - half + 60)), edge: .bottom"))
      // the other anchors did not move
      #expect(session.currentConfig.panels["search"]?.anchors?["tip"]?.anchor.inset == .absolute(69))
    }

    @Test("with Shift the anchor becomes a fraction of its guide, in 0.001 steps")
    func fractionalDrag() throws {
      let (scene, session) = try Self.session()
      let tip = try #require(scene.search.resolvedLayout.location(of: .tip))
      #expect(session.pointerDown(at: Point(x: 200, y: tip - 2), cards: Self.cards(session), fractional: true))
      _ = session.pointerMove(to: Point(x: 200, y: tip - 100), cards: Self.cards(session))
      _ = session.pointerUp()
      let anchor = try #require(session.currentConfig.panels["search"]?.anchors?["tip"]?.anchor)
      #expect(anchor.inset == .fractional(((169.0 / 844) * 1000).rounded() / 1000))
    }

    @Test("a drag the engine refuses (half above full) keeps the last good anchor")
    func refusedDrag() throws {
      let (scene, session) = try Self.session()
      var notices: [Notice] = []
      scene.onNotice = { notices.append($0) }
      let half = try #require(scene.search.resolvedLayout.location(of: .half))
      #expect(session.pointerDown(at: Point(x: 60, y: half), cards: Self.cards(session)))
      _ = session.pointerMove(to: Point(x: 60, y: half - 100), cards: Self.cards(session))
      let good = scene.search.location
      _ = session.pointerMove(to: Point(x: 60, y: 2), cards: Self.cards(session))  // above full (18 pt)
      _ = session.pointerUp()
      #expect(scene.search.location == good)
      #expect(notices.last?.text.hasPrefix("anchor stays:") == true)
    }

    @Test("the anchor lines while the half anchor is dragged")
    func anchorLinesSnapshot() throws {
      let (scene, session) = try Self.session(size: Size(width: 1280, height: 800))
      let half = try #require(scene.search.resolvedLayout.location(of: .half))
      #expect(session.pointerDown(at: Point(x: 600, y: half), cards: Self.cards(session)))
      _ = session.pointerMove(to: Point(x: 600, y: half - 80), cards: Self.cards(session))
      let renderer = try Renderer.headless(width: 1280, height: 800)
      let driver = try FrameDriver(renderer: renderer)
      driver.drawing.showsHUD = false
      try driver.draw(scene, tuning: session, hud: nil)
      assertPixelSnapshot(of: try renderer.readPixels(), named: "half-dragged")
    }
  }
}
