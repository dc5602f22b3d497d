import CSDL2

/// A desktop window with a software renderer.
///
/// ```swift
/// let window = try Window(title: "Playground", width: 390, height: 844)
/// let renderer = window.renderer
/// while running { for event in window.events.pollAll() { … }; draw(renderer); renderer.present() }
/// ```
///
/// Sizes are in *points* (window coordinates, what pointer events report); the renderer draws
/// in *pixels*. `pixelScale` converts between them (1 on X11, 2 on a high-density display).
///
/// - Throws: `DisplayUnavailableError` when there is no display (run under `xvfb-run`, or use
///   the headless commands), `SDLError` for other SDL failures.
public final class Window {
  let pointer: OpaquePointer
  private let video: VideoSubsystem
  // Weak: the renderer keeps its window alive, not the other way round (no cycle).
  private weak var cachedRenderer: Renderer?

  /// Opens a window centred on the screen.
  ///
  /// - Parameters:
  ///   - title: The title bar text.
  ///   - width: Width in points.
  ///   - height: Height in points.
  ///   - resizable: Whether the user can resize the window.
  ///   - highDensity: Whether to ask for a full-resolution drawable on high-density displays.
  public init(title: String, width: Int, height: Int, resizable: Bool = true, highDensity: Bool = true) throws {
    guard width > 0, height > 0 else {
      throw SDLError(operation: "Window", message: "size \(width)×\(height) must be positive")
    }
    video = try VideoSubsystem.acquire()
    var flags = SDL_WINDOW_SHOWN.rawValue
    if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
    if highDensity { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
    guard
      let window = SDL_CreateWindow(
        title, Int32(CSDL2_WindowPosCentered()), Int32(CSDL2_WindowPosCentered()),
        Int32(clamping: width), Int32(clamping: height), flags)
    else {
      let error = SDLError.last("SDL_CreateWindow")
      if VideoSubsystem.meansNoDisplay(error.message) {
        throw DisplayUnavailableError(
          driver: SDL_GetCurrentVideoDriver().map { String(cString: $0) }, sdlMessage: error.message)
      }
      throw error
    }
    pointer = window
  }

  deinit {
    SDL_DestroyWindow(pointer)
  }

  /// The window's software renderer, created on first use. Keep a reference to it while
  /// drawing: it keeps the window alive, and the same renderer is returned while it exists.
  ///
  /// - Throws: `SDLError` when SDL cannot create it.
  public func renderer() throws -> Renderer {
    if let cachedRenderer { return cachedRenderer }
    let made = try Renderer.forWindow(self)
    cachedRenderer = made
    return made
  }

  /// The window's event queue.
  public var events: EventQueue { EventQueue(video: video) }

  /// The name of SDL's video driver in use, e.g. `"x11"` or `"dummy"`.
  public var videoDriver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown" }

  /// The window's size in points.
  public var size: PixelSize {
    var w: Int32 = 0, h: Int32 = 0
    SDL_GetWindowSize(pointer, &w, &h)
    return PixelSize(width: Int(w), height: Int(h))
  }

  /// Resizes the window, in points.
  public func setSize(width: Int, height: Int) {
    SDL_SetWindowSize(pointer, Int32(clamping: max(1, width)), Int32(clamping: max(1, height)))
  }

  /// The drawable size in pixels.
  public var pixelSize: PixelSize {
    var w: Int32 = 0, h: Int32 = 0
    SDL_GetWindowSizeInPixels(pointer, &w, &h)
    return PixelSize(width: Int(w), height: Int(h))
  }

  /// Pixels per point (1 on X11; 2 on a typical high-density display).
  public var pixelScale: Double {
    let points = size, pixels = pixelSize
    guard points.width > 0 else { return 1 }
    return Double(pixels.width) / Double(points.width)
  }
}
