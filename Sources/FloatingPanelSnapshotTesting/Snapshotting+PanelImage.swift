import FloatingPanel
import Foundation
import PanelRendering
import SDLKit
@_exported import SnapshotTesting

extension Snapshotting where Value == FloatingPanelController, Format == PixelBuffer {
  /// Screenshot tests of your own panel: renders a `FloatingPanelController` — its layout,
  /// behaviour-driven position and `surfaceAppearance` as they are now — over a plain colour or
  /// a given image, at `size` points and `scale` pixels per point, headless (no display), and
  /// compares it with a reference PNG in `__Snapshots__` next to the test file (exactly, unless
  /// `tolerance` says otherwise). A failure says how many pixels differ; swift-snapshot-testing
  /// writes the actual image to `$SNAPSHOT_ARTIFACTS/<TestFile>/<test>.<n>.png` (the temporary
  /// directory when `SNAPSHOT_ARTIFACTS` is unset) and the strategy writes
  /// `<test>.<n>.reference.png` and `<test>.<n>.difference.png` next to it, where `<n>` counts the
  /// test's `panelImage` snapshots from 1: every failing snapshot has its own three files.
  ///
  /// The panel is laid out in a container of `size` at `scale` (so anchors round to that scale as
  /// on such a screen, keeping its safe area) while it is drawn; its environment is restored after.
  ///
  /// A complete test, in a package that depends on this one (`.package(path: "../FloatingPanel")`
  /// or its URL) and lists `.product(name: "FloatingPanel", package: …)` and
  /// `.product(name: "FloatingPanelSnapshotTesting", package: …)` in its test target. The first
  /// run records `__Snapshots__/<TestFile>/halfPanel.1.png`; later runs compare with it:
  ///
  /// ```swift
  /// import FloatingPanel
  /// import FloatingPanelSnapshotTesting
  /// import Testing
  ///
  /// struct SheetLayout: FloatingPanelLayout {
  ///   let position: FloatingPanelPosition = .bottom
  ///   let initialState: FloatingPanelState = .half
  ///   let anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [
  ///     .full: FloatingPanelLayoutAnchor(
  ///       absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
  ///     .half: FloatingPanelLayoutAnchor(
  ///       fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
  ///   ]
  /// }
  ///
  /// @Test func halfPanel() throws {
  ///   let size = Size(width: 390, height: 844)
  ///   let panel = try FloatingPanelController(
  ///     layout: SheetLayout(),
  ///     environment: LayoutEnvironment(containerSize: size))
  ///   panel.surfaceAppearance.cornerRadius = 16
  ///   assertSnapshot(of: panel, as: .panelImage(size: size, scale: 2))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - size: The container in points.
  ///   - scale: Pixels per point (1, 2 or 3 like a device; any value > 0 works).
  ///   - background: What is behind the panel (default a plain light grey-blue).
  ///   - backdropColor: The backdrop's colour (its alpha is the layout's backdrop alpha).
  ///   - tolerance: How different the image may be (default `.exact`), e.g.
  ///     `PixelTolerance(maxChannelDelta: 1, maxDifferingFraction: 0.001)`.
  ///   - file: The test file (leave the default): names the artifacts' directory.
  ///   - testName: The test (leave the default): names the artifacts.
  public static func panelImage(
    size: Size, scale: Double = 1, background: PanelImage.Background = .plain(PanelImage.plainColor),
    backdropColor: Color = .black, tolerance: PixelTolerance = .exact,
    file: StaticString = #filePath, testName: String = #function
  ) -> Snapshotting<FloatingPanelController, PixelBuffer> {
    let place = PanelImageArtifacts(file: file, testName: testName)
    // swift-snapshot-testing writes the actual image itself (`<test>.<n>.png`); the strategy adds
    // the reference and the difference under the same name, once per compared snapshot.
    let artifacts = SnapshotArtifacts(directory: place.directory, includesActual: false)
    let current = ArtifactName()
    return Snapshotting<PixelBuffer, PixelBuffer>(
      pathExtension: "png",
      diffing: .pixels(tolerance: tolerance, artifacts: artifacts, artifactName: { current.value })
    ).pullback { panel in
      current.value = place.nextName()
      // A render that fails (e.g. a size of zero pixels) gives an empty image: the comparison
      // then fails with "image sizes differ" rather than crashing the test run.
      return (try? render(panel, size: size, scale: scale, background: background, backdropColor: backdropColor))
        ?? PixelBuffer(width: 0, height: 0)
    }
  }

  /// The image `panelImage` compares: `panel` laid out in a `size` container at `scale`, drawn
  /// over `background`. The panel's environment is restored afterwards.
  ///
  /// - Throws: `FloatingPanelError` when the panel cannot be laid out at `size`, `SDLError` when
  ///   the headless renderer cannot be made.
  public static func render(
    _ panel: FloatingPanelController, size: Size, scale: Double, background: PanelImage.Background, backdropColor: Color
  ) throws -> PixelBuffer {
    let old = panel.environment
    try panel.updateEnvironment(LayoutEnvironment(containerSize: size, safeAreaInsets: old.safeAreaInsets, scale: scale))
    defer { try? panel.updateEnvironment(old) }
    return try PanelImage.render([PanelImage.Layer(panel, backdropColor: backdropColor)], size: size, scale: scale, background: background)
  }
}

/// The artifact name of the snapshot a `panelImage` strategy is comparing: set when the panel is
/// rendered, read by the comparison that follows (one `assertSnapshot` call does both in turn).
private final class ArtifactName: @unchecked Sendable {
  private let lock = NSLock()
  private var name = "snapshot"

  var value: String {
    get { lock.withLock { name } }
    set { lock.withLock { name = newValue } }
  }
}
