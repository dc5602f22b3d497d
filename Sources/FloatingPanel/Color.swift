/// A straight (not premultiplied) RGBA colour with components in 0…1.
public struct Color: Hashable, Sendable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// Creates a colour from components in 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates an opaque colour from a 0xRRGGBB value, e.g. `Color(hex: 0xF2F2F7)`.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// The same colour with another opacity.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}
