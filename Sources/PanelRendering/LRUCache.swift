/// A map of at most `capacity` entries, and at most `byteLimit` bytes of them (each entry's cost
/// is given when it is inserted), that drops the least recently used entries to make room. A
/// lookup costs one hash. An entry costlier than the whole budget is still kept, alone.
///
/// ```swift
/// var cache = LRUCache<String, Texture>(capacity: 512, byteLimit: 4 << 20)
/// if let t = cache.value(for: key) { return t }
/// let t = try make()
/// cache.insert(t, for: key, cost: t.byteCount)
/// ```
public struct LRUCache<Key: Hashable, Value> {
  /// The most entries kept (at least 1).
  public let capacity: Int
  /// The most bytes kept (the sum of the entries' costs), unless one entry alone costs more. A
  /// lower limit takes effect at the next insertion.
  public var byteLimit: Int {
    didSet { byteLimit = max(0, byteLimit) }
  }
  /// The sum of the costs of the entries held.
  public private(set) var totalCost = 0
  private var entries: [Key: (value: Value, stamp: Int, cost: Int)] = [:]
  private var clock = 0

  /// An empty cache of at most `capacity` entries and `byteLimit` bytes (no byte limit by default).
  public init(capacity: Int, byteLimit: Int = .max) {
    self.capacity = max(1, capacity)
    self.byteLimit = max(0, byteLimit)
  }

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

  /// Stores `value` for `key` at `cost` bytes, first dropping the least recently used entries
  /// while the cache is full or the bytes would pass ``byteLimit``.
  public mutating func insert(_ value: Value, for key: Key, cost: Int = 0) {
    let cost = max(0, cost)
    if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
    while !entries.isEmpty, entries.count >= capacity || totalCost > byteLimit - cost,
      let oldest = entries.min(by: { $0.value.stamp < $1.value.stamp })?.key
    {
      totalCost -= entries.removeValue(forKey: oldest)?.cost ?? 0
    }
    clock += 1
    entries[key] = (value, clock, cost)
    totalCost += cost
  }

  /// The cache's use clock now: an entry looked up or inserted after this has a later stamp
  /// (``removeUnused(since:)``).
  public var mark: Int { clock }

  /// Drops every entry not looked up or inserted since `mark` (a ``mark`` taken earlier) and
  /// returns the bytes they cost: what a window keeps while it waits is then what its last frame
  /// drew, not everything drawn since it opened.
  @discardableResult
  public mutating func removeUnused(since mark: Int) -> Int {
    let before = totalCost
    entries = entries.filter { $0.value.stamp > mark }
    totalCost = entries.values.reduce(0) { $0 + $1.cost }
    return before - totalCost
  }

  /// Drops every entry.
  public mutating func removeAll() {
    entries.removeAll()
    totalCost = 0
  }
}
