import CSDL2

extension FontLocator {
  /// Whether `path` opens as a font with SDL2_ttf: a corrupt or truncated file (a broken
  /// `fonts-inter` install) is skipped, so the locator falls back to the next candidate (DejaVu)
  /// instead of failing when the text is first drawn.
  @Sendable public static func isUsableFont(_ path: String) -> Bool {
    guard isReadableFile(path) else { return false }
    return FontLibraryLock.withLock {
      guard TTF_Init() == 0 else { return false }
      defer { TTF_Quit() }
      guard let font = TTF_OpenFont(path, 12) else { return false }
      TTF_CloseFont(font)
      return true
    }
  }
}
