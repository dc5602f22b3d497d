/// The frame-time numbers the HUD shows (the scene supplies the rest).
public struct HUDInfo: Equatable, Sendable {
  /// Median CPU frame time over the last frames, in milliseconds.
  public var frameP50: Double
  /// 99th-percentile CPU frame time over the last frames, in milliseconds.
  public var frameP99: Double

  /// Creates the numbers.
  public init(frameP50: Double, frameP99: Double) {
    self.frameP50 = frameP50
    self.frameP99 = frameP99
  }
}
