import FloatingPanel
import SDLKit

/// Draws single lines of text with SDL2_ttf, using Inter (`fonts-inter`) or, failing that,
/// DejaVu Sans (`fonts-dejavu-core`), found at run time.
///
/// Each distinct (string, font, pixel size, colour, width limit) is rasterised once and kept as a
/// texture, so static labels cost one copy per frame; the least recently used textures are dropped
/// past ``capacity`` textures or ``byteBudget`` bytes (4 MiB by default, a screenful of the output
/// on a larger window; ``Texture/byteCount``), so
/// changing strings (a HUD's numbers) and width limits (every label cut to the window's width,
/// new at each resize) do not grow the cache: 512 textures of a 1280-point window's labels are
/// about 10 MiB. Line sizes (and
/// where a long line is cut) are cached by (string, font, pixel size, width limit), without the
/// colour, so ``measure(_:style:scale:maxWidth:)`` hits whatever colour the line is drawn in. Hinting is fixed
/// (`.light`) so that pixels are the same on every run.
///
/// A line can be cut to a width (it ends in "…") and drawn cut to a clip rectangle, for labels
/// in rows that scroll under a header:
///
/// ```swift
/// let text = try TextRenderer(renderer: renderer)   // throws FontNotFoundError without fonts
/// try text.draw("Search for a place", at: Point(x: 16, y: 12), style: TextStyle(size: 17))
/// try text.draw(
///   place.name, at: Point(x: 60, y: top + 10), style: TextStyle(size: 16, weight: .semibold), scale: 2,
///   maxWidth: 280, clip: PixelRect(x: 0, y: 120, width: 780, height: 900))
/// ```
public final class TextRenderer {
  private struct FontKey: Hashable {
    var path: String
    var pixelSize: Int
  }
  /// A line's shape: what it says, in which font, cut to which width (the colour does not
  /// change it, so measuring hits this cache whatever colour the line is drawn in).
  private struct LineKey: Hashable {
    var text: String
    var font: FontKey
    /// The width limit in pixels; 0 for none.
    var maxWidth: Int
  }
  private struct TextKey: Hashable {
    var line: LineKey
    var color: RGBA
    var text: String { line.text }
    var font: FontKey { line.font }
    var maxWidth: Int { line.maxWidth }
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
  /// The least byte budget of the cached text textures (a single larger line is kept alone).
  public let byteLimit: Int
  /// The bytes kept now: ``byteLimit``, or a screenful of the renderer's output (width × height
  /// × 4) when that is more: at scale 3 a 1280×800 window's labels alone are 2.4 MiB.
  public var byteBudget: Int { renderer.screenfulBudget(atLeast: byteLimit) }
  /// The default ``byteLimit``: 4 MiB, 15 times the labels of a 1280×800 window's first frame at
  /// scale 1 (22 textures, 266 KiB).
  public static let defaultByteLimit = 4 << 20
  private var fonts: [FontKey: Font] = [:]
  private var paths: [FontLocator.Weight: String] = [:]
  private var textures: LRUCache<TextKey, Texture>
  private var lines: LRUCache<LineKey, (line: String, size: PixelSize)>

  /// The number of text textures held.
  public var textureCount: Int { textures.count }
  /// The bytes of the text textures held (``Texture/byteCount``).
  public var textureBytes: Int { textures.totalCost }
  /// The textures' use clock now; pass it to ``dropTextures(unusedSince:)`` after a frame.
  public var useMark: Int { textures.mark }

  /// Drops the text textures not drawn since `mark` (a ``useMark`` taken before a frame) and
  /// returns their bytes: a window that waits keeps the labels of its last frame, not every
  /// label drawn since it opened (up to ``byteBudget``).
  @discardableResult
  public func dropTextures(unusedSince mark: Int) -> Int { textures.removeUnused(since: mark) }

  /// Creates a text renderer and resolves the regular font.
  ///
  /// - Throws: `FontNotFoundError`, naming the packages to install, when no font is installed.
  public init(
    renderer: Renderer, locator: FontLocator = FontLocator(), capacity: Int = 512, byteLimit: Int = defaultByteLimit
  ) throws {
    self.renderer = renderer
    self.locator = locator
    self.capacity = max(1, capacity)
    textures = LRUCache(capacity: capacity, byteLimit: byteLimit)
    self.byteLimit = textures.byteLimit
    lines = LRUCache(capacity: 2 * max(1, capacity))
    regularFontPath = try locator.locate(weight: .regular)
    paths[.regular] = regularFontPath
  }

  /// Draws `text` with its line box's top-left corner at `origin` (points) and returns the size
  /// of the line drawn, in points.
  ///
  /// - Parameters:
  ///   - maxWidth: The widest the line may be, in points. A wider line loses characters from its
  ///     end and gets "…" (trailing spaces before it dropped) until it fits; nil, or a value that
  ///     is not finite, for no limit.
  ///   - clip: The rectangle (pixels) outside which nothing is drawn, on top of the renderer's own
  ///     `clipRect`, which is left as it was; nil to draw the whole line.
  /// - Throws: `FontNotFoundError` if the weight's font is missing, `SDLError` from SDL2_ttf.
  @discardableResult
  public func draw(
    _ text: String, at origin: Point, style: TextStyle, scale: Double = 1, maxWidth: Double? = nil,
    clip: PixelRect? = nil
  ) throws -> Size {
    let key = try textKey(text, style: style, scale: scale, maxWidth: maxWidth)
    let s = Self.clamped(scale)
    guard !text.isEmpty else { return Size(width: 0, height: Double(try font(key.font).lineHeight) / s) }
    let texture = try self.texture(for: key)
    let dest = PixelRect(
      x: Rect.snap(origin.x * s), y: Rect.snap(origin.y * s), width: texture.width, height: texture.height)
    let size = Size(width: Double(texture.width) / s, height: Double(texture.height) / s)
    if let clip {
      renderer.copy(texture, to: dest, clip: clip)
    } else {
      renderer.copy(texture, to: dest)
    }
    return size
  }

  /// The size `text` takes in `style`, in points: the size ``draw(_:at:style:scale:maxWidth:clip:)``
  /// covers with the same arguments (an empty string is 0 wide and one line high). Nothing is
  /// rasterised.
  ///
  /// - Parameter maxWidth: The width limit in points, as for drawing: a wider line is measured
  ///   as it is drawn, cut and ending in "…"; nil for no limit.
  public func measure(_ text: String, style: TextStyle, scale: Double = 1, maxWidth: Double? = nil) throws -> Size {
    let key = try textKey(text, style: style, scale: scale, maxWidth: maxWidth)
    let s = Self.clamped(scale)
    let size = try fitted(key.line).size
    return Size(width: Double(size.width) / s, height: Double(size.height) / s)
  }

  private static func clamped(_ scale: Double) -> Double { max(0.1, scale.isFinite ? scale : 1) }

  /// The font of `weight` at `pixelSize` pixels, from the same cache as the drawn text (for
  /// text rasterised into images, like the map's labels).
  ///
  /// - Throws: `FontNotFoundError` if the weight's font is missing, `SDLError` from SDL2_ttf.
  public func font(weight: FontLocator.Weight, pixelSize: Int) throws -> Font {
    try font(FontKey(path: try path(for: weight), pixelSize: pixelSize))
  }

  private func path(for weight: FontLocator.Weight) throws -> String {
    if let known = paths[weight] { return known }
    let path = try locator.locate(weight: weight)
    paths[weight] = path
    return path
  }

  private func textKey(_ text: String, style: TextStyle, scale: Double, maxWidth: Double?) throws -> TextKey {
    let path = try path(for: style.weight)
    let s = Self.clamped(scale)
    let size = style.size.isFinite ? style.size : 17
    let pixels = Int(max(1, min(1000, (size * s).rounded())))
    var limit = 0
    if let maxWidth, maxWidth.isFinite { limit = Int(max(1, min(1_000_000, (maxWidth * s).rounded(.down)))) }
    return TextKey(
      line: LineKey(text: text, font: FontKey(path: path, pixelSize: pixels), maxWidth: limit), color: style.color.rgba)
  }

  private func font(_ key: FontKey) throws -> Font {
    if let font = fonts[key] { return font }
    let font = try Font(path: key.path, pixelSize: key.pixelSize, hinting: .light)
    fonts[key] = font
    return font
  }

  /// `text` if it fits `maxWidth` pixels (or `maxWidth` is 0), else its longest prefix that fits
  /// with "…" appended, trailing spaces dropped ("…" alone when nothing fits), with its size.
  private func fittedLine(_ text: String, font: Font, maxWidth: Int) throws -> (line: String, size: PixelSize) {
    let full = try font.measure(text)
    guard maxWidth > 0, full.width > maxWidth else { return (text, full) }
    var chars = Array(text)
    var line = (text, full)
    while !chars.isEmpty {
      chars.removeLast()
      var head = String(chars)
      while head.last == " " { head.removeLast() }
      line = (head + "…", try font.measure(head + "…"))
      if line.1.width <= maxWidth { break }
    }
    return line
  }

  /// ``fittedLine(_:font:maxWidth:)`` of `key`, cached (measuring and shaping cost more than a
  /// lookup, and the HUD and cards measure every frame).
  private func fitted(_ key: LineKey) throws -> (line: String, size: PixelSize) {
    if let hit = lines.value(for: key) { return hit }
    let made = try fittedLine(key.text, font: try font(key.font), maxWidth: key.maxWidth)
    lines.insert(made, for: key)
    return made
  }

  private func texture(for key: TextKey) throws -> Texture {
    if let hit = textures.value(for: key) { return hit }
    let font = try font(key.font)
    let image = try font.render(try fitted(key.line).line, color: key.color)
    let texture = try renderer.makeTexture(image, scaleMode: .nearest)
    rasterizeCount += 1
    textures.byteLimit = byteBudget
    textures.insert(texture, for: key, cost: texture.byteCount)
    return texture
  }
}
