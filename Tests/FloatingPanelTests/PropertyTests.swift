import PropertyBased
import Testing
@testable import FloatingPanel

/// A generated gesture on a generated layout, written in bottom coordinates and run on any position.
struct Gesture: CustomStringConvertible {
  var layoutVariant: Int  // 0 standard, 1 + lastQuart, 2 + declared hidden, 3 two anchors
  var scale: Double
  var startState: Int
  var drag: Double  // bottom-coordinate pointer travel
  var velocity: Double  // bottom-coordinate release velocity
  var rubberBand: Int  // bit 0: expanded end, bit 1: collapsed end
  var closedForm: Bool

  var description: String {
    "layout \(layoutVariant) scale \(scale) start \(startState) drag \(drag) v \(velocity) rb \(rubberBand) closedForm \(closedForm)"
  }

  func layout(_ m: Mirror) -> FloatingPanelLayoutSettings {
    let lastQuart = FloatingPanelState(rawValue: "lastQuart", order: 750)
    switch layoutVariant {
    case 1: return m.standardLayout(extra: [lastQuart: FloatingPanelLayoutAnchor(fractionalInset: 0.75, edge: m.nearEdge, referenceGuide: .safeArea)])
    case 2: return m.standardLayout(extra: [.hidden: FloatingPanelLayoutAnchor(absoluteInset: 10, edge: m.nearEdge, referenceGuide: .superview)])
    case 3:
      return FloatingPanelLayoutSettings(
        position: m.position, initialState: .half,
        anchors: [
          .full: FloatingPanelLayoutAnchor(fractionalInset: 0.1, edge: m.farEdge, referenceGuide: .superview),
          .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: m.nearEdge, referenceGuide: .superview),
        ])
    default: return m.standardLayout()
    }
  }

  func behavior(_ m: Mirror) -> FloatingPanelBehaviorSettings {
    var edges: Set<FloatingPanelReferenceEdge> = []
    if rubberBand & 1 != 0 { edges.insert(m.expandedEnd) }
    if rubberBand & 2 != 0 { edges.insert(m.collapsedEnd) }
    return FloatingPanelBehaviorSettings(rubberBandEdges: edges, springIntegrator: closedForm ? .closedForm : .numeric)
  }

  /// Builds the panel at its start state and performs down, four moves and an up.
  func start(_ m: Mirror, velocity v: Double? = nil) throws -> (FloatingPanelController, FloatingPanelEventRecorder) {
    let (p, r) = try m.panel(layout: layout(m), behavior: behavior(m), environment: m.environment(scale: scale))
    let states = p.resolvedLayout.sortedStates.filter { $0 != .hidden }.sorted { $0.order > $1.order }
    try p.move(to: states[startState % states.count], animated: false)
    let b0 = (m.flips ? Mirror.mainLength - p.location : p.location) + 40
    p.pointerDown(at: m.point(b0), time: 0)
    for i in 1...4 { p.pointerMove(to: m.point(b0 + drag * Double(i) / 4), time: Double(i) * 0.016) }
    p.pointerUp(at: m.point(b0 + drag), time: 0.07, velocity: m.vel(v ?? velocity))
    return (p, r)
  }

  static let generator = zip(
    Gen.int(in: 0...3), Gen.int(in: 1...3), Gen.int(in: 0...3), Gen.double(in: -900...900),
    Gen.double(in: -6000...6000), Gen.int(in: 0...3), Gen.bool
  ).map { Gesture(layoutVariant: $0.0, scale: Double($0.1), startState: $0.2, drag: $0.3, velocity: $0.4, rubberBand: $0.5, closedForm: $0.6) }
}

@Suite("Properties over generated gestures and layouts, all four positions")
struct PropertyTests {
  @Test("the location is always finite and at rest the panel sits exactly on its anchor")
  func finiteAndOnAnchor() async {
    await propertyCheck(count: 600, input: Gesture.generator) { g in
      for m in Mirror.all {
        let (p, _) = try g.start(m)
        var frames = 0
        while p.isAnimating && frames < 1200 {
          p.step(1.0 / 60)
          #expect(p.location.isFinite, "\(m.position) \(g)")
          frames += 1
        }
        #expect(!p.isAnimating, "\(m.position) \(g) did not settle")
        #expect(p.location == p.resolvedLayout.location(of: p.state), "\(m.position) \(g)")
      }
    }
  }

  @Test("grabbing a moving panel never moves it")
  func grabNeverMoves() async {
    await propertyCheck(count: 500, input: Gesture.generator, Gen.int(in: 1...40)) { g, k in
      for m in Mirror.all {
        let (p, _) = try g.start(m)
        for _ in 0..<k { p.step(1.0 / 60) }
        guard p.isAnimating else { continue }
        let before = p.location
        let f = p.surfaceFrame
        let grab = m.position.isVertical
          ? Point(x: f.midX, y: before + (m.flips ? -1 : 1))
          : Point(x: before + (m.flips ? -1 : 1), y: f.midY)
        #expect(p.pointerDown(at: grab, time: 10), "\(m.position) \(g)")
        #expect(p.location == before, "\(m.position) \(g)")
        p.step(1.0 / 60)
        #expect(p.location == before, "\(m.position) \(g)")
      }
    }
  }

  @Test("a faster flick in the same direction never lands on a less advanced anchor")
  func fasterNeverLessAdvanced() async {
    await propertyCheck(count: 500, input: Gesture.generator, Gen.double(in: 0...5)) { g, extra in
      for m in Mirror.all {
        let (slow, _) = try g.start(m)
        let (fast, _) = try g.start(m, velocity: g.velocity * (1 + extra))
        guard let ps = slow.resolvedLayout.location(of: slow.state), let pf = fast.resolvedLayout.location(of: fast.state) else {
          Issue.record("no anchor")
          continue
        }
        // advance = coordinate along the flick direction
        let dir = m.vel(g.velocity) >= 0 ? 1.0 : -1.0
        #expect(pf * dir >= ps * dir, "\(m.position) \(g) slow \(slow.state) fast \(fast.state)")
      }
    }
  }

  @Test("mirrored layouts give mirrored results: bottom ↔ top, right ↔ left")
  func mirrored() async {
    await propertyCheck(count: 500, input: Gesture.generator) { g in
      for (a, b) in [(Mirror(position: .bottom), Mirror(position: .top)), (Mirror(position: .right), Mirror(position: .left))] {
        let (pa, ra) = try g.start(a)
        let (pb, rb) = try g.start(b)
        #expect(ra.drain().names == rb.drain().names, "\(g)")
        var frames = 0
        repeat {
          #expect(abs(a.loc(pa.location) - b.loc(pb.location)) < 1e-6, "\(a.position)/\(b.position) frame \(frames) \(g)")
          #expect(pa.state == pb.state && pa.phase == pb.phase, "\(g)")
          #expect(abs(pa.backdropAlpha - pb.backdropAlpha) < 1e-9, "\(g)")
          pa.step(1.0 / 60)
          pb.step(1.0 / 60)
          frames += 1
        } while (pa.isAnimating || pb.isAnimating) && frames < 1200
        #expect(pa.location == a.loc(b.loc(pb.location)) || abs(a.loc(pa.location) - b.loc(pb.location)) < 1e-9)
      }
    }
  }

  @Test("vertical and horizontal panels move identically (bottom ≡ right, top ≡ left)")
  func transposed() async {
    await propertyCheck(count: 300, input: Gesture.generator) { g in
      for (a, b) in [(Mirror(position: .bottom), Mirror(position: .right)), (Mirror(position: .top), Mirror(position: .left))] {
        let (pa, _) = try g.start(a)
        let (pb, _) = try g.start(b)
        repeat {
          #expect(pa.location == pb.location, "\(g)")
          pa.step(1.0 / 60)
          pb.step(1.0 / 60)
        } while pa.isAnimating || pb.isAnimating
      }
    }
  }
}
