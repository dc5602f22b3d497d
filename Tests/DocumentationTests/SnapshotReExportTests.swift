import FloatingPanel
import FloatingPanelSnapshotTesting
import Testing

/// A test that imports only the two library products can name every type the `panelImage`
/// strategy's parameters take: `PixelTolerance`, `PanelImage.Background` and `PixelBuffer`
/// (FloatingPanelSnapshotTesting re-exports them).
@Suite struct SnapshotReExportTests {
  static let size = Size(width: 60, height: 100)

  @Test func theStrategysParameterTypesCanBeNamed() throws {
    let tolerance = PixelTolerance(maxChannelDelta: 1, maxDifferingFraction: 0.001)
    let photo = PixelBuffer(width: 60, height: 100)
    let backgrounds: [PanelImage.Background] = [.plain(PanelImage.plainColor), .image(photo)]
    let panel = try FloatingPanelController(
      layout: FloatingPanelBottomLayout(), environment: LayoutEnvironment(containerSize: Self.size))
    let image = try Snapshotting<FloatingPanelController, PixelBuffer>.render(
      panel, size: Self.size, scale: 1, background: backgrounds[0], backdropColor: .black)
    #expect(image.width == 60 && image.height == 100)

    let strategy = Snapshotting<FloatingPanelController, PixelBuffer>.panelImage(
      size: Self.size, background: backgrounds[0], tolerance: tolerance)
    // Red off by 1 in ten pixels, or by 2 in six of 6000 (0.001): within the tolerance; by 2 in
    // seven: a failure.
    func changed(_ pixels: Int, by delta: UInt8) -> PixelBuffer {
      var copy = image
      for x in 0..<pixels { copy[x, 50].r = image[x, 50].r >= 128 ? image[x, 50].r - delta : image[x, 50].r + delta }
      return copy
    }
    #expect(strategy.diffing.diffV2(image, changed(10, by: 1)) == nil)
    #expect(strategy.diffing.diffV2(image, changed(6, by: 2)) == nil)
    #expect(strategy.diffing.diffV2(image, changed(7, by: 2))?.0.contains("7 of 6000 pixels") == true)
  }
}
