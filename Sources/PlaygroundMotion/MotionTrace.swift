import FloatingPanel

/// The last release/attraction of a panel, sampled once per frame for the motion plot: location
/// and velocity against time, the anchors (for lines) and the target.
package struct MotionTrace: Equatable, Sendable {
  /// The state the spring moved to.
  package var target: String
  /// `P(target)` in points.
  package var targetLocation: Double
  /// Where the spring started.
  package var startLocation: Double
  /// The samples, first at the release.
  package var samples: [MotionSample]
  /// Anchor lines: state name and location, in the layout's order.
  package var anchors: [(name: String, location: Double)]
  /// Whether the spring has stopped.
  package var isFinished: Bool
  /// The main axis the locations are on: "y" (top/bottom panels) or "x" (left/right).
  package var axis = "y"
  /// The speed (pt/s) of a release spring that FloatingPanel's rule made critically damped: it
  /// started at ≤ 300 pt/s (a slow release, or a move from rest without a moving spring) while
  /// its deceleration rate would give another ζ. nil for any other motion.
  package var criticallyDampedRelease: Double?
  /// Where the window's edge stopped the spring, with the spring's own figures (``MotionClip``);
  /// nil when nothing stopped it.
  package var clip: MotionClip?

  /// A trace of `samples` from `startLocation` toward `target` at `targetLocation`.
  package init(
    target: String, targetLocation: Double, startLocation: Double, samples: [MotionSample],
    anchors: [(name: String, location: Double)], isFinished: Bool, axis: String = "y", criticallyDampedRelease: Double? = nil
  ) {
    (self.target, self.targetLocation, self.startLocation, self.samples) = (target, targetLocation, startLocation, samples)
    (self.anchors, self.isFinished, self.axis, self.criticallyDampedRelease) = (anchors, isFinished, axis, criticallyDampedRelease)
  }

  /// The read-outs of this motion.
  package func metrics(tolerance: Double = 0.5) -> MotionMetrics {
    MotionMetrics(samples: samples, start: startLocation, target: targetLocation, tolerance: tolerance)
  }

  package static func == (a: MotionTrace, b: MotionTrace) -> Bool {
    a.target == b.target && a.targetLocation == b.targetLocation && a.startLocation == b.startLocation
      && a.samples == b.samples && a.isFinished == b.isFinished && a.axis == b.axis
      && a.criticallyDampedRelease == b.criticallyDampedRelease && a.clip == b.clip
      && a.anchors.map(\.name) == b.anchors.map(\.name) && a.anchors.map(\.location) == b.anchors.map(\.location)
  }
}

/// Records a panel's motion for the plot: call ``record(_:time:)`` once per frame after stepping
/// the panel. A new spring (release, animated move) starts a new ``MotionTrace``; the previous
/// one stays in ``last`` until then.
///
/// ```swift
/// container.step(h); recorder.record(panel, time: t)
/// if let trace = recorder.last { plot(trace); hud.show(trace.metrics()) }
/// ```
package final class MotionRecorder {
  /// The motion being recorded or the last one recorded.
  package private(set) var last: MotionTrace?
  /// The most samples kept per motion (default 600: 10 s at 60 fps).
  package var capacity: Int
  /// The frame interval (s) the panels step by: a clipped spring's own motion is stepped by it.
  package var frameInterval = 1.0 / 60
  private var recording: Attraction?
  private var previousTime: Double?

  /// Creates a recorder.
  package init(capacity: Int = 600) { self.capacity = capacity }

  /// Samples `panel` at `time` (s).
  package func record(_ panel: FloatingPanelController, time: Double) {
    defer { previousTime = time }
    if let a = panel.attraction {
      let isNew = recording.map { $0.startLocation != a.startLocation || $0.target != a.target || $0.kind != a.kind } ?? true
      if isNew {
        let layout = panel.resolvedLayout
        var trace = MotionTrace(
          target: a.target.rawValue, targetLocation: a.targetLocation, startLocation: a.startLocation, samples: [],
          anchors: layout.sortedStates.map { ($0.rawValue, layout.location(of: $0) ?? 0) }, isFinished: false,
          axis: panel.position.isVertical ? "y" : "x", criticallyDampedRelease: Self.criticalRelease(a, panel.behavior))
        trace.clip = MotionClip(a, limit: panel.attractionLimit, h: frameInterval)
        trace.samples.append(MotionSample(t: previousTime ?? time, location: a.startLocation, velocity: a.v))
        last = trace
      }
      recording = a
      append(MotionSample(t: time, location: panel.location, velocity: a.v))
    } else if recording != nil {
      recording = nil
      append(MotionSample(t: time, location: panel.location, velocity: 0))
      last?.isFinished = true
    }
  }

  /// The start speed of `a` when FloatingPanel's rule (``NumericSpring``: ζ = 1 at ≤ 300 pt/s)
  /// made it critically damped though `behavior`'s deceleration rate gives another ζ; else nil.
  static func criticalRelease(_ a: Attraction, _ behavior: any FloatingPanelBehavior) -> Double? {
    guard a.isReleaseSpring, abs(a.initialVelocity) <= 300 else { return nil }
    let fast = SpringParameters.dampingRatio(decelerationRate: behavior.springDecelerationRate, responseTime: behavior.springResponseTime)
    return abs(fast - 1) > 1e-3 ? abs(a.initialVelocity) : nil
  }

  /// Appends in place (no copy of the samples per frame).
  private func append(_ s: MotionSample) {
    last?.samples.append(s)
    if let n = last?.samples.count, n > capacity { last?.samples.removeFirst(n - capacity) }
  }
}
