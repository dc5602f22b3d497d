import FloatingPanel
import FloatingPanelSnapshotTesting
import Testing

// The motion test shown by docs/motion-tests.md and by `motion(tolerance:)`'s doc comment. It
// runs here against the golden in `__Snapshots__/MotionTestsListing/` (read its summary before
// re-recording).

// listing: motion-strategy
@Test func releaseFromHalf() throws {
  let size = Size(width: 390, height: 844)
  let panel = try FloatingPanelController(
    layout: FloatingPanelBottomLayout(),
    environment: LayoutEnvironment(containerSize: size))
  let motion = PanelMotion(
    panel: panel, gesture: .release(from: .half, velocity: -1500))
  assertSnapshot(of: motion, as: .motion())
}
// end listing

// listing: motion-strategy-tolerance
@Test func releaseAt120HzWithinAPoint() throws {
  let size = Size(width: 390, height: 844)
  let panel = try FloatingPanelController(
    layout: FloatingPanelBottomLayout(),
    environment: LayoutEnvironment(containerSize: size))
  let motion = PanelMotion(
    panel: panel, gesture: .release(from: .tip, velocity: -2400),
    duration: 1.5, displayRate: .hz120)
  assertSnapshot(
    of: motion,
    as: .motion(tolerance: PanelMotionTolerance(points: 1, seconds: 0.05)))
}
// end listing
