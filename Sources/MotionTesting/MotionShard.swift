/// One shard of a suite, `--shard I/N`: case k (0-based, in manifest order) belongs to shard
/// `k mod N + 1`, so the N shards together run every case exactly once and each runs about
/// 1/N of them.
///
/// ```swift
/// let shard = try MotionShard(parsing: "2/3")
/// shard.contains(caseIndex: 4)   // true: 4 mod 3 + 1 == 2
/// ```
package struct MotionShard: Equatable, Sendable {
  /// This shard, 1…count.
  package var index: Int
  /// How many shards.
  package var count: Int

  /// All cases (`1/1`).
  package static let all = MotionShard(index: 1, count: 1)

  /// A shard.
  package init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Parses `I/N` with 1 ≤ I ≤ N ≤ 1000.
  ///
  /// - Throws: a one-line message saying what to write.
  package init(parsing text: String) throws(MotionShardError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), (1...1000).contains(n), (1...n).contains(i) else {
      throw MotionShardError(text: text)
    }
    self.init(index: i, count: n)
  }

  /// Whether the case at `caseIndex` (0-based) runs in this shard.
  package func contains(caseIndex: Int) -> Bool { caseIndex % count + 1 == index }
}

/// A `--shard` value that is not `I/N`.
package struct MotionShardError: Error, CustomStringConvertible {
  /// What was given.
  package var text: String
  /// One line.
  package var description: String { "'\(text)' is not a shard; write I/N with 1 ≤ I ≤ N ≤ 1000, e.g. --shard 2/4" }
}
