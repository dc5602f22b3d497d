import SDLKit

extension Renderer {
  /// The byte budget of a texture cache on this renderer: `minimum`, or the bytes of one screenful
  /// of its output (width × height × 4) when that is more. Caches keep what a frame draws plus
  /// some history; what a frame draws grows with the output's pixels (a HiDPI window), so the
  /// budget does too, while a window of any size keeps a bounded amount.
  ///
  /// ```swift
  /// cache.byteLimit = renderer.screenfulBudget(atLeast: 4 << 20)   // 15.6 MB at 2560×1600
  /// ```
  public func screenfulBudget(atLeast minimum: Int) -> Int {
    let out = outputSize
    let (area, overflow) = max(0, out.width).multipliedReportingOverflow(by: max(0, out.height))
    guard !overflow else { return .max }
    let (bytes, overflow4) = area.multipliedReportingOverflow(by: 4)
    return overflow4 ? .max : max(minimum, bytes)
  }
}
