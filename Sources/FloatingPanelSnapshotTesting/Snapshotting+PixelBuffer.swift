import PanelRendering
import Foundation
import SDLKit
import SnapshotTesting

extension Diffing where Value == PixelBuffer {
  /// Compares images pixel by pixel under `tolerance` (exact by default). On a mismatch it
  /// writes actual, reference and difference PNGs through `artifacts` and fails with the
  /// number of differing pixels and the largest channel delta. (`assertSnapshot` also writes the
  /// actual image to `$SNAPSHOT_ARTIFACTS`; the strategy writes its own so that it is complete
  /// when used on its own, e.g. `diffing.diffV2` in a tool.)
  public static func pixels(
    tolerance: PixelTolerance = .exact, artifacts: SnapshotArtifacts? = nil, artifactName: String = "snapshot"
  ) -> Diffing<PixelBuffer> {
    pixels(tolerance: tolerance, artifacts: artifacts, artifactName: { artifactName })
  }

  /// `pixels(tolerance:artifacts:artifactName:)` with the artifacts' name asked for at each
  /// failure (the `panelImage` strategy names them after the snapshot being compared).
  static func pixels(
    tolerance: PixelTolerance, artifacts: SnapshotArtifacts?, artifactName: @escaping () -> String
  ) -> Diffing<PixelBuffer> {
    .diff(
      toData: { image in
        // Encoding an in-memory image only fails if SDL2_image cannot allocate; an empty Data
        // then makes the comparison fail visibly rather than crash.
        (try? Data(image.pngBytes())) ?? Data()
      },
      fromData: { data in
        (try? PixelBuffer(pngBytes: [UInt8](data))) ?? PixelBuffer(width: 0, height: 0)
      },
      diffV2: { reference, actual in
        let comparison = PixelComparison(reference: reference, actual: actual, tolerance: tolerance)
        guard !comparison.matches(tolerance) else { return nil }
        var message = comparison.summary(tolerance: tolerance)
        if let artifacts {
          let paths = artifacts.write(
            name: artifactName(), reference: reference, actual: actual, difference: comparison.differenceImage)
          message += ".\nWrote:\n" + paths.map { "  " + $0 }.joined(separator: "\n")
        }
        return (message, [])
      })
  }
}

extension Snapshotting where Value == PixelBuffer, Format == PixelBuffer {
  /// PNG snapshots of a `PixelBuffer`, matched exactly.
  public static var png: Snapshotting<PixelBuffer, PixelBuffer> { .png() }

  /// PNG snapshots of a `PixelBuffer`, matched under `tolerance`; failures write artifacts.
  public static func png(
    tolerance: PixelTolerance = .exact, artifacts: SnapshotArtifacts? = nil, artifactName: String = "snapshot"
  ) -> Snapshotting<PixelBuffer, PixelBuffer> {
    Snapshotting(
      pathExtension: "png", diffing: .pixels(tolerance: tolerance, artifacts: artifacts, artifactName: artifactName))
  }
}
