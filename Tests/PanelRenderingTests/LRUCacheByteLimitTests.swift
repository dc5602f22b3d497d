import Testing
@testable import PanelRendering

extension RenderingSuite {
  /// ``LRUCache``'s byte budget: entries are dropped, least recently used first, until the new
  /// one's cost fits; the costs held are summed exactly.
  @Suite struct LRUCacheByteLimitTests {
    @Test func dropsTheOldestEntriesUntilTheNewCostFits() {
      var cache = LRUCache<String, Int>(capacity: 10, byteLimit: 100)
      cache.insert(1, for: "a", cost: 40)
      cache.insert(2, for: "b", cost: 40)
      #expect(cache.value(for: "a") == 1)  // "b" is now the oldest
      cache.insert(3, for: "c", cost: 30)  // 110 > 100: "b" goes
      #expect(cache.count == 2 && cache.totalCost == 70)
      #expect(cache.peek("b") == nil && cache.peek("a") == 1 && cache.peek("c") == 3)
      cache.insert(4, for: "d", cost: 30)  // exactly 100: nothing goes
      #expect(cache.count == 3 && cache.totalCost == 100)
      cache.insert(5, for: "a", cost: 10)  // replacing "a" frees its 40 first
      #expect(cache.count == 3 && cache.totalCost == 70 && cache.peek("c") == 3)
    }

    @Test func anEntryCostlierThanTheBudgetIsKeptAlone() {
      var cache = LRUCache<String, Int>(capacity: 10, byteLimit: 100)
      cache.insert(1, for: "a", cost: 60)
      cache.insert(2, for: "b", cost: 250)
      #expect(cache.count == 1 && cache.totalCost == 250 && cache.peek("b") == 2)
      cache.insert(3, for: "c", cost: 1)
      #expect(cache.count == 1 && cache.totalCost == 1 && cache.peek("c") == 3)
      cache.removeAll()
      #expect(cache.count == 0 && cache.totalCost == 0)
    }
  }
}
