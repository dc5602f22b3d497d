import Testing
@testable import FloatingPanel

/// The three behaviour questions, decided by reading upstream FloatingPanel (issue item 5), for
/// all four positions with the `Mirror` geometry (full 18, half 400, tip 731, hidden 900).
@Suite("Upstream decisions: the hidden spring, an on-screen hidden anchor, margins and re-resolution")
struct UpstreamBehaviourTests {
  /// Upstream `Core.panningEnd`: a release whose target is hidden is an attraction
  /// (`startAttraction`, the numeric release spring); removal goes through `remove()` → `hide` with
  /// `animatorForDismissing(with: removalVector)` (0.25 s, ζ ≈ 0.8, initial velocity = the release's);
  /// `hide()` uses the same animator from rest.
  @Test("release toward hidden: release spring; removal: dismissing spring at release speed; hide: dismissing spring from rest", arguments: Mirror.all)
  func hiddenSprings(m: Mirror) throws {
    let withHidden = m.standardLayout(initial: .tip, extra: [.hidden: FloatingPanelLayoutAnchor(absoluteInset: -100, edge: m.nearEdge, referenceGuide: .superview)])
    let (p, r) = try m.panel(layout: withHidden)
    p.pointerDown(at: m.point(740), time: 0)
    p.pointerMove(to: m.point(800), time: 0.05)
    _ = r.drain()
    p.pointerUp(at: m.point(800), time: 0.06, velocity: m.vel(1000))
    #expect(p.state == .hidden && p.phase == .attracting && p.attraction?.kind == .attract)
    #expect(abs((p.attraction?.zeta ?? 0) - 0.5756) < 1e-4 && p.attraction?.omega == 2 * Double.pi / 0.4)
    #expect(r.drain().names == ["willEndDragging:hidden", "didEndDragging:true", "willBeginAttracting:hidden", "didChangeState:hidden"])
    p.settle()
    #expect(p.phase == .idle && p.location == m.loc(900))

    let (q, _) = try m.panel(layout: m.standardLayout(initial: .tip))
    q.isRemovalInteractionEnabled = true
    q.pointerDown(at: m.point(740), time: 0)
    q.pointerMove(to: m.point(769), time: 0.05)
    q.pointerUp(at: m.point(769), time: 0.06, velocity: m.vel(1000))
    #expect(q.attraction?.kind == .remove && q.attraction?.v == m.vel(1000))
    #expect(q.attraction?.zeta == 0.8 && q.attraction?.omega == 2 * Double.pi / 0.25)

    let (h, _) = try m.panel()
    h.hide(animated: true)
    #expect(h.attraction?.kind == .hide && h.attraction?.v == 0 && h.attraction?.zeta == 0.8)
  }

  /// Upstream never sets `surfaceView.isHidden` for the hidden state: a declared hidden anchor on
  /// screen leaves the surface drawn and touchable. The default hidden location is off screen.
  @Test("an on-screen hidden anchor keeps the panel drawn and hit-testable at rest", arguments: Mirror.all)
  func onScreenHidden(m: Mirror) throws {
    let onScreen = m.standardLayout(extra: [.hidden: FloatingPanelLayoutAnchor(absoluteInset: 40, edge: m.nearEdge, referenceGuide: .superview)])
    let (p, _) = try m.panel(layout: onScreen)
    try p.move(to: .hidden, animated: false)
    #expect(p.location == m.loc(760))
    #expect(p.isVisible)
    #expect(p.surfaceContains(m.point(780)))
    let container = try FloatingPanelContainer(environment: m.environment())
    try container.add(p)
    #expect(container.hitTest(m.point(780)) == .panel("panel"))
    let (q, _) = try m.panel()
    try q.move(to: .hidden, animated: false)
    #expect(q.location == m.loc(900) && !q.isVisible && !q.surfaceContains(m.point(905)))
  }

  /// Upstream's `containerMargins` / `contentPadding` setters only call `setNeedsUpdateConstraints()`:
  /// the card follows at the next layout pass, the anchors (and so the panel) only when the layout
  /// is activated again (`invalidateLayout()`, `show`, a new layout or size).
  @Test("setting margins moves the card at once and re-resolves the anchors only on invalidateLayout()", arguments: Mirror.all)
  func marginsDoNotReResolve(m: Mirror) throws {
    let layout = FloatingPanelLayoutSettings(position: m.position, initialState: .half, anchors: [.half: FloatingPanelIntrinsicLayoutAnchor()])
    let (p, _) = try m.panel(layout: layout)
    try p.setContentLengths(intrinsic: 100)
    #expect(p.location == m.loc(700))
    let moving: EdgeInsets
    switch m.position {
    case .bottom: moving = EdgeInsets(top: 16)
    case .top: moving = EdgeInsets(bottom: 16)
    case .left: moving = EdgeInsets(right: 16)
    case .right: moving = EdgeInsets(left: 16)
    }
    p.containerMargins = moving
    p.contentPadding = moving
    #expect(p.location == m.loc(700))
    #expect(m.position.mainLength(of: p.surfaceFrame.size) == 84)
    try p.invalidateLayout()
    #expect(p.location == m.loc(668))
    #expect(m.position.mainLength(of: p.surfaceFrame.size) == 116)
  }
}
