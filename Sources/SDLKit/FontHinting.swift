import CSDL2

/// FreeType hinting for a `Font`. Set it explicitly: hinting changes glyph pixels, and
/// screenshot tests need the same pixels on every run.
public enum FontHinting: Hashable, Sendable {
  /// FreeType's default hinting.
  case normal
  /// Light hinting: vertical only, keeps glyph shapes closest to the design (the default here).
  case light
  /// Hinting for monochrome output.
  case mono
  /// No hinting.
  case none

  var sdl: Int32 {
    switch self {
    case .normal: return CSDL2_TTFHintingNormal()
    case .light: return CSDL2_TTFHintingLight()
    case .mono: return CSDL2_TTFHintingMono()
    case .none: return CSDL2_TTFHintingNone()
    }
  }
}
