import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
import RenderTestSupport
import SDLKit
import StrictJSON
import SwiftSource
import Testing

extension PlaygroundSuite {
  /// Anchors dragged in the window: with the cards shown, a press on the handle of the focused
  /// panel's anchor line moves that anchor (a press on the panel's surface never does); the panel resting there follows; save and export carry it.
  @Suite struct AnchorDragTests {
    static let size = Size(width: 390, height: 844)

    static func session(size: Size = size) throws -> (PlaygroundScene, TuningSession) {
      let scene = try PlaygroundScene(size: size)
      let session = try TuningSession(scene: scene)
      session.report = { _, _ in }
      session.isShown = true
      return (scene, session)
    }

    /// The handle of `state`'s line of the search panel.
    static func handle(_ session: TuningSession, _ state: FloatingPanelState) throws -> Point {
      let line = try #require(session.anchors.lines(for: .search).first { $0.state == state })
      #expect(!line.isCovered)
      return Point(x: line.handle.midX, y: line.handle.midY)
    }

    /// Where `session`'s cards are (the layout step without a HUD).
    static func cards(_ session: TuningSession) -> TuningOverlayLayout { TuningOverlayLayout(session: session, avoiding: nil) }

    @Test("dragging the half line 60 pt up writes an absolute inset 60 pt larger; the resting panel follows; save and export carry it")
    func absoluteDrag() throws {
      let (scene, session) = try Self.session()
      let half = try #require(scene.search.resolvedLayout.location(of: .half))
      #expect(scene.search.location == half)
      #expect(!session.pointerDown(at: Point(x: 60, y: half + 30), cards: Self.cards(session)))  // not near a line: the scene gets it
      #expect(!session.pointerDown(at: Point(x: 60, y: half + 3), cards: Self.cards(session)))  // the grabber: the panel's
      let knob = try Self.handle(session, .half)
      #expect(session.pointerDown(at: knob, cards: Self.cards(session)))
      #expect(session.anchors.drag?.state == .half)
      #expect(session.pointerMove(to: Point(x: knob.x, y: knob.y - 60), cards: Self.cards(session)))
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
      scene.perform(.moveFocused(toDigit: 3))  // at half the panel covers the tip line's handle
      scene.settle()
      let knob = try Self.handle(session, .tip)
      #expect(session.pointerDown(at: knob, cards: Self.cards(session), fractional: true))
      _ = session.pointerMove(to: Point(x: knob.x, y: knob.y - 100), cards: Self.cards(session))
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
      let knob = try Self.handle(session, .half)
      #expect(session.pointerDown(at: knob, cards: Self.cards(session)))
      _ = session.pointerMove(to: Point(x: knob.x, y: knob.y - 100), cards: Self.cards(session))
      let good = scene.search.location
      _ = session.pointerMove(to: Point(x: knob.x, y: knob.y - (half - 2)), cards: Self.cards(session))  // above full (18 pt)
      _ = session.pointerUp()
      #expect(scene.search.location == good)
      #expect(notices.last?.text.hasPrefix("anchor stays:") == true)
    }

    @Test("the anchor lines while the half anchor is dragged")
    func anchorLinesSnapshot() throws {
      let (scene, session) = try Self.session(size: Size(width: 1280, height: 800))
      let half = try #require(scene.search.resolvedLayout.location(of: .half))
      #expect(!session.pointerDown(at: Point(x: 600, y: half), cards: Self.cards(session)))  // only the handle grabs
      let knob = try Self.handle(session, .half)
      #expect(knob == Point(x: 402, y: half))  // in the gutter right of the floating card, on the line
      #expect(session.pointerDown(at: knob, cards: Self.cards(session)))
      _ = session.pointerMove(to: Point(x: knob.x, y: knob.y - 80), cards: Self.cards(session))
      let renderer = try Renderer.headless(width: 1280, height: 800)
      let driver = try FrameDriver(renderer: renderer)
      driver.drawing.showsHUD = false
      try driver.draw(scene, tuning: session, hud: nil)
      assertPixelSnapshot(of: try renderer.readPixels(), named: "half-dragged")
    }
  }
}
