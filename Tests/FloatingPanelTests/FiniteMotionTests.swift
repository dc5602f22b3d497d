import Testing
@testable import FloatingPanel

/// Issue 11, item 5: whatever parameters reach the engine, every output is finite or the call
/// throws a typed error.
@Suite("finite motion: extreme parameters give finite outputs or a FloatingPanelError")
struct FiniteMotionTests {
  /// A seeded stream of doubles spanning every magnitude.
  struct Numbers {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    /// ± 10^e for e in -300…308, or a small everyday value.
    mutating func extreme(positive: Bool = false) -> Double {
      let e = Double(Int(next() % 609) - 300)
      var v = next() % 3 == 0 ? Double(next() % 1000) / 10 : Double(sign: .plus, exponentBitPattern: 1023, significandBitPattern: next() & 0xF_FFFF_FFFF_FFFF) * pow10(e)
      if !positive, next() % 2 == 0 { v = -v }
      return v.isFinite ? v : 1e308
    }
    func pow10(_ e: Double) -> Double { FloatingPanel.exp(e * 2.302585092994046) }
  }

  @Test("springs, releases and layouts with extreme values: every location and alpha finite, or a typed error")
  func extremes() {
    var r = Numbers(state: 11)
    let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3)
    var ran = 0
    for _ in 0..<400 {
      let response = r.extreme(positive: true), inset = r.extreme(), velocity = r.extreme(), h = [1.0 / 1000, 1.0 / 60, 1][Int(r.next() % 3)]
      let layout = FloatingPanelLayoutSettings(
        position: .bottom, initialState: .half,
        anchors: [.full: FloatingPanelLayoutAnchor(absoluteInset: inset, edge: .top, referenceGuide: .superview),
                  .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .superview)],
        backdropAlphas: [.full: 0.3])
      let behavior = FloatingPanelBehaviorSettings(springResponseTime: response)
      guard let panel = try? FloatingPanelController(name: "p", layout: layout, behavior: behavior, environment: env),
        let container = try? FloatingPanelContainer(environment: env), (try? container.add(panel)) != nil
      else { continue }  // refused with a typed error: fine
      ran += 1
      _ = container.pointerDown(at: Point(x: 100, y: panel.location + 1), time: 0)
      container.pointerMove(to: Point(x: 100, y: panel.location - 20), time: 0.016)
      _ = container.pointerUp(at: Point(x: 100, y: panel.location - 20), time: 0.02, velocity: velocity)
      for _ in 0..<100 {
        container.step(h)
        #expect(panel.location.isFinite && panel.backdropAlpha.isFinite, "T \(response), inset \(inset), v \(velocity), h \(h)")
        if !(panel.location.isFinite && panel.backdropAlpha.isFinite) { return }
      }
      try? panel.move(to: .full, animated: true)
      for _ in 0..<100 { container.step(h) }
      #expect(panel.location.isFinite && panel.backdropAlpha.isFinite, "T \(response), inset \(inset), move")
    }
    #expect(ran > 100)
  }

  @Test("a response time of 1e-160 s (ω² overflows): the spring ends on its anchor instead of NaN")
  func tinyResponseTime() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3)
    let panel = try FloatingPanelController(
      name: "p", layout: FloatingPanelBottomLayout(), behavior: FloatingPanelBehaviorSettings(springResponseTime: 1e-160), environment: env)
    let container = try FloatingPanelContainer(environment: env)
    try container.add(panel)
    try panel.move(to: .full, animated: true)
    container.step(1.0 / 60)
    #expect(panel.location == panel.resolvedLayout.p(.full))
    #expect(panel.phase == .idle)
  }

  @Test("an anchor 1e308 pt away is refused when the layout resolves")
  func hugeInset() {
    let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3)
    let layout = FloatingPanelLayoutSettings(
      position: .bottom, initialState: .half,
      anchors: [.full: FloatingPanelLayoutAnchor(absoluteInset: 1e308, edge: .top, referenceGuide: .superview),
                .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .superview)],
      backdropAlphas: [:])
    #expect(throws: FloatingPanelError.self) { try FloatingPanelController(name: "p", layout: layout, behavior: FloatingPanelBehaviorSettings(), environment: env) }
  }
}
