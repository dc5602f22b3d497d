import FloatingPanel
@testable import PlaygroundCore
import PlaygroundInput
@testable import PlaygroundTuning
@testable import PlaygroundWindow
import Testing

/// The window's hit targets in z-order (``PressTargets``), as the press arbiter reads them: the quit
/// question over the help overlay over the timeline strip, the card's rows and the cards, over the
/// panels (the side list over its panel, the grabber band over the list), over the anchor handles,
/// over a backdrop, over the map.
@Suite struct PressTargetsTests {
  static func owner(_ p: Point, _ targets: [HitTarget<PressOwner>]) -> PressOwner? { PressArbiter.target(at: p, in: targets) }

  @Test("the scene alone: the search panel's surface, the map around it; a backdrop covers both")
  func panelsBackdropAndMap() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    var targets = PressTargets.list(scene: scene, tuning: nil, layout: FrameLayout())
    #expect(targets.map(\.owner) == [.scene(.panel(.search)), .scene(.map)])
    let surface = scene.search.surfaceFrame
    #expect(Self.owner(Point(x: 195, y: surface.minY + 10), targets) == .scene(.panel(.search)))
    #expect(Self.owner(Point(x: 195, y: surface.minY - 10), targets) == .scene(.map))
    scene.perform(.toggleModal)
    scene.settle()
    targets = PressTargets.list(scene: scene, tuning: nil, layout: FrameLayout())
    #expect(targets.map(\.owner) == [.scene(.panel(.modal)), .scene(.backdrop(.modal))])
    #expect(Self.owner(Point(x: 195, y: surface.minY + 10), targets) == .scene(.backdrop(.modal)))
    #expect(Self.owner(Point(x: 195, y: scene.modal.surfaceFrame.midY), targets) == .scene(.panel(.modal)))
  }

  @Test("the quit question over the help overlay over everything")
  func modalLayersOnTop() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    scene.showsHelp = true
    let p = Point(x: 195, y: scene.search.surfaceFrame.midY)
    #expect(Self.owner(p, PressTargets.list(scene: scene, tuning: nil, layout: FrameLayout())) == .help)
    #expect(Self.owner(p, PressTargets.list(scene: scene, tuning: nil, layout: FrameLayout(), quitPrompt: true)) == .quitPrompt)
  }

  @Test("a side panel: its grabber band moves the panel, its list scrolls, the rest is the panel")
  func sideList() throws {
    let scene = try PlaygroundScene(size: Size(width: 1024, height: 640), position: .left)
    let targets = PressTargets.list(scene: scene, tuning: nil, layout: FrameLayout())
    let m = scene.searchMetrics
    let list = try #require(m.list.intersection(m.clip))
    #expect(Self.owner(Point(x: list.midX, y: list.midY), targets) == .scene(.list(.search)))
    let band = scene.search.grabberBand
    #expect(Self.owner(Point(x: band.midX, y: band.midY), targets) == .scene(.panel(.search)))
    #expect(Self.owner(Point(x: scene.search.surfaceFrame.maxX + 20, y: 300), targets) == .scene(.map))
  }

  @Test("the cards: the timeline strip and the rows over the cards over the panels; handles under the surfaces")
  func cardsAndHandles() throws {
    let scene = try PlaygroundScene(size: Size(width: 1280, height: 800))
    let session = try TuningSession(scene: scene)
    session.isShown = true
    scene.perform(.moveFocused(toDigit: 1))
    scene.settle()
    let cards = TuningOverlayLayout(session: session, avoiding: nil)
    let targets = PressTargets.list(scene: scene, tuning: session, layout: FrameLayout(cards: cards))
    let card = cards.card(rowCount: session.cardRowCount)
    let row = card.row(card.firstRow + 1)
    #expect(Self.owner(Point(x: row.midX, y: row.midY), targets) == .cardRow(card.firstRow + 1))
    #expect(Self.owner(Point(x: cards.tuning.midX, y: cards.tuning.minY + 2), targets) == .cards)  // the title
    let plot = try #require(cards.plot)
    let strip = TimelineStrip.hitArea(inPlot: plot)
    #expect(Self.owner(Point(x: strip.midX, y: strip.midY), targets) == .timeline)
    #expect(Self.owner(Point(x: plot.midX, y: plot.minY + 2), targets) == .cards)
    let lines = session.anchors.lines(for: .search)
    let open = try #require(lines.first { !$0.isCovered }).handle
    #expect(Self.owner(Point(x: open.midX, y: open.midY), targets) == .anchorHandle)
    let surface = scene.search.surfaceFrame
    #expect(Self.owner(Point(x: surface.midX, y: surface.midY), targets) == .scene(.panel(.search)))
    let owners = targets.map(\.owner)
    let handles = try #require(owners.firstIndex(of: .anchorHandle))
    #expect(handles > owners.firstIndex(of: .scene(.panel(.search)))! && handles < owners.firstIndex(of: .scene(.map))!)
  }
}
