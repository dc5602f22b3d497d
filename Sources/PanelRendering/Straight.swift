import FloatingPanel
import SDLKit

/// A straight-alpha colour with `Double` channels, and the one "over" compositing of this module:
/// ``ChromeSpriteBaker`` composites shadows, body and border with it (channels in 0…1) and
/// ``RasterCanvas`` blends shapes into its image with it (channels in 0…255).
struct Straight {
  var r: Double, g: Double, b: Double, a: Double

  static let clear = Straight(r: 0, g: 0, b: 0, a: 0)

  init(r: Double, g: Double, b: Double, a: Double) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  init(_ color: Color, alpha: Double) {
    self.init(r: color.red, g: color.green, b: color.blue, a: min(1, max(0, alpha)))
  }

  /// `top` composited over `self` (Porter–Duff over, straight alpha; the colour channels may be in
  /// any unit, the alphas are in 0…1).
  func under(_ top: Straight) -> Straight {
    let outA = top.a + a * (1 - top.a)
    guard outA > 0 else { return .clear }
    let k = a * (1 - top.a)
    return Straight(
      r: (top.r * top.a + r * k) / outA, g: (top.g * top.a + g * k) / outA, b: (top.b * top.a + b * k) / outA,
      a: outA)
  }

  /// The colour in 8 bits per channel (channels in 0…1).
  var quantized: RGBA {
    // A fully transparent pixel keeps black so that transparent regions compare equal.
    let a8 = RGBA.quantize(a)
    guard a8 > 0 else { return .clear }
    return RGBA(r: RGBA.quantize(r), g: RGBA.quantize(g), b: RGBA.quantize(b), a: a8)
  }
}
