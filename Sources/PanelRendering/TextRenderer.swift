import FloatingPanel
import SDLKit

/// Draws single lines of text with SDL2_ttf, using Inter (`fonts-inter`) or, failing that,
/// DejaVu Sans (`fonts-dejavu-core`), found at run time.
///
/// Each distinct (string, font, pixel size, colour) is rasterised once and kept as a texture,
/// so static labels cost one copy per frame. Hinting is fixed (`.light`) so that pixels are the
/// same on every run.
///
/// ```swift
/// let text = try TextRenderer(renderer: renderer)   // throws FontNotFoundError without fonts
/// try text.draw("Search for a place", at: Point(x: 16, y: 12), style: TextStyle(size: 17))
/// ```
public final class TextRenderer {
  private struct FontKey: Hashable {
    var path: String
    var pixelSize: Int
  }
  private struct TextKey: Hashable {
    var text: String
    var font: FontKey
    var color: RGBA
  }

  /// The target.
  public let renderer: Renderer
  /// Where fonts are looked up.
  public let locator: FontLocator
  /// The font file used for regular text (resolved when the renderer is created).
  public let regularFontPath: String
  /// How many strings have been rasterised (cache misses) since creation.
  public private(set) var rasterizeCount = 0
  /// The most cached text textures kept.
  public let capacity: Int
  private var fonts: [FontKey: Font] = [:]
  private var paths: [FontLocator.Weight: String] = [:]
  private var textures: [TextKey: Texture] = [:]
  private var lastUse: [TextKey: Int] = [:]
  private var clock = 0

  /// Creates a text renderer and resolves the regular font.
  ///
  /// - Throws: `FontNotFoundError`, naming the packages to install, when no font is installed.
  public init(renderer: Renderer, locator: FontLocator = FontLocator(), capacity: Int = 512) throws {
    self.renderer = renderer
    self.locator = locator
    self.capacity = max(1, capacity)
    regularFontPath = try locator.locate(weight: .regular)
    paths[.regular] = regularFontPath
  }

  /// Draws `text` with its line box's top-left corner at `origin` (points) and returns the
  /// line's size in points.
  ///
  /// - Throws: `FontNotFoundError` if the weight's font is missing, `SDLError` from SDL2_ttf.
  @discardableResult
  public func draw(_ text: String, at origin: Point, style: TextStyle, scale: Double = 1) throws -> Size {
    let key = try textKey(text, style: style, scale: scale)
    let s = max(0.1, scale.isFinite ? scale : 1)
    guard !text.isEmpty else { return Size(width: 0, height: Double(try font(key.font).lineHeight) / s) }
    let texture = try self.texture(for: key)
    let x = Rect.snap(origin.x * s), y = Rect.snap(origin.y * s)
    renderer.copy(texture, to: PixelRect(x: x, y: y, width: texture.width, height: texture.height))
    return Size(width: Double(texture.width) / s, height: Double(texture.height) / s)
  }

  /// The size `text` takes in `style`, in points.
  public func measure(_ text: String, style: TextStyle, scale: Double = 1) throws -> Size {
    let key = try textKey(text, style: style, scale: scale)
    let s = max(0.1, scale.isFinite ? scale : 1)
    let size = try font(key.font).measure(text)
    return Size(width: Double(size.width) / s, height: Double(size.height) / s)
  }

  /// Drops every cached texture (fonts stay open).
  public func removeAllTextures() {
    textures.removeAll()
    lastUse.removeAll()
  }

  private func textKey(_ text: String, style: TextStyle, scale: Double) throws -> TextKey {
    let path: String
    if let known = paths[style.weight] {
      path = known
    } else {
      path = try locator.locate(weight: style.weight)
      paths[style.weight] = path
    }
    let s = max(0.1, scale.isFinite ? scale : 1)
    let size = style.size.isFinite ? style.size : 17
    let pixels = Int(max(1, min(1000, (size * s).rounded())))
    return TextKey(text: text, font: FontKey(path: path, pixelSize: pixels), color: style.color.rgba)
  }

  private func font(_ key: FontKey) throws -> Font {
    if let font = fonts[key] { return font }
    let font = try Font(path: key.path, pixelSize: key.pixelSize, hinting: .light)
    fonts[key] = font
    return font
  }

  private func texture(for key: TextKey) throws -> Texture {
    clock += 1
    if let hit = textures[key] {
      lastUse[key] = clock
      return hit
    }
    let image = try font(key.font).render(key.text, color: key.color)
    let texture = try renderer.makeTexture(image, scaleMode: .nearest)
    rasterizeCount += 1
    if textures.count >= capacity, let oldest = lastUse.min(by: { $0.value < $1.value })?.key {
      textures[oldest] = nil
      lastUse[oldest] = nil
    }
    textures[key] = texture
    lastUse[key] = clock
    return texture
  }
}
