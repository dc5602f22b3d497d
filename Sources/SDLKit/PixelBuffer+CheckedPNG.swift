import CSDL2

extension PixelBuffer {
  /// The largest PNG ``init(pngBytes:)`` decodes: the largest image a headless renderer makes
  /// (``Renderer/maximumPixels`` a side), so every image SDLKit writes reads back.
  public static let largestPNG = PixelSize(width: Renderer.maximumPixels, height: Renderer.maximumPixels)

  /// Decodes a PNG file's bytes after checking them: the structure (``PNGHeader``: signature,
  /// chunk lengths and CRCs, IEND) and the declared size against `maximumSize` come first, so a
  /// small file that declares a huge image costs nothing; only then does SDL2_image's PNG decoder
  /// (libpng) run, with its own warnings and errors kept off stderr. PNG only: a JPEG, GIF, BMP
  /// or PPM file is refused by name.
  ///
  /// - Parameter maximumSize: The largest width and height accepted, in pixels.
  /// - Throws: ``PNGError``: another format, a truncated or corrupt file, an image larger than
  ///   `maximumSize`, data libpng cannot decompress.
  public init(png bytes: [UInt8], maximumSize: PixelSize) throws(PNGError) {
    let header = try PNGHeader(bytes)
    guard header.size.width <= maximumSize.width, header.size.height <= maximumSize.height else {
      throw PNGError("is \(header.size) pixels; at most \(maximumSize) are read (use a smaller image)")
    }
    let surface: UnsafeMutablePointer<SDL_Surface>? = PNGDecodeLock.run {
      StandardErrorSilencer.run {
        bytes.withUnsafeBytes { raw in
          guard let base = raw.baseAddress, let rw = SDL_RWFromConstMem(base, Int32(clamping: raw.count)) else { return nil }
          defer { SDL_FreeRW(rw) }
          return IMG_LoadPNG_RW(rw)
        }
      }
    }
    guard let surface else {
      throw PNGError("cannot be decoded: \(SDLError.last("IMG_LoadPNG_RW").message)")
    }
    defer { SDL_FreeSurface(surface) }
    do {
      try self.init(surface: surface)
    } catch {
      throw PNGError("cannot be decoded: \((error as? SDLError)?.message ?? "\(error)")")
    }
  }
}
