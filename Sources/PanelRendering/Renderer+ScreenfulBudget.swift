import SDLKit

extension Renderer {
  /// The byte budget of a texture cache on this renderer: `minimum`, or the bytes of `screenfuls`
  /// screenfuls of its output (width × height × 4 each) when that is more. Caches keep what a
  /// frame draws plus some history; what a frame draws grows with the output's pixels (a HiDPI
  /// window), so the budget does too, while a window of any size keeps a bounded amount.
  ///
  /// ```swift
  /// cache.byteLimit = renderer.screenfulBudget(atLeast: 4 << 20)   // 16.4 MB at 2560×1600
  /// ```
  public func screenfulBudget(atLeast minimum: Int, screenfuls: Int = 1) -> Int {
    let out = outputSize
    let (area, overflow) = max(0, out.width).multipliedReportingOverflow(by: max(0, out.height))
    guard !overflow else { return .max }
    let (bytes, overflow4) = area.multipliedReportingOverflow(by: 4 * max(1, screenfuls))
    return overflow4 ? .max : max(minimum, bytes)
  }
}
