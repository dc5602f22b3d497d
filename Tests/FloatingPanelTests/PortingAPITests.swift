import Testing
@testable import FloatingPanel

/// The API a port of FloatingPanel / OverlayContainer code calls (issue items 1–4), for all four
/// positions with the `Mirror` geometry (main length 800; full 18, half 400, tip 731, hidden 900 in
/// bottom-panel coordinates).
@Suite("Porting API: margins, hidden start, content mode, grabber area, layoutFor size, completions, removal, springs, pinning")
struct PortingAPITests {
  /// A 320 × 480 container (480 × 320 for side panels) whose panel fills it at full.
  func filled(_ m: Mirror) throws -> FloatingPanelController {
    let size = m.position.isVertical ? Size(width: 320, height: 480) : Size(width: 480, height: 320)
    let layout = FloatingPanelLayoutSettings(
      position: m.position, initialState: .full,
      anchors: [.full: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: m.farEdge, referenceGuide: .superview)])
    return try FloatingPanelController(layout: layout, environment: LayoutEnvironment(containerSize: size))
  }

  @Test("16-pt margins inset the card on all four sides, the moving edge included", arguments: Mirror.all)
  func marginsOnTheMovingEdge(m: Mirror) throws {
    let p = try filled(m)
    p.containerMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let expected = m.position.isVertical ? Rect(x: 16, y: 16, width: 288, height: 448) : Rect(x: 16, y: 16, width: 448, height: 288)
    #expect(p.surfaceViewFrame == Rect(origin: .zero, size: p.environment.containerSize))
    #expect(p.surfaceFrame == expected)
  }

  @Test("an intrinsic anchor shows exactly the content between the margins", arguments: Mirror.all)
  func intrinsicWithMargins(m: Mirror) throws {
    let layout = FloatingPanelLayoutSettings(position: m.position, initialState: .half, anchors: [.half: FloatingPanelIntrinsicLayoutAnchor()])
    let (p, _) = try m.panel(layout: layout)
    p.containerMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    try p.setContentLengths(intrinsic: 100)
    #expect(p.location == m.loc(800 - 132))
    #expect(m.position.mainLength(of: p.surfaceFrame.size) == 100)
  }

  @Test("initial state hidden without a hidden anchor starts hidden and is shown later", arguments: Mirror.all)
  func hiddenStart(m: Mirror) throws {
    let (p, r) = try m.panel(layout: m.standardLayout(initial: .hidden))
    #expect(p.state == .hidden)
    #expect(p.location == m.loc(900))
    #expect(!p.isVisible)
    #expect(!p.surfaceContains(m.point(895)))
    try p.move(to: .half, animated: true)
    #expect(p.phase == .showing)
    p.settle()
    #expect(p.location == m.loc(400))
    #expect(Array(r.drain().names.prefix(2)) == ["willBeginAttracting:half", "didChangeState:half"])
  }

  @Test("content mode: static keeps the full length, fitToBounds ends at the fixed edge", arguments: Mirror.all)
  func contentMode(m: Mirror) throws {
    let (p, _) = try m.panel()
    #expect(m.position.mainLength(of: p.surfaceViewFrame.size) == 782)
    p.contentMode = .fitToBounds
    #expect(m.position.mainLength(of: p.surfaceViewFrame.size) == 400)
    try p.move(to: .tip, animated: false)
    #expect(m.position.mainLength(of: p.surfaceFrame.size) == 69)
  }

  @Test("grabberAreaOffset sets the band that always drags the panel", arguments: Mirror.all)
  func grabberArea(m: Mirror) throws {
    let (p, _) = try m.panel()
    #expect(!p.grabberAreaContains(m.point(450)))
    #expect(p.grabberAreaContains(m.point(390)))  // beyond the moving edge counts as on it
    p.grabberAreaOffset = 60
    #expect(p.grabberAreaContains(m.point(450)))
    #expect(m.position.mainLength(of: p.grabberBand.size) == 60)
    try p.move(to: .full, animated: false)
    p.scroll = ScrollModel(contentLength: 3000, viewportLength: 700)
    p.pointerDown(at: m.point(18 + 50), time: 0)  // in the 60-pt band: the panel takes the drag
    p.pointerMove(to: m.point(18 + 80), time: 0.02)
    #expect(p.location == m.loc(48))
    #expect(p.scroll?.offset == 0)  // the content did not scroll
  }

  final class SizeDelegate: FloatingPanelControllerDelegate {
    let m: Mirror
    var asked: [Size] = []
    init(_ m: Mirror) { self.m = m }
    func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: Size) -> (any FloatingPanelLayout)? {
      asked.append(size)
      let wide = m.position.isVertical ? size.width > size.height : size.height > size.width
      return wide ? m.standardLayout(extra: [.half: FloatingPanelLayoutAnchor(fractionalInset: 0.25, edge: m.nearEdge, referenceGuide: .safeArea)]) : m.standardLayout()
    }
  }

  @Test("layoutFor size: is asked on every resize and by invalidateLayout()", arguments: Mirror.all)
  func layoutForSize(m: Mirror) throws {
    let (p, r) = try m.panel()
    let d = SizeDelegate(m)
    r.forward = d
    let env = m.environment()
    let wide = m.position.isVertical ? Size(width: 1000, height: 800) : Size(width: 800, height: 1000)
    try p.updateEnvironment(LayoutEnvironment(containerSize: wide, scale: 2))
    #expect(p.location == m.loc(600))  // half at 0.25 from the near edge
    try p.updateEnvironment(env)
    #expect(p.location == m.loc(400))
    try p.updateEnvironment(env)  // same size: not asked
    try p.invalidateLayout()
    #expect(d.asked == [wide, env.containerSize, env.containerSize])
  }

  @Test("completions: at once when not animated, once at rest, once when a grab interrupts", arguments: Mirror.all)
  func completions(m: Mirror) throws {
    let (p, r) = try m.panel()
    var log: [String] = []
    try p.move(to: .full, animated: false) { log.append("jump") }
    #expect(log == ["jump"])
    try p.move(to: .half, animated: true) { log.append("moved") }
    #expect(log == ["jump"])
    let frames = p.settle()
    #expect(frames > 1 && log == ["jump", "moved"])
    try p.move(to: .tip, animated: true) { log.append("interrupted") }
    p.step(1.0 / 60)
    _ = r.drain()
    p.pointerDown(at: Point(x: p.surfaceFrame.midX, y: p.surfaceFrame.midY), time: 1)
    #expect(r.drain().names == ["didEndAttracting"])
    #expect(log == ["jump", "moved", "interrupted"])
    p.pointerUp(at: Point(x: p.surfaceFrame.midX, y: p.surfaceFrame.midY), time: 1.1)
    p.hide(animated: true) { log.append("hidden") }
    p.show(animated: true) { log.append("shown") }  // interrupts the hide
    #expect(log.suffix(1) == ["hidden"])
    p.settle()
    #expect(log.suffix(2) == ["hidden", "shown"])
  }

  final class RemovalDelegate: FloatingPanelControllerDelegate {
    var answer: Bool?
    var asked: [(Point, Double)] = []
    var dismissing = try! SpringParameters(duration: 0.5, bounce: 0.2)
    var rates: [Double] = []
    func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: Point, with velocity: Double) -> Bool {
      asked.append((location, velocity))
      return answer ?? fpc.defaultShouldRemove()
    }
    func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: Double) -> SpringParameters {
      rates.append(velocity)
      return dismissing
    }
  }

  /// From tip (731) dragged by 29 to 760 (140 from hidden) and released at `v` (bottom-panel sign).
  func swipe(_ m: Mirror, v: Double, delegate: RemovalDelegate, behavior: any FloatingPanelBehavior = FloatingPanelDefaultBehavior()) throws -> (FloatingPanelController, FloatingPanelEventRecorder) {
    let (p, r) = try m.panel(layout: m.standardLayout(initial: .tip), behavior: behavior)
    r.forward = delegate
    p.isRemovalInteractionEnabled = true
    p.pointerDown(at: m.point(740), time: 0)
    p.pointerMove(to: m.point(769), time: 0.05)
    _ = r.drain()
    p.pointerUp(at: m.point(769), time: 0.06, velocity: m.vel(v))
    return (p, r)
  }

  @Test("shouldRemoveAt gets the location and v / distance, and overrides the policy", arguments: Mirror.all)
  func shouldRemoveAt(m: Mirror) throws {
    let keep = RemovalDelegate()
    keep.answer = false
    let (kept, _) = try swipe(m, v: 5000, delegate: keep)
    #expect(kept.phase == .attracting)
    let asked = try #require(keep.asked.first)
    #expect(m.position.mainAxis(of: asked.0) == m.loc(760) && m.position.crossAxis(of: asked.0) == 0)
    #expect(asked.1 == m.vel(5000) / 140)
    let remove = RemovalDelegate()
    remove.answer = true
    let (removed, r) = try swipe(m, v: 10, delegate: remove)
    #expect(r.drain().names == ["willRemove", "didChangeState:hidden"])
    #expect(remove.rates == [10.0 / 140])
    #expect(removed.attraction?.zeta == 0.8 && abs((removed.attraction?.omega ?? 0) - 2 * Double.pi / 0.5) < 1e-12)
    removed.settle()
    #expect(removed.phase == .removed)
  }

  final class SpringDelegate: FloatingPanelControllerDelegate {
    func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState) -> SpringParameters {
      try! SpringParameters(responseTime: 0.3, dampingRatio: 0.9)
    }
    func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState) -> SpringParameters? {
      state == .full ? try! SpringParameters(duration: 0.5, bounce: 0.25) : nil
    }
  }

  @Test("animators for presenting and moving; the release spring when none is given", arguments: Mirror.all)
  func animators(m: Mirror) throws {
    let (p, r) = try m.panel()
    let d = SpringDelegate()
    r.forward = d
    try p.move(to: .full, animated: true)
    #expect(p.attraction?.zeta == 0.75 && p.attraction?.omega == 2 * Double.pi / 0.5)
    p.settle()
    try p.move(to: .tip, animated: true)
    #expect(p.attraction?.zeta == 1 && p.attraction?.omega == 2 * Double.pi / 0.4)
    p.settle()
    p.hide(animated: false)
    p.show(animated: true)
    #expect(p.attraction?.zeta == 0.9 && p.attraction?.omega == 2 * Double.pi / 0.3)
  }

  final class PinningDelegate: FloatingPanelControllerDelegate {
    func floatingPanel(_ fpc: FloatingPanelController, contentOffsetForPinning scroll: ScrollModel) -> Double {
      fpc.position.expandingSign < 0 ? 40 : scroll.maxOffset - 40
    }
  }

  @Test("contentOffsetForPinning: the content hands over at and stays pinned at the pinning offset", arguments: Mirror.all)
  func pinning(m: Mirror) throws {
    let (p, r) = try m.panel()
    let d = PinningDelegate()
    r.forward = d
    try p.move(to: .full, animated: false)
    var model = ScrollModel(contentLength: 3000, viewportLength: 700)
    let pin = m.position.expandingSign < 0 ? 40.0 : model.maxOffset - 40
    model.offset = m.position.expandingSign < 0 ? 100 : model.maxOffset - 100
    p.scroll = model
    p.pointerDown(at: m.point(300), time: 0)
    p.pointerMove(to: m.point(360), time: 0.05)  // 60 toward collapsing: 60 of scroll, then 0 to the panel
    #expect(p.scroll?.offset == pin)
    #expect(p.location == m.loc(18))
    p.pointerMove(to: m.point(460), time: 0.1)  // 100 more: the panel moves, the content stays at 40
    #expect(p.location == m.loc(118))
    #expect(p.scroll?.offset == pin)
  }
}
