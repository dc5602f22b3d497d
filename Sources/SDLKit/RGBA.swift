/// An 8-bit-per-channel colour with straight (not premultiplied) alpha, as SDL draws it.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…255.
  public var r: UInt8
  /// Green, 0…255.
  public var g: UInt8
  /// Blue, 0…255.
  public var b: UInt8
  /// Opacity, 0…255 (255 is opaque).
  public var a: UInt8

  /// Creates a colour from 8-bit channels.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// Creates an opaque colour from a 0xRRGGBB value, e.g. `RGBA(hex: 0xE5E9F0)`.
  public init(hex: UInt32, a: UInt8 = 255) {
    self.init(r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF), a: a)
  }

  /// Creates a colour from components in 0…1, rounding to the nearest 8-bit value and clamping.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(
      r: RGBA.quantize(red), g: RGBA.quantize(green), b: RGBA.quantize(blue), a: RGBA.quantize(alpha))
  }

  /// Rounds a 0…1 value to 0…255; NaN becomes 0.
  public static func quantize(_ value: Double) -> UInt8 {
    guard value.isFinite else { return value == .infinity ? 255 : 0 }
    return UInt8(max(0, min(255, (value * 255).rounded())))
  }

  /// Opaque black.
  public static let black = RGBA(r: 0, g: 0, b: 0)
  /// Opaque white.
  public static let white = RGBA(r: 255, g: 255, b: 255)
  /// Fully transparent black.
  public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)

  /// `#RRGGBBAA`.
  public var description: String {
    let hex = [r, g, b, a].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }
    return "#" + hex.joined()
  }
}
