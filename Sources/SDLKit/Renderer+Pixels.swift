import CSDL2

/// Fills and copies written straight into the target's pixels, for what SDL's software renderer
/// does slowly on this project's XRGB8888 targets (the window's surface and the headless one):
///
/// - a translucent fill with `.blend` (the backdrop dims the whole window): SDL blends one pixel
///   at a time (3.4–3.6 ms at 1280×800); this loop is vectorised by the compiler;
/// - an opaque fill: SDL's fill takes a slow path when the rectangle's x is not 16-byte aligned;
/// - a blended 1:1 copy of a texture with alpha (panel shadows and corners, text): SDL blends one
///   pixel at a time with a branch per pixel.
///
/// The bytes are SDL 2.26's own: `SDL_BlendFillRect`'s formula for `SDL_BLENDMODE_BLEND` on RGB888
/// (`dst = dst·(255−a)/255 + src·a/255` per channel, each product divided by 255 and truncated,
/// the unused byte 0), `SDL_MapRGBA`'s pixel for opaque fills, and `BlitRGBtoRGBPixelAlphaMMX`
/// for copies (alpha 0 leaves the pixel, 255 copies it, otherwise each byte is
/// `(s·a >> 8) + (d·(255−a) >> 8)`, the alpha byte's source factor 255). `RendererFillTests`
/// compares all three with SDL's path. The fast path is taken only when drawing is 1:1 onto an
/// XRGB8888 surface (no render target, the viewport at the origin, scale 1); otherwise SDL
/// draws, as before.
extension Renderer {
  /// The target's pixels, or nil when SDL must draw (see above).
  struct TargetPixels {
    /// The first pixel of the surface.
    var base: UnsafeMutablePointer<UInt32>
    /// Pixels from one row to the next.
    var stride: Int
    /// The part of the surface drawing may touch: the surface cut to the renderer's clip rect.
    var bounds: PixelRect
  }

  /// The target surface for direct writes, after flushing SDL's queued commands; nil when SDL
  /// must draw.
  func targetPixels() -> TargetPixels? {
    guard usesDirectFills, SDL_GetRenderTarget(pointer) == nil else { return nil }
    let target: UnsafeMutablePointer<SDL_Surface>?
    if let surface { target = surface } else if let window { target = SDL_GetWindowSurface(window.pointer) } else { target = nil }
    guard let s = target, let format = s.pointee.format, format.pointee.format == SDL_PIXELFORMAT_XRGB8888.rawValue,
      let pixels = s.pointee.pixels, s.pointee.pitch % 4 == 0
    else { return nil }
    var sx: Float = 1, sy: Float = 1
    SDL_RenderGetScale(pointer, &sx, &sy)
    var viewport = SDL_Rect()
    SDL_RenderGetViewport(pointer, &viewport)
    guard sx == 1, sy == 1, viewport.x == 0, viewport.y == 0 else { return nil }
    SDL_RenderFlush(pointer)
    var bounds = PixelRect(x: 0, y: 0, width: Int(s.pointee.w), height: Int(s.pointee.h))
    // A clip that misses the surface leaves nothing to draw (an empty bounds).
    if let clip = clipRect { bounds = bounds.intersection(clip) ?? PixelRect(x: 0, y: 0, width: 0, height: 0) }
    return TargetPixels(base: pixels.assumingMemoryBound(to: UInt32.self), stride: Int(s.pointee.pitch) / 4, bounds: bounds)
  }

  /// Fills `rect` with `color` directly; false when SDL must do it.
  func directFill(_ rect: PixelRect, color: RGBA, blendMode: BlendMode) -> Bool {
    guard let target = targetPixels() else { return false }
    let opaque = color.a == 255 || blendMode == .none
    guard let r = rect.intersection(target.bounds) else { return true }
    let pixel = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    if opaque {
      for y in r.y..<r.maxY { (target.base + y * target.stride + r.x).update(repeating: pixel, count: r.width) }
      return true
    }
    Self.blend(target, r, color: color)
    return true
  }

  /// SDL's `DRAW_SETPIXEL_BLEND_RGB888` over `r` (each channel `c·(255−a)/255 + C·a/255`, both
  /// floored), with red and blue in one multiply and green in another: 16-bit lanes, where x/255
  /// is `(x + 1 + (x >> 8)) >> 8`, exact for every x ≤ 255·255 and never carrying into the next
  /// lane (`RendererFillTests` compares it with SDL for every alpha). Three multiplies fewer a
  /// pixel than one channel at a time: the backdrop's dim of a 4K frame is the frame's largest cost.
  private static func blend(_ target: TargetPixels, _ r: PixelRect, color: RGBA) {
    let a = UInt32(color.a), inva = 255 - a
    let add = (UInt32(color.r) * a / 255) << 16 | (UInt32(color.g) * a / 255) << 8 | UInt32(color.b) * a / 255
    for y in r.y..<r.maxY {
      let row = target.base + y * target.stride + r.x
      for i in 0..<r.width {
        let p = row[i]
        let rb = (p & 0x00FF_00FF) &* inva, g = ((p >> 8) & 0xFF) &* inva
        let rb255 = ((rb &+ 0x0001_0001 &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        let g255 = (g &+ 1 &+ (g >> 8)) >> 8
        row[i] = (rb255 | g255 << 8) &+ add  // each channel ≤ 255: no carry
      }
    }
  }

  /// Copies `source` of `texture` to `destination` (same size) directly when the texture has
  /// alpha, blends normally and is not modulated; false when SDL must do it.
  func directCopy(_ texture: Texture, from source: PixelRect, to destination: PixelRect) -> Bool {
    guard let words = texture.argb, texture.blendMode == .blend, texture.alphaModulation == 255,
      source.width == destination.width, source.height == destination.height,
      source.x >= 0, source.y >= 0, source.maxX <= texture.width, source.maxY <= texture.height,
      let target = targetPixels()
    else { return false }
    guard let d = destination.intersection(target.bounds) else { return true }
    let sx = source.x + d.x - destination.x, sy = source.y + d.y - destination.y
    words.withUnsafeBufferPointer { src in
      guard let base = src.baseAddress else { return }
      for y in 0..<d.height {
        Self.blendRow(base + (sy + y) * texture.width + sx, target.base + (d.y + y) * target.stride + d.x, count: d.width)
      }
    }
    return true
  }

  /// `BlitRGBtoRGBPixelAlphaMMX` on one row, branch-free so the compiler vectorises it.
  private static func blendRow(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int) {
    for i in 0..<count {
      let s = src[i], d = dst[i]
      let a = s >> 24, ia = 255 - a
      let r = ((((s >> 16) & 0xFF) &* a) >> 8) &+ ((((d >> 16) & 0xFF) &* ia) >> 8)
      let g = ((((s >> 8) & 0xFF) &* a) >> 8) &+ ((((d >> 8) & 0xFF) &* ia) >> 8)
      let b = (((s & 0xFF) &* a) >> 8) &+ (((d & 0xFF) &* ia) >> 8)
      let x = ((a &* 255) >> 8) &+ (((d >> 24) &* ia) >> 8)
      let blended = x << 24 | r << 16 | g << 8 | b
      dst[i] = a == 0 ? d : (a == 255 ? s : blended)
    }
  }
}
