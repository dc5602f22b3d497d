import FloatingPanel
import SDLKit

/// Renders live panels — backdrop, shadows, surface, border and grabber, as ``PanelRenderer``
/// draws them in the playground — over a background, headless (no display), into a
/// ``PixelBuffer``. The same pixels for the same panels, size and scale, every time: this is what
/// screenshot tests of a user's panel compare.
///
/// ```swift
/// let panel = try FloatingPanelController(layout: MyLayout(), environment: LayoutEnvironment(
///   containerSize: Size(width: 390, height: 844), scale: 2))
/// panel.surfaceAppearance.cornerRadius = 16
/// let image = try PanelImage.render([.init(panel)], size: Size(width: 390, height: 844), scale: 2)
/// try image.pngBytes()          // 780 × 1688 pixels
/// ```
public enum PanelImage {
  /// What is drawn behind the panels.
  public enum Background: Hashable, Sendable {
    /// One colour (default ``PanelImage/plainColor``).
    case plain(Color)
    /// An image, stretched to the whole output.
    case image(PixelBuffer)
  }

  /// One panel to draw and the colour of its backdrop.
  public struct Layer {
    /// The panel (its geometry, look and backdrop alpha now).
    public var panel: FloatingPanelController
    /// The backdrop colour (its alpha is the panel's ``FloatingPanelController/backdropAlpha``).
    public var backdropColor: Color

    /// A layer; the backdrop is black by default, as in FloatingPanel.
    public init(_ panel: FloatingPanelController, backdropColor: Color = .black) {
      self.panel = panel
      self.backdropColor = backdropColor
    }
  }

  /// The plain background: a light blue-grey that shows white surfaces and soft shadows.
  public static let plainColor = Color(hex: 0xE5E9F0)

  /// The output size in pixels for `size` points at `scale` pixels per point (rounded).
  public static func pixelSize(_ size: Size, scale: Double) -> PixelSize {
    PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
  }

  /// Draws `layers` back to front (each visible panel's backdrop, then its chrome) over
  /// `background` on a headless renderer of `size` points at `scale`, and reads the pixels back.
  /// The panels are drawn where they are now; set their environment to `size` and `scale` first
  /// (``FloatingPanelController/updateEnvironment(_:)``) so anchors round as on that screen.
  ///
  /// - Throws: `SDLError` when the headless renderer or a texture cannot be made (e.g. a size
  ///   of zero pixels).
  public static func render(
    _ layers: [Layer], size: Size, scale: Double, background: Background = .plain(plainColor)
  ) throws -> PixelBuffer {
    let pixels = pixelSize(size, scale: scale)
    let renderer = try Renderer.headless(width: pixels.width, height: pixels.height)
    try draw(layers, on: renderer, scale: scale, background: background)
    return try renderer.readPixels()
  }

  /// Draws the background and `layers` on `renderer` (does not present).
  public static func draw(_ layers: [Layer], on renderer: Renderer, scale: Double, background: Background) throws {
    let out = renderer.outputSize
    switch background {
    case .plain(let color):
      renderer.clear(color.withAlpha(1).rgba)
    case .image(let image):
      renderer.clear(.black)
      let texture = try renderer.makeTexture(image, scaleMode: image.width == out.width && image.height == out.height ? .nearest : .linear)
      texture.blendMode = .none
      renderer.copy(texture, to: PixelRect(x: 0, y: 0, width: out.width, height: out.height))
    }
    let panels = PanelRenderer(renderer: renderer)
    if layers.contains(where: { $0.panel.surfaceAppearance.material != nil }) {
      // What a material surface blurs: the background as drawn.
      switch background {
      case .plain(let color): panels.behind = PixelBuffer(width: out.width, height: out.height, fill: color.withAlpha(1).rgba)
      case .image(let image): panels.behind = image.width == out.width && image.height == out.height ? image : try renderer.readPixels()
      }
    }
    for layer in layers where layer.panel.isVisible {
      let alpha = layer.panel.backdropAlpha
      if alpha > 0 { BackdropRenderer(color: layer.backdropColor.rgba).draw(alpha: alpha, on: renderer) }
      try panels.drawPanel(layer.panel.surfaceGeometry, appearance: layer.panel.surfaceAppearance, scale: scale)
    }
  }
}
