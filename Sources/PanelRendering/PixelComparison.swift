import SDLKit

/// The result of comparing an image with its reference, RGB channels only (alpha ignored).
public struct PixelComparison: Sendable {
  /// Pixels whose largest channel delta exceeds the tolerance.
  public var differingPixels: Int
  /// All pixels compared.
  public var totalPixels: Int
  /// The largest channel delta over all pixels, 0…255.
  public var maxChannelDelta: Int
  /// A picture of the differences: the reference faded to light grey, differing pixels in red
  /// (brighter for larger deltas). Nil when the sizes differ.
  public var differenceImage: PixelBuffer?
  /// Set when the sizes differ ("actual 10×10, reference 12×10").
  public var sizeMismatch: String?

  /// Compares `actual` with `reference` under `tolerance`.
  public init(reference: PixelBuffer, actual: PixelBuffer, tolerance: PixelTolerance) {
    totalPixels = reference.width * reference.height
    guard reference.width == actual.width, reference.height == actual.height else {
      differingPixels = max(totalPixels, actual.width * actual.height)
      maxChannelDelta = 255
      differenceImage = nil
      sizeMismatch =
        "actual is \(actual.width)×\(actual.height), reference is \(reference.width)×\(reference.height)"
      return
    }
    sizeMismatch = nil
    let pixelCount = totalPixels
    var differing = 0, maxDelta = 0
    var diff = [UInt8](repeating: 255, count: reference.bytes.count)
    let limit = Int(tolerance.maxChannelDelta)
    reference.bytes.withUnsafeBufferPointer { old in
      actual.bytes.withUnsafeBufferPointer { new in
        for p in 0..<pixelCount {
          let i = p * 4
          let delta = max(
            abs(Int(old[i]) - Int(new[i])), abs(Int(old[i + 1]) - Int(new[i + 1])),
            abs(Int(old[i + 2]) - Int(new[i + 2])))
          maxDelta = max(maxDelta, delta)
          if delta > limit {
            differing += 1
            diff[i] = UInt8(min(255, 128 + delta * 4))
            diff[i + 1] = 0
            diff[i + 2] = 0
          } else {
            let luma = (Int(old[i]) * 3 + Int(old[i + 1]) * 6 + Int(old[i + 2])) / 10
            let faded = UInt8(190 + luma * 60 / 255)
            diff[i] = faded
            diff[i + 1] = faded
            diff[i + 2] = faded
          }
        }
      }
    }
    differingPixels = differing
    maxChannelDelta = maxDelta
    differenceImage = PixelBuffer(width: reference.width, height: reference.height, bytes: diff)
  }

  /// The share of pixels that differ, 0…1.
  public var differingFraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

  /// Whether the images match under `tolerance`.
  public func matches(_ tolerance: PixelTolerance) -> Bool {
    sizeMismatch == nil && (differingPixels == 0 || differingFraction <= tolerance.maxDifferingFraction)
  }

  /// "3 of 160000 pixels (0.0019 %) differ by more than 0; max channel delta 41".
  public func summary(tolerance: PixelTolerance) -> String {
    if let sizeMismatch { return "image sizes differ: \(sizeMismatch)" }
    let percent = (differingFraction * 100 * 10_000).rounded() / 10_000
    return "\(differingPixels) of \(totalPixels) pixels (\(percent) %) differ by more than "
      + "\(tolerance.maxChannelDelta); max channel delta \(maxChannelDelta)"
  }
}
