import FloatingPanel
import SDLKit

/// Draws panels the way FloatingPanel's `SurfaceView` looks on iOS: soft Gaussian shadows,
/// antialiased rounded corners (only on the moving edge unless the geometry says all four),
/// an optional border, the background colour and the grabber handle; and the backdrop.
///
/// ```swift
/// let renderer = try Renderer.headless(width: 390, height: 844)
/// let panels = PanelRenderer(renderer: renderer)
/// var look = SurfaceAppearance()
/// look.cornerRadius = 16
/// let geometry = SurfaceGeometry(position: .bottom, frame: Rect(x: 0, y: 400, width: 390, height: 444),
///                                appearance: look)
/// renderer.clear(RGBA(hex: 0xE5E9F0))
/// panels.drawBackdrop(alpha: 0.3)
/// try panels.drawPanel(geometry, appearance: look)
/// ```
///
/// Chrome is baked once per look (`ChromeSpriteCache`) and drawn as a 9-slice sprite: a frame
/// costs a few `SDL_RenderCopy` calls per panel. Panels are placed on whole pixels (edges are
/// rounded to the nearest pixel); corners and shadows stay antialiased because they are baked.
public final class PanelRenderer {
  /// The target.
  public let renderer: Renderer
  /// Baked chrome sprites.
  public let chromeCache: ChromeSpriteCache
  /// Grabber handles.
  public let grabbers: GrabberRenderer
  /// The backdrop look (black by default).
  public var backdrop: BackdropRenderer
  /// What lies behind the panels (the map), the size of the output: a surface with a
  /// ``SurfaceAppearance/material`` shows it blurred. Without it a material surface is its tint
  /// alone, translucent.
  public var behind: PixelBuffer? {
    didSet { behindGeneration += 1 }
  }
  /// How many times ``behind`` was set: a new painted map (or none) for the materials' blur.
  package private(set) var behindGeneration = 0
  /// Whether the scene is in the dark appearance: a clear surface's material is then the dark
  /// one (a #1C1C1E tint, thicker), as `.systemMaterial` follows the appearance on iOS.
  public var isDark = false
  private let materials: MaterialRenderer

  /// Creates a panel renderer drawing on `renderer`.
  public init(renderer: Renderer) {
    self.renderer = renderer
    self.chromeCache = ChromeSpriteCache(renderer: renderer)
    self.grabbers = GrabberRenderer(renderer: renderer)
    self.backdrop = BackdropRenderer()
    self.materials = MaterialRenderer(renderer: renderer)
  }

  /// Draws one panel: shadows, body, border, then the grabber.
  ///
  /// - Parameters:
  ///   - geometry: Where the surface and its grabber are, in points.
  ///   - appearance: How it looks, in points.
  ///   - scale: Pixels per point (e.g. `Window.pixelScale`; 1 headless by default).
  /// - Throws: `SDLError` when a texture cannot be created.
  public func drawPanel(_ geometry: SurfaceGeometry, appearance: SurfaceAppearance, scale: Double = 1) throws {
    let body = geometry.frame.pixelRect(scale: scale)
    guard !body.isEmpty else { return }
    var style = ChromeStyle(appearance: appearance, corners: geometry.roundedCorners, scale: scale)
    let maxRadius = style.maximumRadius(width: body.width, height: body.height)
    if style.cornerRadius > maxRadius { style.cornerRadius = maxRadius }
    if let material = appearance.material {
      // The tint: the background colour, or the appearance's when it is clear (upstream's Maps sets .clear).
      let tint = MaterialBlur.tint(material, background: appearance.backgroundColor, dark: isDark)
      if let behind, behind.width == renderer.outputSize.width, behind.height == renderer.outputSize.height {
        try materials.draw(
          body: body, style: style, look: MaterialBlur.look(material, dark: isDark), tint: tint.color, scale: scale,
          behind: behind, generation: behindGeneration)
        style.hollowBody = true
        style.backgroundColor = .clear
      } else {
        style.backgroundColor = tint.color.withAlpha(tint.alpha)
      }
    }
    var sprite = try chromeCache.sprite(for: style)
    let minimum = sprite.minimumBodySize
    if body.width < minimum.width || body.height < minimum.height {
      style.exactSize = PixelSize(width: body.width, height: body.height)
      sprite = try chromeCache.sprite(for: style)
    }
    sprite.draw(body: body, on: renderer)
    if appearance.showsGrabber {
      try drawGrabber(geometry, appearance: appearance, body: body, scale: scale)
    }
  }

  /// Dims everything drawn so far with the backdrop colour at `alpha` (0…1).
  public func drawBackdrop(alpha: Double) {
    backdrop.draw(alpha: alpha, on: renderer)
  }

  private func drawGrabber(
    _ geometry: SurfaceGeometry, appearance: SurfaceAppearance, body: PixelRect, scale: Double
  ) throws {
    // Place the grabber relative to the body's snapped pixel rectangle so that it moves with
    // it: centred on the cross axis, at its inset from the moving edge on the main axis.
    let g = geometry.grabberFrame, f = geometry.frame
    let w = g.width * scale, h = g.height * scale
    let midX = Double(body.x) + Double(body.width) / 2, midY = Double(body.y) + Double(body.height) / 2
    var x = midX + (g.midX - f.midX) * scale - w / 2
    var y = midY + (g.midY - f.midY) * scale - h / 2
    switch geometry.position {
    case .bottom: y = Double(body.y) + (g.minY - f.minY) * scale
    case .top: y = Double(body.maxY) - (f.maxY - g.minY) * scale
    case .right: x = Double(body.x) + (g.minX - f.minX) * scale
    case .left: x = Double(body.maxX) - (f.maxX - g.minX) * scale
    }
    let frame = Rect(x: x, y: y, width: w, height: h)
    try grabbers.draw(pixelFrame: frame, color: appearance.grabberColor)
  }
}
