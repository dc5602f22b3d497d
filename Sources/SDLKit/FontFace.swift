import CSDL2

/// One SDL2_ttf font per file and hinting, shared by every ``Font`` of that file whatever its
/// size: each use sets the size it needs (`TTF_SetFontSize`, which is what `TTF_OpenFont` does
/// after opening, so the glyphs are the same pixels) while holding ``FontLibraryLock``.
///
/// A face costs about 320 KB of heap (FreeType's parsed tables, HarfBuzz's copies of the
/// layout tables); the window's HUD, list and tuning cards use ten sizes of two files, which
/// were ten faces (3.2 MB) and are two.
///
/// Hold a face outside the lock: its last release closes it, which takes the lock (not
/// reentrant).
///
/// ```swift
/// let face = try FontLibraryLock.withLock { try FontFace.shared(path: path, hinting: .light, pixelSize: 13) }
/// let skip = try FontLibraryLock.withLock { TTF_FontLineSkip(try face.pointer(at: 13)) }   // the pointer used under the lock
/// ```
final class FontFace {
  private struct Key: Hashable {
    var path: String
    var hinting: FontHinting
  }

  private struct Weak {
    weak var face: FontFace?
  }

  /// The faces alive now. Guarded by ``FontLibraryLock``.
  nonisolated(unsafe) private static var faces: [Key: Weak] = [:]

  private let key: Key
  private let font: OpaquePointer
  private var size: Int

  private init(key: Key, font: OpaquePointer, size: Int) {
    self.key = key
    self.font = font
    self.size = size
  }

  /// The face of `path` with `hinting`: the one alive, or a new one opened at `pixelSize`.
  /// Call while holding ``FontLibraryLock``.
  ///
  /// - Throws: `SDLError` with SDL2_ttf's message when the file cannot be read as a font.
  static func shared(path: String, hinting: FontHinting, pixelSize: Int) throws -> FontFace {
    let key = Key(path: path, hinting: hinting)
    if let alive = faces[key]?.face { return alive }
    if TTF_Init() != 0 { throw SDLError.last("TTF_Init") }
    guard let font = TTF_OpenFont(path, Int32(pixelSize)) else {
      let error = SDLError.last("TTF_OpenFont")
      TTF_Quit()
      throw SDLError(operation: "TTF_OpenFont(\(path))", message: error.message)
    }
    TTF_SetFontHinting(font, hinting.sdl)
    TTF_SetFontKerning(font, 1)
    let face = FontFace(key: key, font: font, size: pixelSize)
    faces[key] = Weak(face: face)
    return face
  }

  /// Whether a face of `path` with `hinting` is open now. Call while holding ``FontLibraryLock``.
  static func isOpen(path: String, hinting: FontHinting) -> Bool {
    faces[Key(path: path, hinting: hinting)]?.face != nil
  }

  /// The SDL2_ttf font set to `pixelSize`. Call while holding ``FontLibraryLock``, and use the
  /// pointer before releasing it: another size may be set once it is released.
  ///
  /// - Throws: `SDLError` when SDL2_ttf cannot set the size.
  func pointer(at pixelSize: Int) throws -> OpaquePointer {
    if size != pixelSize {
      if TTF_SetFontSize(font, Int32(pixelSize)) != 0 { throw SDLError.last("TTF_SetFontSize") }
      size = pixelSize
    }
    return font
  }

  deinit {
    FontLibraryLock.withLock {
      if Self.faces[key]?.face == nil { Self.faces[key] = nil }
      TTF_CloseFont(font)
      TTF_Quit()
    }
  }
}
