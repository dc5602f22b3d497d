import CSDL2

/// The part of an `SDL_Renderer`'s state that drawing changes and a program may rely on: the draw
/// colour, the blend mode, the clip rectangle (and whether clipping is on), the viewport, the
/// scale and the render target. A library that draws into a program's renderer captures it
/// first, draws with a clean state (no clip, the full viewport, scale 1) and puts it back, as Dear
/// ImGui's SDL renderer backend does.
///
/// ```swift
/// let saved = RendererDrawingState(capturing: renderer)
/// saved.resetForDrawing(renderer)    // no clip, full viewport, scale 1; the target is kept
/// // … draw …
/// saved.restore(renderer)            // colour, blend mode, clip, viewport, scale, target as they were
/// ```
public struct RendererDrawingState: Equatable {
  /// The draw colour, r, g, b, a.
  public var color: [UInt8]
  /// The draw blend mode (`SDL_BlendMode`'s raw value).
  public var blendMode: UInt32
  /// The clip rectangle when clipping is on (nil: off), in output pixels (as SDL keeps it).
  public var clip: PixelRect?
  /// The viewport, in output pixels (as SDL keeps it).
  public var viewport: PixelRect
  /// The scale, x and y.
  public var scale: [Float]
  /// The render target (`SDL_Texture *`; nil: the window or surface).
  public var target: OpaquePointer?

  /// Reads the state of `renderer` now. SDL keeps the viewport and clip in output pixels (a
  /// program's rectangles times the scale in force when it set them) and reports them divided by
  /// the current scale, so they are read at scale 1 and put back at scale 1: exact whenever they
  /// are whole pixels.
  public init(capturing renderer: Renderer) {
    let p = renderer.pointer
    var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
    SDL_GetRenderDrawColor(p, &r, &g, &b, &a)
    color = [r, g, b, a]
    var mode = SDL_BLENDMODE_NONE
    SDL_GetRenderDrawBlendMode(p, &mode)
    blendMode = mode.rawValue
    target = SDL_GetRenderTarget(p)
    var sx: Float = 1, sy: Float = 1
    SDL_RenderGetScale(p, &sx, &sy)
    scale = [sx, sy]
    SDL_RenderSetScale(p, 1, 1)
    clip = renderer.clipRect
    var v = SDL_Rect()
    SDL_RenderGetViewport(p, &v)
    viewport = PixelRect(x: Int(v.x), y: Int(v.y), width: Int(v.w), height: Int(v.h))
    SDL_RenderSetScale(p, sx, sy)
  }

  /// Gives `renderer` a clean state to draw with: no clip, scale 1, the full viewport (the render
  /// target stays the program's).
  public func resetForDrawing(_ renderer: Renderer) {
    let p = renderer.pointer
    SDL_RenderSetClipRect(p, nil)
    SDL_RenderSetScale(p, 1, 1)
    SDL_RenderSetViewport(p, nil)
  }

  /// Puts this state back on `renderer`.
  public func restore(_ renderer: Renderer) {
    let p = renderer.pointer
    if SDL_GetRenderTarget(p) != target { SDL_SetRenderTarget(p, target) }
    SDL_RenderSetScale(p, 1, 1)
    var v = viewport.sdl
    SDL_RenderSetViewport(p, &v)
    if var c = clip?.sdl {
      SDL_RenderSetClipRect(p, &c)
    } else {
      SDL_RenderSetClipRect(p, nil)
    }
    SDL_RenderSetScale(p, scale[0], scale[1])
    SDL_SetRenderDrawColor(p, color[0], color[1], color[2], color[3])
    SDL_SetRenderDrawBlendMode(p, SDL_BlendMode(rawValue: blendMode))
  }
}
