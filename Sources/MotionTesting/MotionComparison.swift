/// What differs between a golden (the reference) and an actual motion beyond a tolerance: the
/// first frame that differs, the largest deviation of each kind, and the summary figures that
/// changed. ``matches`` when nothing does.
///
/// ```swift
/// let c = MotionComparison(reference: golden, actual: run, tolerance: .standard)
/// if !c.matches { print("FAIL \(golden.name): \(c.message)") }
/// ```
package struct MotionComparison: Equatable, Sendable {
  /// One frame's value that is out of tolerance.
  package struct Deviation: Equatable, Sendable {
    /// The frame.
    package var frame: Int
    /// Its time, seconds.
    package var t: Double
    /// `location`, `velocity`, `backdropAlpha` or `state`.
    package var field: String
    /// The golden's value and the actual one, as text with units.
    package var expected: String, actual: String
    /// |actual − expected| (0 for a state).
    package var amount: Double
  }

  /// The first frame out of tolerance (in frame order, then location, velocity, alpha, state).
  package var firstDifference: Deviation?
  /// The largest location deviation out of tolerance (nil: none).
  package var largestLocation: Deviation?
  /// The largest velocity deviation out of tolerance (nil: none).
  package var largestVelocity: Deviation?
  /// The summary figures that changed: `overshoot 8.312 → 12.004 pt`.
  package var summaryChanges: [String]
  /// `frames 241 → 240` when the counts differ.
  package var frameCountChange: String?

  /// Nothing out of tolerance.
  package var matches: Bool {
    firstDifference == nil && summaryChanges.isEmpty && frameCountChange == nil
  }

  /// Compares `actual` with `reference` frame by frame (over the frames both have) and their
  /// summaries.
  package init(reference: MotionGolden, actual: MotionGolden, tolerance: MotionTolerance) {
    let d = MotionGolden.digits
    func fixed(_ v: Double, _ n: Int) -> String { GoldenNumber.fixed(v, digits: n) }
    var first: Deviation?, largest: Deviation?, fastest: Deviation?
    for (n, (e, a)) in zip(reference.frames, actual.frames).enumerated() {
      var here: [Deviation] = []
      let dl = abs(a.location - e.location)
      if dl > tolerance.points {
        let dev = Deviation(frame: n, t: e.t, field: "location", expected: fixed(e.location, d.location) + " pt", actual: fixed(a.location, d.location) + " pt", amount: dl)
        here.append(dev)
        if dl > (largest?.amount ?? 0) { largest = dev }
      }
      let dv = abs(a.velocity - e.velocity)
      if dv > tolerance.velocity {
        let dev = Deviation(frame: n, t: e.t, field: "velocity", expected: fixed(e.velocity, d.velocity) + " pt/s", actual: fixed(a.velocity, d.velocity) + " pt/s", amount: dv)
        here.append(dev)
        if dv > (fastest?.amount ?? 0) { fastest = dev }
      }
      if abs(a.backdropAlpha - e.backdropAlpha) > tolerance.alpha {
        here.append(Deviation(frame: n, t: e.t, field: "backdropAlpha", expected: fixed(e.backdropAlpha, d.alpha), actual: fixed(a.backdropAlpha, d.alpha), amount: abs(a.backdropAlpha - e.backdropAlpha)))
      }
      if a.state != e.state { here.append(Deviation(frame: n, t: e.t, field: "state", expected: e.state, actual: a.state, amount: 0)) }
      if first == nil { first = here.first }
    }
    firstDifference = first
    largestLocation = largest
    largestVelocity = fastest
    frameCountChange = reference.frames.count == actual.frames.count ? nil : "frames \(reference.frames.count) → \(actual.frames.count)"
    var changes: [String] = []
    let (e, a) = (reference.summary, actual.summary)
    if e.finalState != a.finalState { changes.append("finalState \(e.finalState) → \(a.finalState)") }
    if abs(e.finalLocation - a.finalLocation) > tolerance.points {
      changes.append("finalLocation \(fixed(e.finalLocation, d.location)) → \(fixed(a.finalLocation, d.location)) pt")
    }
    if abs(e.overshoot - a.overshoot) > tolerance.points {
      changes.append("overshoot \(fixed(e.overshoot, d.location)) → \(fixed(a.overshoot, d.location)) pt")
    }
    let settled = (e.settleTime, a.settleTime)
    if (settled.0 == nil) != (settled.1 == nil) || abs((settled.0 ?? 0) - (settled.1 ?? 0)) > tolerance.seconds {
      func s(_ v: Double?) -> String { v.map { fixed($0, d.seconds) + " s" } ?? "none" }
      changes.append("settleTime \(s(settled.0)) → \(s(settled.1))")
    }
    if abs(e.peakVelocity - a.peakVelocity) > tolerance.velocity {
      changes.append("peakVelocity \(fixed(e.peakVelocity, d.velocity)) → \(fixed(a.peakVelocity, d.velocity)) pt/s")
    }
    summaryChanges = changes
  }

  /// One line: the first differing frame, the largest deviations and the changed summary figures.
  package var message: String {
    guard !matches else { return "matches" }
    var parts: [String] = []
    if let f = firstDifference {
      parts.append("first difference at frame \(f.frame) (\(GoldenNumber.fixed(f.t, digits: 3)) s): \(f.field) \(f.expected) → \(f.actual)")
    }
    if let l = largestLocation {
      parts.append("largest deviation \(GoldenNumber.fixed(l.amount, digits: 3)) pt at frame \(l.frame)")
    }
    if let v = largestVelocity, largestLocation == nil {
      parts.append("largest velocity deviation \(GoldenNumber.fixed(v.amount, digits: 2)) pt/s at frame \(v.frame)")
    }
    if let c = frameCountChange { parts.append(c) }
    if !summaryChanges.isEmpty { parts.append("summary: " + summaryChanges.joined(separator: ", ")) }
    return parts.joined(separator: "; ")
  }
}
