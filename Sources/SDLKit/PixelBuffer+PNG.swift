import CSDL2

extension PixelBuffer {
  /// Reads a PNG from memory, checked as ``init(png:maximumSize:)`` checks it (at most
  /// ``largestPNG``).
  ///
  /// - Throws: `SDLError` when the bytes are not a readable PNG of at most ``largestPNG``.
  public init(pngBytes: [UInt8]) throws {
    do {
      try self.init(png: pngBytes, maximumSize: Self.largestPNG)
    } catch {
      throw SDLError(operation: "PNG", message: error.message)
    }
  }

  /// Reads an image file (PNG or any format SDL2_image knows).
  ///
  /// - Throws: `SDLError` naming the file when it cannot be opened or decoded.
  public init(contentsOfFile path: String) throws {
    guard let surface = IMG_Load(path) else {
      let error = SDLError.last("IMG_Load")
      throw SDLError(operation: "IMG_Load(\(path))", message: error.message)
    }
    defer { SDL_FreeSurface(surface) }
    try self.init(surface: surface)
  }

  /// Encodes the image as PNG with SDL2_image. Fully opaque images are written as RGB (smaller
  /// files); others keep their alpha channel.
  public func pngBytes() throws -> [UInt8] {
    let writer = MemoryWriter()
    try withSurface { surface in
      guard let rw = writer.makeRWops() else { throw SDLError.last("SDL_AllocRW") }
      defer { SDL_FreeRW(rw) }
      if IMG_SavePNG_RW(surface, rw, 0) != 0 { throw SDLError.last("IMG_SavePNG_RW") }
    }
    return writer.bytes
  }

  /// Writes the image as a PNG file at `path`, replacing any file there.
  public func writePNG(toFile path: String) throws {
    try withSurface { surface in
      if IMG_SavePNG(surface, path) != 0 {
        let error = SDLError.last("IMG_SavePNG")
        throw SDLError(operation: "IMG_SavePNG(\(path))", message: error.message)
      }
    }
  }

  /// Copies any SDL surface into RGBA bytes.
  init(surface: UnsafeMutablePointer<SDL_Surface>) throws {
    guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
      throw SDLError.last("SDL_ConvertSurfaceFormat")
    }
    defer { SDL_FreeSurface(converted) }
    let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
    let (row, rowOverflow) = w.multipliedReportingOverflow(by: 4)
    let (count, overflow) = row.multipliedReportingOverflow(by: h)
    guard w >= 0, h >= 0, !rowOverflow, !overflow, pitch >= row else {
      throw SDLError(operation: "PixelBuffer", message: "a \(w)×\(h) surface is too large to copy")
    }
    var out = [UInt8](repeating: 0, count: count)
    if SDL_LockSurface(converted) != 0 { throw SDLError.last("SDL_LockSurface") }
    defer { SDL_UnlockSurface(converted) }
    if let pixels = converted.pointee.pixels {
      let src = pixels.assumingMemoryBound(to: UInt8.self)
      out.withUnsafeMutableBufferPointer { dst in
        for y in 0..<h {
          guard let d = dst.baseAddress else { return }
          (d + y * w * 4).update(from: src + y * pitch, count: w * 4)
        }
      }
    }
    self.width = w
    self.height = h
    self.bytes = out
  }

  /// Runs `body` with a temporary SDL surface over the pixels (borrowed, not copied: `body` must
  /// only read them): RGB24 when the image is opaque,
  /// RGBA32 otherwise.
  func withSurface<R>(_ body: (UnsafeMutablePointer<SDL_Surface>) throws -> R) throws -> R {
    let opaque = isOpaque
    // SDL only reads the pixels here (conversion, PNG encoding): the surface borrows the bytes
    // instead of a copy, which would double the memory of a large image.
    return try bytes.withUnsafeBytes { raw -> R in
      guard let base = raw.baseAddress,
        let rgba = SDL_CreateRGBSurfaceWithFormatFrom(
          UnsafeMutableRawPointer(mutating: base), Int32(clamping: width), Int32(clamping: height), 32, Int32(clamping: width * 4),
          SDL_PIXELFORMAT_RGBA32.rawValue)
      else { throw SDLError.last("SDL_CreateRGBSurfaceWithFormatFrom") }
      defer { SDL_FreeSurface(rgba) }
      guard opaque else { return try body(rgba) }
      guard let rgb = SDL_ConvertSurfaceFormat(rgba, SDL_PIXELFORMAT_RGB24.rawValue, 0) else {
        throw SDLError.last("SDL_ConvertSurfaceFormat")
      }
      defer { SDL_FreeSurface(rgb) }
      return try body(rgb)
    }
  }
}
