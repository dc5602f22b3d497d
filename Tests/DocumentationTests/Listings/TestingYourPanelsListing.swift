import FloatingPanel
import PropertyBased
import Testing

// The listings of the article "Testing your panels". These regions are tests themselves: they
// run with the rest of this target.

// listing: testing-callbacks
@Test func aFlickUpFromHalfSettlesAtFull() throws {
  let panel = try FloatingPanelController(
    layout: FloatingPanelBottomLayout(),
    environment: LayoutEnvironment(
      containerSize: Size(width: 390, height: 844), scale: 2))
  let recorder = FloatingPanelEventRecorder()
  panel.delegate = recorder

  let y = panel.location
  panel.pointerDown(at: Point(x: 195, y: y + 10), time: 0)
  panel.pointerMove(to: Point(x: 195, y: y - 40), time: 0.05)
  panel.pointerUp(at: Point(x: 195, y: y - 40), time: 0.06, velocity: -1200)
  while panel.isAnimating { panel.step(1.0 / 60) }

  #expect(panel.state == .full)
  #expect(panel.location == 18)
  let callbacks = recorder.drain().map(\.description)
    .filter { $0 != "didMove" }
  #expect(callbacks == [
    "shouldBeginDragging", "willBeginDragging",
    "willEndDragging:full", "didEndDragging:true",
    "willBeginAttracting:full", "didChangeState:full", "didEndAttracting",
  ])
}
// end listing

// listing: testing-property
@Test func everyReleaseComesToRestOnAnAnchor() async {
  let drags = Gen.double(in: -400...400)
  let velocities = Gen.double(in: -5000...5000)
  await propertyCheck(count: 300, input: drags, velocities) {
    drag, velocity in
    let panel = try FloatingPanelController(
      layout: FloatingPanelBottomLayout(),
      environment: LayoutEnvironment(
        containerSize: Size(width: 390, height: 844), scale: 3))
    let y = panel.location, end = Point(x: 195, y: y + 10 + drag)
    panel.pointerDown(at: Point(x: 195, y: y + 10), time: 0)
    panel.pointerMove(to: end, time: 0.05)
    panel.pointerUp(at: end, time: 0.06, velocity: velocity)
    for _ in 0..<600 where panel.isAnimating { panel.step(1.0 / 60) }

    #expect(!panel.isAnimating)
    #expect(panel.location == panel.resolvedLayout.location(of: panel.state))
  }
}
// end listing
