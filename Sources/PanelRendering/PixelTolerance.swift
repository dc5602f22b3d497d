/// How different two images may be and still match. The default, `.exact`, allows nothing.
///
/// ```swift
/// assertPixelSnapshot(of: frame, named: "text", tolerance: PixelTolerance(maxChannelDelta: 2, maxDifferingFraction: 0.001))
/// ```
public struct PixelTolerance: Hashable, Sendable {
  /// A pixel counts as differing when one of its R, G, B channels moves by more than this.
  public var maxChannelDelta: UInt8
  /// The images match when at most this fraction (0…1) of pixels differ.
  public var maxDifferingFraction: Double

  /// Creates a tolerance.
  public init(maxChannelDelta: UInt8 = 0, maxDifferingFraction: Double = 0) {
    self.maxChannelDelta = maxChannelDelta
    self.maxDifferingFraction = maxDifferingFraction
  }

  /// Every byte of R, G and B must match.
  public static let exact = PixelTolerance()
}
