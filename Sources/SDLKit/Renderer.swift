import CSDL2

/// SDL's software renderer, drawing either into a window or into an in-memory surface.
///
/// Both kinds produce the same bytes for the same calls: the window renderer is pinned to the
/// software driver (`SDL_HINT_RENDER_DRIVER=software`) and the headless one renders into an
/// `XRGB8888` surface, the format of an X11 or dummy window's framebuffer.
///
/// ```swift
/// let renderer = try Renderer.headless(width: 400, height: 300)
/// renderer.clear(RGBA(hex: 0xE5E9F0))
/// renderer.fill(PixelRect(x: 20, y: 20, width: 100, height: 50), color: .white)
/// let frame = try renderer.readPixels()
/// ```
///
/// SDL is not thread-safe: create and use a renderer, its textures and its window on one thread.
public final class Renderer {
  let pointer: OpaquePointer
  let surface: UnsafeMutablePointer<SDL_Surface>?
  let window: Window?
  /// Whether this object destroys the renderer when it goes (false: a program's own, ``borrowing(_:)``).
  let owned: Bool

  /// Whether fills are written straight into the target's pixels where that gives SDL's bytes
  /// faster (true; see `Renderer+Pixels.swift`); false sends every fill through SDL, e.g. to
  /// compare the two.
  public var usesDirectFills = true

  private init(pointer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>?, window: Window?, owned: Bool = true) {
    self.pointer = pointer
    self.surface = surface
    self.window = window
    self.owned = owned
  }

  deinit {
    guard owned else { return }
    SDL_DestroyRenderer(pointer)
    if let surface { SDL_FreeSurface(surface) }
  }

  /// Draws with a program's own `SDL_Renderer` (any driver, any target), which stays the
  /// program's: it is not destroyed with this object, and must outlive it and every texture made
  /// on it. Everything goes through SDL's calls (no direct pixel writes: the target is not ours).
  ///
  /// ```swift
  /// let renderer = Renderer.borrowing(programRenderer)   // an SDL_Renderer * the program made
  /// ```
  public static func borrowing(_ renderer: OpaquePointer) -> Renderer {
    let made = Renderer(pointer: renderer, surface: nil, window: nil, owned: false)
    made.usesDirectFills = false
    return made
  }

  /// The `SDL_Renderer *` this object draws with (for a program that hands it on to SDL itself).
  public var sdlRenderer: OpaquePointer { pointer }

  /// The largest width and height of a headless renderer, in pixels (a 16384² image is 1 GiB).
  public static let maximumPixels = 16384

  /// Creates a renderer that draws into memory, with no display and no `SDL_Init`.
  ///
  /// - Parameters:
  ///   - width: Width in pixels (at least 1).
  ///   - height: Height in pixels (at least 1).
  /// - Throws: `SDLError` when the size is not positive or SDL cannot allocate the surface.
  public static func headless(width: Int, height: Int) throws -> Renderer {
    guard width > 0, height > 0, width <= maximumPixels, height <= maximumPixels else {
      throw SDLError(
        operation: "Renderer.headless", message: "size \(width)×\(height) must be between 1 and \(maximumPixels) pixels")
    }
    // No SDL_SetHint here (hints are process-global): every texture sets its scale mode itself.
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_XRGB8888.rawValue)
    else { throw SDLError.last("SDL_CreateRGBSurfaceWithFormat") }
    guard let pointer = SDL_CreateSoftwareRenderer(surface) else {
      let error = SDLError.last("SDL_CreateSoftwareRenderer")
      SDL_FreeSurface(surface)
      throw error
    }
    return Renderer(pointer: pointer, surface: surface, window: nil)
  }

  /// Creates the software renderer of `window`.
  static func forWindow(_ window: Window) throws -> Renderer {
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
    guard let pointer = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
      throw SDLError.last("SDL_CreateRenderer(software)")
    }
    return Renderer(pointer: pointer, surface: nil, window: window)
  }

  /// Whether this renderer draws into memory rather than a window.
  public var isHeadless: Bool { window == nil }

  /// The size of the drawing area in pixels.
  public var outputSize: PixelSize {
    var w: Int32 = 0, h: Int32 = 0
    if SDL_GetRendererOutputSize(pointer, &w, &h) != 0, let surface {
      return PixelSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
    }
    return PixelSize(width: Int(w), height: Int(h))
  }

  /// The rectangle drawing is limited to (fills and copies outside it are cut), or nil for the
  /// whole target. `clear(_:)` ignores it.
  public var clipRect: PixelRect? {
    get {
      guard SDL_RenderIsClipEnabled(pointer) == SDL_TRUE else { return nil }
      var r = SDL_Rect()
      SDL_RenderGetClipRect(pointer, &r)
      return PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.w), height: Int(r.h))
    }
    set {
      if var r = newValue?.sdl {
        // SDL treats an empty clip rect as "no clipping": clip to a pixel outside the target.
        if r.w <= 0 || r.h <= 0 { r = SDL_Rect(x: -4, y: -4, w: 1, h: 1) }
        SDL_RenderSetClipRect(pointer, &r)
      } else {
        SDL_RenderSetClipRect(pointer, nil)
      }
    }
  }

  /// Fills the whole drawing area with `color` (alpha ignored: the target is opaque).
  public func clear(_ color: RGBA) {
    SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, 255)
    SDL_RenderClear(pointer)
  }

  /// Fills `rect` with `color`.
  ///
  /// - Parameter blendMode: `.blend` composites a translucent colour over the target; `.none`
  ///   writes it as is (memset speed).
  public func fill(_ rect: PixelRect, color: RGBA, blendMode: BlendMode = .blend) {
    guard !rect.isEmpty else { return }
    if directFill(rect, color: color, blendMode: blendMode) { return }
    SDL_SetRenderDrawBlendMode(pointer, color.a == 255 ? SDL_BLENDMODE_NONE : blendMode.sdl)
    SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
    var r = rect.sdl
    SDL_RenderFillRect(pointer, &r)
  }

  /// Draws the part `source` of `texture` (all of it when nil) into `destination`, stretching
  /// with the texture's scale mode when the sizes differ.
  public func copy(_ texture: Texture, from source: PixelRect? = nil, to destination: PixelRect) {
    guard !destination.isEmpty else { return }
    if directCopy(texture, from: source ?? PixelRect(x: 0, y: 0, width: texture.width, height: texture.height), to: destination) {
      return
    }
    var d = destination.sdl
    if let source {
      guard !source.isEmpty else { return }
      var s = source.sdl
      SDL_RenderCopy(pointer, texture.pointer, &s, &d)
    } else {
      SDL_RenderCopy(pointer, texture.pointer, nil, &d)
    }
  }

  /// Draws all of `texture` into `destination`, cut to `clip` (pixels) on top of the current
  /// ``clipRect``, which is left as it was. Nothing is drawn when the two do not meet; a
  /// destination wholly inside `clip` is drawn without touching the clip rect.
  public func copy(_ texture: Texture, to destination: PixelRect, clip: PixelRect) {
    guard let visible = destination.intersection(clip) else { return }
    guard visible != destination else {
      copy(texture, to: destination)
      return
    }
    let previous = clipRect
    clipRect = previous.map { $0.intersection(clip) ?? PixelRect(x: 0, y: 0, width: 0, height: 0) } ?? clip
    copy(texture, to: destination)
    clipRect = previous
  }

  /// Uploads an RGBA image as a texture.
  ///
  /// - Parameters:
  ///   - image: The pixels (straight alpha).
  ///   - scaleMode: Sampling when stretched (default `.nearest`, exact replication).
  ///   - opaque: Whether to drop the alpha and store the image in the targets' own format
  ///     (XRGB8888), drawn unblended: copying it is a plain row copy instead of a per-pixel
  ///     conversion. For images that are opaque everywhere (a background), which then look the same.
  /// - Throws: `SDLError` when the image is empty or SDL cannot create the texture.
  public func makeTexture(_ image: PixelBuffer, scaleMode: ScaleMode = .nearest, opaque: Bool = false) throws -> Texture {
    guard image.width > 0, image.height > 0 else {
      throw SDLError(operation: "Renderer.makeTexture", message: "image is empty (\(image.width)×\(image.height))")
    }
    let format = opaque ? SDL_PIXELFORMAT_XRGB8888 : SDL_PIXELFORMAT_ARGB8888
    guard
      let texture = SDL_CreateTexture(
        pointer, format.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(clamping: image.width), Int32(clamping: image.height))
    else { throw SDLError.last("SDL_CreateTexture") }
    // ARGB8888 is a 32-bit value 0xAARRGGBB. Each RGBA pixel read as a little-endian word is
    // 0xAABBGGRR: swap R and B (and drop A for an opaque texture). Endian-neutral, and a loop the
    // compiler vectorises (a 1280×800 map converts in about a millisecond).
    let count = image.width * image.height
    let keep: UInt32 = opaque ? 0x0000_FF00 : 0xFF00_FF00
    let words = [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
      image.bytes.withUnsafeBytes { src in
        for i in 0..<count {
          let v = UInt32(littleEndian: src.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
          out[i] = (v & keep) | (v & 0xFF) << 16 | (v >> 16) & 0xFF
        }
      }
      initialized = count
    }
    let status = words.withUnsafeBytes {
      SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(clamping: image.width * 4))
    }
    if status != 0 {
      let error = SDLError.last("SDL_UpdateTexture")
      SDL_DestroyTexture(texture)
      throw error
    }
    SDL_SetTextureScaleMode(texture, scaleMode.sdl)
    SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    let made = Texture(
      pointer: texture, width: image.width, height: image.height, scaleMode: scaleMode, owner: self,
      argb: opaque ? nil : words)
    if opaque { made.blendMode = .none }
    return made
  }

  /// Reads the current drawing back as RGBA bytes (alpha is 255: the target is opaque).
  /// Call it before `present()`.
  public func readPixels() throws -> PixelBuffer {
    let size = outputSize
    var bytes = [UInt8](repeating: 0, count: size.width * size.height * 4)
    let status = bytes.withUnsafeMutableBytes {
      SDL_RenderReadPixels(
        pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, $0.baseAddress, Int32(clamping: size.width * 4))
    }
    if status != 0 { throw SDLError.last("SDL_RenderReadPixels") }
    // XRGB targets leave the unused byte as it was; the image is opaque by definition.
    var i = 3
    while i < bytes.count {
      bytes[i] = 255
      i += 4
    }
    return PixelBuffer(width: size.width, height: size.height, bytes: bytes)
      ?? PixelBuffer(width: 0, height: 0)
  }

  /// Shows the drawing in the window (for a headless renderer it only flushes the queue).
  public func present() {
    SDL_RenderPresent(pointer)
  }
}
