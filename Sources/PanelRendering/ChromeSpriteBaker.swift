import Foundation
import FloatingPanel
import SDLKit

/// Rasterises a `ChromeStyle` into an image once, on the CPU, from signed distance fields
/// ("approach E" of the SDL2 notes):
///
/// - each shadow: `alpha = opacity · ½·erfc(d / (σ√2))`, `d` the signed distance to the body
///   outline moved by the offset and grown by the spread (corner radius r + spread): the exact
///   Gaussian blur of a straight edge, so the shadow fades smoothly to nothing;
/// - the body: coverage `clamp(½ − d, 0, 1)`, an antialiased outline;
/// - the border: the body's coverage minus the coverage of the body inset by the border width;
///
/// composited back to front with straight-alpha "over". The image is then cut down to the
/// corner pieces plus a band of the constant column and row (found by comparing pixels), so
/// tiling the band reproduces any body size exactly.
enum ChromeSpriteBaker {
  /// A baked image with its slice metrics (see `ChromeSprite`).
  struct Baked {
    var image: PixelBuffer
    var marginLeft: Int, marginTop: Int, marginRight: Int, marginBottom: Int
    var leftSlice: Int, topSlice: Int, rightSlice: Int, bottomSlice: Int
    var centre: RGBA
    var exactSize: PixelSize?
  }

  /// How far inside the body edge the look can still vary for `style`, in pixels.
  static func inwardExtent(_ style: ChromeStyle) -> Int {
    // A continuous corner's curve reaches 1.528665 radii along each edge.
    let reach = style.cornerCurve == .continuous ? style.cornerRadius * ContinuousCorner.extent : style.cornerRadius
    var extent = max(reach, style.border?.width ?? 0) + 1
    for s in style.shadows {
      let offset = max(abs(s.offsetX), abs(s.offsetY))
      let grown = style.cornerCurve == .continuous ? reach + max(0, s.spread) * ContinuousCorner.extent : reach + max(0, s.spread)
      extent = max(extent, offset - s.spread + max(grown, 4 * s.sigma, 1) + 1)
    }
    return Int(extent.rounded(.up)) + 1
  }

  static func bake(_ style: ChromeStyle) -> Baked {
    let extent = inwardExtent(style)
    let bodyW = style.exactSize?.width ?? (2 * extent + 1)
    let bodyH = style.exactSize?.height ?? (2 * extent + 1)
    // Margins: where a shadow's Gaussian tail (4σ) can reach outside the body.
    var mL = 0.0, mT = 0.0, mR = 0.0, mB = 0.0
    for s in style.shadows {
      let reach = 4 * s.sigma + s.spread + 1
      mL = max(mL, reach - s.offsetX)
      mR = max(mR, reach + s.offsetX)
      mT = max(mT, reach - s.offsetY)
      mB = max(mB, reach + s.offsetY)
    }
    let marginL = Int(mL.rounded(.up)), marginT = Int(mT.rounded(.up))
    let marginR = Int(mR.rounded(.up)), marginB = Int(mB.rounded(.up))
    let width = marginL + bodyW + marginR, height = marginT + bodyH + marginB

    let r = style.cornerRadius
    let body = RoundedRectShape(
      minX: Double(marginL), minY: Double(marginT), maxX: Double(marginL + bodyW), maxY: Double(marginT + bodyH),
      topLeft: style.corners.contains(.topLeft) ? r : 0, topRight: style.corners.contains(.topRight) ? r : 0,
      bottomLeft: style.corners.contains(.bottomLeft) ? r : 0,
      bottomRight: style.corners.contains(.bottomRight) ? r : 0, continuous: style.cornerCurve == .continuous)
    let shadowShapes = style.shadows.map { s in
      body.offset(dx: s.offsetX, dy: s.offsetY).inflated(by: s.spread)
    }
    let inner = style.border.map { body.inflated(by: -$0.width) }

    let bodyIsOpaque = style.backgroundColor.alpha >= 1 && !style.hollowBody
    let background = Straight(style.backgroundColor, alpha: 1)
    // Beyond ±6σ the Gaussian tail is below 1e-9: exactly 0 or 1 once quantised to 8 bits.
    let cutoffs = style.shadows.map { 6 * $0.sigma }
    let inverseWidths = style.shadows.map { 1 / (max($0.sigma, 1e-9) * 2.0.squareRoot()) }
    // With no horizontal offsets and mirror-image corners the sprite is symmetric left–right:
    // compute the left half and mirror it (all coordinates are exact multiples of ½).
    let mirrored =
      marginL == marginR && style.shadows.allSatisfy { $0.offsetX == 0 }
      && body.topLeft == body.topRight && body.bottomLeft == body.bottomRight
    let columnsToCompute = mirrored ? (width + 1) / 2 : width
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      let py = Double(y) + 0.5
      for x in 0..<columnsToCompute {
        let px = Double(x) + 0.5
        let bodyCoverage = min(1, max(0, 0.5 - body.signedDistance(x: px, y: py)))
        var pixel = Straight.clear
        var ringCoverage = 0.0
        if let border = style.border, let inner, bodyCoverage > 0 {
          let innerCoverage = min(1, max(0, 0.5 - inner.signedDistance(x: px, y: py)))
          ringCoverage = max(0, bodyCoverage - innerCoverage) * border.color.alpha
        }
        if bodyCoverage >= 1 && bodyIsOpaque {
          // An opaque body hides the shadows under it completely.
          pixel = background
        } else {
          for (i, s) in style.shadows.enumerated() {
            let d = shadowShapes[i].signedDistance(x: px, y: py)
            let coverage: Double
            if s.sigma < 0.01 {
              coverage = min(1, max(0, 0.5 - d))
            } else if d > cutoffs[i] {
              continue
            } else if d < -cutoffs[i] {
              coverage = 1
            } else {
              coverage = 0.5 * erfc(d * inverseWidths[i])
            }
            // A hollow (material) body: no shadow under it, only outside its outline.
            let visible = style.hollowBody ? coverage * (1 - bodyCoverage) : coverage
            pixel = pixel.under(Straight(s.color, alpha: s.color.alpha * visible))
          }
          if bodyCoverage > 0 && !style.hollowBody {
            let bg = style.backgroundColor
            pixel = pixel.under(Straight(bg, alpha: bg.alpha * bodyCoverage))
          }
        }
        if ringCoverage > 0, let border = style.border {
          pixel = pixel.under(Straight(border.color, alpha: ringCoverage))
        }
        let q = pixel.quantized
        let o = (y * width + x) * 4
        bytes[o] = q.r
        bytes[o + 1] = q.g
        bytes[o + 2] = q.b
        bytes[o + 3] = q.a
        if mirrored {
          let m = (y * width + width - 1 - x) * 4
          bytes[m] = q.r
          bytes[m + 1] = q.g
          bytes[m + 2] = q.b
          bytes[m + 3] = q.a
        }
      }
    }
    let full = PixelBuffer(width: width, height: height, bytes: bytes) ?? PixelBuffer(width: 0, height: 0)
    return slice(
      full, body: PixelRect(x: marginL, y: marginT, width: bodyW, height: bodyH), exact: style.exactSize)
  }

  /// Crops fully transparent margins, then (for sprites that are not of one exact size) keeps
  /// only the corner pieces and a band of the constant centre column and row.
  static func slice(_ full: PixelBuffer, body: PixelRect, exact: PixelSize?, band: Int = ChromeSprite.band) -> Baked {
    // 1. Crop transparent rows/columns outside the body.
    func columnClear(_ x: Int) -> Bool { (0..<full.height).allSatisfy { full.bytes[(($0 * full.width) + x) * 4 + 3] == 0 } }
    func rowClear(_ y: Int) -> Bool { (0..<full.width).allSatisfy { full.bytes[((y * full.width) + $0) * 4 + 3] == 0 } }
    var left = 0, top = 0, right = full.width, bottom = full.height
    while left < body.x && columnClear(left) { left += 1 }
    while right > body.maxX && columnClear(right - 1) { right -= 1 }
    while top < body.y && rowClear(top) { top += 1 }
    while bottom > body.maxY && rowClear(bottom - 1) { bottom -= 1 }
    let image = full.cropped(to: PixelRect(x: left, y: top, width: right - left, height: bottom - top))
    let mL = body.x - left, mT = body.y - top
    let mR = right - body.maxX, mB = bottom - body.maxY
    let w = image.width, h = image.height
    if let exact {
      return Baked(
        image: image, marginLeft: mL, marginTop: mT, marginRight: mR, marginBottom: mB,
        leftSlice: w, topSlice: h, rightSlice: 0, bottomSlice: 0, centre: .clear, exactSize: exact)
    }
    // 2. Find the run of columns equal to the centre column, and the same for rows.
    let cx = mL + body.width / 2, cy = mT + body.height / 2
    func columnsEqual(_ a: Int, _ b: Int) -> Bool {
      for y in 0..<h {
        let i = (y * w + a) * 4, j = (y * w + b) * 4
        if image.bytes[i] != image.bytes[j] || image.bytes[i + 1] != image.bytes[j + 1]
          || image.bytes[i + 2] != image.bytes[j + 2] || image.bytes[i + 3] != image.bytes[j + 3]
        {
          return false
        }
      }
      return true
    }
    func rowsEqual(_ a: Int, _ b: Int) -> Bool {
      image.bytes[(a * w * 4)..<((a + 1) * w * 4)] == image.bytes[(b * w * 4)..<((b + 1) * w * 4)]
    }
    var x0 = cx, x1 = cx, y0 = cy, y1 = cy
    while x0 > 0 && columnsEqual(x0 - 1, cx) { x0 -= 1 }
    while x1 < w - 1 && columnsEqual(x1 + 1, cx) { x1 += 1 }
    while y0 > 0 && rowsEqual(y0 - 1, cy) { y0 -= 1 }
    while y1 < h - 1 && rowsEqual(y1 + 1, cy) { y1 += 1 }
    // 3. Keep columns [0, x0) + `band` copies of cx + (x1, w), and rows likewise. The band is
    //    tiled (never stretched) when drawing: SDL's scaled and unscaled blended blits round
    //    differently, and tiling keeps every piece on the same blitter, so there are no seams.
    let columns = Array(0..<x0) + Array(repeating: cx, count: band) + Array((x1 + 1)..<w)
    let rows = Array(0..<y0) + Array(repeating: cy, count: band) + Array((y1 + 1)..<h)
    var out = [UInt8]()
    out.reserveCapacity(columns.count * rows.count * 4)
    for y in rows {
      for x in columns {
        let i = (y * w + x) * 4
        out.append(contentsOf: image.bytes[i..<(i + 4)])
      }
    }
    let compact =
      PixelBuffer(width: columns.count, height: rows.count, bytes: out) ?? PixelBuffer(width: 0, height: 0)
    return Baked(
      image: compact, marginLeft: mL, marginTop: mT, marginRight: mR, marginBottom: mB,
      leftSlice: x0, topSlice: y0, rightSlice: w - 1 - x1, bottomSlice: h - 1 - y1,
      centre: image[cx, cy], exactSize: nil)
  }
}
