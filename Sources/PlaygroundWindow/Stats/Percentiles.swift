import PlaygroundCore
import PlaygroundTuning
import StrictJSON

/// Order statistics of a set of measurements (nearest-rank percentiles).
package struct Percentiles: Equatable, Sendable {
  /// Median.
  package var p50: Double
  /// 95th percentile.
  package var p95: Double
  /// 99th percentile.
  package var p99: Double
  /// Largest value.
  package var max: Double
  /// Arithmetic mean.
  package var mean: Double
  /// Number of samples.
  package var count: Int

  /// Computes the statistics of `samples`; all zero for an empty list.
  package init(_ samples: [Double]) {
    let s = samples.sorted()
    count = s.count
    guard !s.isEmpty else {
      p50 = 0; p95 = 0; p99 = 0; max = 0; mean = 0
      return
    }
    func rank(_ q: Double) -> Double {
      let i = Int((q * Double(s.count)).rounded(.up)) - 1
      return s[Swift.max(0, Swift.min(s.count - 1, i))]
    }
    p50 = rank(0.50)
    p95 = rank(0.95)
    p99 = rank(0.99)
    max = s[s.count - 1]
    mean = s.reduce(0, +) / Double(s.count)
  }
}

extension Percentiles {
  /// `{"p50": …, "p95": …, "p99": …, "max": …}` with three decimals (the `keys` chosen).
  package func json(_ keys: [String] = ["p50", "p95", "p99", "max"]) -> OrderedJSON {
    let values = ["p50": p50, "p95": p95, "p99": p99, "max": max, "mean": mean]
    return .object(keys.map { ($0, .decimal(values[$0] ?? 0, digits: 3)) }, inline: true)
  }
}
