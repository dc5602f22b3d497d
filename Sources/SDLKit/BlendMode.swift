import CSDL2

/// How drawn pixels combine with what is already in the target.
public enum BlendMode: Hashable, Sendable {
  /// Replace the destination (`dst = src`); the fastest mode, used for opaque fills.
  case none
  /// Straight-alpha "over": `dst = src·srcA + dst·(1 − srcA)`.
  case blend

  var sdl: SDL_BlendMode {
    switch self {
    case .none: return SDL_BLENDMODE_NONE
    case .blend: return SDL_BLENDMODE_BLEND
    }
  }
}
