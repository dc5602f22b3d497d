import SDLKit

/// Baked chrome sprites for one renderer, keyed by `ChromeStyle`.
///
/// A frame with several moving panels of the same look bakes nothing: each style is rasterised
/// once (`bakeCount` counts the bakes) and then only copied. Least recently used sprites are
/// dropped past `capacity` sprites or past ``byteBudget`` bytes (``ChromeSprite/byteCount``):
/// each edge, corner set, look and small-panel size is a style of its own, so a window whose
/// panels change edges and sizes would otherwise keep up to 64 sprites of ~280 KB (the soak's
/// RSS grew 4.7 → 7.2 MB of sprites in its fifth minute; a frame uses at most one per panel).
public final class ChromeSpriteCache {
  /// The renderer the textures belong to.
  public let renderer: Renderer
  /// The most sprites kept.
  public let capacity: Int
  /// The least byte budget: 8 MiB, about 30 sprites of the default looks at scale 1.
  public let byteLimit: Int
  /// The default ``byteLimit``.
  public static let defaultByteLimit = 8 << 20
  /// How many sprites have been baked since creation (a cache hit does not count).
  public private(set) var bakeCount = 0
  private var sprites: LRUCache<ChromeStyle, ChromeSprite>

  /// Creates an empty cache for `renderer`.
  public init(renderer: Renderer, capacity: Int = 64, byteLimit: Int = defaultByteLimit) {
    self.renderer = renderer
    self.capacity = max(1, capacity)
    self.byteLimit = max(0, byteLimit)
    sprites = LRUCache(capacity: capacity, byteLimit: byteLimit)
  }

  /// The bytes kept now: ``byteLimit``, or two screenfuls of the renderer's output (width ×
  /// height × 4 each) when that is more, so that a HiDPI window's larger sprites do not evict
  /// each other. One screenful was less than a frame with the tuning cards draws (the panels'
  /// shadows, the cards, the timeline strip, every slider and switch): each frame baked its
  /// sprites again, 4.7 ms instead of 0.9 (`bench --tuning`; `TuningFrameBakesNothingTests`).
  public var byteBudget: Int { renderer.screenfulBudget(atLeast: byteLimit, screenfuls: 2) }

  /// The number of sprites held.
  public var count: Int { sprites.count }
  /// The bytes of the sprites held (``ChromeSprite/byteCount``).
  public var byteCount: Int { sprites.totalCost }
  /// The sprites' use clock now; pass it to ``dropSprites(unusedSince:)`` after a frame.
  public var useMark: Int { sprites.mark }

  /// Drops the sprites not drawn since `mark` (a ``useMark`` taken before a frame) and returns
  /// their bytes: a window that waits keeps the chrome of its last frame, not up to
  /// ``byteBudget`` of every look, edge and size drawn since it opened.
  @discardableResult
  public func dropSprites(unusedSince mark: Int) -> Int { sprites.removeUnused(since: mark) }

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
    sprites.byteLimit = byteBudget
    sprites.insert(sprite, for: style, cost: sprite.byteCount)
    return sprite
  }

}
