import FloatingPanel
import SDLKit

/// The pixels of a blurred material: what lies behind a panel, blurred, its colours made more
/// vivid and tinted, as a `UIBlurEffect` draws it. Done once per backdrop image, size and look
/// (``MaterialRenderer`` keeps the result); a frame only copies from it.
///
/// The blur is a Gaussian of σ = the look's radius × scale, approximated by three box blurs (a
/// quadratic B-spline, within a few per cent of the Gaussian) at a reduced resolution (σ ≥ 3
/// pixels there), then enlarged bilinearly: the cost is a few passes over the image, whatever σ.
enum MaterialBlur {
  /// How a material looks: blur σ in points, how much the saturation is raised, the tint's alpha.
  /// UIKit does not publish its materials' values; these are chosen to match their look in
  /// Apple's screenshots (a thicker material blurs more and lets less through).
  struct Look: Hashable {
    var sigma: Double
    var saturation: Double
    var tintAlpha: Double
  }

  /// The look of `material` in the light appearance, or in the dark one when `dark`: the dark
  /// materials (`.systemMaterialDark` and its kin, what `.systemMaterial` draws in dark mode) lay
  /// more of their tint over the blur, so that white text keeps its contrast over whatever shows
  /// through (the legacy `UIBlurEffect.Style.dark` is a grey of 0.11 at 0.73).
  static func look(_ material: SurfaceAppearance.Material, dark: Bool = false) -> Look {
    switch (material, dark) {
    case (.ultraThin, false): return Look(sigma: 10, saturation: 1.8, tintAlpha: 0.35)
    case (.thin, false): return Look(sigma: 10, saturation: 1.8, tintAlpha: 0.5)
    case (.regular, false): return Look(sigma: 12, saturation: 1.8, tintAlpha: 0.65)
    case (.thick, false): return Look(sigma: 14, saturation: 1.8, tintAlpha: 0.8)
    case (.chrome, false): return Look(sigma: 14, saturation: 1.6, tintAlpha: 0.75)
    case (.ultraThin, true): return Look(sigma: 10, saturation: 1.8, tintAlpha: 0.55)
    case (.thin, true): return Look(sigma: 10, saturation: 1.8, tintAlpha: 0.65)
    case (.regular, true): return Look(sigma: 12, saturation: 1.8, tintAlpha: 0.75)
    case (.thick, true): return Look(sigma: 14, saturation: 1.8, tintAlpha: 0.85)
    case (.chrome, true): return Look(sigma: 14, saturation: 1.6, tintAlpha: 0.8)
    }
  }

  /// The tint of a clear surface's material in the light appearance: white.
  static let lightTint = Color.white
  /// The tint of a clear surface's material in the dark appearance: iOS's dark grouped grey
  /// (`.secondarySystemBackground` dark, #1C1C1E), as the dark system materials look over black.
  static let darkTint = Color(hex: 0x1C1C1E)

  /// What a material lays over its blur on a surface whose background colour is `background`:
  /// that colour (opaque) when it has one, else the appearance's own tint (white light, #1C1C1E
  /// dark, as `.systemMaterial` follows the appearance); at the material's thickness in that
  /// appearance.
  static func tint(
    _ material: SurfaceAppearance.Material, background: Color, dark: Bool
  ) -> (color: Color, alpha: Double) {
    let color = background.alpha > 0 ? background.withAlpha(1) : dark ? darkTint : lightTint
    return (color, look(material, dark: dark).tintAlpha)
  }

  /// `image` blurred with σ = `sigma` pixels, saturated by `saturation` and covered by `tint`
  /// at `alpha`; opaque, the same size.
  static func apply(_ image: PixelBuffer, sigma: Double, saturation: Double, tint: Color, alpha: Double) -> PixelBuffer {
    let w = image.width, h = image.height
    guard w > 0, h > 0 else { return image }
    let sigma = sigma.isFinite ? min(256, max(0, sigma)) : 0
    let f = max(1, Int(sigma / 3))
    let sw = (w + f - 1) / f, sh = (h + f - 1) / f
    // 1. Down: the mean of each f × f block, per channel.
    var small = [[Float]](repeating: [Float](repeating: 0, count: sw * sh), count: 3)
    var counts = [Float](repeating: 0, count: sw * sh)
    image.bytes.withUnsafeBufferPointer { bytes in
      for y in 0..<h {
        let row = (y / f) * sw
        for x in 0..<w {
          let i = (y * w + x) * 4, j = row + x / f
          small[0][j] += Float(bytes[i])
          small[1][j] += Float(bytes[i + 1])
          small[2][j] += Float(bytes[i + 2])
          counts[j] += 1
        }
      }
    }
    for c in 0..<3 { for j in 0..<(sw * sh) { small[c][j] /= max(1, counts[j]) } }
    // 2. Three box blurs each way (σ² = 3 (d² − 1) / 12 for boxes of width d = 2r + 1).
    let s = sigma / Double(f)
    let radius = max(0, Int((((12 * s * s / 3 + 1).squareRoot() - 1) / 2).rounded()))
    if radius > 0 {
      for c in 0..<3 {
        for _ in 0..<3 {
          boxBlur(&small[c], width: sw, height: sh, radius: radius, horizontal: true)
          boxBlur(&small[c], width: sw, height: sh, radius: radius, horizontal: false)
        }
      }
    }
    // 3. Up (bilinear), saturate, tint.
    let a = Float(min(1, max(0, alpha))), sat = Float(saturation)
    let tr = Float(tint.red * 255) * a, tg = Float(tint.green * 255) * a, tb = Float(tint.blue * 255) * a
    var out = [UInt8](repeating: 255, count: w * h * 4)
    out.withUnsafeMutableBufferPointer { o in
      for y in 0..<h {
        let fy = max(0, min(Float(sh - 1), (Float(y) + 0.5) / Float(f) - 0.5))
        let y0 = Int(fy), y1 = min(sh - 1, y0 + 1), wy = fy - Float(y0)
        for x in 0..<w {
          let fx = max(0, min(Float(sw - 1), (Float(x) + 0.5) / Float(f) - 0.5))
          let x0 = Int(fx), x1 = min(sw - 1, x0 + 1), wx = fx - Float(x0)
          var rgb: (Float, Float, Float) = (0, 0, 0)
          for c in 0..<3 {
            let p = small[c]
            let top = p[y0 * sw + x0] * (1 - wx) + p[y0 * sw + x1] * wx
            let bottom = p[y1 * sw + x0] * (1 - wx) + p[y1 * sw + x1] * wx
            let v = top * (1 - wy) + bottom * wy
            if c == 0 { rgb.0 = v } else if c == 1 { rgb.1 = v } else { rgb.2 = v }
          }
          let lum = 0.2126 * rgb.0 + 0.7152 * rgb.1 + 0.0722 * rgb.2
          func byte(_ v: Float, _ t: Float) -> UInt8 {
            let saturated = min(255, max(0, lum + (v - lum) * sat))
            return UInt8(min(255, max(0, (saturated * (1 - a) + t).rounded())))
          }
          let i = (y * w + x) * 4
          o[i] = byte(rgb.0, tr)
          o[i + 1] = byte(rgb.1, tg)
          o[i + 2] = byte(rgb.2, tb)
        }
      }
    }
    return PixelBuffer(width: w, height: h, bytes: out) ?? image
  }

  /// One box blur of `radius` along rows or columns, edges clamped (a running sum: linear time).
  static func boxBlur(_ p: inout [Float], width: Int, height: Int, radius r: Int, horizontal: Bool) {
    let lines = horizontal ? height : width, n = horizontal ? width : height
    let step = horizontal ? 1 : width
    let scale = 1 / Float(2 * r + 1)
    var line = [Float](repeating: 0, count: n)
    p.withUnsafeMutableBufferPointer { buf in
      for l in 0..<lines {
        let start = horizontal ? l * width : l
        for i in 0..<n { line[i] = buf[start + i * step] }
        var sum = Float(0)
        for k in -r...r { sum += line[min(n - 1, max(0, k))] }
        for i in 0..<n {
          buf[start + i * step] = sum * scale
          sum += line[min(n - 1, i + r + 1)] - line[max(0, i - r)]
        }
      }
    }
  }
}
