import FloatingPanel
import PanelRendering
import SDLKit

/// Rasterised text lines kept as textures, drawn clipped to a rectangle (list rows scroll under
/// the search field, so labels must be cut, which `TextRenderer` does not do).
///
/// Each distinct (string, size, weight, colour, width limit) is rasterised once; entries unused for
/// ten seconds of frames are dropped when the cache grows past 400 (the HUD's changing numbers).
final class LabelCache {
  private struct FontKey: Hashable {
    var weight: FontLocator.Weight
    var pixelSize: Int
  }
  private struct Key: Hashable {
    var text: String
    var font: FontKey
    var color: RGBA
    var maxWidth: Int
  }
  private struct Entry {
    var texture: Texture?
    var lastUse: Int
  }

  private let renderer: Renderer
  private let locator: FontLocator
  private var paths: [FontLocator.Weight: String] = [:]
  private var fonts: [FontKey: Font] = [:]
  private var entries: [Key: Entry] = [:]
  private var frame = 0
  /// How many strings were rasterised (cache misses).
  private(set) var rasterizeCount = 0

  /// Creates a cache and checks that a regular font is installed.
  ///
  /// - Throws: `FontNotFoundError` naming the package to install.
  init(renderer: Renderer, locator: FontLocator = FontLocator()) throws {
    self.renderer = renderer
    self.locator = locator
    paths[.regular] = try locator.locate(weight: .regular)
  }

  /// Marks the start of a frame (for eviction).
  func beginFrame() {
    frame += 1
    if entries.count > 400 {
      entries = entries.filter { frame - $0.value.lastUse < 600 }
    }
  }

  private func font(_ key: FontKey) throws -> Font {
    if let f = fonts[key] { return f }
    let path: String
    if let p = paths[key.weight] {
      path = p
    } else {
      path = try locator.locate(weight: key.weight)
      paths[key.weight] = path
    }
    let f = try Font(path: path, pixelSize: key.pixelSize, hinting: .light)
    fonts[key] = f
    return f
  }

  /// The text line as a texture (nil for an empty string), truncated with "…" to `maxWidth` pixels.
  private func texture(_ text: String, style: TextStyle, scale: Double, maxWidth: Int) throws -> Texture? {
    let fontKey = FontKey(weight: style.weight, pixelSize: max(1, min(400, Int((style.size * scale).rounded()))))
    let key = Key(text: text, font: fontKey, color: style.color.rgba, maxWidth: maxWidth)
    if var hit = entries[key] {
      hit.lastUse = frame
      entries[key] = hit
      return hit.texture
    }
    let f = try font(fontKey)
    var line = text
    if maxWidth > 0, try f.measure(line).width > maxWidth {
      var chars = Array(text)
      while !chars.isEmpty {
        chars.removeLast()
        line = String(chars).trimmingTrailingSpaces() + "…"
        if try f.measure(line).width <= maxWidth { break }
      }
    }
    let image = try f.render(line, color: style.color.rgba)
    let texture = image.width > 0 && image.height > 0 ? try renderer.makeTexture(image, scaleMode: .nearest) : nil
    rasterizeCount += 1
    entries[key] = Entry(texture: texture, lastUse: frame)
    return texture
  }

  /// The size of `text` in points.
  func measure(_ text: String, style: TextStyle, scale: Double) throws -> Size {
    guard let t = try texture(text, style: style, scale: scale, maxWidth: 0) else { return .zero }
    return Size(width: Double(t.width) / scale, height: Double(t.height) / scale)
  }

  /// Draws `text` with its line box's top-left at `origin` (points), truncated to `maxWidth`
  /// points when given, and cut to `clip` (pixels) when given.
  func draw(
    _ text: String, at origin: Point, style: TextStyle, scale: Double, maxWidth: Double? = nil, clip: PixelRect? = nil
  ) throws {
    let limit = maxWidth.map { max(1, Int(($0 * scale).rounded(.down))) } ?? 0
    guard let t = try texture(text, style: style, scale: scale, maxWidth: limit) else { return }
    let dest = PixelRect(
      x: Int((origin.x * scale).rounded()), y: Int((origin.y * scale).rounded()), width: t.width, height: t.height)
    ClippedCopy.copy(t, to: dest, clip: clip, on: renderer)
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
