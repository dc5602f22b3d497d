/// Estimates the pointer's release velocity along the main axis from its recent samples.
///
/// The estimator: keep the samples of the last ``window`` seconds (100 ms) before the newest one,
/// and fit a straight line through them by least squares; its slope is the velocity (pt/s). A
/// least-squares fit rather than first/last differences makes one jittery sample matter little.
/// Two rules keep a resting finger from flicking:
/// - fewer than two samples in the window → 0;
/// - a release more than ``stillness`` (50 ms) after the newest sample → 0 (the finger stopped).
///
/// Three rules keep the estimate bounded whatever times the input carries (two events of a touch
/// screen in the same millisecond, a clock that steps back, times 1e-15 s apart):
/// - a sample less than ``minimumSampleInterval`` (0.5 ms) after the newest kept one is ignored
///   (its position still moves the panel; only the estimate leaves it out), so two samples in
///   the same millisecond never divide a distance by almost nothing;
/// - a sample whose time is before the newest kept one's (time going backwards), or whose time or
///   position is not finite, is ignored the same way: its time is not believed, and it can never
///   flip a flick's direction; a release time before the newest sample counts as that sample's;
/// - the estimate is clamped to ±``maximumSpeed`` (10⁶ pt/s, the bound the playground's scripts
///   and configs keep to).
///
/// ```swift
/// var e = VelocityEstimator()
/// e.add(position: 100, time: 0.000)
/// e.add(position: 110, time: 0.016)
/// let v = e.velocity(at: 0.016)   // 625 pt/s
/// ```
public struct VelocityEstimator: Sendable {
  /// Samples older than this before the newest one are ignored (seconds).
  public static let window = 0.1
  /// A release this long after the newest sample means the finger was held still (seconds).
  public static let stillness = 0.05
  /// A sample closer than this after the newest kept sample is left out of the estimate
  /// (seconds): half a millisecond, so that two events with the same whole-millisecond timestamp
  /// (SDL's) are one sample and events of consecutive milliseconds are two.
  public static let minimumSampleInterval = 0.0005
  /// The largest release speed the estimate gives (pt/s); faster fits are clamped to ±this.
  public static let maximumSpeed = 1_000_000.0

  /// The samples; those before `head` have left the window (dropped in batches, so that adding a
  /// sample costs O(1) amortised however many samples the window holds).
  private var samples: [(time: Double, position: Double)] = []
  private var head = 0

  /// Creates an empty estimator.
  public init() {}

  /// Records the pointer's main-axis position at `time` (seconds). O(1) amortised. A sample less
  /// than ``minimumSampleInterval`` after the newest kept one, earlier than it, or not finite is
  /// ignored (see the type's rules).
  public mutating func add(position: Double, time: Double) {
    guard time.isFinite, position.isFinite else { return }
    if let newest = samples.last, !(time >= newest.time + Self.minimumSampleInterval) { return }
    samples.append((time, position))
    let cutoff = time - Self.window
    while head < samples.count - 1, samples[head].time < cutoff { head += 1 }
    if head >= 32, head * 2 >= samples.count {
      samples.removeFirst(head)
      head = 0
    }
  }

  /// Forgets every sample.
  public mutating func reset() {
    samples.removeAll(keepingCapacity: true)
    head = 0
  }

  /// The estimated velocity in pt/s for a release at `releaseTime`, within ±``maximumSpeed``. A
  /// release time before the newest sample counts as that sample's time.
  public func velocity(at releaseTime: Double) -> Double {
    let window = samples[head...]
    guard let last = window.last, window.count >= 2 else { return 0 }
    if releaseTime - last.time > Self.stillness || releaseTime.isNaN { return 0 }
    let n = Double(window.count)
    var st = 0.0, sp = 0.0
    for s in window { st += s.time - last.time; sp += s.position }
    let mt = st / n, mp = sp / n
    var num = 0.0, den = 0.0
    for s in window {
      let dt = (s.time - last.time) - mt
      num += dt * (s.position - mp)
      den += dt * dt
    }
    guard den > 0 else { return 0 }
    let v = num / den
    return v.isNaN ? 0 : min(max(v, -Self.maximumSpeed), Self.maximumSpeed)
  }
}
