/// The last CPU frame times (a ring of `capacity` samples, in milliseconds) for the HUD.
struct FrameStats: Sendable {
  private var samples: [Double]
  private var next = 0
  private var filled = false

  /// Creates an empty ring.
  init(capacity: Int = 240) {
    samples = Array(repeating: 0, count: max(1, capacity))
  }

  /// Adds one frame time in milliseconds.
  mutating func add(_ ms: Double) {
    samples[next] = ms
    next = (next + 1) % samples.count
    if next == 0 { filled = true }
  }

  /// Percentiles of the samples so far.
  var percentiles: Percentiles {
    Percentiles(filled ? samples : Array(samples[0..<next]))
  }
}
