import Testing
@testable import PanelRendering

extension RenderingSuite {
  /// The bounded cache behind the text and chrome caches.
  @Suite struct LRUCacheTests {
    @Test func dropsTheLeastRecentlyUsedEntryWhenFull() {
      var cache = LRUCache<String, Int>(capacity: 2)
      cache.insert(1, for: "a")
      cache.insert(2, for: "b")
      #expect(cache.value(for: "a") == 1)  // "b" is now the oldest
      cache.insert(3, for: "c")
      #expect(cache.count == 2)
      #expect(cache.peek("b") == nil)
      #expect(cache.peek("a") == 1 && cache.peek("c") == 3)
      _ = cache.peek("a")  // peeking does not count as a use
      #expect(cache.value(for: "c") == 3)
      cache.insert(4, for: "d")
      #expect(cache.peek("a") == nil && cache.peek("c") == 3)
      cache.insert(5, for: "c")  // replacing a key evicts nothing
      #expect(cache.count == 2 && cache.peek("d") == 4 && cache.peek("c") == 5)
    }
  }
}
