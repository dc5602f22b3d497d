/// A map of at most `capacity` entries that drops the least recently used one to make room. A
/// lookup costs one hash.
///
/// ```swift
/// var cache = LRUCache<String, Texture>(capacity: 512)
/// if let t = cache.value(for: key) { return t }
/// cache.insert(try make(), for: key)
/// ```
public struct LRUCache<Key: Hashable, Value> {
  /// The most entries kept (at least 1).
  public let capacity: Int
  private var entries: [Key: (value: Value, stamp: Int)] = [:]
  private var clock = 0

  /// An empty cache.
  public init(capacity: Int) { self.capacity = max(1, capacity) }

  /// The number of entries held.
  public var count: Int { entries.count }

  /// The value for `key`, marked as just used; nil when absent.
  public mutating func value(for key: Key) -> Value? {
    clock += 1
    guard let i = entries.index(forKey: key) else { return nil }
    entries.values[i].stamp = clock
    return entries.values[i].value
  }

  /// The value for `key` without marking it used.
  public func peek(_ key: Key) -> Value? { entries[key]?.value }

  /// Stores `value` for `key`, first dropping the least recently used entry when full.
  public mutating func insert(_ value: Value, for key: Key) {
    if entries[key] == nil, entries.count >= capacity,
      let oldest = entries.min(by: { $0.value.stamp < $1.value.stamp })?.key
    {
      entries[oldest] = nil
    }
    entries[key] = (value, clock)
  }
}
