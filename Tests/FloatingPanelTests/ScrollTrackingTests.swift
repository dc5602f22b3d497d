import Testing
@testable import FloatingPanel

/// A list of 2000 pt in a 600-pt viewport starting 80 pt from the moving edge (bottom coordinates,
/// mirrored). Offsets are written as a bottom panel sees them: 0 = at the handover offset.
@Suite("Scroll tracking (motion.md §6)")
struct ScrollTrackingTests {
  static let maxOffset = 1400.0

  func offset(_ m: Mirror, _ b: Double) -> Double { m.flips ? Self.maxOffset - b : b }

  func panel(_ m: Mirror, state: FloatingPanelState = .full, offset b: Double = 0) throws -> (FloatingPanelController, FloatingPanelEventRecorder) {
    let (p, r) = try m.panel()
    p.scroll = ScrollModel(contentLength: 2000, viewportLength: 600, offset: offset(m, b))
    p.trackingInset = 80
    try p.move(to: state, animated: false)
    _ = r.drain()
    return (p, r)
  }

  @Test("at full the content takes a drag toward expanding; the panel stays", arguments: Mirror.all)
  func contentScrolls(m: Mirror) throws {
    let (p, r) = try panel(m)
    p.pointerDown(at: m.point(300), time: 0)
    p.pointerMove(to: m.point(250), time: 0.02)
    #expect(p.location == m.loc(18))
    #expect(p.scroll?.offset == offset(m, 50))
    #expect(r.drain().isEmpty)
    #expect(p.pointerUp(at: m.point(250), time: 0.03) == .none)
    #expect(p.location == m.loc(18))
  }

  @Test("scrolled content takes a collapsing drag until its top, then hands over to the panel", arguments: Mirror.all)
  func handover(m: Mirror) throws {
    let (p, r) = try panel(m, offset: 50)
    p.pointerDown(at: m.point(300), time: 0)
    p.pointerMove(to: m.point(330), time: 0.02)
    #expect(p.scroll?.offset == offset(m, 20))
    #expect(p.location == m.loc(18))
    p.pointerMove(to: m.point(380), time: 0.04)  // 20 more for the content, 30 for the panel
    #expect(p.scroll?.offset == offset(m, 0))
    #expect(p.location == m.loc(48))
    #expect(r.drain().names == ["shouldBeginDragging", "willBeginDragging", "didMove"])
    // once the panel owns the drag it keeps it, and the offset stays pinned
    p.pointerMove(to: m.point(480), time: 0.06)
    #expect(p.location == m.loc(148))
    #expect(p.scroll?.offset == offset(m, 0))
  }

  @Test("content at its top and a collapsing drag: the panel takes it", arguments: Mirror.all)
  func atTopCollapsing(m: Mirror) throws {
    let (p, _) = try panel(m)
    p.pointerDown(at: m.point(300), time: 0)
    p.pointerMove(to: m.point(340), time: 0.02)
    #expect(p.location == m.loc(58))
    #expect(p.scroll?.offset == offset(m, 0))
  }

  @Test("in a state that is not scrollable the panel moves and the offset is pinned", arguments: Mirror.all)
  func notScrollable(m: Mirror) throws {
    let (p, _) = try panel(m, state: .half, offset: 120)
    p.pointerDown(at: m.point(600), time: 0)
    p.pointerMove(to: m.point(550), time: 0.02)
    #expect(p.location == m.loc(350))
    #expect(p.scroll?.offset == offset(m, 120))
  }

  @Test("the grabber band always drags the panel", arguments: Mirror.all)
  func grabberBand(m: Mirror) throws {
    let (p, _) = try panel(m, offset: 300)
    p.pointerDown(at: m.point(30), time: 0)  // 12 pt from the moving edge
    p.pointerMove(to: m.point(60), time: 0.02)
    #expect(p.location == m.loc(48))
    #expect(p.scroll?.offset == offset(m, 300))
  }

  @Test("a panel drag from the list past the most expanded anchor scrolls the content", arguments: Mirror.all)
  func pastMostExpanded(m: Mirror) throws {
    let (p, _) = try panel(m, state: .half)
    p.pointerDown(at: m.point(500), time: 0)
    p.pointerMove(to: m.point(100), time: 0.05)  // c = 0: 18 past full
    #expect(p.location == m.loc(18))
    #expect(p.scroll?.offset == offset(m, 18))
    p.pointerMove(to: m.point(150), time: 0.1)  // c = 50: the content returns to its top first
    #expect(p.location == m.loc(50))
    #expect(p.scroll?.offset == offset(m, 0))
  }

  @Test("moving between states never resets the offset", arguments: Mirror.all)
  func offsetKept(m: Mirror) throws {
    let (p, _) = try panel(m, offset: 300)
    try p.move(to: .half, animated: true)
    p.settle()
    try p.move(to: .full, animated: false)
    #expect(p.scroll?.offset == offset(m, 300))
  }

  @Test("a hook can allow scrolling in other states", arguments: Mirror.all)
  func hook(m: Mirror) throws {
    final class Everywhere: FloatingPanelControllerDelegate {
      func floatingPanel(_ fpc: FloatingPanelController, shouldAllowToScroll scroll: ScrollModel, in state: FloatingPanelState) -> Bool { true }
    }
    let (p, r) = try panel(m, state: .half)
    let hook = Everywhere()
    r.forward = hook
    p.pointerDown(at: m.point(600), time: 0)
    p.pointerMove(to: m.point(550), time: 0.02)
    #expect(p.location == m.loc(400))
    #expect(p.scroll?.offset == offset(m, 50))
  }

  @Test("the panel must be within 1 pt of its anchor for the content to scroll", arguments: Mirror.all)
  func nearAnchorOnly(m: Mirror) throws {
    let (p, _) = try panel(m)
    try p.move(to: .half, animated: true)
    for _ in 0..<5 { p.step(1.0 / 60) }
    try p.move(to: .full, animated: true)
    p.step(1.0 / 60)  // state is full but the panel is far from its anchor
    #expect(p.state == .full && abs(p.location - m.loc(18)) > 1)
    let at = p.location
    let down = m.position.isVertical ? Point(x: 200, y: at + (m.flips ? -200 : 200)) : Point(x: at + (m.flips ? -200 : 200), y: 200)
    p.pointerDown(at: down, time: 1)
    let up = m.position.isVertical ? Point(x: 200, y: down.y + (m.flips ? 20 : -20)) : Point(x: down.x + (m.flips ? 20 : -20), y: 200)
    p.pointerMove(to: up, time: 1.02)
    #expect(p.location != at)
    #expect(p.scroll?.offset == offset(m, 0))
  }

  @Test("ScrollModel clamps and reports what it could not consume")
  func model() {
    var s = ScrollModel(contentLength: 1000, viewportLength: 400, offset: 900)
    #expect(s.offset == 600)
    #expect(s.scroll(by: -700) == -100)
    #expect(s.offset == 0)
    #expect(s.handoverOffset(for: .bottom) == 0)
    #expect(s.handoverOffset(for: .top) == 600)
  }
}
