import CSDL2

/// How a texture is sampled when it is drawn at another size.
public enum ScaleMode: Hashable, Sendable {
  /// Nearest pixel: exact replication; what the chrome sprites use for their stretched slices.
  case nearest
  /// Bilinear filtering.
  case linear

  var sdl: SDL_ScaleMode {
    switch self {
    case .nearest: return SDL_ScaleModeNearest
    case .linear: return SDL_ScaleModeLinear
    }
  }
}
