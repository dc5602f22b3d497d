/// Rounds a coordinate to the pixel grid like upstream FloatingPanel's `rounded(by:)` in
/// `Extensions.swift`: truncate toward zero at 1e-9 precision,
/// then round `v · scale` to the nearest integer (ties away from zero) and divide by `scale`.
///
/// `roundToPixel(166.75, scale: 3)` is `500 / 3` = 166.666…; `roundToPixel(0.5, scale: 1)` is 1
/// (these and more cases in `LayoutTests.swift`).
public func roundToPixel(_ value: Double, scale: Double) -> Double {
  let truncated = (value * 1e9).rounded(.towardZero) / 1e9
  return (truncated * scale).rounded(.toNearestOrAwayFromZero) / scale
}
