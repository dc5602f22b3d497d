import FloatingPanel
import SDLKit

extension Color {
  /// The colour as 8-bit straight RGBA, each channel rounded to the nearest value.
  public var rgba: RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }
}
