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

extension RenderingSuite.LRUCacheTests {
  @Test("removeUnused(since:) keeps exactly what was looked up or inserted after the mark")
  func removesWhatWasNotUsedSinceTheMark() {
    var cache = LRUCache<String, Int>(capacity: 8)
    cache.insert(1, for: "a", cost: 10)
    cache.insert(2, for: "b", cost: 20)
    cache.insert(3, for: "c", cost: 40)
    let frame = cache.mark
    _ = cache.value(for: "b")  // drawn this frame
    _ = cache.peek("c")  // a peek is not a use
    cache.insert(4, for: "d", cost: 80)  // baked this frame
    #expect(cache.removeUnused(since: frame) == 50)
    #expect(cache.count == 2 && cache.peek("b") == 2 && cache.peek("d") == 4)
    #expect(cache.totalCost == 100)
    #expect(cache.removeUnused(since: cache.mark) == 100)  // nothing used since now: all go
    #expect(cache.count == 0 && cache.totalCost == 0)
  }
}
