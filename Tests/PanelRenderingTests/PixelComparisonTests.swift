import Foundation
import RenderTestSupport
import SnapshotTesting
import SDLKit
import Testing

extension RenderingSuite {
  /// The snapshot strategy's comparison: exact by default, tolerant on request, with a useful
  /// message and artifact images on failure.
  @Suite(.serialized)
  struct PixelComparisonTests {
    private func pair(delta: UInt8) -> (PixelBuffer, PixelBuffer) {
      let a = PixelBuffer(width: 10, height: 10, fill: RGBA(hex: 0x808080))
      var b = a
      b[3, 4] = RGBA(r: 0x80 + delta, g: 0x80, b: 0x80)
      return (a, b)
    }

    @Test func exactByDefault() {
      let (a, b) = pair(delta: 1)
      let c = PixelComparison(reference: a, actual: b, tolerance: .exact)
      #expect(!c.matches(.exact))
      #expect(c.differingPixels == 1)
      #expect(c.maxChannelDelta == 1)
      #expect(c.summary(tolerance: .exact).contains("1 of 100 pixels"))
      #expect(c.summary(tolerance: .exact).contains("max channel delta 1"))
      #expect(c.differenceImage?[3, 4].r ?? 0 > 128)
      #expect(PixelComparison(reference: a, actual: a, tolerance: .exact).matches(.exact))
    }

    @Test func toleranceAllowsSmallDeltasOrFewPixels() {
      let (a, b) = pair(delta: 5)
      #expect(PixelComparison(reference: a, actual: b, tolerance: PixelTolerance(maxChannelDelta: 5)).matches(PixelTolerance(maxChannelDelta: 5)))
      let fraction = PixelTolerance(maxChannelDelta: 0, maxDifferingFraction: 0.01)
      #expect(PixelComparison(reference: a, actual: b, tolerance: fraction).matches(fraction))
      let tight = PixelTolerance(maxChannelDelta: 4)
      #expect(!PixelComparison(reference: a, actual: b, tolerance: tight).matches(tight))
    }

    @Test func sizeMismatchIsReported() {
      let c = PixelComparison(
        reference: PixelBuffer(width: 4, height: 4), actual: PixelBuffer(width: 5, height: 4), tolerance: .exact)
      #expect(!c.matches(.exact))
      #expect(c.summary(tolerance: .exact).contains("5×4"))
    }

    @Test func failureWritesActualAndDifferencePNGs() throws {
      let (a, b) = pair(delta: 40)
      let dir = NSTemporaryDirectory() + "pixel-artifacts-\(getpid())"
      defer { try? FileManager.default.removeItem(atPath: dir) }
      let artifacts = SnapshotArtifacts(directory: dir)
      let strategy = SnapshotTesting.Snapshotting<PixelBuffer, PixelBuffer>.png(artifacts: artifacts, artifactName: "case")
      let message = strategy.diffing.diffV2(a, b)?.0 ?? ""
      #expect(message.contains("1 of 100 pixels"))
      #expect(message.contains("max channel delta 40"))
      #expect(try PixelBuffer(contentsOfFile: dir + "/case.actual.png") == b)
      #expect(try PixelBuffer(contentsOfFile: dir + "/case.difference.png")[3, 4].g == 0)
      #expect(strategy.diffing.diffV2(a, a) == nil)
    }
  }
}
