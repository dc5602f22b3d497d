import FloatingPanel
import PanelRendering
import SDLKit
import Testing

extension RenderingSuite {
  /// The chrome sprite cache is bounded by bytes as well as by count: a window whose panels change
  /// edges, looks and sizes makes a new style each time, and 64 of them were 18 MB. The budget is
  /// 4 MiB, or a screenful of the output's pixels on a larger (HiDPI) output.
  @Suite struct ChromeSpriteCacheBudgetTests {
    /// Six looks, each a style of its own (the corner radius differs).
    static let styles = (0..<6).map { i in
      var look = SnapshotScene.rounded16
      look.cornerRadius = 8 + Double(i)
      return ChromeStyle(appearance: look, corners: .all, scale: 1)
    }

    @Test func theBudgetIsEightMiBOrTwoScreenfuls() throws {
      #expect(ChromeSpriteCache.defaultByteLimit == 8 << 20)
      let small = ChromeSpriteCache(renderer: try Renderer.headless(width: 640, height: 480))
      #expect(small.byteBudget == 8 << 20)  // two 640×480 screenfuls are 2.5 MB: the minimum holds
      let big = ChromeSpriteCache(renderer: try Renderer.headless(width: 2560, height: 1600))
      #expect(big.byteBudget == 2 * 2560 * 1600 * 4)  // 32.8 MB: a 2× window's sprites are 4× larger
    }

    /// The same rule with a budget six sprites do not fit in (baking 4 MiB of sprites would take
    /// the test seconds): the least recently used go, the recent ones stay.
    @Test func theLeastRecentlyUsedSpritesGoPastTheBudget() throws {
      let renderer = try Renderer.headless(width: 64, height: 48)  // a screenful is 12 KB
      let unbounded = ChromeSpriteCache(renderer: renderer, byteLimit: .max)
      let sizes = try Self.styles.map { try unbounded.sprite(for: $0).byteCount }
      #expect(unbounded.count == 6)
      let limit = sizes.suffix(3).reduce(0, +)  // room for the last three
      let cache = ChromeSpriteCache(renderer: renderer, byteLimit: limit)
      for style in Self.styles { _ = try cache.sprite(for: style) }
      #expect(cache.bakeCount == 6)
      #expect(cache.count == 3 && cache.byteCount == limit)
      for style in Self.styles.suffix(3) { _ = try cache.sprite(for: style) }
      #expect(cache.bakeCount == 6)  // the last three are kept
      _ = try cache.sprite(for: Self.styles[0])
      #expect(cache.bakeCount == 7)  // the first was dropped
      #expect(cache.byteCount <= limit)
    }

    @Test func theTextCacheFollowsTheSameRule() throws {
      let small = try TextRenderer(renderer: try Renderer.headless(width: 320, height: 240))
      #expect(small.byteBudget == 4 << 20)
      let big = try TextRenderer(renderer: try Renderer.headless(width: 3840, height: 2400))
      #expect(big.byteBudget == 3840 * 2400 * 4)  // one screenful for text
    }
  }
}
