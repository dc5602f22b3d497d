import CSDL2

/// A TrueType/OpenType font at one pixel size, rendered with SDL2_ttf (FreeType + HarfBuzz).
///
/// ```swift
/// let font = try Font(path: FontLocator().locate(), pixelSize: 17)
/// let label = try font.render("Search", color: .black)   // a PixelBuffer with alpha
/// ```
///
/// Use a font on the thread that owns SDL.
public final class Font {
  /// The file the font was loaded from.
  public let path: String
  /// The size in pixels (SDL2_ttf's point size at 72 dpi).
  public let pixelSize: Int
  /// The hinting used to rasterise glyphs.
  public let hinting: FontHinting
  /// The face shared with the other sizes of the file (internal for tests).
  let face: FontFace

  /// Opens `path` at `pixelSize`, sharing the file's face with the other sizes of it
  /// (``FontFace``).
  ///
  /// - Throws: `SDLError` with SDL2_ttf's message when the file cannot be read as a font.
  public init(path: String, pixelSize: Int, hinting: FontHinting = .light) throws {
    guard pixelSize > 0, pixelSize <= 1000 else {
      throw SDLError(operation: "Font(\(path))", message: "pixel size \(pixelSize) must be 1…1000")
    }
    let face = try FontLibraryLock.withLock { try FontFace.shared(path: path, hinting: hinting, pixelSize: pixelSize) }
    self.lineHeight = try FontLibraryLock.withLock { Int(TTF_FontLineSkip(try face.pointer(at: pixelSize))) }
    self.face = face
    self.path = path
    self.pixelSize = pixelSize
    self.hinting = hinting
  }

  /// Recommended distance between baselines, in pixels: SDL2_ttf's line skip at ``pixelSize``,
  /// read when the font opens (a size the face cannot take fails there, not here).
  public let lineHeight: Int

  /// The size `text` takes on one line, in pixels.
  public func measure(_ text: String) throws -> PixelSize {
    var w: Int32 = 0, h: Int32 = 0
    if text.isEmpty { return PixelSize(width: 0, height: lineHeight) }
    let status = try FontLibraryLock.withLock { TTF_SizeUTF8(try face.pointer(at: pixelSize), text, &w, &h) }
    if status != 0 { throw SDLError.last("TTF_SizeUTF8") }
    return PixelSize(width: Int(w), height: Int(h))
  }

  /// Renders one line of `text` antialiased in `color`, on a transparent background.
  /// An empty string gives an empty buffer.
  public func render(_ text: String, color: RGBA) throws -> PixelBuffer {
    if text.isEmpty { return PixelBuffer(width: 0, height: 0) }
    let c = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
    guard let surface = try FontLibraryLock.withLock({ TTF_RenderUTF8_Blended(try face.pointer(at: pixelSize), text, c) }) else {
      throw SDLError.last("TTF_RenderUTF8_Blended")
    }
    defer { SDL_FreeSurface(surface) }
    return try PixelBuffer(surface: surface)
  }
}
