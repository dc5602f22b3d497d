/// The last CPU frame times (a ring of `capacity` samples, in milliseconds) for the HUD.
package struct FrameStats: Sendable {
  private var samples: [Double]
  private var next = 0
  private var filled = false

  /// Creates an empty ring.
  package init(capacity: Int = 240) {
    samples = Array(repeating: 0, count: max(1, capacity))
  }

  /// Adds one frame time in milliseconds.
  package mutating func add(_ ms: Double) {
    samples[next] = ms
    next = (next + 1) % samples.count
    if next == 0 { filled = true }
  }

  /// Percentiles of the samples so far.
  package var percentiles: Percentiles {
    Percentiles(filled ? samples : Array(samples[0..<next]))
  }
}
