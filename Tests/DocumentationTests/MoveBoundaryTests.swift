import FloatingPanel
import Testing

/// The porting article's counterparts of two iOS recipes: the move boundary (a drag stops 6 pt
/// past `full` and `tip`) and a layout that replaces a `FloatingPanelBottomLayout` subclass.
@Suite struct MoveBoundaryTests {
  static func panel() throws -> FloatingPanelController {
    try FloatingPanelController(
      layout: TallerTipLayout(), behavior: BoundedBehavior(),
      environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)))
  }

  @Test func aDragStopsSixPointsPastFullAndTip() throws {
    let panel = try Self.panel()
    let full = try #require(panel.resolvedLayout.location(of: .full))
    let tip = try #require(panel.resolvedLayout.location(of: .tip))
    #expect(full == 18 && tip == 844 - 120)
    let y = panel.location
    panel.pointerDown(at: Point(x: 195, y: y + 10), time: 0)
    panel.pointerMove(to: Point(x: 195, y: y - 100), time: 0.05)
    panel.pointerMove(to: Point(x: 195, y: y - 700), time: 0.1)
    #expect(panel.location == full - 6)
    panel.pointerMove(to: Point(x: 195, y: y + 900), time: 0.2)
    #expect(panel.location == tip + 6)
    panel.pointerUp(at: Point(x: 195, y: y + 900), time: 0.3, velocity: 0)
    for _ in 0..<600 where panel.isAnimating { panel.step(1.0 / 60) }
    #expect(panel.state == .tip && panel.location == tip)
  }

  @Test func withoutTheBoundaryTheSameDragGoesFurther() throws {
    let panel = try FloatingPanelController(
      layout: TallerTipLayout(), environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)))
    let y = panel.location
    panel.pointerDown(at: Point(x: 195, y: y + 10), time: 0)
    panel.pointerMove(to: Point(x: 195, y: y + 900), time: 0.1)
    #expect(panel.location > 844 - 120 + 6)
  }

  @Test func theLayoutKeepsTheDefaultFullAndHalf() throws {
    let layout = TallerTipLayout(), base = FloatingPanelBottomLayout()
    #expect(Set(layout.anchors.keys) == Set(base.anchors.keys))
    let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
    let mine = try FloatingPanelController(layout: layout, environment: env).resolvedLayout
    let theirs = try FloatingPanelController(layout: base, environment: env).resolvedLayout
    #expect(mine.location(of: .full) == theirs.location(of: .full))
    #expect(mine.location(of: .half) == theirs.location(of: .half))
  }
}
