import FloatingPanel
import FloatingPanelSnapshotTesting
import Testing

// The complete screenshot test shown by `panelImage(size:scale:…)`'s doc comment, by the snapshot
// library's article and by "Testing your panels". It runs here against the reference PNG in
// `__Snapshots__/SnapshotTestingListing/` (look at it before re-recording).

// listing: snapshot-test
struct SheetLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .half
  let anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(
      absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(
      fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
  ]
}

@Test func halfPanel() throws {
  let size = Size(width: 390, height: 844)
  let panel = try FloatingPanelController(
    layout: SheetLayout(),
    environment: LayoutEnvironment(containerSize: size))
  panel.surfaceAppearance.cornerRadius = 16
  assertSnapshot(of: panel, as: .panelImage(size: size, scale: 2))
}
// end listing

// A named tolerance, from the snapshot library's article: the types come with
// `import FloatingPanelSnapshotTesting`. Its reference is the same picture as `halfPanel`'s.

// listing: snapshot-tolerance
@Test func halfPanelWithinOneStep() throws {
  let size = Size(width: 390, height: 844)
  let panel = try FloatingPanelController(
    layout: SheetLayout(),
    environment: LayoutEnvironment(containerSize: size))
  let tolerance = PixelTolerance(
    maxChannelDelta: 1, maxDifferingFraction: 0.001)
  assertSnapshot(
    of: panel,
    as: .panelImage(
      size: size, scale: 2,
      background: .plain(PanelImage.plainColor),
      tolerance: tolerance))
}
// end listing
