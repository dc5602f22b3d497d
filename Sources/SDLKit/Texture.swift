import CSDL2

/// An image uploaded to a `Renderer`, ready to be drawn with `Renderer.copy(_:from:to:)`.
///
/// A texture belongs to the renderer that made it and must not outlive it; keep both on the
/// thread that owns SDL.
public final class Texture {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The sampling used when the texture is stretched.
  public let scaleMode: ScaleMode
  let pointer: OpaquePointer
  /// The ARGB8888 words of a texture with alpha (nil for an opaque one), kept so that blended 1:1
  /// copies can be written straight into the target (see `Renderer+Pixels.swift`).
  let argb: [UInt32]?
  // Keeps the renderer alive as long as the texture exists.
  private let owner: Renderer

  init(pointer: OpaquePointer, width: Int, height: Int, scaleMode: ScaleMode, owner: Renderer, argb: [UInt32]? = nil) {
    self.pointer = pointer
    self.width = width
    self.height = height
    self.scaleMode = scaleMode
    self.owner = owner
    self.argb = argb
  }

  deinit { SDL_DestroyTexture(pointer) }

  /// The texture's size.
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// The bytes the texture holds: its ARGB8888 pixels in SDL, and the copy of them kept for a
  /// texture with alpha (what a cache of textures is bounded by).
  public var byteCount: Int { width * height * 4 + (argb?.count ?? 0) * 4 }

  /// How the texture combines with the target when drawn (default `.blend`).
  public var blendMode: BlendMode = .blend {
    didSet { SDL_SetTextureBlendMode(pointer, blendMode.sdl) }
  }

  /// A multiplier applied to the texture's alpha when drawn, 0…255 (default 255).
  public var alphaModulation: UInt8 = 255 {
    didSet { SDL_SetTextureAlphaMod(pointer, alphaModulation) }
  }
}
