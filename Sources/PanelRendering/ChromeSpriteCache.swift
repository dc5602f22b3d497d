import SDLKit

/// Baked chrome sprites for one renderer, keyed by `ChromeStyle`.
///
/// A frame with several moving panels of the same look bakes nothing: each style is rasterised
/// once (`bakeCount` counts the bakes) and then only copied. Least recently used sprites are
/// dropped past `capacity`.
public final class ChromeSpriteCache {
  /// The renderer the textures belong to.
  public let renderer: Renderer
  /// The most sprites kept.
  public let capacity: Int
  /// How many sprites have been baked since creation (a cache hit does not count).
  public private(set) var bakeCount = 0
  private var sprites: LRUCache<ChromeStyle, ChromeSprite>

  /// Creates an empty cache for `renderer`.
  public init(renderer: Renderer, capacity: Int = 64) {
    self.renderer = renderer
    self.capacity = max(1, capacity)
    sprites = LRUCache(capacity: capacity)
  }

  /// The number of sprites held.
  public var count: Int { sprites.count }
  /// The bytes of the sprites held (``ChromeSprite/byteCount``).
  public var byteCount: Int { sprites.totalCost }

  /// The sprite for `style`, baked on first use.
  ///
  /// - Throws: `SDLError` when the texture cannot be created.
  public func sprite(for style: ChromeStyle) throws -> ChromeSprite {
    if let hit = sprites.value(for: style) { return hit }
    let baked = ChromeSpriteBaker.bake(style)
    let texture = try renderer.makeTexture(baked.image, scaleMode: .nearest)
    bakeCount += 1
    var sprite = ChromeSprite(
      texture: texture, marginLeft: baked.marginLeft, marginTop: baked.marginTop,
      marginRight: baked.marginRight, marginBottom: baked.marginBottom, leftSlice: baked.leftSlice,
      topSlice: baked.topSlice, rightSlice: baked.rightSlice, bottomSlice: baked.bottomSlice,
      opaqueCentre: baked.centre.a == 255 ? baked.centre : nil, exactSize: baked.exactSize)
    sprite.pieces = try SpritePieces(image: baked.image, renderer: renderer)
    sprites.insert(sprite, for: style, cost: sprite.byteCount)
    return sprite
  }

}
